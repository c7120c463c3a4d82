import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect, it } from "vitest";
import { nextOccurrenceDay } from "../../core/recurrence/series";
import type { BoardRoom } from "../../worker/board/board-room";
import { flushProjection as flushOnce } from "../../worker/board/projection";
import { BoardStore } from "../../worker/board/store";
import { boardItemSchema } from "../../worker/board/types";
import { api, boardStub, env, flushProjection, newProject, newTask, signIn, uniqueEmail } from "./support";

// The D1 projection is an outbox in the board's own storage, flushed by an alarm: it must survive
// D1 failures (retry with back-off until done) and never drop a change made during a flush.

const counters = (projectId: number) =>
  env.DB.prepare("SELECT total_tasks AS total, completed_tasks AS done, progress, board_version AS v FROM projects WHERE id = ?")
    .bind(projectId)
    .first<{ total: number; done: number; progress: number; v: number }>();

const failingDb = {
  prepare: env.DB.prepare.bind(env.DB),
  batch: async () => Promise.reject(new Error("D1 is down")),
} as unknown as D1Database;

/** The board's flush schedule (flush-schedule.ts): armed, it sets no new alarm for a change. */
const flushSchedule = (room: BoardRoom) => (room as unknown as { flushes: { armed: boolean } }).flushes;

/** Takes the board's alarm out of the way so the test drives every flush itself. */
async function holdAlarm(room: BoardRoom, state: DurableObjectState) {
  // The field must exist: setting one the schedule no longer has would hold nothing.
  expect(flushSchedule(room)).toHaveProperty("armed");
  flushSchedule(room).armed = true;
  await state.storage.deleteAlarm();
}

/** The hold kept every change since holdAlarm from setting an alarm of its own. */
async function expectAlarmHeld(state: DurableObjectState) {
  expect(await state.storage.getAlarm()).toBeNull();
}

async function releaseAlarm(room: BoardRoom, state: DurableObjectState) {
  flushSchedule(room).armed = false;
  await state.storage.setAlarm(Date.now());
}

const item = (name: string, extra: Record<string, unknown> = {}) => boardItemSchema.parse({ name, ...extra });

it("retries a failed flush with back-off and converges once D1 is back", async () => {
  const ada = await signIn(uniqueEmail("ada"));
  const p = await newProject(ada);
  const stub = boardStub(p.id);
  const outcome = await runInDurableObject(stub, async (room: BoardRoom, state) => {
    await holdAlarm(room, state);
    await room.createItems(p.id, ada.userId, [item("Done", { status: "done" }), item("Open")]);
    await expectAlarmHeld(state);
    const realEnv = (room as unknown as { env: Env }).env;
    (room as unknown as { env: Env }).env = { ...realEnv, DB: failingDb };
    try {
      await room.alarm();
    } finally {
      (room as unknown as { env: Env }).env = realEnv;
    }
    return { alarm: await state.storage.getAlarm(), pending: room.pendingProjection() };
  });
  expect(outcome.pending).toBeGreaterThan(0);
  // Rescheduled about a second out, not dropped.
  expect(outcome.alarm).toBeGreaterThan(Date.now() + 200);
  expect((await counters(p.id))!.total).toBe(0);
  expect(await runDurableObjectAlarm(stub)).toBe(true);
  expect(await stub.pendingProjection()).toBe(0);
  expect(await counters(p.id)).toEqual({ total: 2, done: 1, progress: 50, v: 2 });
});

it("keeps a change that lands while a flush is talking to D1", async () => {
  const ada = await signIn(uniqueEmail("ada"));
  const p = await newProject(ada);
  const task = await newTask(ada, p.id);
  await flushProjection(p.id);
  await runInDurableObject(boardStub(p.id), async (room: BoardRoom, state) => {
    await holdAlarm(room, state);
    await room.write(p.id, ada.userId, { kind: "update", id: task.id, patch: { status: "done" } });
    await expectAlarmHeld(state);
    const store = new BoardStore(state.storage.sql, p.id);
    // A D1 whose batch lets another board change happen before it answers.
    const slowDb = {
      prepare: env.DB.prepare.bind(env.DB),
      batch: async (statements: D1PreparedStatement[]) => {
        await room.write(p.id, ada.userId, { kind: "update", id: task.id, patch: { status: "todo" } });
        return env.DB.batch(statements);
      },
    } as unknown as D1Database;
    await flushOnce(slowDb, store);
    // The flush wrote "done"; the change made meanwhile is still queued, not acked away.
    expect(store.outboxSize()).toBeGreaterThan(0);
    await releaseAlarm(room, state);
  });
  expect((await counters(p.id))!.done).toBe(1);
  await flushProjection(p.id);
  expect(await counters(p.id)).toMatchObject({ total: 1, done: 0, progress: 0, v: 3 });
  const indexed = await env.DB.prepare("SELECT status, version FROM task_index WHERE task_id = ?").bind(task.id).first();
  expect(indexed).toEqual({ status: "todo", version: 3 });
});

it("guards the task index by version: an older row never overwrites a newer one", async () => {
  const ada = await signIn(uniqueEmail("ada"));
  const p = await newProject(ada);
  const task = await newTask(ada, p.id, { name: "v1" });
  await flushProjection(p.id);
  await env.DB.prepare("UPDATE task_index SET version = 50, name = 'from the future' WHERE task_id = ?").bind(task.id).run();
  await api("PATCH", `/api/tasks/${task.id}`, { as: ada, body: { name: "v2" } });
  await flushProjection(p.id);
  const row = await env.DB.prepare("SELECT name, version FROM task_index WHERE task_id = ?").bind(task.id).first();
  expect(row).toEqual({ name: "from the future", version: 50 });
});

it("projects a whole 500-create batch and its deletes in one round of at most three D1 statements", async () => {
  const ada = await signIn(uniqueEmail("ada"));
  const p = await newProject(ada);
  const gone = await newTask(ada, p.id, { name: "Soon deleted" });
  await flushProjection(p.id);
  const sent = await runInDurableObject(boardStub(p.id), async (room: BoardRoom, state) => {
    await holdAlarm(room, state);
    const items = Array.from({ length: 500 }, (_, i) =>
      item(`Bulk ${i + 1}`, { status: i % 2 ? "done" : "todo", dueDate: "2026-12-01", assigneeId: i % 3 ? null : ada.userId }),
    );
    await room.createItems(p.id, ada.userId, items);
    await room.write(p.id, ada.userId, { kind: "delete", id: gone.id });
    const store = new BoardStore(state.storage.sql, p.id);
    const batches: number[] = [];
    const countingDb = {
      prepare: env.DB.prepare.bind(env.DB),
      batch: async (statements: D1PreparedStatement[]) => {
        batches.push(statements.length);
        return env.DB.batch(statements);
      },
    } as unknown as D1Database;
    // 500 creates, a delete and the counters: 502 entries, two rounds of FLUSH_BATCH (500): the first
    // round takes exactly 500 and leaves 2 waiting.
    const more = await flushOnce(countingDb, store);
    const afterFirst = store.outboxSize();
    while (await flushOnce(countingDb, store));
    // An empty outbox makes no D1 round trip at all (the alarm flushes after every change).
    const emptyFlush = await flushOnce(countingDb, store);
    await releaseAlarm(room, state);
    return { batches, more, afterFirst, emptyFlush, pending: store.outboxSize() };
  });
  expect(sent.more).toBe(true);
  expect(sent.afterFirst).toBe(2);
  expect(sent.emptyFlush).toBe(false);
  expect(sent.pending).toBe(0);
  // Statements per round, each kind only when the round has it: the 500 creates' one upsert; then the
  // delete and the counters (no empty upsert, and no counters in a round without their entry).
  expect(sent.batches).toEqual([1, 2]);
  const rows = await env.DB.prepare(
    "SELECT name, status, due_date AS due, assignee_id AS assignee, version FROM task_index WHERE project_id = ? ORDER BY name",
  )
    .bind(p.id)
    .all<{ name: string; status: string; due: string; assignee: number | null; version: number }>();
  expect(rows.results).toHaveLength(500);
  expect(rows.results.find((r) => r.name === "Soon deleted")).toBeUndefined();
  expect(rows.results.find((r) => r.name === "Bulk 1")).toEqual({
    name: "Bulk 1",
    status: "todo",
    due: "2026-12-01",
    assignee: ada.userId,
    version: 1,
  });
  expect(rows.results.find((r) => r.name === "Bulk 2")).toEqual({
    name: "Bulk 2",
    status: "done",
    due: "2026-12-01",
    assignee: null,
    version: 1,
  });
  expect(await counters(p.id)).toMatchObject({ total: 500, done: 250, progress: 50 });
  // The search index followed the bulk upsert (its triggers fire per row).
  const found = await env.DB.prepare("SELECT count(*) AS n FROM task_search WHERE task_search MATCH 'Bulk'").first<{ n: number }>();
  expect(found?.n).toBe(500);
});

it("indexes a date series' next occurrence for the cron, and none for a completion series or a plain task", async () => {
  const ada = await signIn(uniqueEmail("ada"));
  const p = await newProject(ada);
  const weekly = "FREQ=WEEKLY;BYDAY=MO";
  const byDate = await newTask(ada, p.id, { name: "By date", dueDate: "2031-05-05", recurrence: weekly, recurrenceMode: "date" });
  const onDone = await newTask(ada, p.id, { name: "On done", dueDate: "2031-05-05", recurrence: weekly, recurrenceMode: "completion" });
  const plain = await newTask(ada, p.id, { name: "Plain", dueDate: "2031-05-05" });
  await flushProjection(p.id);
  const next = async (id: string) =>
    (await env.DB.prepare("SELECT next_occurrence AS n FROM task_index WHERE task_id = ?").bind(id).first<{ n: string | null }>())?.n;
  expect(await next(byDate.id)).toBe(nextOccurrenceDay(weekly, "2031-05-05"));
  expect(await next(byDate.id)).toMatch(/^2031-05-\d\d$/);
  expect(await next(onDone.id)).toBeNull();
  expect(await next(plain.id)).toBeNull();
});

it("indexes a task's label names, one per line, for search", async () => {
  const ada = await signIn(uniqueEmail("ada"));
  const p = await newProject(ada);
  const label = async (name: string) => {
    const res = await api("POST", `/api/projects/${p.id}/labels`, { as: ada, body: { name, color: "red" } });
    expect(res.status).toBe(201);
    return (await res.json<{ id: string }>()).id;
  };
  const [urgent, web] = [await label("Urgent"), await label("Web")];
  const both = await newTask(ada, p.id, { name: "Both", labelIds: [urgent, web] });
  const none = await newTask(ada, p.id, { name: "None" });
  await flushProjection(p.id);
  const names = async (id: string) =>
    (await env.DB.prepare("SELECT label_names AS n FROM task_index WHERE task_id = ?").bind(id).first<{ n: string | null }>())?.n;
  expect(await names(both.id)).toBe("Urgent\nWeb");
  expect(await names(none.id)).toBeNull();
});
