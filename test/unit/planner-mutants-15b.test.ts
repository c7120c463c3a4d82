import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the planner's fifteenth mutation sample (survivors-p26, helper 15b). Each case states what the
// planner promises for a text a user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("a list item ticked off at its end", () => {
  it("is done even when the thing is one character, a chapter's number", () => {
    // "1 done" says chapter 1 is finished: it is marked done, not a task "Finish 1".
    const p = plan("Thesis chapters:\n- 1 done\n- 2 done\n- 3 draft by December 10\n- 4 outline");
    expect(task(p, "1")?.done).toBe(true);
    expect(task(p, "2")?.done).toBe(true);
    expect(task(p, "Finish 1")).toBe(undefined);
  });
});

describe("an opening the work leads to", () => {
  it("is no task of its own when the text gives it no date", () => {
    // "Our bakery opens." names the goal but no day, so no undated "Open our bakery" step is made up.
    expect(names("Our bakery opens. Buy the oven, hire two bakers and paint the walls.")).toEqual([
      "Buy the oven",
      "Hire two bakers",
      "Paint the walls",
      "Review the result and fix gaps",
    ]);
  });
});

describe("the team size the text states", () => {
  it("is one person for a team of 1, even said with we", () => {
    // "Team of 1" is a stated headcount: the plan is paced for one person, not the two "we" suggests.
    expect(
      plan("We are a team of 1. Build a landing page, write three posts, design a logo, set up analytics and launch.").description,
    ).toBe("We are a team of 1. Planned for one person over 2 weeks.");
  });
});
