import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import { applyFeedback } from "../../core/planner/feedback";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the planner's mutants (list p1, 2026-11-28). Each case states what the planner
// promises for a text a user could paste (issue 20), not what the mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("month names in five spellings of October", () => {
  it.each([
    ["Launch the website on October 15"],
    ["Launch the website on Oct 15"],
    ["Lancer le site le 15 octobre"],
    ["Website launch on 15 Oktober"],
    ["Lanzar el sitio el 15 de octubre"],
  ])("end the plan '%s' on October 15 next year", (idea) => {
    // October 15 has passed this year, so it is the one in 2027, in every language.
    expect(plan(idea).timeline.endDate).toBe("2027-10-15");
  });
});

describe("a duration written in words", () => {
  it("'in sixteen weeks' ends the plan sixteen weeks from today", () => {
    // November 27 plus 16 weeks is Friday March 19, 2027.
    expect(plan("Website launch in sixteen weeks").timeline.endDate).toBe("2027-03-19");
  });
});

describe("a step dated relative to another", () => {
  it("'four days before that' may fall on today, and is then due today", () => {
    // December 1 minus four days is today, November 27: still a day to do it, so the step keeps it.
    const p = plan("Sign the lease on December 1 and pack the boxes four days before that.");
    expect(task(p, "Pack the boxes")?.dueDate).toBe("2026-11-27");
    expect(p.tasks[0]?.name).toBe("Pack the boxes");
  });
});

describe("a very long list", () => {
  it("is cut to 150 tasks, keeping ten standard steps and the first 140 of the text's items", () => {
    // 150 own items for a website a team of 30 builds: the plan keeps as much of the text as fits.
    const items = Array.from({ length: 150 }, (_, i) => `- order spare part ${i + 1}`).join("\n");
    const p = plan(`Our team of 30 people will launch the new website by November 1, 2027:\n${items}`);
    const own = p.tasks.filter((t) => t.name.startsWith("Order spare part"));
    expect(p.tasks.length).toBe(150);
    expect(own.length).toBe(140);
    expect(own.at(-1)?.name).toBe("Order spare part 140");
  });
});

describe("a topic with several actions", () => {
  it("lends the last verb said to a part that has none, not the last word", () => {
    // "SEO: add 301 redirects and a sitemap, meta titles and descriptions": the titles are added too.
    const p = plan(
      "Website relaunch by March 1:\n- SEO: add 301 redirects and a sitemap, meta titles and descriptions\n- new homepage design",
    );
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Add 301 redirects and a sitemap",
      "New homepage design",
      "Add meta titles and descriptions",
      "Test across browsers and devices",
    ]);
  });
});

describe("review feedback", () => {
  it("files an added task with a date in the first milestone due on or after it", () => {
    // "hire a photographer by December 2" shares no word with a task: it goes to "Venue & vendors" (Dec 3).
    const p = plan("Charity gala on December 12");
    expect(p.milestones[1]).toMatchObject({ name: "Venue & vendors", dueDate: "2026-12-03" });
    const added = applyFeedback(p, "add a task to hire a photographer by December 2", TODAY);
    expect(added.tasks.at(-1)).toMatchObject({ name: "Hire a photographer", dueDate: "2026-12-02", milestoneIndex: 1 });
  });
});

describe("a deliverable asked for before its steps", () => {
  it("is written after two steps that make it, as the last piece of work", () => {
    // "Need the quarterly report by December 15": collecting and drafting come first, then the report.
    const p = plan("Need the quarterly report by December 15. Collect the sales numbers. Draft the summary.");
    expect(p.tasks.map((t) => t.name)).toEqual([
      "Collect the sales numbers",
      "Draft the summary",
      "Write the quarterly report",
      "Review the result and fix gaps",
    ]);
  });
});
