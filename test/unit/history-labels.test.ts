import { describe, expect, it } from "vitest";
import type { Dependency } from "../../core/schemas/dependency";
import type { Task } from "../../core/schemas/task";
import { describe as label } from "../../worker/board/history";
import type { LoggedEvent } from "../../worker/board/history-events";
import { storedTask } from "../support/stored-task";

// Issue 27: how an undo or redo entry reads on its button (worker/board/history.ts's `describe`,
// issue 14 and issue 21 #9), rule by rule in Node so the mutation bench's history mutants of these
// lines die without a workerd run. test/board/history.test.ts checks the same labels through the
// BoardRoom.

const task = (id: string, name: string, over: Partial<Task> = {}): Task =>
  storedTask(id, { name, estimate: null, recurrence: null, recurrenceMode: "completion", ...over });

let version = 0;
const event = (kind: LoggedEvent["kind"], over: Partial<LoggedEvent> = {}): LoggedEvent => ({
  version: ++version,
  at: "2031-01-01T00:00:00.000Z",
  actorId: 1,
  kind,
  id: "",
  history: null,
  via: null,
  before: null,
  after: null,
  link: null,
  dates: null,
  input: null,
  ...over,
});

const created = (t: Task, over: Partial<LoggedEvent> = {}) => event("created", { id: t.id, after: t, ...over });
const deleted = (t: Task, over: Partial<LoggedEvent> = {}) => event("deleted", { id: t.id, before: t, ...over });
const updated = (before: Task, after: Task, over: Partial<LoggedEvent> = {}) => event("updated", { id: before.id, before, after, ...over });

const link: Dependency = {
  id: "d1",
  projectId: 1,
  predecessorId: "a",
  successorId: "b",
  type: "FS",
  lagDays: 0,
  createdAt: "2031-01-01T00:00:00.000Z",
};
const a = task("a", "Design");
const b = task("b", "Copy");

describe("an entry without task events", () => {
  it("reads as a change when it holds nothing", () => {
    expect(label([])).toBe("a change");
  });

  it("a link added reads as adding; removed, or an added link's undo on the redo stack, as removing", () => {
    expect(label([event("linked", { link })])).toBe("adding a dependency");
    expect(label([event("unlinked", { link })])).toBe("removing a dependency");
    expect(label([event("unlinked", { link, history: "undo" })])).toBe("adding a dependency");
    expect(label([event("linked", { link, history: "undo" })])).toBe("removing a dependency");
    // The last event names the entry.
    expect(label([event("unlinked", { link }), event("linked", { link })])).toBe("adding a dependency");
  });

  it("a schedule names its one moved task, or counts them", () => {
    expect(label([event("scheduled", { dates: { before: [a], after: [a] } })])).toBe("rescheduling “Design”");
    expect(label([event("scheduled", { dates: { before: [a, b], after: [a, b] } })])).toBe("rescheduling 2 tasks");
    expect(label([event("scheduled")])).toBe("rescheduling 0 tasks");
  });
});

describe("a create", () => {
  it("reads as creating; its undo (on the redo stack) as deleting; a restore as restoring", () => {
    expect(label([created(a)])).toBe("creating “Design”");
    expect(label([created(a, { history: "undo" })])).toBe("deleting “Design”");
    expect(label([created(a, { history: "restore" })])).toBe("restoring “Design”");
  });

  it("a redone create reads as restoring only when what was undone was a restore", () => {
    const asked: Array<[string, number]> = [];
    const wasRestore = (id: string, v: number) => {
      asked.push([id, v]);
      return true;
    };
    const redone = created(a, { history: "redo" });
    expect(label([redone], wasRestore)).toBe("restoring “Design”");
    expect(asked).toEqual([["a", redone.version]]);
    expect(label([created(a, { history: "redo" })], () => false)).toBe("creating “Design”");
    // Asked nothing, a redone create is a create.
    expect(label([created(a, { history: "redo" })])).toBe("creating “Design”");
    // A plain create is never a restore, whatever came before it.
    expect(label([created(a)], () => true)).toBe("creating “Design”");
  });
});

describe("a delete", () => {
  it("names the task, or counts the tasks of a bulk delete", () => {
    expect(label([deleted(a)])).toBe("deleting “Design”");
    expect(label([deleted(a), deleted(b)])).toBe("deleting 2 tasks");
  });

  it("one delete that freed its subtask names the deleted task, not the subtask", () => {
    const child = task("c", "Child", { parentTaskId: "a" });
    expect(label([updated(child, { ...child, parentTaskId: null }), deleted(a)])).toBe("deleting “Design”");
    expect(label([deleted(a), updated(child, { ...child, parentTaskId: null })])).toBe("deleting “Design”");
  });

  it("its undo reads as creating, or restoring when the task came back from the Activity view before", () => {
    const asked: Array<[string, number]> = [];
    const undone = deleted(a, { history: "undo" });
    expect(
      label([undone], (id, v) => {
        asked.push([id, v]);
        return true;
      }),
    ).toBe("restoring “Design”");
    expect(asked).toEqual([["a", undone.version]]);
    expect(label([deleted(a, { history: "undo" })], () => false)).toBe("creating “Design”");
  });
});

describe("an update", () => {
  it("a change of status, status column or order alone reads as moving", () => {
    expect(label([updated(a, { ...a, status: "done" })])).toBe("moving “Design”");
    expect(label([updated(a, { ...a, statusId: "s2" })])).toBe("moving “Design”");
    expect(label([updated(a, { ...a, order: "b0" })])).toBe("moving “Design”");
    expect(label([updated(a, { ...a, status: "done", statusId: "s2", order: "b0" })])).toBe("moving “Design”");
  });

  it("any other field, alone or with a move, reads as editing, named as it is after", () => {
    expect(label([updated(a, { ...a, name: "Design v2" })])).toBe("editing “Design v2”");
    expect(label([updated(a, { ...a, status: "done", priority: "high" })])).toBe("editing “Design”");
    expect(label([updated(a, { ...a, order: "b0", labelIds: ["l1"] })])).toBe("editing “Design”");
    expect(label([updated(a, { ...a })])).toBe("editing “Design”");
  });

  it("a subtask's move under another parent alone still names the task", () => {
    const child = task("c", "Child", { parentTaskId: "a" });
    expect(label([updated(child, { ...child, parentTaskId: "b" })])).toBe("editing “Child”");
  });

  it("changes to several tasks are counted", () => {
    expect(label([updated(a, { ...a, name: "A2" }), updated(b, { ...b, name: "B2" })])).toBe("2 changes");
    expect(label([created(a), updated(b, { ...b, status: "done" })])).toBe("2 changes");
    // Two events of one task are one change of it.
    expect(label([updated(a, { ...a, status: "done" }), updated(a, { ...a, order: "c0" })])).toBe("moving “Design”");
  });
});
