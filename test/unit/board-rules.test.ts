import { describe, expect, it } from "vitest";
import type { Task, UpdateTaskInput } from "../../core/schemas/task";
import { fieldsChangedSince, fieldsOfPatch, mergeable } from "../../worker/board/field-merge";
import {
  applyPatch,
  datesProblem,
  MILESTONE_START,
  START_AFTER_DUE,
  sameContent,
  statusOnCreate,
  statusOnUpdate,
} from "../../worker/board/rules";

// Issue 27: the board's pure rules one by one (spec §4 task rules, decision 043's field-level merge of
// stale writes). test/board/write-path.test.ts and test/board/history.test.ts check them through the
// BoardRoom.

const base: Task = {
  id: "1-abc",
  projectId: 1,
  kind: "task",
  name: "Write the brief",
  description: "Two pages",
  status: "todo",
  isCompleted: false,
  startDate: "2031-01-06",
  dueDate: "2031-01-10",
  priority: "medium",
  assigneeId: 7,
  parentTaskId: null,
  externalId: null,
  source: "manual",
  sourceText: null,
  order: "a0",
  version: 3,
  createdAt: "2031-01-01T00:00:00.000Z",
  updatedAt: "2031-01-01T00:00:00.000Z",
  // A stored task always carries these (the board answers them as null when unset).
  estimate: null,
  recurrence: null,
  recurrenceMode: "completion",
};
const patch = (p: Omit<UpdateTaskInput, "version">): UpdateTaskInput => ({ version: 3, ...p }) as UpdateTaskInput;

describe("status", () => {
  it("on create: isCompleted alone means done; an explicit status wins", () => {
    expect(statusOnCreate("todo", true)).toBe("done");
    expect(statusOnCreate("todo", false)).toBe("todo");
    expect(statusOnCreate("todo", undefined)).toBe("todo");
    expect(statusOnCreate("in-progress", true)).toBe("in-progress");
  });

  it("on update: an explicit status wins; isCompleted alone sets done or todo; nothing keeps the status", () => {
    expect(statusOnUpdate("todo", { status: "in-progress", isCompleted: true })).toBe("in-progress");
    expect(statusOnUpdate("in-progress", { isCompleted: true })).toBe("done");
    expect(statusOnUpdate("done", { isCompleted: false })).toBe("todo");
    expect(statusOnUpdate("in-progress", {})).toBe("in-progress");
  });
});

describe("a patch", () => {
  it("changes only what it names, and isCompleted follows the status", () => {
    expect(applyPatch(base, patch({}))).toEqual(base);
    const done = applyPatch(base, patch({ status: "done" }));
    expect([done.status, done.isCompleted, done.name, done.dueDate]).toEqual(["done", true, base.name, base.dueDate]);
    expect(applyPatch(base, patch({ name: "New", priority: "high" }))).toEqual({ ...base, name: "New", priority: "high" });
  });

  it("clears a description, an assignee and dates given as null", () => {
    expect(applyPatch(base, patch({ description: null, assigneeId: null, startDate: null, dueDate: null } as never))).toEqual({
      ...base,
      description: "",
      assigneeId: null,
      startDate: null,
      dueDate: null,
    });
    expect(applyPatch(base, patch({ description: "New", assigneeId: 9, startDate: "2031-01-07", dueDate: "2031-01-09" }))).toEqual({
      ...base,
      description: "New",
      assigneeId: 9,
      startDate: "2031-01-07",
      dueDate: "2031-01-09",
    });
  });

  it("same content: every editable field compared, version and times not", () => {
    expect(sameContent(base, { ...base, version: 9, updatedAt: "x" })).toBe(true);
    for (const [k, v] of [
      ["name", "x"],
      ["description", "x"],
      ["status", "done"],
      ["priority", "low"],
      ["assigneeId", 8],
      ["startDate", null],
      ["dueDate", null],
      ["parentTaskId", "1-p"],
      ["order", "b0"],
    ] as const)
      expect(sameContent(base, { ...base, [k]: v }), k).toBe(false);
  });
});

describe("dates", () => {
  it("refuses a start after the due date and a milestone with a start; takes the rest", () => {
    expect(datesProblem({ kind: "task", startDate: "2031-01-11", dueDate: "2031-01-10" })).toBe(START_AFTER_DUE);
    expect(datesProblem({ kind: "task", startDate: "2031-01-10", dueDate: "2031-01-10" })).toBeNull();
    expect(datesProblem({ kind: "task", startDate: "2031-01-11", dueDate: null })).toBeNull();
    expect(datesProblem({ kind: "task", startDate: null, dueDate: "2031-01-10" })).toBeNull();
    expect(datesProblem({ kind: "milestone", startDate: "2031-01-10", dueDate: "2031-01-10" })).toBe(MILESTONE_START);
    expect(datesProblem({ kind: "milestone", startDate: null, dueDate: "2031-01-10" })).toBeNull();
  });
});

describe("merging a stale write (decision 043)", () => {
  it("names the fields a patch writes: status and isCompleted are one, a position is the order and the column", () => {
    expect([...fieldsOfPatch(patch({ name: "x", isCompleted: true }))].sort()).toEqual(["name", "status"]);
    expect([...fieldsOfPatch(patch({ position: { index: 0 } } as never))].sort()).toEqual(["order", "status"]);
    expect([...fieldsOfPatch(patch({ name: undefined, dueDate: null }))]).toEqual(["dueDate"]);
  });

  it("finds what changed since a version from the logged snapshots, single tasks or a schedule's lists", () => {
    const v4 = { ...base, version: 4, name: "Renamed" };
    const v5 = { ...v4, version: 5, dueDate: "2031-01-12" };
    const logged = [
      { before: base, after: v4 },
      // A schedule logs lists of tasks (decision 134: the log holds tasks, task lists and links only).
      { before: [v4, { ...base, id: "other", version: 4 }], after: [v5] },
    ];
    expect([...(fieldsChangedSince(v5, 3, logged) ?? [])].sort()).toEqual(["dueDate", "name"]);
    expect([...(fieldsChangedSince(v5, 4, logged) ?? [])]).toEqual(["dueDate"]);
    expect(fieldsChangedSince(v5, 5, logged)).toEqual(new Set());
    // A version missing from the log: no merge can be proved safe.
    expect(fieldsChangedSince(v5, 3, [{ before: base, after: null }])).toBeNull();
    // A link logged with the same id carries no task version.
    const link = { id: base.id, projectId: 1, predecessorId: "a", successorId: "b", type: "FS" as const, lagDays: 0, createdAt: "" };
    expect(fieldsChangedSince(v5, 3, [{ before: link, after: null }])).toBeNull();
  });

  it("reads versions in a schedule's lists, and the current task itself", () => {
    const v4 = { ...base, version: 4, name: "Renamed" };
    const v5 = { ...v4, version: 5, dueDate: "2031-01-12" };
    const v6 = { ...v5, version: 6, priority: "high" as const };
    const logged = [
      { before: base, after: [{ ...base, id: "other", version: 4 }, v4] },
      { before: null, after: [v5] },
    ];
    // v6 is not in the log: it is the task as it stands.
    expect([...(fieldsChangedSince(v6, 3, logged) ?? [])].sort()).toEqual(["dueDate", "name", "priority"]);
  });

  it("applies a stale write only when none of its fields changed since", () => {
    const changed = new Set(["dueDate"]);
    expect(mergeable(patch({ name: "Mine" }), changed)).toBe(true);
    expect(mergeable(patch({ name: "Mine", dueDate: null }), changed)).toBe(false);
    expect(mergeable(patch({ isCompleted: true }), new Set(["status"]))).toBe(false);
    expect(mergeable(patch({ name: "Mine" }), null)).toBe(false);
  });
});
