import { describe, expect, it } from "vitest";
import { nextOccurrenceDay } from "../../core/recurrence/series";
import type { Task } from "../../core/schemas/task";
import { flushProjection } from "../../worker/board/projection";
import { COUNTERS_SQL, DELETE_SQL, ROW_KEYS, UPSERT_SQL } from "../../worker/board/projection-sql";
import type { BoardStore } from "../../worker/board/store";
import { storedTask } from "../support/stored-task";

// Issue 27: one flush round of the D1 projection (worker/board/projection.ts) in Node, against a
// scripted board and a D1 that records what it is sent, so the mutation bench's projection mutants die
// without a workerd run. test/board/projection.test.ts checks the same rounds against the real D1.

interface Sent {
  sql: string;
  args: unknown[];
}

/** A D1 that records each prepared statement with its binds, and each batch. */
function recordingD1(fail = false) {
  const batches: Sent[][] = [];
  const d1 = {
    prepare: (sql: string) => ({ bind: (...args: unknown[]) => ({ sql, args }) }),
    batch: async (statements: Sent[]) => {
      if (fail) throw new Error("D1 is down");
      batches.push(statements);
      return [];
    },
  };
  return { d1: d1 as unknown as D1Database, batches };
}

interface Board {
  tasks?: Task[];
  /** Outbox keys, in order: "counters" or "task:<id>". */
  outbox: string[];
  labels?: Array<{ id: string; name: string }>;
  counters?: { total: number; done: number };
  version?: number;
}

/** The parts of a BoardStore a flush reads, over plain arrays; `acked` and `limits` record its calls. */
function scriptedStore(board: Board) {
  const tasks = new Map((board.tasks ?? []).map((t) => [t.id, t]));
  let outbox = board.outbox.map((key, i) => ({ key, seq: i + 1 }));
  const acked: string[][] = [];
  const limits: number[] = [];
  const store = {
    projectId: 7,
    sql: {
      exec: (query: string) => {
        expect(query).toMatch(/FROM labels/);
        return { toArray: () => (board.labels ?? []).map((l, i) => ({ ...l, color: "red", ord: i })) };
      },
    },
    outbox: (limit: number) => {
      limits.push(limit);
      return outbox.slice(0, limit);
    },
    indexedMany: (ids: string[]) => new Map(ids.flatMap((id) => (tasks.has(id) ? [[id, tasks.get(id)]] : []))),
    counters: () => board.counters ?? { total: 0, done: 0 },
    version: () => board.version ?? 1,
    ack: (entries: Array<{ key: string }>) => {
      acked.push(entries.map((e) => e.key));
      const gone = new Set(entries.map((e) => e.key));
      outbox = outbox.filter((e) => !gone.has(e.key));
    },
    outboxSize: () => outbox.length,
  };
  return { store: store as unknown as BoardStore, acked, limits };
}

/** The upsert's rows read back as objects, by the column order the SQL reads them in. */
const rowsOf = (s: Sent) =>
  (JSON.parse(String(s.args[0])) as unknown[][]).map((r) => Object.fromEntries(ROW_KEYS.map((k, i) => [k, r[i]])));

async function flushOne(board: Board) {
  const { d1, batches } = recordingD1();
  const { store, acked, limits } = scriptedStore(board);
  const more = await flushProjection(d1, store);
  expect(batches).toHaveLength(1);
  const [round] = batches;
  return { more, round, acked, limits, store };
}

describe("a flush round", () => {
  it("sends one upsert of every task still on the board, with its project's id", async () => {
    const a = storedTask("a", { name: "Alpha", status: "done", dueDate: "2031-02-03", assigneeId: 4, version: 3 });
    const b = storedTask("b", { name: "Beta", priority: "high" });
    const { round, more, acked } = await flushOne({ tasks: [a, b], outbox: ["task:a", "task:b"] });
    expect(round.map((s) => s.sql)).toEqual([UPSERT_SQL]);
    expect(round[0].args[1]).toBe(7);
    expect(rowsOf(round[0])).toEqual([
      expect.objectContaining({ taskId: "a", name: "Alpha", status: "done", dueDate: "2031-02-03", assigneeId: 4, version: 3 }),
      expect.objectContaining({ taskId: "b", name: "Beta", priority: "high", assigneeId: null, version: 1 }),
    ]);
    expect(more).toBe(false);
    expect(acked).toEqual([["task:a", "task:b"]]);
  });

  it("sends one delete of the tasks no longer on the board, and no upsert when none is left", async () => {
    const { round } = await flushOne({ outbox: ["task:gone", "task:also"] });
    expect(round).toEqual([{ sql: DELETE_SQL, args: [JSON.stringify(["gone", "also"])] }]);
  });

  it("deletes one gone task beside the upsert of one that is there", async () => {
    const { round } = await flushOne({ tasks: [storedTask("here")], outbox: ["task:gone", "task:here"] });
    expect(round.map((s) => s.sql)).toEqual([DELETE_SQL, UPSERT_SQL]);
    expect(round[0].args).toEqual([JSON.stringify(["gone"])]);
    expect(rowsOf(round[1]).map((r) => r.taskId)).toEqual(["here"]);
  });

  it("sends the counters, forward by the board's version, only in a round that has their entry", async () => {
    const { round } = await flushOne({ outbox: ["counters"], counters: { total: 4, done: 1 }, version: 9 });
    expect(round).toEqual([{ sql: COUNTERS_SQL, args: [4, 1, 25, 9, 7] }]);
    const without = await flushOne({ tasks: [storedTask("t")], outbox: ["task:t"], counters: { total: 4, done: 1 } });
    expect(without.round.map((s) => s.sql)).toEqual([UPSERT_SQL]);
  });

  it("takes at most 500 entries a round and says more are waiting until the outbox is drained", async () => {
    const keys = Array.from({ length: 501 }, (_, i) => `task:t${i}`);
    const { d1, batches } = recordingD1();
    const { store, limits } = scriptedStore({ outbox: keys });
    expect(await flushProjection(d1, store)).toBe(true);
    expect(limits).toEqual([500]);
    expect(JSON.parse(String(batches[0][0].args[0]))).toHaveLength(500);
    expect(store.outboxSize()).toBe(1);
    expect(await flushProjection(d1, store)).toBe(false);
    expect(batches[1]).toEqual([{ sql: DELETE_SQL, args: [JSON.stringify(["t500"])] }]);
    expect(store.outboxSize()).toBe(0);
  });

  it("answers true with exactly one entry left", async () => {
    const keys = Array.from({ length: 500 }, (_, i) => `task:t${i}`);
    const { d1 } = recordingD1();
    const { store } = scriptedStore({ outbox: [...keys, "counters"] });
    expect(await flushProjection(d1, store)).toBe(true);
    expect(store.outboxSize()).toBe(1);
  });

  it("makes no D1 round trip and answers false for an empty outbox", async () => {
    const { d1, batches } = recordingD1();
    const { store, acked } = scriptedStore({ outbox: [] });
    expect(await flushProjection(d1, store)).toBe(false);
    expect(batches).toEqual([]);
    expect(acked).toEqual([]);
  });

  it("acks nothing when D1 fails, so the round is tried again", async () => {
    const { d1 } = recordingD1(true);
    const { store, acked } = scriptedStore({ tasks: [storedTask("a")], outbox: ["task:a", "counters"] });
    await expect(flushProjection(d1, store)).rejects.toThrow("D1 is down");
    expect(acked).toEqual([]);
    expect(store.outboxSize()).toBe(2);
  });
});

describe("a task's index row", () => {
  const rowOf = async (task: Task, labels: Board["labels"] = []) => {
    const { round } = await flushOne({ tasks: [task], outbox: [`task:${task.id}`], labels });
    return rowsOf(round[0])[0];
  };
  const weekly = "FREQ=WEEKLY;BYDAY=MO";

  it("carries a date series' next occurrence, and none for anything else", async () => {
    const byDate = await rowOf(storedTask("d", { dueDate: "2031-05-05", recurrence: weekly, recurrenceMode: "date" }));
    expect(byDate.nextOccurrence).toBe(nextOccurrenceDay(weekly, "2031-05-05"));
    expect(byDate.nextOccurrence).toMatch(/^2031-05-\d\d$/);
    const none = [
      storedTask("c", { dueDate: "2031-05-05", recurrence: weekly, recurrenceMode: "completion" }),
      storedTask("p", { dueDate: "2031-05-05", recurrence: null, recurrenceMode: "date" }),
      storedTask("u", { dueDate: null, recurrence: weekly, recurrenceMode: "date" }),
      storedTask("n", { dueDate: "2031-05-05" }),
    ];
    for (const task of none) expect((await rowOf(task)).nextOccurrence, task.id).toBeNull();
  });

  it("names its labels one per line in its own order, leaving out ids of labels deleted since", async () => {
    const labels = [
      { id: "l1", name: "Urgent" },
      { id: "l2", name: "Web" },
    ];
    expect((await rowOf(storedTask("t", { labelIds: ["l2", "gone", "l1"] }), labels)).labelNames).toBe("Web\nUrgent");
    expect((await rowOf(storedTask("t", { labelIds: ["l1"] }), labels)).labelNames).toBe("Urgent");
    expect((await rowOf(storedTask("t", { labelIds: ["gone"] }), labels)).labelNames).toBeNull();
    expect((await rowOf(storedTask("t", { labelIds: [] }), labels)).labelNames).toBeNull();
    expect((await rowOf(storedTask("t"), labels)).labelNames).toBeNull();
  });
});
