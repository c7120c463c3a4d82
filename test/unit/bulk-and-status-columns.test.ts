import { describe, expect, it } from "vitest";
import { boardOrder, boardStatuses, columnKey, statusColumns } from "../../app/components/board/status-columns";
import { bulkDoneText, bulkOperations } from "../../app/components/bulk/bulk-operations";
import { buildIndex } from "../../app/lib/board-index";
import { displayPatch } from "../../app/lib/queued-view";
import type { BoardStatus } from "../../core/schemas/statuses";
import type { Task } from "../../core/schemas/task";
import { storedTask } from "../support/stored-task";

// Issue 25: the Board's one column per status, and the batch one bulk change sends.

const status = (id: string, category: BoardStatus["category"], order: number, name = id): BoardStatus => ({
  id: `1-${id}`,
  projectId: 1,
  name,
  color: "blue",
  category,
  order,
});
const STATUSES = [
  status("done", "done", 3, "Done"),
  status("todo", "todo", 0, "To Do"),
  status("review", "in-progress", 2, "Review"),
  status("in-progress", "in-progress", 1, "In Progress"),
];

const task = (id: string, over: Partial<Task> = {}) => storedTask(`1-${id}`, { name: id, order: id, ...over });

describe("status columns", () => {
  it("orders the project's statuses, and falls back to the three defaults", () => {
    expect(boardStatuses(STATUSES, 1).map((s) => s.name)).toEqual(["To Do", "In Progress", "Review", "Done"]);
    expect(boardStatuses([], 7).map((s) => [s.id, s.name])).toEqual([
      ["7-todo", "To Do"],
      ["7-in-progress", "In Progress"],
      ["7-done", "Done"],
    ]);
    expect(columnKey("1-todo")).toBe("todo");
    expect(columnKey("12-in-progress")).toBe("in-progress");
  });

  it("splits each category's column by status, keeping the board order, every status present", () => {
    const tasks = [
      task("a", { status: "in-progress", statusId: "1-review" }),
      task("b", { status: "in-progress", statusId: "1-in-progress" }),
      task("c", { status: "in-progress", statusId: "1-review" }),
      task("d", { status: "todo", statusId: "1-todo" }),
      // No status id (a board from before issue 25), and one whose status id is of another category
      // (a category change on its way): both go to their category's first status.
      task("e", { status: "in-progress" }),
      task("f", { status: "todo", statusId: "1-review" }),
    ];
    const { columns } = buildIndex(Object.fromEntries(tasks.map((t) => [t.id, t])));
    const split = statusColumns(columns, boardStatuses(STATUSES, 1));
    const names = Object.fromEntries(Object.entries(split).map(([k, v]) => [k, v.map((t) => t.name)]));
    expect(names).toEqual({ "1-todo": ["d", "f"], "1-in-progress": ["b", "e"], "1-review": ["a", "c"], "1-done": [] });
    expect(Object.keys(split)).toEqual(["1-todo", "1-in-progress", "1-review", "1-done"]);
    expect(boardOrder(columns, STATUSES).map((t) => t.name)).toEqual(["d", "f", "b", "e", "a", "c"]);
  });

  it("shows a status move before the server answers", () => {
    expect(displayPatch({ statusId: "1-review", labelIds: ["1-bug"] })).toEqual({ statusId: "1-review", labelIds: ["1-bug"] });
  });
});

describe("bulk operations", () => {
  const tasks = [
    task("a", { statusId: "1-todo", labelIds: ["1-bug"], version: 3 }),
    task("b", { statusId: "1-review", status: "in-progress", assigneeId: 5 }),
    task("m", { kind: "milestone", statusId: "1-todo", dueDate: "2027-01-01" }),
  ];

  it("changes only the tasks that differ, one operation each", () => {
    expect(bulkOperations(tasks, { kind: "status", statusId: "1-review" })).toEqual([
      { op: "update", id: "1-a", patch: { statusId: "1-review" } },
      { op: "update", id: "1-m", patch: { statusId: "1-review" } },
    ]);
    expect(bulkOperations(tasks, { kind: "assignee", assigneeId: 5 }).map((o) => "id" in o && o.id)).toEqual(["1-a", "1-m"]);
    // A milestone carries no priority.
    expect(bulkOperations(tasks, { kind: "priority", priority: "high" }).map((o) => "id" in o && o.id)).toEqual(["1-a", "1-b"]);
    expect(bulkOperations(tasks, { kind: "dueDate", dueDate: "2027-01-01" }).map((o) => "id" in o && o.id)).toEqual(["1-a", "1-b"]);
    expect(bulkOperations(tasks, { kind: "field", fieldId: "1-f", value: 3 })).toHaveLength(3);
    expect(bulkOperations(tasks, { kind: "delete" })).toEqual([
      { op: "delete", id: "1-a" },
      { op: "delete", id: "1-b" },
      { op: "delete", id: "1-m" },
    ]);
  });

  it("adds and removes one label, keeping the others, based on the version read", () => {
    expect(bulkOperations(tasks, { kind: "addLabel", labelId: "1-bug" })).toEqual([
      { op: "update", id: "1-b", patch: { labelIds: ["1-bug"], version: 1 } },
      { op: "update", id: "1-m", patch: { labelIds: ["1-bug"], version: 1 } },
    ]);
    expect(bulkOperations(tasks, { kind: "addLabel", labelId: "1-ui" })[0]).toEqual({
      op: "update",
      id: "1-a",
      patch: { labelIds: ["1-bug", "1-ui"], version: 3 },
    });
    expect(bulkOperations(tasks, { kind: "removeLabel", labelId: "1-bug" })).toEqual([
      { op: "update", id: "1-a", patch: { labelIds: [], version: 3 } },
    ]);
  });

  it("says what was done", () => {
    expect(bulkDoneText({ kind: "status", statusId: "1-review" }, 12, { status: "Review" })).toBe("Moved 12 tasks to Review");
    expect(bulkDoneText({ kind: "delete" }, 1, {})).toBe("Deleted 1 task");
    expect(bulkDoneText({ kind: "addLabel", labelId: "x" }, 2, { label: "Bug" })).toBe("Added Bug to 2 tasks");
  });
});
