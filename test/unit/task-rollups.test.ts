import { describe, expect, it } from "vitest";
import { sameRollupInputs } from "../../app/lib/task-rollups";

// The list keeps its subtask counts and estimate totals across a live change that touches none of their
// inputs (issue 22: a teammate's rename must not recompute 20,000 tasks' roll-ups).

const task = (
  id: string,
  over: Partial<{ parentTaskId: string | null; status: "todo" | "in-progress" | "done"; estimate: number | null; name: string }> = {},
) => ({
  id,
  parentTaskId: null,
  status: "todo" as const,
  estimate: null,
  name: `Task ${id}`,
  ...over,
});

describe("sameRollupInputs", () => {
  const before = [task("a"), task("b", { parentTaskId: "a", estimate: 2 }), task("c", { status: "done" })];

  it("keeps the roll-ups for a change no roll-up reads: a rename, a new object with the same fields", () => {
    expect(sameRollupInputs(before, before)).toBe(true);
    const renamed = before.map((t) => (t.id === "b" ? { ...t, name: "Renamed" } : t));
    expect(sameRollupInputs(before, renamed)).toBe(true);
    expect(
      sameRollupInputs(
        before,
        before.map((t) => ({ ...t })),
      ),
    ).toBe(true);
  });

  it("reads an absent estimate as none", () => {
    const { estimate: _e, ...bare } = before[0];
    expect(sameRollupInputs(before, [bare, before[1], before[2]])).toBe(true);
  });

  it("recomputes when a status, a parent or an estimate changes", () => {
    const swap = (over: Parameters<typeof task>[1]) => before.map((t) => (t.id === "b" ? { ...t, ...over } : t));
    expect(sameRollupInputs(before, swap({ status: "done" }))).toBe(false);
    expect(sameRollupInputs(before, swap({ parentTaskId: null }))).toBe(false);
    expect(sameRollupInputs(before, swap({ parentTaskId: "c" }))).toBe(false);
    expect(sameRollupInputs(before, swap({ estimate: 3 }))).toBe(false);
    expect(sameRollupInputs(before, swap({ estimate: null }))).toBe(false);
  });

  it("recomputes when a task comes, goes or the order differs", () => {
    expect(sameRollupInputs(before, [...before, task("d")])).toBe(false);
    expect(sameRollupInputs(before, before.slice(1))).toBe(false);
    expect(sameRollupInputs(before, [before[1], before[0], before[2]])).toBe(false);
  });
});
