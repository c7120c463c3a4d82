import { describe, expect, it } from "vitest";
import type { ActivityPage, HistoryResult } from "../../core/schemas/activity";
import type { ServerMessage } from "../../core/schemas/board-protocol";
import type { Task } from "../../core/schemas/task";
import { addMember, api, type Caller, connect, json, listTasks, newTask, signIn, team, uniqueEmail } from "./support";

// Activity, undo/redo and restore over the board's event log (issue 14, decision 019).

const undo = (as: Caller, projectId: number) => api("POST", `/api/projects/${projectId}/undo`, { as });
const redo = (as: Caller, projectId: number) => api("POST", `/api/projects/${projectId}/redo`, { as });
const patch = (as: Caller, id: string, body: Record<string, unknown>) => api("PATCH", `/api/tasks/${id}`, { as, body });

async function task(as: Caller, projectId: number, id: string): Promise<Task | undefined> {
  return (await listTasks(as, projectId)).tasks.find((t) => t.id === id);
}

async function activity(as: Caller, projectId: number, query = ""): Promise<ActivityPage> {
  const res = await api("GET", `/api/projects/${projectId}/activity${query}`, { as });
  expect(res.status).toBe(200);
  return json<ActivityPage>(res);
}

/** A project status of the in-progress category (issue 25), added by the team's editor. */
async function addStatus(t: Awaited<ReturnType<typeof team>>, name: string): Promise<{ id: string }> {
  const res = await api("POST", `/api/projects/${t.projectId}/statuses`, { as: t.editor, body: { name, category: "in-progress" } });
  expect(res.status).toBe(201);
  return json<{ id: string }>(res);
}

async function nameOf(as: Caller): Promise<string> {
  const me = await json<{ username: string; firstName: string | null }>(await api("GET", "/api/auth/user", { as }));
  return me.firstName ?? me.username;
}

describe("undo and redo", () => {
  it("undoes and redoes the caller's own move, live for everyone", async () => {
    const t = await team();
    const card = await newTask(t.owner, t.projectId, { name: "Design" });
    const watcher = await connect(t.viewer, t.projectId);
    await watcher.next((m) => m.type === "snapshot");

    await patch(t.editor, card.id, { status: "done" });
    const state = await activity(t.editor, t.projectId, "?limit=1");
    expect(state.undo).toBe("moving “Design”");
    expect(state.redo).toBeNull();

    const undone = await undo(t.editor, t.projectId);
    expect(undone.status).toBe(200);
    expect(await json<HistoryResult>(undone)).toEqual({ done: "moving “Design”", undo: null, redo: "moving “Design”" });
    expect(await task(t.owner, t.projectId, card.id)).toMatchObject({ status: "todo", order: card.order, isCompleted: false });
    const op = await watcher.next<Extract<ServerMessage, { type: "op" }>>(
      (m) => m.type === "op" && m.op.kind === "updated" && m.op.task.status === "todo" && m.actorId === t.editor.userId,
    );
    expect(op.op.kind).toBe("updated");
    // The op live clients apply carries the completion that goes with the status put back.
    expect(op.op.kind === "updated" && op.op.task.isCompleted).toBe(false);

    expect(await json<HistoryResult>(await redo(t.editor, t.projectId))).toMatchObject({
      done: "moving “Design”",
      undo: "moving “Design”",
      redo: null,
    });
    expect((await task(t.owner, t.projectId, card.id))?.status).toBe("done");

    // A fresh action clears what could be redone.
    await undo(t.editor, t.projectId);
    await patch(t.editor, card.id, { priority: "high" });
    const again = await redo(t.editor, t.projectId);
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe("Nothing to redo.");
    watcher.close();
  });

  it("undoes two actions and redoes both, newest first, each one entry on the other stack", async () => {
    const t = await team();
    const card = await newTask(t.owner, t.projectId, { name: "Design" });
    expect((await patch(t.editor, card.id, { name: "Design 2" })).status).toBe(200);
    expect((await patch(t.editor, card.id, { priority: "high" })).status).toBe(200);
    expect(await json<HistoryResult>(await undo(t.editor, t.projectId))).toMatchObject({
      undo: "editing “Design 2”",
      redo: "editing “Design 2”",
    });
    expect(await json<HistoryResult>(await undo(t.editor, t.projectId))).toMatchObject({
      undo: null,
      redo: "editing “Design”",
    });
    expect(await task(t.owner, t.projectId, card.id)).toMatchObject({ name: "Design", priority: "medium" });
    expect(await json<HistoryResult>(await redo(t.editor, t.projectId))).toMatchObject({
      undo: "editing “Design 2”",
      redo: "editing “Design 2”",
    });
    expect(await json<HistoryResult>(await redo(t.editor, t.projectId))).toMatchObject({ undo: "editing “Design 2”", redo: null });
    expect(await task(t.owner, t.projectId, card.id)).toMatchObject({ name: "Design 2", priority: "high" });
  });

  it("refuses an undo that would overwrite someone else's later change, and names them", async () => {
    const t = await team();
    const card = await newTask(t.owner, t.projectId, { name: "Budget" });
    await patch(t.editor, card.id, { name: "Budget v2" });
    await patch(t.owner, card.id, { name: "Budget final" });

    const refused = await undo(t.editor, t.projectId);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(
      `Can't undo: “Budget final” was changed by ${await nameOf(t.owner)} since. Their change is kept.`,
    );
    expect((await task(t.owner, t.projectId, card.id))?.name).toBe("Budget final");

    // A later change to another field is no conflict: only the caller's field goes back.
    const other = await newTask(t.owner, t.projectId, { name: "Venue" });
    await patch(t.editor, other.id, { status: "in-progress" });
    await patch(t.owner, other.id, { name: "Venue booked" });
    expect((await undo(t.editor, t.projectId)).status).toBe(200);
    expect(await task(t.owner, t.projectId, other.id)).toMatchObject({ name: "Venue booked", status: "todo" });

    // Someone deleting the task since is a conflict too.
    const third = await newTask(t.owner, t.projectId, { name: "Catering" });
    await patch(t.editor, third.id, { priority: "high" });
    await api("DELETE", `/api/tasks/${third.id}`, { as: t.owner });
    const gone = await undo(t.editor, t.projectId);
    expect(gone.status).toBe(409);
    expect((await json(gone)).message).toContain("“Catering” was deleted by");
  });

  it("refuses to undo a multi-field edit when a teammate later changed any one of its fields", async () => {
    // Issue 27: a check on the first field alone let the undo revert the teammate's change to the last one.
    for (const later of [{ status: "done" }, { priority: "low" }, { dueDate: "2031-02-01" }] as const) {
      const t = await team();
      const card = await newTask(t.owner, t.projectId, { name: "Budget", status: "todo", priority: "medium", dueDate: "2031-01-01" });
      expect((await patch(t.editor, card.id, { status: "in-progress", priority: "high", dueDate: "2031-01-15" })).status).toBe(200);
      expect((await patch(t.owner, card.id, later)).status).toBe(200);
      const refused = await undo(t.editor, t.projectId);
      expect(refused.status, JSON.stringify(later)).toBe(409);
      expect((await json(refused)).message).toBe(
        `Can't undo: “Budget” was changed by ${await nameOf(t.owner)} since. Their change is kept.`,
      );
      // Nothing went back, not even the fields nobody touched since: an undo is all or nothing.
      expect(await task(t.owner, t.projectId, card.id)).toMatchObject({
        status: "in-progress",
        priority: "high",
        dueDate: "2031-01-15",
        ...later,
      });
    }
  });

  it("keeps each person's last 50 actions: the 51st undo says there is nothing left", async () => {
    const t = await team();
    const card = await newTask(t.owner, t.projectId, { name: "v0" });
    for (let i = 1; i <= 53; i++) expect((await patch(t.editor, card.id, { name: `v${i}` })).status).toBe(200);
    for (let i = 53; i > 3; i--) {
      expect(await json<HistoryResult>(await undo(t.editor, t.projectId))).toMatchObject({ done: `editing “v${i}”` });
    }
    expect((await task(t.owner, t.projectId, card.id))?.name).toBe("v3");
    const past = await undo(t.editor, t.projectId);
    expect(past.status).toBe(409);
    expect((await json(past)).message).toBe("Nothing to undo.");
  });

  it("undo is per person, needs the editor role, and says when there is nothing to undo", async () => {
    const t = await team();
    const card = await newTask(t.owner, t.projectId, { name: "Mine" });
    await patch(t.editor, card.id, { status: "done" });
    // The owner's own last action is creating the task: undoing it removes it, not the editor's move.
    const nothing = await undo(t.outsider, t.projectId);
    expect(nothing.status).toBe(404);
    const viewer = await undo(t.viewer, t.projectId);
    expect(viewer.status).toBe(403);
    const editorFirst = await json<HistoryResult>(await undo(t.editor, t.projectId));
    expect(editorFirst.done).toBe("moving “Mine”");
    const empty = await undo(t.editor, t.projectId);
    expect(empty.status).toBe(409);
    expect((await json(empty)).message).toBe("Nothing to undo.");
    expect(await json<HistoryResult>(await undo(t.owner, t.projectId))).toMatchObject({ done: "creating “Mine”" });
    expect(await task(t.owner, t.projectId, card.id)).toBeUndefined();
  });

  it("on a board nobody has changed yet, says there is nothing to undo or redo, and takes writes after", async () => {
    const t = await team();
    const empty = await undo(t.editor, t.projectId);
    expect(empty.status).toBe(409);
    expect((await json(empty)).message).toBe("Nothing to undo.");
    // The refused undo once rolled back the history table it had just made: every later write was a 500.
    const none = await redo(t.editor, t.projectId);
    expect(none.status).toBe(409);
    expect((await json(none)).message).toBe("Nothing to redo.");
    const card = await newTask(t.editor, t.projectId, { name: "First" });
    expect(await json<HistoryResult>(await undo(t.editor, t.projectId))).toMatchObject({ done: "creating “First”" });
    expect(await task(t.owner, t.projectId, card.id)).toBeUndefined();
  });

  it("an undone edit is a new version of the task, newer than the edit it undid", async () => {
    const t = await team();
    const card = await newTask(t.owner, t.projectId, { name: "Copy" });
    await patch(t.editor, card.id, { name: "Copy v2" });
    const edited = await task(t.owner, t.projectId, card.id);
    await undo(t.editor, t.projectId);
    const undone = await task(t.owner, t.projectId, card.id);
    expect(undone?.name).toBe("Copy");
    expect(undone?.version).toBe((edited?.version ?? Number.NaN) + 1);
  });

  it("undoing a delete brings the task back with its subtask link and its comments", async () => {
    const t = await team();
    const parent = await newTask(t.owner, t.projectId, { name: "Parent" });
    const child = await newTask(t.owner, t.projectId, { name: "Child", parentTaskId: parent.id });
    const posted = await api("POST", `/api/tasks/${parent.id}/comments`, { as: t.viewer, body: { body: "keep me" } });
    expect(posted.status).toBe(201);
    await api("DELETE", `/api/tasks/${parent.id}`, { as: t.editor });
    expect((await task(t.owner, t.projectId, child.id))?.parentTaskId).toBeNull();

    expect(await json<HistoryResult>(await undo(t.editor, t.projectId))).toMatchObject({ done: "deleting “Parent”" });
    const back = await task(t.owner, t.projectId, parent.id);
    expect(back).toMatchObject({ name: "Parent", version: parent.version + 1 });
    expect((await task(t.owner, t.projectId, child.id))?.parentTaskId).toBe(parent.id);
    const comments = await json<Array<{ body: string }>>(await api("GET", `/api/tasks/${parent.id}/comments`, { as: t.owner }));
    expect(comments.map((c) => c.body)).toEqual(["keep me"]);
  });
});

describe("undo against later changes, one kind at a time (issue 27)", () => {
  it("refuses to undo a create once someone gave the task a subtask, and keeps both", async () => {
    const t = await team();
    const epic = await newTask(t.editor, t.projectId, { name: "Epic" });
    const child = await newTask(t.owner, t.projectId, { name: "Story", parentTaskId: epic.id });
    const refused = await undo(t.editor, t.projectId);
    expect(refused.status).toBe(409);
    // Not named: the subtask's creation is logged on the subtask, and the message names the last other
    // person to change the task itself.
    expect((await json(refused)).message).toBe("Can't undo: “Epic” was given subtasks since. Their change is kept.");
    expect(await task(t.owner, t.projectId, epic.id)).toMatchObject({ name: "Epic" });
    expect((await task(t.owner, t.projectId, child.id))?.parentTaskId).toBe(epic.id);
  });

  it("refuses to undo a create once someone deleted the task, and says so", async () => {
    const t = await team();
    const draft = await newTask(t.editor, t.projectId, { name: "Draft" });
    expect((await api("DELETE", `/api/tasks/${draft.id}`, { as: t.owner })).status).toBe(204);
    const refused = await undo(t.editor, t.projectId);
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toContain("“Draft” was deleted");
    expect(await task(t.owner, t.projectId, draft.id)).toBeFalsy();
  });

  it("refuses to undo a create once someone linked the task to another, and keeps both and the link", async () => {
    const t = await team();
    const design = await newTask(t.editor, t.projectId, { name: "Design" });
    const build = await newTask(t.owner, t.projectId, { name: "Build" });
    const linked = await api("POST", `/api/projects/${t.projectId}/dependencies`, {
      as: t.owner,
      body: { predecessorId: design.id, successorId: build.id },
    });
    expect(linked.status).toBe(201);
    const refused = await undo(t.editor, t.projectId);
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toContain("“Design” was linked to other tasks since");
    expect(await task(t.owner, t.projectId, design.id)).toMatchObject({ name: "Design" });
    const links = await json<Array<{ predecessorId: string }>>(
      await api("GET", `/api/projects/${t.projectId}/dependencies`, { as: t.owner }),
    );
    expect(links.map((l) => l.predecessorId)).toEqual([design.id]);
  });

  it("refuses to undo a delete once someone restored the task from the Activity view", async () => {
    const t = await team();
    const card = await newTask(t.owner, t.projectId, { name: "Flyer" });
    expect((await api("DELETE", `/api/tasks/${card.id}`, { as: t.editor })).status).toBe(204);
    expect((await api("POST", `/api/projects/${t.projectId}/restore/${card.id}`, { as: t.owner })).status).toBe(200);
    const refused = await undo(t.editor, t.projectId);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(`Can't undo: “Flyer” was restored by ${await nameOf(t.owner)} since. Their change is kept.`);
    expect((await listTasks(t.owner, t.projectId)).tasks.filter((x) => x.id === card.id)).toHaveLength(1);
  });

  it("refuses to undo a custom field's value that someone changed since, and keeps theirs", async () => {
    const t = await team();
    const field = await json<{ id: string }>(
      await api("POST", `/api/projects/${t.projectId}/fields`, { as: t.owner, body: { name: "Points", type: "number" } }),
    );
    const card = await newTask(t.owner, t.projectId, { name: "Estimate me" });
    expect((await patch(t.editor, card.id, { fields: { [field.id]: 5 } })).status).toBe(200);
    expect((await patch(t.owner, card.id, { fields: { [field.id]: 8 } })).status).toBe(200);
    const refused = await undo(t.editor, t.projectId);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(
      `Can't undo: “Estimate me” was changed by ${await nameOf(t.owner)} since. Their change is kept.`,
    );
    expect((await task(t.owner, t.projectId, card.id))?.fields).toEqual({ [field.id]: 8 });
  });

  it("puts back only the custom fields an edit changed: a value set before, none where there was none, another field kept", async () => {
    const t = await team();
    const field = async (name: string) =>
      (
        await json<{ id: string }>(
          await api("POST", `/api/projects/${t.projectId}/fields`, { as: t.owner, body: { name, type: "number" } }),
        )
      ).id;
    const [points, cost, risk] = [await field("Points"), await field("Cost"), await field("Risk")];
    const card = await newTask(t.owner, t.projectId, { name: "Estimate me" });
    expect((await patch(t.owner, card.id, { fields: { [points]: 3 } })).status).toBe(200);
    expect((await patch(t.editor, card.id, { fields: { [points]: 5, [risk]: 1 } })).status).toBe(200);
    expect((await patch(t.owner, card.id, { fields: { [cost]: 8 } })).status).toBe(200);
    expect((await undo(t.editor, t.projectId)).status).toBe(200);
    expect((await task(t.owner, t.projectId, card.id))?.fields).toEqual({ [points]: 3, [cost]: 8 });
    // One field changed is put back too.
    expect((await patch(t.editor, card.id, { fields: { [points]: 7 } })).status).toBe(200);
    expect((await undo(t.editor, t.projectId)).status).toBe(200);
    expect((await task(t.owner, t.projectId, card.id))?.fields).toEqual({ [points]: 3, [cost]: 8 });
  });

  it("refuses to put back an assignee who has left the project", async () => {
    const t = await team();
    const leaver = await signIn(uniqueEmail("leaver"));
    await addMember(t.projectId, leaver.userId, "editor");
    const card = await newTask(t.owner, t.projectId, { name: "Handover", assigneeId: leaver.userId });
    expect((await patch(t.editor, card.id, { assigneeId: t.editor.userId })).status).toBe(200);
    expect((await api("DELETE", `/api/projects/${t.projectId}/members/${leaver.userId}`, { as: t.owner })).status).toBe(204);
    const refused = await undo(t.editor, t.projectId);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe("Can't undo: the person “Handover” was assigned to is no longer a member.");
    expect((await task(t.owner, t.projectId, card.id))?.assigneeId).toBe(t.editor.userId);
  });

  it("brings a deleted task back unassigned when its assignee has left the project since", async () => {
    const t = await team();
    const leaver = await signIn(uniqueEmail("leaver"));
    await addMember(t.projectId, leaver.userId, "editor");
    const card = await newTask(t.owner, t.projectId, { name: "Handover", assigneeId: leaver.userId });
    expect((await api("DELETE", `/api/tasks/${card.id}`, { as: t.editor })).status).toBe(204);
    expect((await api("DELETE", `/api/projects/${t.projectId}/members/${leaver.userId}`, { as: t.owner })).status).toBe(204);
    expect(await json<HistoryResult>(await undo(t.editor, t.projectId))).toMatchObject({ done: "deleting “Handover”" });
    expect(await task(t.owner, t.projectId, card.id)).toMatchObject({ name: "Handover", assigneeId: null });
  });

  it("refuses to undo a move out of a status deleted since, and leaves the task where it is", async () => {
    const t = await team();
    const review = await addStatus(t, "Review");
    const card = await newTask(t.owner, t.projectId, { name: "Spec", statusId: review.id });
    expect((await patch(t.editor, card.id, { statusId: `${t.projectId}-todo` })).status).toBe(200);
    expect((await api("DELETE", `/api/statuses/${review.id}`, { as: t.owner })).status).toBe(204);
    const refused = await undo(t.editor, t.projectId);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe("Can't undo: the status “Spec” was in has been deleted since.");
    expect(await task(t.owner, t.projectId, card.id)).toMatchObject({ status: "todo", statusId: `${t.projectId}-todo` });
  });

  it("undoing a delete puts the task in its category's first status, and under no parent, when those were deleted since", async () => {
    const t = await team();
    const review = await addStatus(t, "Review");
    const parent = await newTask(t.owner, t.projectId, { name: "Epic" });
    const card = await newTask(t.owner, t.projectId, { name: "Story", parentTaskId: parent.id, statusId: review.id });
    expect((await api("DELETE", `/api/tasks/${card.id}`, { as: t.editor })).status).toBe(204);
    expect((await api("DELETE", `/api/tasks/${parent.id}`, { as: t.owner })).status).toBe(204);
    expect((await api("DELETE", `/api/statuses/${review.id}`, { as: t.owner })).status).toBe(204);
    expect((await undo(t.editor, t.projectId)).status).toBe(200);
    expect(await task(t.owner, t.projectId, card.id)).toMatchObject({
      name: "Story",
      status: "in-progress",
      statusId: `${t.projectId}-in-progress`,
      parentTaskId: null,
    });
  });

  it("puts back a task's one label with the rest of an edit", async () => {
    const t = await team();
    const res = await api("POST", `/api/projects/${t.projectId}/labels`, { as: t.owner, body: { name: "Urgent", color: "red" } });
    expect(res.status).toBe(201);
    const urgent = await json<{ id: string }>(res);
    const card = await newTask(t.owner, t.projectId, { name: "Ship", labelIds: [urgent.id] });
    expect((await patch(t.editor, card.id, { name: "Ship it", labelIds: [] })).status).toBe(200);
    expect((await undo(t.editor, t.projectId)).status).toBe(200);
    expect(await task(t.owner, t.projectId, card.id)).toMatchObject({ name: "Ship", labelIds: [urgent.id] });
  });

  it("leaves off a label deleted since when it undoes the edit that took it off", async () => {
    const t = await team();
    const res = await api("POST", `/api/projects/${t.projectId}/labels`, { as: t.owner, body: { name: "Urgent", color: "red" } });
    const urgent = await json<{ id: string }>(res);
    const card = await newTask(t.owner, t.projectId, { name: "Ship", labelIds: [urgent.id] });
    expect((await patch(t.editor, card.id, { name: "Ship it", labelIds: [] })).status).toBe(200);
    expect((await api("DELETE", `/api/labels/${urgent.id}`, { as: t.owner })).status).toBe(204);
    expect((await undo(t.editor, t.projectId)).status).toBe(200);
    expect(await task(t.owner, t.projectId, card.id)).toMatchObject({ name: "Ship", labelIds: [] });
  });
});

describe("activity and restore", () => {
  it("lists who did what, when, before and after, filterable by person and task, a page at a time", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "Alpha" });
    const b = await newTask(t.editor, t.projectId, { name: "Beta" });
    await patch(t.editor, a.id, { status: "in-progress", name: "Alpha 2" });
    await api("DELETE", `/api/tasks/${b.id}`, { as: t.editor });

    const all = await activity(t.viewer, t.projectId);
    expect(all.items.map((e) => [e.kind, e.taskName, e.actor.id])).toEqual([
      ["deleted", "Beta", t.editor.userId],
      ["updated", "Alpha 2", t.editor.userId],
      ["created", "Beta", t.editor.userId],
      ["created", "Alpha", t.owner.userId],
    ]);
    expect(all.items[0].restorable).toBe(true);
    expect(all.items[1].changes).toEqual(
      expect.arrayContaining([
        { field: "name", before: "Alpha", after: "Alpha 2" },
        { field: "status", before: "todo", after: "in-progress" },
      ]),
    );
    expect(all.items[3].actor.name).toBe(await nameOf(t.owner));

    expect((await activity(t.viewer, t.projectId, `?actor=${t.owner.userId}`)).items.map((e) => e.taskName)).toEqual(["Alpha"]);
    expect((await activity(t.viewer, t.projectId, `?task=${a.id}`)).items.map((e) => e.kind)).toEqual(["updated", "created"]);
    const page1 = await activity(t.viewer, t.projectId, "?limit=3");
    expect(page1.items).toHaveLength(3);
    const page2 = await activity(t.viewer, t.projectId, `?limit=3&before=${page1.nextBefore}`);
    expect(page2.items.map((e) => e.taskName)).toEqual(["Alpha"]);
    expect(page2.nextBefore).toBeNull();

    expect((await api("GET", `/api/projects/${t.projectId}/activity`, { as: t.outsider })).status).toBe(404);
    expect((await api("GET", `/api/projects/${t.projectId}/activity?limit=0`, { as: t.owner })).status).toBe(400);
    expect((await api("GET", `/api/projects/${t.projectId}/activity?actor=bob`, { as: t.owner })).status).toBe(400);
  });

  it("restores a deleted task from the Activity view, once; checks roles and ids", async () => {
    const t = await team();
    const card = await newTask(t.owner, t.projectId, { name: "Restore me", assigneeId: t.editor.userId });
    await api("DELETE", `/api/tasks/${card.id}`, { as: t.owner });
    const path = `/api/projects/${t.projectId}/restore/${card.id}`;
    expect((await api("POST", path, { as: t.viewer })).status).toBe(403);
    expect((await api("POST", path, { as: t.outsider })).status).toBe(404);

    const watcher = await connect(t.viewer, t.projectId);
    await watcher.next((m) => m.type === "snapshot");
    const res = await api("POST", path, { as: t.editor });
    expect(res.status).toBe(200);
    const restored = await json<Task>(res);
    expect(restored).toMatchObject({ id: card.id, name: "Restore me", assigneeId: t.editor.userId, version: card.version + 1 });
    await watcher.next((m) => m.type === "op" && m.op.kind === "created" && m.op.task.id === card.id);
    expect((await activity(t.owner, t.projectId)).items[0]).toMatchObject({ kind: "created", history: "restore", taskId: card.id });
    expect((await activity(t.owner, t.projectId)).items.find((e) => e.kind === "deleted")?.restorable).toBe(false);

    const twice = await api("POST", path, { as: t.editor });
    expect(twice.status).toBe(409);
    expect((await json(twice)).message).toBe("This task is already back on the board.");
    expect((await api("POST", `/api/projects/${t.projectId}/restore/${t.projectId}-aaaaaaaaaaaaaaaa`, { as: t.editor })).status).toBe(404);
    expect((await api("POST", `/api/projects/${t.projectId}/restore/999-aaaaaaaaaaaaaaaa`, { as: t.editor })).status).toBe(404);

    // The restore is the editor's own action: they can undo it.
    // Both buttons call it what it was (issue 21 #9): undo "restoring", and then redo "restoring" too, not "deleting".
    expect(await json<HistoryResult>(await undo(t.editor, t.projectId))).toMatchObject({
      done: "restoring “Restore me”",
      undo: null,
      redo: "restoring “Restore me”",
    });
    expect(await json<HistoryResult>(await redo(t.editor, t.projectId))).toMatchObject({
      done: "restoring “Restore me”",
      undo: "restoring “Restore me”",
    });
    expect(await task(t.owner, t.projectId, card.id)).toMatchObject({ name: "Restore me" });
    // An ordinary create reads the same way round: undone, its redo creates it again.
    await api("POST", "/api/tasks", { as: t.editor, body: { projectId: t.projectId, name: "Fresh one" } });
    expect(await json<HistoryResult>(await undo(t.editor, t.projectId))).toMatchObject({
      done: "creating “Fresh one”",
      redo: "creating “Fresh one”",
    });
    watcher.close();
  });
});
