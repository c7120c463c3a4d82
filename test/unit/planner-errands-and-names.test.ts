import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: small jobs said with a phrasal verb ("Back up my laptop", "Sign up for the marathon", "Set up the
// new printer") got a project's seven steps, from "Define goals" to a retrospective; a sign-up flow to build
// was named "Flow with Google"; a name ran on into the second job ("Shop's Database and Set Up Nightly
// Backups"). Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);

describe("a small job said with a phrasal verb", () => {
  it("is one errand", () => {
    for (const errand of ["Back up my laptop", "Sign up for the marathon", "Register for the conference", "Set up the new printer"]) {
      const p = plan(errand);
      expect(
        p.tasks.map((t) => t.name),
        errand,
      ).toEqual([errand]);
      expect(
        p.milestones.map((m) => m.name),
        errand,
      ).toEqual(["To do"]);
    }
  });

  it("while setting up an office or a build pipeline is still a project", () => {
    expect(plan("Set up the new office").tasks.length).toBeGreaterThan(1);
    expect(plan("Set up CI for the repo").tasks.length).toBeGreaterThan(1);
  });
});

describe("names", () => {
  it("a sign-up flow is a thing to build, not a verb", () => {
    expect(plan("Sign up flow with Google").name).toBe("Sign Up Flow with Google");
  });

  it("end before a second job said with a phrasal verb", () => {
    expect(plan("Back up the shop's database and set up nightly backups").name).toBe("Shop's Database");
  });
});
