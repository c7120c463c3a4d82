import { describe, expect, it } from "vitest";
import { type BoardState, initialBoard, reduceBoard, withPending } from "../../app/lib/board-state";
import type { BoardOp } from "../../core/schemas/board-protocol";
import type { Task } from "../../core/schemas/task";
import { storedTask } from "../support/stored-task";

// The live board's reducer (app/lib/board-state.ts) at its edges, beyond the basics in board-ui.test.ts:
// duplicates and disorder in the op stream, catching up after a reconnect, this browser's rejected
// writes, and someone else deleting a task this browser is editing. Pure: no socket, no DOM.

const task = (id: string, over: Partial<Task> = {}): Task => storedTask(id, { name: `Task ${id}`, isCompleted: false, order: id, ...over });
const op = (state: BoardState, version: number, o: BoardOp) => reduceBoard(state, { type: "op", version, op: o });
const renamed = (t: Task, name: string, version: number): BoardOp => ({ kind: "updated", task: { ...t, name, version } });

describe("board reducer: duplicates and disorder", () => {
  const a = task("a");

  it("ignores an op delivered twice, returning the very same state", () => {
    let s = initialBoard(1, [a]);
    s = op(s, 2, renamed(a, "two", 2)).state;
    const again = op(s, 2, renamed(a, "stale copy", 2));
    expect(again.state).toBe(s);
    expect(again.gap).toBe(false);
    expect(s.tasks.a.name).toBe("two");
  });

  it("applies ops that arrive in any order exactly in version order, once the gap closes", () => {
    let s = initialBoard(1, [a]);
    const order: string[] = [];
    for (const [v, name] of [
      [4, "four"],
      [3, "three"],
      [5, "five"],
    ] as const) {
      const r = op(s, v, renamed(a, name, v));
      expect(r.gap).toBe(true);
      s = r.state;
      order.push(s.tasks.a.name);
    }
    // Nothing applied while version 2 is missing.
    expect(order).toEqual(["Task a", "Task a", "Task a"]);
    expect(s.version).toBe(1);
    const filled = op(s, 2, renamed(a, "two", 2));
    expect(filled.gap).toBe(false);
    expect(filled.state.version).toBe(5);
    expect(filled.state.tasks.a).toMatchObject({ name: "five", version: 5 });
    expect(filled.state.held).toEqual({});
  });

  it("a held op seen again is kept once, and still reported as a gap", () => {
    let s = initialBoard(1, [a]);
    s = op(s, 3, renamed(a, "three", 3)).state;
    const again = op(s, 3, renamed(a, "three", 3));
    expect(again.gap).toBe(true);
    expect(Object.keys(again.state.held)).toEqual(["3"]);
  });
});

describe("board reducer: catching up after a reconnect", () => {
  const a = task("a");
  const b = task("b");

  it("resumes from the ops since the version held: replays are skipped, held ops drain, no gap is left", () => {
    // Before the drop: version 3, and op 5 arrived ahead of a lost op 4.
    let s = initialBoard(3, [a, b]);
    s = op(s, 5, { kind: "deleted", id: "b" }).state;
    expect(s.tasks.b).toBeDefined();
    // After the hello, the server sends everything after 3: 4 and 5 (5 again).
    const batch = [
      { version: 3, op: renamed(a, "three (replay)", 3) },
      { version: 4, op: renamed(a, "four", 4) },
      { version: 5, op: { kind: "deleted", id: "b" } as BoardOp },
    ];
    let gap = false;
    for (const o of batch) {
      const r = op(s, o.version, o.op);
      s = r.state;
      gap = r.gap;
    }
    expect(gap).toBe(false);
    expect(s.version).toBe(5);
    expect(s.tasks.a.name).toBe("four");
    expect(s.tasks.b).toBeUndefined();
  });

  it("a snapshot on reconnect replaces a board of only the page's first rows, and the board becomes complete", () => {
    const s = initialBoard(7, [a], [], false);
    expect(s.complete).toBe(false);
    // Same version and the same rows: still a new state, since the board was not complete.
    const same = reduceBoard(s, { type: "snapshot", version: 7, tasks: [a] });
    expect(same.state).not.toBe(s);
    expect(same.state.complete).toBe(true);
    const whole = reduceBoard(s, { type: "snapshot", version: 7, tasks: [a, b] });
    expect(Object.keys(whole.state.tasks).sort()).toEqual(["a", "b"]);
  });

  it("a snapshot older than ops held ahead of it leaves them held and reports the gap", () => {
    let s = initialBoard(2, [a]);
    s = op(s, 9, renamed(a, "nine", 9)).state;
    const snap = reduceBoard(s, { type: "snapshot", version: 5, tasks: [{ ...a, name: "five", version: 5 }] });
    expect(snap.gap).toBe(true);
    expect(snap.state.version).toBe(5);
    expect(snap.state.tasks.a.name).toBe("five");
    expect(Object.keys(snap.state.held)).toEqual(["9"]);
  });

  it("a snapshot drops held ops it already contains", () => {
    let s = initialBoard(2, [a]);
    s = op(s, 4, renamed(a, "four", 4)).state;
    const snap = reduceBoard(s, { type: "snapshot", version: 6, tasks: [{ ...a, name: "six", version: 6 }] });
    expect(snap.gap).toBe(false);
    expect(snap.state.held).toEqual({});
    expect(snap.state.tasks.a.name).toBe("six");
  });
});

describe("board reducer: this browser's writes", () => {
  const a = task("a", { version: 2 });

  it("a rejected edit leaves no trace: the board never held it, only the queue's overlay did", () => {
    const s = initialBoard(4, [a]);
    const pending = [{ key: "r1", taskId: "a", patch: { name: "mine" } }];
    expect(withPending(s.tasks, pending).a.name).toBe("mine");
    // Refused (403, 422): the writer drops it from the queue; what is shown is the server's task again.
    expect(withPending(s.tasks, []).a).toBe(s.tasks.a);
    expect(s.tasks.a.name).toBe("Task a");
  });

  it("a conflict (409) puts their newer task on screen, under any edit still waiting", () => {
    let s = initialBoard(4, [a]);
    s = reduceBoard(s, { type: "task", task: { ...a, name: "theirs", version: 3 } }).state;
    expect(s.tasks.a).toMatchObject({ name: "theirs", version: 3 });
    expect(withPending(s.tasks, [{ key: "r2", taskId: "a", patch: { priority: "high" } }]).a).toMatchObject({
      name: "theirs",
      priority: "high",
    });
  });

  it("an answer carrying an older task than the one shown never rolls it back", () => {
    let s = initialBoard(4, [a]);
    s = op(s, 5, renamed(a, "newer", 4)).state;
    const late = reduceBoard(s, { type: "task", task: { ...a, name: "older answer", version: 3 } });
    expect(late.state.tasks.a.name).toBe("newer");
  });
});

describe("board reducer: a task deleted elsewhere while this browser edits it", () => {
  const a = task("a");
  const b = task("b");

  it("stays deleted when the answer to our edit, or a late broadcast of it, arrives after the delete", () => {
    let s = initialBoard(1, [a, b]);
    s = op(s, 2, { kind: "deleted", id: "a" }).state;
    // Our edit was applied just before their delete: its ack and its op come late.
    s = reduceBoard(s, { type: "task", task: { ...a, name: "mine", version: 2 } }).state;
    s = op(s, 3, renamed(a, "mine", 2)).state;
    expect(s.tasks.a).toBeUndefined();
    expect(s.version).toBe(3);
    // A snapshot taken before the delete can't bring it back either.
    s = reduceBoard(s, { type: "snapshot", version: 3, tasks: [a, b] }).state;
    expect(s.tasks.a).toBeUndefined();
    expect(s.tasks.b).toBeDefined();
  });

  it("an edit still waiting on a task deleted elsewhere shows nothing, rather than a task that is gone", () => {
    let s = initialBoard(1, [a, b]);
    s = op(s, 2, { kind: "deleted", id: "a" }).state;
    const shown = withPending(s.tasks, [{ key: "r1", taskId: "a", patch: { name: "mine" } }]);
    expect(shown.a).toBeUndefined();
    expect(Object.keys(shown)).toEqual(["b"]);
  });

  it("a delete takes the deleted task's links with it, and they stay gone", () => {
    const link = {
      id: "d1",
      projectId: 1,
      predecessorId: "a",
      successorId: "b",
      type: "FS" as const,
      lagDays: 0,
      createdAt: "2026-01-01T00:00:00Z",
    };
    let s = initialBoard(1, [a, b], [link]);
    s = op(s, 2, { kind: "deleted", id: "a" }).state;
    expect(s.dependencies).toEqual({});
  });
});
