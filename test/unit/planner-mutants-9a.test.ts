import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";
import type { GeneratedPlan } from "../../core/schemas/plan";

// Issue 27: survivors of the planner's mutation sample (survivors-p21, build-plan.ts, phases.ts, weekend.ts).
// Each case states what the planner promises for a text a user could paste (issue 20), not what the
// mutant did. Friday 27 November 2026.

const TODAY = new Date("2026-11-27T00:00:00Z");

const plan = (idea: string) => generateEmbeddedPlan(idea, TODAY);
const task = (p: GeneratedPlan, name: string) => p.tasks.find((t) => t.name === name);

describe("a season beside a day", () => {
  it("'this winter' said in November runs from December, so a January day beside it is the deadline", () => {
    // The winter under way ends in February and began on December 1: January 15 falls inside it.
    const p = plan("Ski trip this winter, everything booked by January 15:\n- pick the resort\n- book the chalet\n- rent skis");
    expect(p.timeline.endDate).toBe("2027-01-15");
  });

  it("'this summer' runs from June, so a July day beside it is the deadline", () => {
    // Summer is June to August: July 1 falls inside it, and the plan ends then, not on August 31.
    const p = plan("Garden makeover this summer, everything planted by July 1:\n- design the beds\n- order the plants\n- plant them");
    expect(p.timeline.endDate).toBe("2027-07-01");
  });
});

describe("a start said as a length of time", () => {
  it("is kept up to the last day of the planner's three-year horizon", () => {
    // 784 working days from Friday 27 November 2026 is Thursday 29 November 2029, the horizon's last day.
    const p = plan(
      "Kitchen remodel. The work on our kitchen starts in 784 working days.\n- pick the cabinets\n- tear out the old kitchen\n- fit the new one",
    );
    expect(p.timeline.startDate).toBe("2029-11-29");
    expect(task(p, "Pick the cabinets")?.startDate).toBe("2029-11-29");
  });
});

describe("each task's bar on the Gantt", () => {
  it("is as long as its effort when it is due the same day as the one before it", () => {
    // A website item is a day and a half of work (12 hours): due on December 10 with the item before it,
    // its bar starts the working day before, not on the due day.
    const p = plan("Website redesign:\n- write the copy by December 10\n- build the pages by December 10\n- go live on December 11");
    const copy = task(p, "Write the copy");
    expect(copy?.estimate).toBe(12);
    expect([copy?.startDate, copy?.dueDate]).toEqual(["2026-12-09", "2026-12-10"]);
  });
});

describe("a weekly send", () => {
  it("starts the Friday after the work before it and is never flagged as a date that did not fit", () => {
    // The send is dated by its rule (every Friday, once both items due December 18 are done): the launch
    // date the background gives it is no date of the timeline that could be missed.
    const p = plan(
      "Customer newsletter. The launch is in 2 weeks.\n- write the first issue by December 18\n- set up the mailing list by December 18\n- publish an issue every Friday",
    );
    const send = task(p, "Publish an issue");
    expect(send?.recurrence).toBe("FREQ=WEEKLY;BYDAY=FR");
    expect(send?.dueDate).toBe("2026-12-25");
    expect(send?.description.includes("does not fit this timeline")).toBe(false);
  });
});

describe("the author's headings name the phases", () => {
  const sections = (heading: string) =>
    plan(`Website redesign\n\n## ${heading}\n- wireframes\n- mockups\n\n## Build\n- templates\n- contact form`).milestones.map(
      (m) => m.name,
    );

  it("a heading of five words names its phase", () => {
    expect(sections("Design for the new site")).toEqual(["Design for the new site", "Build", "QA & testing"]);
  });

  it("a heading of forty characters names its phase", () => {
    expect("Designing responsive storefront mock-ups".length).toBe(40);
    expect(sections("Designing responsive storefront mock-ups")).toEqual([
      "Designing responsive storefront mock-ups",
      "Build",
      "QA & testing",
    ]);
  });
});

describe("work said for the weekend", () => {
  it("counts a chore dated the Monday after the weekend as after it, as one dated the Tuesday", () => {
    // The weekend is Saturday and Sunday: a chore due on Monday 30 November is no weekend chore, as one due
    // on Tuesday 1 December is not. Either way the other chores are the weekend's and it keeps its own day.
    const days = (when: string) =>
      plan(`Chores this weekend:\n- vacuum the stairs\n- mow the lawn\n- take the bins out in ${when}\n- clean the windows`).tasks.map(
        (t) => [t.name, t.startDate, t.dueDate],
      );
    expect(days("3 days")).toEqual([
      ["Vacuum the stairs", "2026-11-28", "2026-11-28"],
      ["Mow the lawn", "2026-11-28", "2026-11-28"],
      ["Take the bins out", "2026-11-30", "2026-11-30"],
      ["Clean the windows", "2026-11-29", "2026-11-29"],
    ]);
    expect(days("4 days")).toEqual([
      ["Vacuum the stairs", "2026-11-28", "2026-11-28"],
      ["Mow the lawn", "2026-11-28", "2026-11-28"],
      ["Take the bins out", "2026-11-30", "2026-12-01"],
      ["Clean the windows", "2026-11-29", "2026-11-29"],
    ]);
  });
});
