import { describe, expect, it } from "vitest";
import { analyzeProjectEmbedded } from "../../core/ai/analyze-project";
import { daysUntil, progressFromCounts, progressOf, progressPercent } from "../../core/progress";
import type { Task } from "../../core/schemas/task";
import { storedTask } from "../support/stored-task";

const item = (id: string, kind: Task["kind"], status: Task["status"]): Task => storedTask(id, { kind, status });

// The example board: 18 tasks (4 done) and 3 milestones. The card said 4/18, the page 4 of 21.
const board: Task[] = [
  ...Array.from({ length: 18 }, (_, i) => item(`t${i}`, "task", i < 4 ? "done" : "todo")),
  item("m0", "milestone", "done"),
  item("m1", "milestone", "todo"),
  item("m2", "milestone", "todo"),
];

describe("one definition of progress", () => {
  it("counts tasks and ignores milestones", () => {
    expect(progressOf(board)).toEqual({ completed: 4, total: 18, percent: 22 });
  });

  it("agrees with the counters the board projects to D1 (the project cards)", () => {
    expect(progressFromCounts(4, 18)).toEqual(progressOf(board));
  });

  it("is 0 with no tasks, even when milestones are done", () => {
    expect(progressOf([item("m", "milestone", "done")])).toEqual({ completed: 0, total: 0, percent: 0 });
    expect(progressPercent(0, 0)).toBe(0);
  });

  it("rounds to a whole percent and clamps", () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(5, 3)).toBe(100);
  });

  it("counts a board of one task: 0% open, 100% done", () => {
    expect(progressPercent(0, 1)).toBe(0);
    expect(progressPercent(1, 1)).toBe(100);
  });

  it("is the rule the analysis uses", () => {
    const analysis = analyzeProjectEmbedded({
      project: { name: "P", description: "", dueDate: null, createdAt: "2026-01-01T00:00:00.000Z" },
      tasks: board,
      members: [],
      today: "2026-01-05",
    });
    // The analysis speaks of 14 open tasks: 18 tasks less 4 done; milestones are not work.
    expect(JSON.stringify(analysis)).toContain("14 open task");
  });
});

// Issue 27 (mutation bench): the edges of the rule.
describe("progress at its edges", () => {
  it("is 0 for a count below zero, a total that is not positive, or a count that is not a number", () => {
    expect(progressPercent(-2, 3)).toBe(0);
    expect(progressPercent(1, -3)).toBe(0);
    expect(progressPercent(1, Number.NaN)).toBe(0);
    expect(progressPercent(Number.NaN, 3)).toBe(0);
    expect(progressPercent(Number.POSITIVE_INFINITY, 3)).toBe(0);
  });

  it("is 100 when everything is done, and counts a board of only done tasks so", () => {
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressOf([item("a", "task", "done"), item("b", "task", "done")])).toEqual({ completed: 2, total: 2, percent: 100 });
    expect(progressOf([item("a", "task", "in-progress"), item("b", "task", "todo")])).toEqual({ completed: 0, total: 2, percent: 0 });
  });

  it("counts whole days until a due date, a time of day on it ignored", () => {
    expect(daysUntil("2026-01-10", "2026-01-05")).toBe(5);
    expect(daysUntil("2026-01-10T23:30:00.000Z", "2026-01-05")).toBe(5);
    expect(daysUntil("2026-01-03", "2026-01-05")).toBe(-2);
    expect(daysUntil("2026-01-05", "2026-01-05")).toBe(0);
  });
});
