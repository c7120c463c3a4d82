import { describe, expect, it } from "vitest";
import type { HistoryResult } from "../../core/schemas/activity";
import type { Dependency } from "../../core/schemas/dependency";
import type { Task } from "../../core/schemas/task";
import { api, type Caller, json, listTasks, newTask, team } from "./support";

// Undo/redo of issue 12's board ops (decision 019): links added or removed, and the dates an
// auto-schedule moved. Refused, with nothing written, when someone else changed the same thing since.

const undo = (as: Caller, projectId: number) => api("POST", `/api/projects/${projectId}/undo`, { as });
const redo = (as: Caller, projectId: number) => api("POST", `/api/projects/${projectId}/redo`, { as });
const link = (as: Caller, projectId: number, predecessorId: string, successorId: string) =>
  api("POST", `/api/projects/${projectId}/dependencies`, { as, body: { predecessorId, successorId } });

async function links(as: Caller, projectId: number): Promise<Array<[string, string]>> {
  const res = await api("GET", `/api/projects/${projectId}/dependencies`, { as });
  expect(res.status).toBe(200);
  const body = await json<Dependency[] | { dependencies: Dependency[] }>(res);
  const list = Array.isArray(body) ? body : body.dependencies;
  return list.map((d) => [d.predecessorId, d.successorId]);
}

async function dates(as: Caller, projectId: number, id: string): Promise<[string | null, string | null]> {
  const task = (await listTasks(as, projectId)).tasks.find((t: Task) => t.id === id);
  return [task?.startDate ?? null, task?.dueDate ?? null];
}

describe("undo and redo of links and schedules", () => {
  it("undoes and redoes adding and removing a link", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "Design" });
    const b = await newTask(t.owner, t.projectId, { name: "Build" });
    const added = await json<Dependency>(await link(t.editor, t.projectId, a.id, b.id));

    expect(await json<HistoryResult>(await undo(t.editor, t.projectId))).toEqual({
      done: "adding a dependency",
      undo: null,
      redo: "adding a dependency",
    });
    expect(await links(t.owner, t.projectId)).toEqual([]);
    expect((await redo(t.editor, t.projectId)).status).toBe(200);
    expect(await links(t.owner, t.projectId)).toEqual([[a.id, b.id]]);

    await api("DELETE", `/api/projects/${t.projectId}/dependencies/${added.id}`, { as: t.editor });
    expect(await links(t.owner, t.projectId)).toEqual([]);
    expect(await json<HistoryResult>(await undo(t.editor, t.projectId))).toMatchObject({ done: "removing a dependency" });
    expect(await links(t.owner, t.projectId)).toEqual([[a.id, b.id]]);
  });

  it("refuses to undo a link someone else removed or added back since, and keeps their change", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "Design" });
    const b = await newTask(t.owner, t.projectId, { name: "Build" });
    const added = await json<Dependency>(await link(t.editor, t.projectId, a.id, b.id));
    await api("DELETE", `/api/projects/${t.projectId}/dependencies/${added.id}`, { as: t.owner });
    const gone = await undo(t.editor, t.projectId);
    expect(gone.status).toBe(409);
    expect((await json(gone)).message).toMatch(
      /^Can't undo: the dependency of “Build” on “Design” was removed by .+ since\. Their change is kept\.$/,
    );
    expect(await links(t.owner, t.projectId)).toEqual([]);

    // The editor removes a link; the owner links the same tasks again: putting it back is refused.
    const again = await json<Dependency>(await link(t.owner, t.projectId, a.id, b.id));
    await api("DELETE", `/api/projects/${t.projectId}/dependencies/${again.id}`, { as: t.editor });
    await link(t.owner, t.projectId, a.id, b.id);
    const twice = await undo(t.editor, t.projectId);
    expect(twice.status).toBe(409);
    expect((await json(twice)).message).toContain("already depends on “Design” again");
    expect(await links(t.owner, t.projectId)).toEqual([[a.id, b.id]]);
  });

  it("undoes an auto-schedule's date moves, and refuses when someone moved one of those dates since", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "Design", startDate: "2030-01-07", dueDate: "2030-01-09" });
    const b = await newTask(t.owner, t.projectId, { name: "Build", startDate: "2030-01-07", dueDate: "2030-01-08" });
    await link(t.owner, t.projectId, a.id, b.id);
    const apply = () => api("POST", `/api/projects/${t.projectId}/schedule/apply`, { as: t.editor, body: { respectCapacity: false } });

    expect((await apply()).status).toBe(200);
    expect(await dates(t.owner, t.projectId, b.id)).toEqual(["2030-01-10", "2030-01-11"]);
    expect(await json<HistoryResult>(await undo(t.editor, t.projectId))).toMatchObject({ done: "rescheduling “Build”" });
    expect(await dates(t.owner, t.projectId, b.id)).toEqual(["2030-01-07", "2030-01-08"]);
    expect((await redo(t.editor, t.projectId)).status).toBe(200);
    expect(await dates(t.owner, t.projectId, b.id)).toEqual(["2030-01-10", "2030-01-11"]);

    // The owner moves Build's due date after the (redone) schedule: undoing it would overwrite that.
    const moved = await api("PATCH", `/api/tasks/${b.id}`, { as: t.owner, body: { dueDate: "2030-01-14" } });
    expect(moved.status).toBe(200);
    const refused = await undo(t.editor, t.projectId);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toMatch(/^Can't undo: “Build” was rescheduled by .+ since\. Their change is kept\.$/);
    expect(await dates(t.owner, t.projectId, b.id)).toEqual(["2030-01-10", "2030-01-14"]);
  });

  it("undoing a delete puts the task's links back too", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "Design" });
    const b = await newTask(t.owner, t.projectId, { name: "Build" });
    await link(t.owner, t.projectId, a.id, b.id);
    await api("DELETE", `/api/tasks/${a.id}`, { as: t.editor });
    expect(await links(t.owner, t.projectId)).toEqual([]);
    expect(await json<HistoryResult>(await undo(t.editor, t.projectId))).toMatchObject({ done: "deleting “Design”" });
    expect(await links(t.owner, t.projectId)).toEqual([[a.id, b.id]]);
  });
});
