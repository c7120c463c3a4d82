import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: a date the planner does not use is reported, never dropped without a word. It plans up to three
// years ahead; "by 2030" said in November 2026 was ignored and the plan simply ran three weeks.

const plan = (idea: string) => generateEmbeddedPlan(idea, new Date("2026-11-27T00:00:00Z"));

describe("a date more than three years away", () => {
  it("is reported in the plan's notices", () => {
    expect(plan("Digitise the family archive by 2030: scan the photos, tag them, build a website").notices).toEqual([
      "The idea mentions “by 2030” (2030-12-31), more than three years away, so the plan does not use it. Plan the first stage and give its date.",
    ]);
  });

  it("is not reported when it is within three years, and then ends the plan", () => {
    const p = plan("Open a second shop by March 2029: find a location, hire staff");
    expect(p.notices).toEqual([]);
    expect(p.timeline.endDate).toBe("2029-03-30");
  });
});
