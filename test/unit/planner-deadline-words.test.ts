import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, found by the helper reading the twelfth sample's survivors: a deadline said in German, French,
// Spanish, Italian or Portuguese is met on the working day before a weekend date, as "by" is ("bis zum 20.
// Februar" had its task due Saturday the 20th while the summary said the 19th); a year written "'27" is
// no quotation ("Launch the new pricing page '''"). Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

describe("a deadline in another language on a weekend day", () => {
  it("is met on the Friday before, in the task as in the summary", () => {
    for (const idea of [
      "Die Website bis zum 20. Februar fertigstellen",
      "Terminar la web antes del 20 de febrero",
      "Finir le site avant le 20 février",
    ]) {
      const p = plan(idea);
      expect([p.tasks.at(-1)?.dueDate, p.description.includes("2027-02-19")], idea).toEqual(["2027-02-19", true]);
    }
  });
});

describe("a year's apostrophe", () => {
  it("opens no quotation in the task's name", () => {
    expect(plan("Launch the new pricing page by end of Q1 '27").tasks.find((t) => !t.suggested)?.name).toBe("Launch the new pricing page");
    expect(plan("Launch the new pricing page in Q1 '27").tasks.find((t) => !t.suggested)?.dueDate).toBe("2027-03-31");
  });

  it("still closes a quotation a cut left open", () => {
    expect(plan("Add the placeholder 'Search projects").tasks.find((t) => !t.suggested)?.name).toBe(
      "Add the placeholder 'Search projects'",
    );
  });
});
