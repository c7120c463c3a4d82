import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from public wedding and event trackers read this stop: "Check in with the photographer about the
// balance" planned the task "The photographer about the balance" and "Follow up with the caterer" the task
// "The caterer" (whom the talk is with was read as a feature to build), each inside a seven-step project
// named "In with …"; "give timeline to photographer" was a project too. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

describe("a talk with someone", () => {
  it("is one errand, named by what to do", () => {
    for (const [errand, name] of [
      ["Check in with the photographer about the balance", "Check in with the Photographer About the Balance"],
      ["Follow up with the caterer", "Follow Up with the Caterer"],
      ["Give the timeline to the photographer", "Give the Timeline to the Photographer"],
    ]) {
      const p = plan(errand);
      expect(
        p.tasks.map((t) => t.name),
        errand,
      ).toEqual([errand]);
      expect(p.name, errand).toBe(name);
    }
  });

  it("while a feature to build with something is still one", () => {
    expect(plan("Bakery website with online ordering").tasks.map((t) => t.name)).toContain("Build online ordering");
    expect(plan("Sign in with Apple").name).toBe("Sign in with Apple");
  });

  it("a makeover given is no errand", () => {
    expect(plan("Give the kitchen a makeover").tasks.length).toBeGreaterThan(1);
  });
});
