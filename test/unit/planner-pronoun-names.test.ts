import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from the last stop's list of bugs left: "The first draft is done. I think we should get it
// reviewed." was named "It Reviewed", after an order whose only object is "it". Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

describe("a plan's name", () => {
  it("comes from the thing an order's 'it' stands for, not from the order", () => {
    expect(plan("The first draft is done. I think we should get it reviewed.").name).toBe("First Draft");
    // Its date aside: "Get it signed by Friday" names nothing either.
    expect(plan("The contract is ready. Get it signed by Friday.").name).toBe("Contract");
  });

  it("leaves out a state the thing should reach", () => {
    expect(plan("Get slides ready").name).toBe("Slides");
    expect(plan("Get the online shop ready by November 26.").name).toBe("Online Shop");
  });

  it("refuses an order about 'it' alone", () => {
    expect(() => plan("Get it reviewed")).toThrow("We couldn't find a project in that text.");
  });
});
