import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ActivityPage } from "../../core/schemas/activity";
import type { TaskBatchResult } from "../../core/schemas/task-batch";
import { api, boardStub, connect, env, flushProjection, json, listTasks, newTask, team } from "../board/support";

// Issue 24: POST /api/projects/:id/tasks/batch. Up to 500 creates, updates and deletes in one board
// transaction: all or nothing, one broadcast, one undo step, and a list of what was refused.

const batch = (projectId: number) => `/api/projects/${projectId}/tasks/batch`;

describe("POST /api/projects/:id/tasks/batch", () => {
  it("applies creates, updates and deletes in one transaction and one broadcast", async () => {
    const t = await team();
    const keep = await newTask(t.owner, t.projectId, { name: "Keep" });
    const drop = await newTask(t.owner, t.projectId, { name: "Drop" });
    const before = (await listTasks(t.owner, t.projectId)).version;
    const teammate = await connect(t.viewer, t.projectId, { lastVersion: before });
    await teammate.next((m) => m.type === "role");

    const res = await api("POST", batch(t.projectId), {
      as: t.editor,
      body: {
        operations: [
          { op: "create", task: { name: "New one", priority: "high" } },
          { op: "update", id: keep.id, patch: { status: "done" } },
          { op: "delete", id: drop.id },
        ],
      },
    });
    expect(res.status).toBe(200);
    const { results } = await json<{ results: TaskBatchResult[] }>(res);
    expect(results.map((r) => [r.op, r.op === "delete" ? r.id : r.task.name])).toEqual([
      ["create", "New one"],
      ["update", "Keep"],
      ["delete", drop.id],
    ]);
    const after = await listTasks(t.owner, t.projectId);
    expect(after.version).toBe(before + 3);
    expect(after.tasks.map((x) => [x.name, x.status]).sort()).toEqual([
      ["Keep", "done"],
      ["New one", "todo"],
    ]);
    // The teammate got all three ops in one frame.
    await teammate.next((m) => m.type === "op" && m.version === before + 3);
    const frames = teammate.frames.filter((f) => f.type === "op" || f.type === "ops");
    expect(frames.map((f) => (f.type === "ops" ? f.ops.map((o) => o.version) : [f.version]))).toEqual([
      [before + 1, before + 2, before + 3],
    ]);
    teammate.close();

    // One undo step takes back the whole batch.
    expect((await api("POST", `/api/projects/${t.projectId}/undo`, { as: t.editor })).status).toBe(200);
    expect((await listTasks(t.owner, t.projectId)).tasks.map((x) => [x.name, x.status]).sort()).toEqual([
      ["Drop", "todo"],
      ["Keep", "todo"],
    ]);
  });

  it("applies nothing when one operation is refused, and lists every refusal", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Untouched" });
    const before = await listTasks(t.owner, t.projectId);
    const res = await api("POST", batch(t.projectId), {
      as: t.owner,
      body: {
        operations: [
          { op: "create", task: { name: "Would be new" } },
          { op: "update", id: task.id, patch: { name: "Would be renamed" } },
          { op: "delete", id: `${t.projectId}-aaaaaaaaaaaaaaaa` },
          { op: "update", id: task.id, patch: { assigneeId: 999999 } },
        ],
      },
    });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.message).toBe("Nothing was applied: 2 of 4 operations were refused.");
    expect(body.details.errors.map((e: { index: number; status: number }) => [e.index, e.status])).toEqual([
      [2, 404],
      [3, 400],
    ]);
    expect(body.details.errors[0].message).toBe("Task not found");
    const after = await listTasks(t.owner, t.projectId);
    expect(after.version).toBe(before.version);
    expect(after.tasks.map((x) => x.name)).toEqual(["Untouched"]);
    const log = await json<ActivityPage>(await api("GET", `/api/projects/${t.projectId}/activity`, { as: t.owner }));
    expect(log.items.map((e) => e.taskName)).toEqual(["Untouched"]);
  });

  it("refuses a subtask of a parent the same batch deleted, though an earlier subtask found it", async () => {
    // The batch remembers the parents it found (one read each); a delete makes it look again.
    const t = await team();
    const parent = await newTask(t.owner, t.projectId, { name: "Parent" });
    const res = await api("POST", batch(t.projectId), {
      as: t.owner,
      body: {
        operations: [
          { op: "create", task: { name: "First child", parentTaskId: parent.id } },
          { op: "create", task: { name: "Second child", parentTaskId: parent.id } },
          { op: "delete", id: parent.id },
          { op: "create", task: { name: "Orphan", parentTaskId: parent.id } },
        ],
      },
    });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.details.errors).toEqual([{ index: 3, status: 400, message: "The parent task is not on this board." }]);
    expect((await listTasks(t.owner, t.projectId)).tasks.map((x) => x.name)).toEqual(["Parent"]);
  });

  it("takes at most 500 operations, checks roles, and hides other projects", async () => {
    const t = await team();
    const many = Array.from({ length: 501 }, (_, i) => ({ op: "create", task: { name: `T${i}` } }));
    const tooMany = await api("POST", batch(t.projectId), { as: t.owner, body: { operations: many } });
    expect([tooMany.status, (await json(tooMany)).message]).toEqual([400, expect.stringContaining("At most 500 operations in one batch.")]);
    const full = await api("POST", batch(t.projectId), { as: t.owner, body: { operations: many.slice(0, 500) } });
    expect(full.status).toBe(200);
    expect((await listTasks(t.owner, t.projectId)).tasks).toHaveLength(500);

    const viewer = await api("POST", batch(t.projectId), { as: t.viewer, body: { operations: [{ op: "create", task: { name: "V" } }] } });
    expect([viewer.status, (await json(viewer)).message]).toEqual([403, "You have read-only access to this project."]);
    const outsider = await api("POST", batch(t.projectId), {
      as: t.outsider,
      body: { operations: [{ op: "create", task: { name: "O" } }] },
    });
    expect([outsider.status, (await json(outsider)).message]).toEqual([404, "Project not found"]);
  });
  it("names a bulk delete by its count in the undo label, and one undo brings every task back", async () => {
    const t = await team();
    const ids = [];
    for (const name of ["One", "Two", "Three"]) ids.push((await newTask(t.owner, t.projectId, { name })).id);
    const res = await api("POST", batch(t.projectId), {
      as: t.editor,
      body: { operations: ids.map((id) => ({ op: "delete", id })) },
    });
    expect(res.status).toBe(200);
    const page = await json<ActivityPage>(await api("GET", `/api/projects/${t.projectId}/activity?limit=1`, { as: t.editor }));
    expect(page.undo).toBe("deleting 3 tasks");
    const undone = await api("POST", `/api/projects/${t.projectId}/undo`, { as: t.editor });
    expect(await json(undone)).toMatchObject({ done: "deleting 3 tasks" });
    expect((await listTasks(t.owner, t.projectId)).tasks.map((x) => x.name).sort()).toEqual(["One", "Three", "Two"]);
  });

  it("writes a big batch's rows several a statement, each as a single create would", async () => {
    // Decision 153: the creates' items, events, analytics rows and outbox entries are gathered and
    // written through json_each, a hundred a statement; a chunk holding a lone surrogate goes row by row.
    const t = await team();
    const parent = await newTask(t.owner, t.projectId, { name: "Parent" });
    const odd = "Odd \ud800 name";
    const single = await newTask(t.owner, t.projectId, { name: odd, description: odd });
    const before = (await listTasks(t.owner, t.projectId)).version;
    const operations = Array.from({ length: 250 }, (_, i) => ({
      op: "create",
      task: {
        // Text JSON has to read back exactly: quotes, backslashes, accents, a character outside the BMP.
        name: i === 120 ? odd : i % 7 === 3 ? `Ünïcödé "quoted" \\ back 🚀 ${i}` : `Gathered ${i}`,
        description: i === 120 ? odd : i % 7 === 3 ? `Line one\n\tline two 😀 ${i}` : `Notes ${i}`,
        estimate: i % 4 === 0 ? 2.5 : i % 4 === 1 ? 0.1 : null,
        status: ["todo", "in-progress", "done"][i % 3],
        parentTaskId: i % 2 === 0 ? parent.id : null,
        assigneeId: i % 5 === 0 ? t.editor.userId : null,
        dueDate: "2027-01-15",
      },
    }));
    const res = await api("POST", batch(t.projectId), { as: t.owner, body: { operations } });
    expect(res.status).toBe(200);
    const { results } = await json<{ results: TaskBatchResult[] }>(res);
    const answered = results.map((r) => (r.op === "delete" ? null : r.task));
    const { version, tasks } = await listTasks(t.owner, t.projectId);
    expect(version).toBe(before + 250);
    // The answer is each task as stored (but the odd name: an answer holds the name as sent).
    const stored = new Map(tasks.map((x) => [x.id, x]));
    const plain = answered.filter((_, i) => i !== 120);
    expect(plain.map((x) => x && stored.get(x.id))).toEqual(plain);
    expect(answered.filter((x) => x?.parentTaskId === parent.id)).toHaveLength(125);
    expect([answered[3]?.name, answered[3]?.description, answered[4]?.estimate, answered[5]?.estimate]).toEqual([
      'Ünïcödé "quoted" \\ back 🚀 3',
      "Line one\n\tline two 😀 3",
      2.5,
      0.1,
    ]);
    // The odd name is stored as a single create stored it.
    const oddOne = stored.get(answered[120]?.id ?? "");
    const singleStored = stored.get(single.id);
    expect([oddOne?.name, oddOne?.description]).toEqual([singleStored?.name, singleStored?.description]);
    // The event log replays every create, in order, to a socket catching up.
    const late = await connect(t.viewer, t.projectId, { lastVersion: before });
    await late.next((m) => m.type === "op" && m.version === before + 250);
    const replayed = late.messages.flatMap((m) => (m.type === "op" && m.op.kind === "created" ? [[m.version, m.op.task.id]] : []));
    expect(replayed).toEqual(answered.map((x, i) => [before + 1 + i, x?.id]));
    late.close();
    // One analytics row per create, in order; the projection counts them all.
    const history = await runInDurableObject(boardStub(t.projectId), async (_room, state) =>
      state.storage.sql.exec<{ task_id: string }>("SELECT task_id FROM analytics_history ORDER BY at, seq").toArray(),
    );
    expect(history.slice(-250).map((h) => h.task_id)).toEqual(answered.map((x) => x?.id));
    await flushProjection(t.projectId);
    const card = await env.DB.prepare("SELECT total_tasks AS total FROM projects WHERE id = ?")
      .bind(t.projectId)
      .first<{ total: number }>();
    expect(card?.total).toBe(252);
  });

  it("orders creates around an update in the same batch, and projects the counters once for the batch", async () => {
    const t = await team();
    const moved = await newTask(t.owner, t.projectId, { name: "Moved", status: "in-progress" });
    const res = await api("POST", batch(t.projectId), {
      as: t.editor,
      body: {
        operations: [
          { op: "create", task: { name: "First" } },
          { op: "create", task: { name: "Second" } },
          // Moves to the bottom of To Do, below the creates before it: the creates after it go below it.
          { op: "update", id: moved.id, patch: { status: "todo" } },
          { op: "create", task: { name: "Third" } },
          { op: "create", task: { name: "Done one", status: "done" } },
        ],
      },
    });
    expect(res.status).toBe(200);
    const { tasks } = await listTasks(t.owner, t.projectId);
    const todo = tasks.filter((x) => x.status === "todo").sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
    expect(todo.map((x) => x.name)).toEqual(["First", "Second", "Moved", "Third"]);
    // Keys are per column: no two To Do rows share one (a tie would fall back to the ids' order).
    expect(new Set(todo.map((x) => x.order)).size).toBe(todo.length);
    await flushProjection(t.projectId);
    const card = await env.DB.prepare("SELECT total_tasks AS total, completed_tasks AS done FROM projects WHERE id = ?")
      .bind(t.projectId)
      .first<{ total: number; done: number }>();
    expect(card).toEqual({ total: 5, done: 1 });
  });
});
