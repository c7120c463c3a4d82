import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20, from a public hackathon organiser's checklist read this stop: "Recruit Sponsors" was planned
// as a hire (the role's description, a shortlist, an offer); "Running a hackathon comes with several
// costs" became the task "Run a hackathon comes with several costs"; "Contacting local businesses … is a
// good way to begin" kept "is a good way to begin" in its name; "Sponsors can help cover the cost" was a
// task for someone called Sponsors. Texts paraphrased. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const names = (idea: string) => plan(idea).tasks.map((t) => t.name);

const SPONSORS =
  "# Recruit Sponsors\n\n### Recruit Sponsors\n\nRunning a hackathon comes with several costs, for example:\n\nFood (we like pizza)\nSupplies (pens, markers, flip charts, power strips)\nVenue\n\nSponsors can help cover the cost of your event. Contacting local businesses, community foundations and startup groups is a good way to begin.";

describe("recruiting people who are not hires", () => {
  it("plans sponsors, speakers and judges without a hiring process", () => {
    for (const idea of [SPONSORS, "Recruit speakers, mentors and judges for the spring hackathon"]) {
      const tasks = names(idea);
      expect(tasks).not.toContain("Write the role description");
      expect(tasks).not.toContain("Make the offer and agree a start date");
    }
    expect(names("Recruit speakers, mentors and judges for the spring hackathon").slice(0, 3)).toEqual([
      "Recruit speakers",
      "Recruit mentors",
      "Recruit judges for the spring hackathon",
    ]);
  });

  it("still plans a role recruited as a hire", () => {
    const tasks = names("Recruit a senior backend engineer by March");
    expect(tasks).toContain("Write the role description");
    expect(tasks).toContain("Recruit a senior backend engineer");
  });
});

describe("a gerund that is its sentence's subject", () => {
  it("is no task, and advice to do it is one", () => {
    const tasks = names(SPONSORS);
    expect(tasks).toContain("Contact local businesses, community foundations and startup groups");
    expect(tasks.filter((t) => /comes with|good way|cover the cost/i.test(t))).toEqual([]);
  });

  it("leaves a statement of how long work takes out of the tasks", () => {
    expect(names("Garden club plan\n\nPlanting the beds takes most of April. Order the seeds. Repair the fence.").slice(0, 3)).toEqual([
      "Order the seeds",
      "Repair the fence",
      "Review the result and fix gaps",
    ]);
    expect(
      names(
        "Shop relaunch\n\nWriting the product descriptions is the best way to start. Photograph the new mugs. Update the prices.",
      ).slice(0, 3),
    ).toEqual(["Write the product descriptions", "Photograph the new mugs", "Update the prices"]);
  });
});
