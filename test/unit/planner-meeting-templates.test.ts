import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from public meeting notes read this stop: a template's blank fields ("- Date:", "- Notetaker:")
// were tasks; "notes of week 5 meeting 9" dated the work in the plan's fifth week, past the stated deadline;
// the things a participle mentions ("mentioning attendees, action, and discussion items") became "Add
// action". Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const own = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("a template's blank fields", () => {
  it("ask for nothing", () => {
    expect(
      own("Weekly hack session\n- Date:\n- Notetaker:\n- Current attendees:\n\n### Actions\n- book the room\n- send the agenda"),
    ).toEqual(["Book the room", "Send the agenda"]);
  });
});

describe("a course's numbered week", () => {
  it("is a label, not a date in the plan's weeks", () => {
    const p = plan("Meeting notes\nAdd the notes of week 5 meeting 9 to the wiki page.\n\nDeadline: 04.12.2026");
    expect(p.tasks.every((t) => (t.dueDate ?? "") <= "2026-12-04")).toBe(true);
    // A plan written week by week still counts its weeks.
    expect(plan("Write my ebook\nWeek 1: research competitors\nWeek 2: write the chapters\nWeek 3: publish").tasks.at(-1)?.dueDate).toBe(
      "2026-12-17",
    );
  });
});

describe("what a participle mentions", () => {
  it("is no task of its own", () => {
    expect(own("Add the notes to the wiki page mentioning attendees, action, and discussion items by Friday")).toHaveLength(1);
  });
});
