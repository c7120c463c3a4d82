import { describe, expect, it } from "vitest";
import type { ServerMessage } from "../../core/schemas/board-protocol";
import type { CommentView } from "../../core/schemas/comment";
import { api, type Caller, connect, json, newTask, signIn, team, uniqueEmail } from "./support";

// Comments on tasks and @mentions (issue 14): kept with the board, live for every socket, checked
// on the server (roles, authorship, mentions of members only).

type CommentMsg = Extract<ServerMessage, { type: "comment" }>;

async function post(as: Caller, taskId: string, body: unknown) {
  return api("POST", `/api/tasks/${taskId}/comments`, { as, body });
}

describe("comments", () => {
  it("any member, viewers included, comments; every socket of the board sees it live; outsiders get 404", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Discuss me" });
    const watcher = await connect(t.editor, t.projectId);
    await watcher.next((m) => m.type === "snapshot");

    const res = await post(t.viewer, task.id, { body: "  Looks good to me  " });
    expect(res.status).toBe(201);
    const comment = await json<CommentView>(res);
    expect(comment).toMatchObject({ taskId: task.id, projectId: t.projectId, body: "Looks good to me", mentions: [], editedAt: null });
    expect(comment.author.id).toBe(t.viewer.userId);

    const pushed = await watcher.next<CommentMsg>((m) => m.type === "comment");
    expect(pushed.event).toEqual({ action: "added", comment });

    const list = await json<CommentView[]>(await api("GET", `/api/tasks/${task.id}/comments`, { as: t.editor }));
    expect(list).toEqual([comment]);

    expect((await api("GET", `/api/tasks/${task.id}/comments`, { as: t.outsider })).status).toBe(404);
    expect((await post(t.outsider, task.id, { body: "hi" })).status).toBe(404);
    expect((await api("PATCH", `/api/comments/${comment.id}`, { as: t.outsider, body: { body: "x" } })).status).toBe(404);
    expect((await api("GET", `/api/tasks/${t.projectId}-aaaaaaaaaaaaaaaa/comments`, { as: t.owner })).status).toBe(404);
    expect((await api("GET", `/api/tasks/${task.id}/comments`)).status).toBe(401);
    watcher.close();
  });

  it("bad input is a 400 with a clear message", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const empty = await post(t.owner, task.id, { body: "   " });
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toBe("Please write a comment.");
    const long = await post(t.owner, task.id, { body: "x".repeat(5001) });
    expect(long.status).toBe(400);
    expect((await json(long)).message).toMatch(/too long/);
    expect((await post(t.owner, task.id, { body: "ok", extra: 1 })).status).toBe(400);
    expect((await post(t.owner, task.id, { body: "ok", mentions: ["bob"] })).status).toBe(400);
    expect((await api("PATCH", "/api/comments/not-an-id", { as: t.owner, body: { body: "x" } })).status).toBe(404);
  });

  it("authors edit and delete their own; owners delete any; others are refused", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const mine = await json<CommentView>(await post(t.editor, task.id, { body: "first draft" }));

    const byOther = await api("PATCH", `/api/comments/${mine.id}`, { as: t.owner, body: { body: "rewritten" } });
    expect(byOther.status).toBe(403);
    expect((await json(byOther)).message).toBe("Only the author can edit a comment.");

    const edited = await json<CommentView>(await api("PATCH", `/api/comments/${mine.id}`, { as: t.editor, body: { body: "final" } }));
    expect(edited.body).toBe("final");
    expect(edited.editedAt).not.toBeNull();

    const viewerDelete = await api("DELETE", `/api/comments/${mine.id}`, { as: t.viewer });
    expect(viewerDelete.status).toBe(403);
    expect((await json(viewerDelete)).message).toBe("Only the author or a project owner can delete a comment.");

    const watcher = await connect(t.viewer, t.projectId);
    await watcher.next((m) => m.type === "snapshot");
    expect((await api("DELETE", `/api/comments/${mine.id}`, { as: t.owner })).status).toBe(204);
    const gone = await watcher.next<CommentMsg>((m) => m.type === "comment");
    expect(gone.event).toEqual({ action: "deleted", id: mine.id, taskId: task.id });
    expect(await json(await api("GET", `/api/tasks/${task.id}/comments`, { as: t.owner }))).toEqual([]);
    expect((await api("DELETE", `/api/comments/${mine.id}`, { as: t.owner })).status).toBe(404);

    const own = await json<CommentView>(await post(t.viewer, task.id, { body: "mine" }));
    expect((await api("DELETE", `/api/comments/${own.id}`, { as: t.viewer })).status).toBe(204);
    watcher.close();
  });

  it("mentions name project members; a mention of anyone else refuses the comment", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    const ok = await post(t.owner, task.id, { body: "@editor please look", mentions: [t.editor.userId, t.editor.userId] });
    expect(ok.status).toBe(201);
    const comment = await json<CommentView>(ok);
    expect(comment.mentions).toEqual([expect.objectContaining({ id: t.editor.userId })]);

    const outsider = await post(t.owner, task.id, { body: "@outsider hi", mentions: [t.outsider.userId] });
    expect(outsider.status).toBe(400);
    expect((await json(outsider)).message).toBe("You can only mention members of this project.");
    const stranger = await signIn(uniqueEmail("stranger"));
    expect((await post(t.owner, task.id, { body: "hi", mentions: [t.editor.userId, stranger.userId] })).status).toBe(400);
    expect((await post(t.owner, task.id, { body: "hi", mentions: [999_999] })).status).toBe(400);
    // Nothing was saved by the refused writes.
    expect(await json(await api("GET", `/api/tasks/${task.id}/comments`, { as: t.owner }))).toHaveLength(1);
  });

  it("a comment on a task that is gone is a 404", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    await api("DELETE", `/api/tasks/${task.id}`, { as: t.owner });
    expect((await post(t.owner, task.id, { body: "late" })).status).toBe(404);
  });
});
