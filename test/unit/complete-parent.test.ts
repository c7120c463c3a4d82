import { describe, expect, it } from "vitest";
import { completeParentMessage, openSubtasksOnDone } from "../../app/lib/subtasks";
import type { Task } from "../../core/schemas/task";

// Issue 14: moving a parent to Done with open subtasks asks first; the subtasks stay as they are.

const task = (id: string, status: Task["status"], parentTaskId: string | null = null) =>
  ({ id, name: id === "p" ? "Launch" : id, status, parentTaskId }) as Task;

describe("completing a parent with open subtasks", () => {
  const parent = task("p", "in-progress");
  const tasks = [parent, task("a", "todo", "p"), task("b", "done", "p"), task("c", "in-progress", "p"), task("x", "todo")];

  it("finds the direct subtasks still open when the parent moves to done", () => {
    expect(openSubtasksOnDone(tasks, parent, "done").map((t) => t.id)).toEqual(["a", "c"]);
  });

  it("asks nothing for other moves, an already done parent or a task without open subtasks", () => {
    expect(openSubtasksOnDone(tasks, parent, "todo")).toEqual([]);
    expect(openSubtasksOnDone(tasks, { ...parent, status: "done" }, "done")).toEqual([]);
    expect(openSubtasksOnDone(tasks, tasks[4], "done")).toEqual([]);
    expect(openSubtasksOnDone([parent, task("b", "done", "p")], parent, "done")).toEqual([]);
  });

  it("says how many stay open", () => {
    expect(completeParentMessage(parent, 2)).toBe("Mark “Launch” as done? Its 2 open subtasks stay open.");
    expect(completeParentMessage(parent, 1)).toBe("Mark “Launch” as done? Its 1 open subtask stays open.");
  });
});
