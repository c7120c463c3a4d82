import { describe, expect, it } from "vitest";
import { dayFromParts, MONDAY, nthWeekday } from "../../core/dates";
import { guessFormat, readImportFile } from "../../core/import-files/formats";
import { type ScheduleItem, whatIf } from "../../core/schedule";
import { EMPTY_VIEW, type ViewQuery } from "../../core/schemas/saved-view";
import type { Task } from "../../core/schemas/task";
import { applyView } from "../../core/views/apply-view";
import { storedTask } from "../support/stored-task";

// Issue 27: cases for mutants of core/ that no test caught (dates, what-if, import formats, view filters;
// the chart captions' are in analytics-parts). 2026-01-05 is a Monday.

describe("nthWeekday outside the years a day can be written in", () => {
  it("finds the first Monday of January in the first and the last year taken", () => {
    expect(nthWeekday(1000, 1, 1, MONDAY)).toBe(dayFromParts(1000, 1, 6));
    expect(nthWeekday(9999, 1, 1, MONDAY)).toBe(dayFromParts(9999, 1, 4));
  });

  it("answers null for a year before 1000 or after 9999", () => {
    expect(nthWeekday(999, 1, 1, MONDAY)).toBe(null);
    expect(nthWeekday(10000, 1, 1, MONDAY)).toBe(null);
  });
});

describe("what-if places each task with its assignee to itself", () => {
  const item = (id: string, day: string): ScheduleItem => ({
    id,
    milestone: false,
    startDate: day,
    dueDate: day,
    assigneeId: 1,
    done: false,
  });

  it("slips a task onto a day its assignee has other work without moving that work", () => {
    const items = [item("A", "2026-01-05"), item("B", "2026-01-06")];
    const r = whatIf(items, [], "A", 1, { today: "2026-01-05", estimates: new Map(Object.entries({ A: 8, B: 8 })) });
    // A slips from Monday onto Tuesday, B's day: B stays where it is, the project still ends on Tuesday.
    expect(r?.moved).toEqual([{ id: "A", from: "2026-01-05", to: "2026-01-06", days: 1 }]);
    expect(r?.projectEnd).toBe("2026-01-06");
    expect(r?.projectEndSlipDays).toBe(0);
  });
});

describe("Trello rows and the format guess", () => {
  it("names the second open card Row 2 when its name is empty", () => {
    const board = JSON.stringify({
      lists: [{ id: "l1", name: "To Do" }],
      cards: [
        { id: "c1", name: "Card", idList: "l1" },
        { id: "c2", name: "", idList: "l1" },
      ],
    });
    expect(() => readImportFile("trello", board)).toThrow('Row 2, column "name": a task needs a name, and this one is empty.');
  });

  it("names the first open card Row 1 when its due date cannot be read", () => {
    const board = JSON.stringify({
      lists: [{ id: "l1", name: "To Do" }],
      cards: [{ id: "c1", name: "Card", idList: "l1", due: "someday" }],
    });
    expect(() => readImportFile("trello", board)).toThrow('Row 1, column "due": "someday" is not a date Kickoff can read.');
  });

  it("guesses Trello from a .json name alone, whatever the text starts with", () => {
    expect(guessFormat("board.JSON", "[]")).toBe("trello");
  });

  it("guesses Trello from text starting with { alone, whatever the file's name", () => {
    expect(guessFormat("export.csv", '  {"cards": []}')).toBe("trello");
  });

  it("guesses a plain CSV when neither the name nor the text says JSON", () => {
    expect(guessFormat("export.csv", "Name,Status\nA,Done\n")).toBe("csv");
  });
});

describe("the contains filter", () => {
  const task = (id: string, extra: Partial<Task>): Task =>
    storedTask(id, { createdAt: "", updatedAt: "", fields: {}, isCompleted: false, ...extra });
  const tasks = [task("Alpha", { dueDate: null }), task("Bravo", { dueDate: "2027-01-10" }), task("Charlie", { dueDate: null })];
  const run = (v: Partial<ViewQuery>) => applyView(tasks, { ...EMPTY_VIEW, ...v }, { fields: [] }).tasks.map((t) => t.name);

  it("keeps the tasks whose value holds the text, in any case", () => {
    expect(run({ filters: [{ key: "name", op: "contains", value: "AL" }] })).toEqual(["Alpha"]);
  });

  it("never matches an empty value, even with empty text", () => {
    expect(run({ filters: [{ key: "dueDate", op: "contains", value: "" }] })).toEqual(["Bravo"]);
  });
});
