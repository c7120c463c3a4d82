import { describe, expect, it } from "vitest";
import { describeBurnup, describeCycleTime } from "../../core/analytics/describe";
import type { ProjectAnalytics } from "../../core/analytics/types";
import { dayFromParts, MONDAY, nthWeekday } from "../../core/dates";
import { guessFormat, readImportFile } from "../../core/import-files/formats";
import { type ScheduleItem, whatIf } from "../../core/schedule";
import { EMPTY_VIEW, type ViewQuery } from "../../core/schemas/saved-view";
import type { Task } from "../../core/schemas/task";
import { applyView } from "../../core/views/apply-view";
import { storedTask } from "../support/stored-task";

// Issue 27: cases for mutants of core/ that no test caught (dates, what-if, import formats, chart
// captions, view filters). 2026-01-05 is a Monday.

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

describe("chart captions", () => {
  const base: ProjectAnalytics = {
    from: "2026-11-02",
    to: "2026-11-26",
    today: "2026-11-26",
    progress: { completed: 0, total: 0, percent: 0 },
    burndown: [],
    burnup: [],
    throughput: [],
    cycleTime: { samples: 0, medianDays: null, p85Days: null, perWeek: [] },
    workload: [],
    overdue: [{ day: "2026-11-26", overdue: 0 }],
    forecast: { remaining: 0, weeklyPace: 0, paceWeeks: 4, finishDate: null, dueDate: null, daysLate: null, atRisk: false, summary: "" },
  };

  it("describes the burnup from its first day to its last, not the day before the last", () => {
    const a: ProjectAnalytics = {
      ...base,
      burnup: [
        { day: "2026-11-24", scope: 4, done: 1 },
        { day: "2026-11-25", scope: 4, done: 2 },
        { day: "2026-11-26", scope: 6, done: 3 },
      ],
    };
    expect(describeBurnup(a)).toBe("Scope grew from 4 to 6 tasks; 3 done.");
  });

  it("gives the cycle time of a single sample", () => {
    const a: ProjectAnalytics = { ...base, cycleTime: { samples: 1, medianDays: 2, p85Days: 2, perWeek: [] } };
    expect(describeCycleTime(a)).toBe("Half the tasks took 2 days or less from In Progress to done, 85% within 2 days (1 task).");
  });

  it("says no task has a cycle time without samples", () => {
    expect(describeCycleTime(base)).toBe("No task has gone from In Progress to done in this range yet.");
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
