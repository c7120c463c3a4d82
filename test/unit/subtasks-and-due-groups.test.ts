import { describe, expect, it } from "vitest";
import { nestTasks, subtaskCounts, subtaskLabel } from "../../app/lib/subtasks";
import { dueGroup, endOfWeek, groupByDue } from "../../core/due-groups";
import type { Task } from "../../core/schemas/task";

const task = (id: string, parentTaskId: string | null = null, status: Task["status"] = "todo") =>
  ({ id, parentTaskId, status, name: id }) as Task;

describe("subtasks", () => {
  it("lists each task's subtasks right after it, nested, keeping sibling order", () => {
    const list = [task("a"), task("b"), task("a1", "a"), task("b1", "b"), task("a1x", "a1"), task("a2", "a"), task("orphan", "gone")];
    expect(nestTasks(list).map(({ task, depth }) => `${task.id}:${depth}`)).toEqual([
      "a:0",
      "a1:1",
      "a1x:2",
      "a2:1",
      "b:0",
      "b1:1",
      "orphan:0",
    ]);
  });

  it("survives a cycle: every task once", () => {
    expect(nestTasks([task("x", "y"), task("y", "x")]).map((r) => r.task.id)).toEqual(["x", "y"]);
  });

  it("counts done subtasks per parent", () => {
    const counts = subtaskCounts([task("p"), task("c1", "p", "done"), task("c2", "p"), task("c3", "p", "in-progress")]);
    expect(counts.get("p")).toEqual({ done: 1, total: 3 });
    expect(counts.has("c1")).toBe(false);
    expect(subtaskLabel({ done: 1, total: 3 })).toBe("1 of 3 subtasks done");
    expect(subtaskLabel({ done: 0, total: 1 })).toBe("0 of 1 subtask done");
  });
});

describe("my tasks by due date", () => {
  // 2026-11-25 is a Wednesday: its week ends on Sunday 2026-11-29.
  const today = "2026-11-25";
  it("puts each date in overdue, today, this week (to Sunday) or later", () => {
    expect(endOfWeek(today)).toBe("2026-11-29");
    expect(endOfWeek("2026-11-29")).toBe("2026-11-29");
    expect(endOfWeek("2026-11-30")).toBe("2026-12-06");
    expect(dueGroup("2026-11-24", today)).toBe("overdue");
    expect(dueGroup("2026-11-25", today)).toBe("today");
    expect(dueGroup("2026-11-29", today)).toBe("this-week");
    expect(dueGroup("2026-11-30", today)).toBe("later");
    expect(dueGroup(null, today)).toBe("no-date");
  });

  it("groups in display order, sorted by date then name, empty groups left out", () => {
    const items = [
      { name: "b", dueDate: "2026-12-10" },
      { name: "a", dueDate: "2026-11-20" },
      { name: "z", dueDate: null },
      { name: "c", dueDate: "2026-11-20" },
    ];
    expect(groupByDue(items, today).map((g) => [g.group, g.items.map((i) => i.name)])).toEqual([
      ["overdue", ["a", "c"]],
      ["later", ["b"]],
      ["no-date", ["z"]],
    ]);
  });
});

// Issue 27: what the mutation bench found the cases above let through.
describe("my tasks by due date: edges", () => {
  const today = "2026-11-25";

  it("puts a due date that is not a day under no due date", () => {
    expect(dueGroup("soon", today)).toBe("no-date");
    expect(dueGroup("2026-11-25T10:00", today)).toBe("no-date");
    expect(dueGroup("", today)).toBe("no-date");
  });

  it("orders tasks due the same day by name, whatever order they came in", () => {
    const items = [
      { name: "c", dueDate: "2026-11-20" },
      { name: "a", dueDate: "2026-11-20" },
    ];
    expect(groupByDue(items, today)[0].items.map((i) => i.name)).toEqual(["a", "c"]);
  });
});
