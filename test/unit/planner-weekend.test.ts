import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20: "this weekend" is when the work is done, not a deadline met on the Friday before it.
// Friday 27 November 2026: the weekend is Saturday the 28th and Sunday the 29th.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const days = (idea: string, today = FRIDAY) => generateEmbeddedPlan(idea, today).tasks.map((t) => [t.name, t.startDate, t.dueDate]);

describe("work held on the weekend the text names", () => {
  it("does a list of chores for this weekend on Saturday and Sunday", () => {
    const p = generateEmbeddedPlan("Chores this weekend: vacuum, mow the lawn", FRIDAY);
    expect(p.tasks.map((t) => [t.name, t.startDate, t.dueDate])).toEqual([
      ["Vacuum", "2026-11-28", "2026-11-28"],
      ["Mow the lawn", "2026-11-29", "2026-11-29"],
    ]);
    expect(p.description).toContain("Planned over 2 days, finishing by 2026-11-29.");
    expect(p.timeline).toEqual({ startDate: "2026-11-28", endDate: "2026-11-29" });
  });

  it("read on a Wednesday, still waits for the weekend", () => {
    expect(days("Chores this weekend: vacuum, mow the lawn", new Date("2026-11-25T00:00:00Z"))).toEqual([
      ["Vacuum", "2026-11-28", "2026-11-28"],
      ["Mow the lawn", "2026-11-29", "2026-11-29"],
    ]);
  });

  it("puts a job done 'this weekend' and what follows it on the weekend's days, the job first", () => {
    const tasks = days("Clean out the garage with my brother this weekend, then sell the old bikes online");
    expect(tasks.length).toBeGreaterThanOrEqual(2);
    expect(tasks[0]).toEqual(["Clean out the garage with my brother", "2026-11-28", "2026-11-28"]);
    for (const [name, start, due] of tasks) {
      expect(["2026-11-28", "2026-11-29"], `${name} starts`).toContain(start);
      expect(["2026-11-28", "2026-11-29"], `${name} is due`).toContain(due);
    }
  });

  it("reads 'next weekend' as the one after, Saturday first", () => {
    const tasks = days("Next weekend: paint the fence, fix the gate, clean the gutters");
    expect(tasks.slice(0, 3)).toEqual([
      ["Paint the fence", "2026-12-05", "2026-12-05"],
      ["Fix the gate", "2026-12-05", "2026-12-05"],
      // A weekend's list is a list of chores: shared over its two days, as "Chores this weekend" is.
      ["Clean the gutters", "2026-12-06", "2026-12-06"],
    ]);
    for (const [name, , due] of tasks) expect(["2026-12-05", "2026-12-06"], `${name} is due`).toContain(due);
  });

  it("keeps 'by this weekend' a deadline, met on the Friday before", () => {
    const p = generateEmbeddedPlan("Finish the report by this weekend", FRIDAY);
    expect(p.tasks.find((t) => t.name === "Finish the report")?.dueDate).toBe("2026-11-27");
    expect(p.timeline.endDate).toBe("2026-11-27");
  });

  it("does not squeeze work the text dates after the weekend into it", () => {
    const tasks = days("Clean the garage this weekend and sell the bikes by December 10");
    expect(tasks.find(([name]) => name === "Sell the bikes")?.[2]).toBe("2026-12-10");
  });
});

describe("a plan with no working day in it", () => {
  it("counts its days, not 'over 0 working days'", () => {
    const saturday = new Date("2026-11-28T00:00:00Z");
    const p = generateEmbeddedPlan("Launch the landing page by November 28", saturday);
    expect(p.description).toContain("Planned over 1 day, finishing by 2026-11-28.");
    expect(p.description).not.toContain("0 working days");
  });
});
