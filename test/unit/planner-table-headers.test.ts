import { describe, expect, it } from "vitest";
import { generateEmbeddedPlan } from "../../core/planner";

// A table's header is the row over its rule line. A table whose header row is blank, or that opens with
// its rule, lost its first entry as the header; an org-mode table ("|----+----|") made its header a task.

const FRIDAY = new Date("2026-11-27T00:00:00Z");
const own = (idea: string) =>
  generateEmbeddedPlan(idea, FRIDAY)
    .tasks.filter((t) => !t.suggested)
    .map((t) => `${t.name} @${t.dueDate}`);
const rows = "| Book the venue | Dec 5 |\n| Order the catering | Dec 8 |";

describe("a table's header", () => {
  it("is the row over the rule, however the table is drawn", () => {
    const entries = ["Book the venue @2026-12-05", "Order the catering @2026-12-08"];
    expect(own(`Team offsite plan:\n\n| Task | Due |\n|---|---|\n${rows}`)).toEqual(entries);
    expect(own(`Team offsite plan:\n\n| | |\n|---|---|\n${rows}`)).toEqual(entries);
    expect(own(`Team offsite plan:\n\n|---|---|\n${rows}`)).toEqual(entries);
    expect(own(`Team offsite plan:\n\n|------+-------|\n| Task | Due |\n|------+-------|\n${rows}`)).toEqual(entries);
  });

  it("is the first row of a table drawn without a rule", () => {
    expect(own(`Team offsite plan:\n\n| Task | Due |\n${rows}`)).toEqual(["Book the venue @2026-12-05", "Order the catering @2026-12-08"]);
  });
});
