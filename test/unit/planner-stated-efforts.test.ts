import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// Issue 20 and 26: an item's stated effort ("eight days", "(2 days)", "~3h") is the days the plan gives it,
// and no part of its name. "Tear out the old cabinets, eight days" was estimated at 64 hours, given two
// working days and named with its effort. A rate ("3 interviews a week") is no effort, and a sentence
// listing several items gave each the first figure it held. Friday 27 November 2026.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const plan = (idea: string) => generateEmbeddedPlan(idea, FRIDAY);
const rows = (idea: string) =>
  plan(idea)
    .tasks.filter((t) => !t.suggested)
    .map((t) => [t.name, t.estimate, t.startDate, t.dueDate]);

describe("an item's stated effort", () => {
  it("gives the item its days of work", () => {
    // Eight working days from Friday 27 November: 10 December, with the weekends left out.
    expect(rows("Kitchen renovation:\n- tear out the old cabinets, eight days\n- install the new cabinets\n- paint the walls")).toEqual([
      ["Tear out the old cabinets", 64, "2026-11-27", "2026-12-10"],
      ["Install the new cabinets", 8, "2026-12-11", "2026-12-14"],
      ["Paint the walls", 8, "2026-12-15", "2026-12-15"],
    ]);
  });

  it("is taken out of the name, however it is written", () => {
    expect(plan("Design the logo - 2 days").tasks.find((t) => !t.suggested)?.name).toBe("Design the logo");
    expect(plan("Migrate the database: 1 week").tasks.find((t) => !t.suggested)?.name).toBe("Migrate the database");
    expect(plan("Write the API docs (~3h)").tasks.find((t) => !t.suggested)?.name).toBe("Write the API docs");
    expect(plan("Plan the sprint 1.5h").tasks.find((t) => !t.suggested)?.name).toBe("Plan the sprint");
    expect(plan("Review the contract, about an hour").tasks.find((t) => !t.suggested)?.name).toBe("Review the contract");
    expect(rows("sprint 14 goals:\n* finish the billing migration\n* spike on search (timeboxed 2d)")[1]?.[0]).toBe("Spike on search");
  });

  it("keeps the words it was read from", () => {
    const task = plan("Collect the numbers (five days)").tasks[0];
    expect([task?.name, task?.estimate, task?.estimateText]).toEqual(["Collect the numbers", 40, "five days"]);
  });

  it("gives a week of work a week", () => {
    expect(rows("Beta test (1 week)")).toEqual([["Beta test", 40, "2026-12-11", "2026-12-18"]]);
  });
});

describe("no effort of one item", () => {
  it("reads '3 interviews a week' as a rate, not a week's work", () => {
    expect(rows("Hiring plan: a job description, a careers page, 3 interviews a week").map((r) => r[1])).toEqual([8, 8, 8]);
  });

  it("gives no item of a shared sentence the sentence's figure", () => {
    // "about four hours" was every item's estimate.
    const tasks = plan(
      "Migrate every customer record from the legacy Access database into the new CRM so that the sales team can finally stop copying numbers between spreadsheets, and then migrate the billing system every Friday afternoon, which currently takes about four hours.",
    ).tasks;
    expect(tasks.find((t) => t.name.startsWith("Migrate every customer record"))?.estimateText).toBeUndefined();
  });

  it("still reads the figure of a line of its own whose name lost it", () => {
    expect(plan("Tests schreiben (2 Tage)").tasks.find((t) => t.name === "Tests schreiben")?.estimate).toBe(16);
  });
});
