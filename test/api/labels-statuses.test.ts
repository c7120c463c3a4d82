import { describe, expect, it } from "vitest";
import type { ServerMessage } from "../../core/schemas/board-protocol";
import type { Label } from "../../core/schemas/labels";
import type { BoardStatus } from "../../core/schemas/statuses";
import type { Task } from "../../core/schemas/task";
import { api, connect, flushProjection, json, listTasks, newTask, team } from "../board/support";

// Issue 25: a project's labels and statuses, the labels and status on its tasks, and the rules that
// keep `status` the category of the task's status.

type Team = Awaited<ReturnType<typeof team>>;

async function addLabel(t: Team, name: string, color = "red"): Promise<Label> {
  const res = await api("POST", `/api/projects/${t.projectId}/labels`, { as: t.editor, body: { name, color } });
  expect(res.status).toBe(201);
  return json<Label>(res);
}

async function addStatus(t: Team, body: Record<string, unknown>): Promise<BoardStatus> {
  const res = await api("POST", `/api/projects/${t.projectId}/statuses`, { as: t.editor, body });
  expect(res.status).toBe(201);
  return json<BoardStatus>(res);
}

const patch = (t: Team, id: string, body: Record<string, unknown>) => api("PATCH", `/api/tasks/${id}`, { as: t.editor, body });

describe("labels", () => {
  it("are per project and coloured; viewers read them, editors write them, other tenants get 404", async () => {
    const t = await team();
    const other = await team();
    const bug = await addLabel(t, "Bug", "red");
    expect(bug).toMatchObject({ projectId: t.projectId, name: "Bug", color: "red", order: 0 });
    expect((await addLabel(t, "Design", "purple")).order).toBe(1);

    const read = await api("GET", `/api/projects/${t.projectId}/labels`, { as: t.viewer });
    expect(read.status).toBe(200);
    expect((await json<Label[]>(read)).map((l) => l.name)).toEqual(["Bug", "Design"]);
    expect((await api("GET", `/api/projects/${other.projectId}/labels`, { as: t.viewer })).status).toBe(404);

    expect((await api("POST", `/api/projects/${t.projectId}/labels`, { as: t.viewer, body: { name: "X" } })).status).toBe(403);
    expect((await api("PATCH", `/api/labels/${bug.id}`, { as: t.viewer, body: { name: "X" } })).status).toBe(403);
    const foreign = await api("PATCH", `/api/labels/${bug.id}`, { as: other.owner, body: { name: "X" } });
    expect(foreign.status).toBe(404);
    expect((await json<{ message: string }>(foreign)).message).toBe("Label not found");
    expect((await api("DELETE", `/api/labels/${bug.id}`, { as: other.owner })).status).toBe(404);

    const renamed = await api("PATCH", `/api/labels/${bug.id}`, { as: t.editor, body: { name: "Defect", color: "orange" } });
    expect(await json(renamed)).toMatchObject({ id: bug.id, name: "Defect", color: "orange" });
  });

  it("move to a new place in the project's order", async () => {
    const t = await team();
    const bug = await addLabel(t, "Bug");
    await addLabel(t, "Design");
    await addLabel(t, "Docs");
    const moved = await api("PATCH", `/api/labels/${bug.id}`, { as: t.editor, body: { order: 2 } });
    expect(moved.status).toBe(200);
    expect(await json(moved)).toMatchObject({ id: bug.id, name: "Bug", order: 2 });
    const list = await json<Label[]>(await api("GET", `/api/projects/${t.projectId}/labels`, { as: t.viewer }));
    expect(list.map((l) => [l.name, l.order])).toEqual([
      ["Design", 0],
      ["Docs", 1],
      ["Bug", 2],
    ]);
    const bad = await api("PATCH", `/api/labels/${bug.id}`, { as: t.editor, body: { order: -1 } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await json(bad))).toContain("order is 0 or more.");
  });

  it("refuses bad input with a clear 4xx", async () => {
    const t = await team();
    const bad = await api("POST", `/api/projects/${t.projectId}/labels`, { as: t.editor, body: { name: "Bug", color: "chartreuse" } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await json(bad))).toContain("color is one of");
    expect((await api("POST", `/api/projects/${t.projectId}/labels`, { as: t.editor, body: { name: " " } })).status).toBe(400);
    await addLabel(t, "Bug");
    const twice = await api("POST", `/api/projects/${t.projectId}/labels`, { as: t.editor, body: { name: "bug" } });
    expect(twice.status).toBe(409);
    expect((await json<{ message: string }>(twice)).message).toBe("There is already a label “Bug” in this project.");
    expect((await api("PATCH", `/api/labels/${t.projectId}-nosuchlabel`, { as: t.editor, body: { name: "X" } })).status).toBe(404);
  });

  it("go on tasks as labelIds: only the project's own, live as a board op, undoable, and taken off when deleted", async () => {
    const t = await team();
    const other = await team();
    const bug = await addLabel(t, "Bug");
    const ui = await addLabel(t, "UI", "blue");
    const foreignLabel = await api("POST", `/api/projects/${other.projectId}/labels`, { as: other.owner, body: { name: "Theirs" } });
    const theirs = await json<Label>(foreignLabel);

    const created = await newTask(t.editor, t.projectId, { name: "Login page", labelIds: [ui.id, bug.id, ui.id] });
    // Kept in the project's label order, without repeats.
    expect(created.labelIds).toEqual([bug.id, ui.id]);

    const refused = await patch(t, created.id, { labelIds: [theirs.id] });
    expect(refused.status).toBe(400);
    expect((await json<{ message: string }>(refused)).message).toBe("A label on this task is not one of this project's labels.");

    const socket = await connect(t.viewer, t.projectId);
    await socket.next((m) => m.type === "definitions");
    const from = socket.messages.length;
    const edited = await patch(t, created.id, { labelIds: [ui.id] });
    expect(edited.status).toBe(200);
    const op = await socket.next<Extract<ServerMessage, { type: "op" }>>((m) => m.type === "op", { from });
    expect(op.op.kind === "updated" && op.op.task.labelIds).toEqual([ui.id]);

    const activity = await json<{ items: Array<{ changes: Array<{ field: string; before: unknown; after: unknown }> }> }>(
      await api("GET", `/api/projects/${t.projectId}/activity`, { as: t.viewer }),
    );
    expect(activity.items[0].changes).toEqual([{ field: "labelIds", before: "Bug, UI", after: "UI" }]);

    const undo = await api("POST", `/api/projects/${t.projectId}/undo`, { as: t.editor });
    expect(undo.status).toBe(200);
    expect((await listTasks(t.viewer, t.projectId)).tasks.find((x) => x.id === created.id)?.labelIds).toEqual([bug.id, ui.id]);

    // Deleting a label takes it off its tasks (a board op) and tells open boards the new list.
    const before = socket.messages.length;
    expect((await api("DELETE", `/api/labels/${bug.id}`, { as: t.editor })).status).toBe(204);
    const defs = await socket.next<Extract<ServerMessage, { type: "definitions" }>>((m) => m.type === "definitions", { from: before });
    expect(defs.labels.map((l) => l.name)).toEqual(["UI"]);
    const after = (await listTasks(t.viewer, t.projectId)).tasks.find((x) => x.id === created.id);
    expect(after?.labelIds).toEqual([ui.id]);
    socket.close();
  });
});

describe("custom statuses", () => {
  it("start as today's three; existing tasks are in them; viewers read, editors write, other tenants get 404", async () => {
    const t = await team();
    const other = await team();
    const task = await newTask(t.editor, t.projectId, { name: "Write copy", status: "in-progress" });
    expect(task.statusId).toBe(`${t.projectId}-in-progress`);
    const res = await api("GET", `/api/projects/${t.projectId}/statuses`, { as: t.viewer });
    expect(res.status).toBe(200);
    expect((await json<BoardStatus[]>(res)).map((s) => [s.name, s.category, s.order])).toEqual([
      ["To Do", "todo", 0],
      ["In Progress", "in-progress", 1],
      ["Done", "done", 2],
    ]);
    expect((await api("GET", `/api/projects/${other.projectId}/statuses`, { as: t.viewer })).status).toBe(404);
    expect(
      (await api("POST", `/api/projects/${t.projectId}/statuses`, { as: t.viewer, body: { name: "QA", category: "in-progress" } })).status,
    ).toBe(403);
    const foreign = await api("PATCH", `/api/statuses/${t.projectId}-todo`, { as: other.owner, body: { name: "Mine" } });
    expect(foreign.status).toBe(404);
    expect((await json<{ message: string }>(foreign)).message).toBe("Status not found");
    const bad = await api("POST", `/api/projects/${t.projectId}/statuses`, { as: t.editor, body: { name: "QA", category: "waiting" } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await json(bad))).toContain("category is one of todo, in-progress, done.");
  });

  it("put a task's status in the status's category; a category alone keeps or picks a status of it", async () => {
    const t = await team();
    const review = await addStatus(t, { name: "In review", category: "in-progress", color: "purple", order: 2 });
    expect(review.order).toBe(2);
    const all = await json<BoardStatus[]>(await api("GET", `/api/projects/${t.projectId}/statuses`, { as: t.viewer }));
    expect(all.map((s) => s.name)).toEqual(["To Do", "In Progress", "In review", "Done"]);

    const task = await newTask(t.editor, t.projectId, { name: "Pricing page", statusId: review.id });
    expect(task).toMatchObject({ status: "in-progress", statusId: review.id, isCompleted: false });

    // Today's clients write only the category: same category keeps the custom status.
    const same = await json<Task>(await patch(t, task.id, { status: "in-progress" }));
    expect(same.statusId).toBe(review.id);
    const done = await json<Task>(await patch(t, task.id, { status: "done" }));
    expect(done).toMatchObject({ status: "done", statusId: `${t.projectId}-done`, isCompleted: true });

    const clash = await patch(t, task.id, { statusId: review.id, status: "todo" });
    expect(clash.status).toBe(400);
    expect((await json<{ message: string }>(clash)).message).toBe("The status “In review” is in category in-progress, not todo.");
    const unknown = await patch(t, task.id, { statusId: `${t.projectId}-nosuchstatus` });
    expect(unknown.status).toBe(400);

    // Progress reads the category.
    await patch(t, task.id, { statusId: review.id });
    // The project's counts come from D1, which the board updates after it answers: wait for it.
    await flushProjection(t.projectId);
    const project = await json<{ completedTasks: number }>(await api("GET", `/api/projects/${t.projectId}`, { as: t.viewer }));
    expect(project.completedTasks).toBe(0);
  });

  it("moving a status to another category moves its tasks' status with it", async () => {
    const t = await team();
    const shipped = await addStatus(t, { name: "Shipped", category: "in-progress" });
    const task = await newTask(t.editor, t.projectId, { name: "Release notes", statusId: shipped.id });
    const res = await api("PATCH", `/api/statuses/${shipped.id}`, { as: t.editor, body: { category: "done", color: "teal" } });
    expect(res.status).toBe(200);
    const after = (await listTasks(t.viewer, t.projectId)).tasks.find((x) => x.id === task.id);
    expect(after).toMatchObject({ status: "done", statusId: shipped.id, isCompleted: true });
  });

  it("deleting one with tasks needs moveTo; the last status of a category stays", async () => {
    const t = await team();
    const blocked = await addStatus(t, { name: "Blocked", category: "todo", color: "red" });
    const task = await newTask(t.editor, t.projectId, { name: "Vendor contract", statusId: blocked.id });

    const noTarget = await api("DELETE", `/api/statuses/${blocked.id}`, { as: t.editor });
    expect(noTarget.status).toBe(422);
    expect((await json<{ message: string }>(noTarget)).message).toBe("“Blocked” has 1 task: say which status they move to (moveTo).");
    const badTarget = await api("DELETE", `/api/statuses/${blocked.id}?moveTo=${blocked.id}`, { as: t.editor });
    expect(badTarget.status).toBe(422);

    const moved = await api("DELETE", `/api/statuses/${blocked.id}?moveTo=${t.projectId}-in-progress`, { as: t.editor });
    expect(moved.status).toBe(204);
    const after = (await listTasks(t.viewer, t.projectId)).tasks.find((x) => x.id === task.id);
    expect(after).toMatchObject({ status: "in-progress", statusId: `${t.projectId}-in-progress` });

    const last = await api("DELETE", `/api/statuses/${t.projectId}-done`, { as: t.editor });
    expect(last.status).toBe(409);
    expect((await json<{ message: string }>(last)).message).toBe(
      "“Done” is the last “Done” status: a project keeps at least one in each category.",
    );
    const statuses = await json<BoardStatus[]>(await api("GET", `/api/projects/${t.projectId}/statuses`, { as: t.viewer }));
    expect(statuses.map((s) => s.order)).toEqual([0, 1, 2]);
  });
});
