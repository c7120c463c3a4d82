import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ServerMessage } from "../../core/schemas/board-protocol";
import type { CommentView } from "../../core/schemas/comment";
import type { BoardRoom } from "../../worker/board/board-room";
import { api, boardStub, connect, json, newTask, team } from "./support";

// Issue 23, decision 134: the board's event log and comments are read back through their schemas.
// A stored row that no longer fits (a hand edit, an older version's bug) is logged and read as
// missing, the way each reader treats an event the log no longer holds; never a 500.

/** Overwrites one column of the event logged at `version` with JSON that is not a task. */
async function damageEvent(projectId: number, version: number, column: "before" | "after") {
  await runInDurableObject(boardStub(projectId), async (_room: BoardRoom, state) => {
    state.storage.sql.exec(`UPDATE events SET ${column} = ? WHERE version = ?`, '{"id":"not a task"}', version);
  });
}

const isOp = (m: ServerMessage) => m.type === "op";

describe("a board event row that does not fit what the board writes", () => {
  it("sends a reconnecting client a snapshot instead of the ops it missed", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    for (let i = 0; i < 3; i++) await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { name: `Edit ${i}` } });
    await damageEvent(t.projectId, 3, "after");

    const back = await connect(t.editor, t.projectId, { lastVersion: 1 });
    const snapshot = await back.next((m) => m.type === "snapshot");
    expect(snapshot).toMatchObject({ type: "snapshot", version: 4, tasks: [{ id: task.id, name: "Edit 2" }] });
    expect(back.messages.filter(isOp)).toEqual([]);
    back.close();
  });

  it("refuses a stale write whose merge needs the row, and leaves the row out of the activity", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    expect((await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { description: "Changed", version: 1 } })).status).toBe(200);
    expect((await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { priority: "high", version: 2 } })).status).toBe(200);
    // Version 2 of the task was logged twice: as the after of event 2 and the before of event 3.
    await damageEvent(t.projectId, 2, "after");
    await damageEvent(t.projectId, 3, "before");
    // Without the damage this rename (another field, based on v1) is merged: test/api/field-merge.test.ts.
    const stale = await api("PATCH", `/api/tasks/${task.id}`, { as: t.editor, body: { name: "Renamed", version: 1 } });
    expect(stale.status).toBe(409);

    const listed = await api("GET", `/api/projects/${t.projectId}/activity`, { as: t.owner });
    expect(listed.status).toBe(200);
    const { items } = await json<{ items: Array<{ version: number }> }>(listed);
    expect(items.map((e) => e.version)).toEqual([1]);
  });

  it("answers an undo of the row as too old, and a restore from it as not in the history", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    expect((await api("DELETE", `/api/tasks/${task.id}`, { as: t.owner })).status).toBe(204);
    await damageEvent(t.projectId, 2, "before");

    const restore = await api("POST", `/api/projects/${t.projectId}/restore/${task.id}`, { as: t.owner });
    expect(restore.status).toBe(404);
    expect(await json(restore)).toMatchObject({ message: "This task can't be restored: it is not in the project's history." });
    const undo = await api("POST", `/api/projects/${t.projectId}/undo`, { as: t.owner });
    expect(undo.status).toBe(409);
    expect(await json(undo)).toMatchObject({ message: "That change is too old to undo." });
  });
});

describe("a stored comment that does not fit", () => {
  it("is left out of its task's list and not found by id", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const add = (body: string) => api("POST", `/api/tasks/${task.id}/comments`, { as: t.editor, body: { body } });
    const broken = await json<CommentView>(await add("First"));
    const good = await json<CommentView>(await add("Second"));
    await runInDurableObject(boardStub(t.projectId), async (_room: BoardRoom, state) => {
      state.storage.sql.exec("UPDATE comments SET author = ?, mentions = ? WHERE id = ?", '{"id":"x"}', "not json", broken.id);
    });

    const list = await api("GET", `/api/tasks/${task.id}/comments`, { as: t.owner });
    expect(list.status).toBe(200);
    expect((await json<CommentView[]>(list)).map((c) => c.id)).toEqual([good.id]);
    const edit = await api("PATCH", `/api/comments/${broken.id}`, { as: t.editor, body: { body: "Edited" } });
    expect(edit.status).toBe(404);
  });
});
