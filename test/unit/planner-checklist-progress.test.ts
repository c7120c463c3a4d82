import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";

// Issue 20: a checklist under a title naming the work, some lines ticked off by their state ("Venue
// booked") beside open ones, is a plan under way. "Wedding on June 6: - Venue booked - DJ booked - Up
// lighting ordered - Flowers - Cake" was refused: its done lines were read as a status report's.
// Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

describe("a checklist with progress", () => {
  it("is planned, its done lines marked done and its open ones to do", () => {
    const p = plan("Wedding on June 6:\n- Venue booked\n- DJ booked\n- Up lighting ordered\n- Flowers\n- Cake");
    expect(p.tasks.filter((t) => !t.suggested).map((t) => [t.name, t.done === true])).toEqual([
      ["Book the venue", true],
      ["Book the DJ", true],
      ["Order up lighting", true],
      ["Order flowers", false],
      ["Order the cake", false],
    ]);
    // The wedding is held on its day, a Sunday.
    expect(p.milestones.at(-1)?.dueDate).toBe("2027-06-06");
  });
});

describe("a status report", () => {
  it("is still refused when nothing is left open", () => {
    expect(() => plan("Sprint update:\n- Design is done\n- QA started on Monday\n- No blockers")).toThrow(PlanRefusal);
  });
});
