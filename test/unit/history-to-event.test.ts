import { describe, expect, it } from "vitest";
import type { Dependency } from "../../core/schemas/dependency";
import type { Task } from "../../core/schemas/task";
import { type EventRow, fieldOf, toEvent } from "../../worker/board/history";
import { storedTask } from "../support/stored-task";

// Issue 27: a logged event as undo, redo, restore and the activity list read it
// (worker/board/history.ts's `toEvent`), kind by kind in Node, so the mutation bench's mutants of it die
// without a workerd run. test/board/history.test.ts and stored-events.test.ts read the same rows through
// the BoardRoom.

const at = "2031-01-01T00:00:00.000Z";
const row = (op: Record<string, unknown>, before: unknown, after: unknown, version = 5): EventRow => ({
  version,
  at,
  actor_id: 2,
  op: JSON.stringify(op),
  before: before === null ? null : JSON.stringify(before),
  after: after === null ? null : JSON.stringify(after),
});

// A task logged before issue 26's repeat mode has none.
const { recurrenceMode: _, ...old } = storedTask("7-a", { name: "Design", recurrence: null });
const dated = storedTask("7-b", { name: "Copy", recurrence: "FREQ=WEEKLY", recurrenceMode: "date" });
const link: Dependency = { id: "d1", projectId: 7, predecessorId: "7-a", successorId: "7-b", type: "FS", lagDays: 0, createdAt: at };

describe("toEvent", () => {
  it("reads a create with who, when, how and the task made, an older task's repeat mode read as completion", () => {
    const input = { history: "undo", name: "Design" };
    expect(toEvent(row({ kind: "created", id: "7-a", input, via: "mcp" }, null, old))).toEqual({
      version: 5,
      at,
      actorId: 2,
      kind: "created",
      id: "7-a",
      history: "undo",
      via: "mcp",
      before: null,
      after: { ...old, recurrenceMode: "completion" },
      link: null,
      dates: null,
      input,
    });
  });

  it("reads an update's two tasks as logged, and no history, channel or input when none was logged", () => {
    const after = { ...dated, name: "Copy 2", version: 2 };
    expect(toEvent(row({ kind: "updated", id: "7-b" }, dated, after))).toEqual({
      version: 5,
      at,
      actorId: 2,
      kind: "updated",
      id: "7-b",
      history: null,
      via: null,
      before: dated,
      after,
      link: null,
      dates: null,
      input: null,
    });
  });

  it("reads a delete's task before, and an op without an id as the empty id", () => {
    const read = toEvent(row({ kind: "deleted", id: null, input: {} }, old, null));
    expect(read).toMatchObject({ kind: "deleted", id: "", history: null, before: { ...old, recurrenceMode: "completion" }, after: null });
    expect(read?.input).toEqual({});
  });

  it("reads a link added as its after, a link removed as its before, and neither as a task", () => {
    expect(toEvent(row({ kind: "linked", id: "d1" }, null, link))).toMatchObject({ kind: "linked", link, before: null, after: null });
    expect(toEvent(row({ kind: "unlinked", id: "d1" }, link, null))).toMatchObject({ kind: "unlinked", link, before: null, after: null });
    expect(toEvent(row({ kind: "created", id: "7-a" }, null, old))?.link).toBeNull();
  });

  it("reads a schedule move's dates before and after, and none logged before as none", () => {
    const moved = { ...dated, dueDate: "2031-02-03" };
    expect(toEvent(row({ kind: "scheduled", id: null }, [dated], [moved]))).toMatchObject({
      kind: "scheduled",
      dates: { before: [dated], after: [moved] },
      before: null,
      after: null,
      link: null,
    });
    expect(toEvent(row({ kind: "scheduled", id: null }, null, [moved]))?.dates).toEqual({ before: [], after: [moved] });
    expect(toEvent(row({ kind: "scheduled", id: null }, [dated], null))?.dates).toEqual({ before: [dated], after: [] });
  });

  it("is null for a row that can't be read back", () => {
    expect(toEvent(row({ kind: "created", id: "7-a" }, null, { id: "not a task" }))).toBeNull();
    expect(toEvent({ ...row({ kind: "created", id: "7-a" }, null, old), op: "{" })).toBeNull();
  });
});

describe("fieldOf", () => {
  it("reads a field as it is, and one an older logged task lacks as null", () => {
    expect(fieldOf(dated, "recurrenceMode")).toBe("date");
    expect(fieldOf(dated, "name")).toBe("Copy");
    expect(fieldOf(storedTask("7-c", { estimate: 0 }), "estimate")).toBe(0);
    expect(fieldOf(old as Task, "estimate")).toBeNull();
  });
});
