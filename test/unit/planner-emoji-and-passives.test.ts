import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from public event checklists read this stop: GitHub's emoji codes stayed in task names
// (":calendar: Agree on a date"); "things need to be organized" became the task "Be organized prior to
// the event"; "We'll be recording the goals" became "Define be recording goals". Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const own = (idea: string) =>
  generateEmbeddedPlan(idea, FRIDAY)
    .tasks.filter((t) => !t.suggested)
    .map((t) => t.name);

describe("emoji codes", () => {
  it("are no words of a task", () => {
    expect(
      own("Meetup todos\n- [ ] :calendar: Agree on a date\n- [ ] :bird: :memo: Tweet about the event\n- [ ] Update the homepage"),
    ).toEqual(["Agree on a date", "Tweet about the event", "Update the homepage"]);
  });

  it("while a time keeps its colons", () => {
    expect(own("Meetup prep\n- book the room for 18:30\n- order pizza\n- print badges")).toContain("Book the room for 18:30");
  });
});

describe("a state things are in", () => {
  it("is no task", () => {
    const names = own(
      "Meetup planning\nA lot of things need to be organized before the event. Some need to be settled sooner, some can be done later.\n- book the room\n- order pizza",
    );
    expect(names).toEqual(["Book the room", "Order pizza"]);
  });
});

describe("what we'll be doing", () => {
  it("is the work, by its verb", () => {
    expect(own("Camp organisation\nWe'll be recording the goals for future weeks in the tracker. We need to book the cabins.")).toContain(
      "Record the goals for future weeks in the tracker",
    );
  });
});
