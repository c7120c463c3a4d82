import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { PlanRefusal } from "../../core/planner/refusal";

// Issue 20, from public texts read this stop (a conference's volunteer team, a school hackathon thread):
// "We need someone to head up the volunteer team" was the task "Someone to head up …" and named a plan
// "Someone"; "Pre-conference: renting the van" was given to a person called Pre-conference; a reply that
// asks to "get that sorted out" was planned as a project named "If You Think". Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

describe("someone still to find", () => {
  it("is found", () => {
    expect(
      plan("Volunteer team\nWe need someone to head up the volunteer team.\n\nPre-conference: renting the van.").tasks.map((t) => t.name),
    ).toEqual(["Find someone to head up the volunteer team", "Rent the van", "Review the result and fix gaps"]);
  });

  it("names no plan", () => {
    expect(plan("We need someone to fix the roof before winter").name).toBe("Roof");
  });

  it("a label of when is no person", () => {
    const van = plan("Volunteer team\nWe need someone to head up the volunteer team.\n\nPre-conference: renting the van.").tasks[1];
    expect(van?.description).toBe("Pre-conference: renting the van.");
  });
});

describe("a reply about something said before", () => {
  it("is refused", () => {
    expect(() => plan("If you think we will need help, we need to get that sorted out this week.")).toThrow(PlanRefusal);
    expect(() => plan("We need to get it done this week.")).toThrow(PlanRefusal);
  });

  it("while a thing named is still planned", () => {
    expect(plan("We need to get the roof fixed this week.").tasks.length).toBeGreaterThan(0);
  });
});
