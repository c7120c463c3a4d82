import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ServerMessage } from "../../core/schemas/board-protocol";
import type { CommentPerson, CommentView } from "../../core/schemas/comment";
import type { Task } from "../../core/schemas/task";
import { broadcastSynced, COMMENT_NOT_FOUND, type CommentAnswer, runCommentCall } from "../../worker/board/comment-calls";
import { TASK_NOT_FOUND } from "../../worker/board/rules";
import type { BoardStore } from "../../worker/board/store";
import type { BoardResult } from "../../worker/board/types";
import { storedTask } from "../support/stored-task";

// Issue 27: the BoardRoom's comment calls (worker/board/comment-calls.ts) in Node, over comments held
// in memory (the comment table is the board's SQLite, which Node lacks), so the mutation bench's
// mutants of these calls die without a workerd run. test/board/comments.test.ts checks the same calls
// through the API and the board's sockets.

const rows = new Map<string, CommentView>();

vi.mock("../../worker/board/comments", async (real) => ({
  ...(await real<typeof import("../../worker/board/comments")>()),
  CommentStore: class {
    listForTask = (taskId: string) => [...rows.values()].filter((c) => c.taskId === taskId);
    get = (id: string) => rows.get(id) ?? null;
    insert = (c: CommentView) => void rows.set(c.id, c);
    update = (c: CommentView) => void rows.set(c.id, c);
    delete = (id: string) => void rows.delete(id);
    followersOf = (taskId: string) => [...new Set(this.listForTask(taskId).flatMap((c) => [c.author.id, ...c.mentions.map((m) => m.id)]))];
  },
}));

const person = (id: number): CommentPerson => ({ id, name: `Person ${id}`, username: `p${id}` });
const author = (id: number) => ({ ...person(id), profileImageUrl: null });

function boardOf(...tasks: Task[]): BoardStore {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  return { projectId: 7, get: (id: string) => byId.get(id) ?? null } as unknown as BoardStore;
}

const design = storedTask("7-design", { name: "Design", assigneeId: 3 });
const store = boardOf(design);
const sql = {} as SqlStorage;

function answer(result: BoardResult<CommentAnswer>): CommentAnswer {
  if (!result.ok) throw new Error(`refused: ${result.status} ${result.message}`);
  return result.value;
}

const add = (by: number, body: string, mentions: CommentPerson[] = [], taskId = design.id) =>
  runCommentCall(store, sql, { type: "add", taskId, author: author(by), body, mentions });

beforeEach(() => rows.clear());

describe("runCommentCall", () => {
  it("adds a comment to a task on the board and answers it with the task and its followers", () => {
    const before = Date.now();
    const added = answer(add(2, "Looks good", [person(5)]));
    const [comment] = added.comments;
    expect(comment).toMatchObject({ projectId: 7, taskId: design.id, author: author(2), body: "Looks good", editedAt: null });
    expect(comment.id).toMatch(/^c7-/);
    expect(Date.parse(comment.createdAt)).toBeGreaterThanOrEqual(before);
    expect(added.event).toEqual({ action: "added", comment });
    expect(added.task).toEqual({ id: design.id, name: "Design", assigneeId: 3 });
    expect(added.followers).toEqual([2, 5]);
    expect(added.newlyMentioned).toEqual([person(5)]);
    expect(rows.get(comment.id)).toEqual(comment);
  });

  it("lists a task's comments, and answers 404 Task not found for a task not on the board", () => {
    const first = answer(add(2, "one")).comments[0];
    const listed = runCommentCall(store, sql, { type: "list", taskId: design.id });
    expect(listed).toEqual({ ok: true, value: { comments: [first] } });
    const refusal = { ok: false, status: 404, message: TASK_NOT_FOUND };
    expect(runCommentCall(store, sql, { type: "list", taskId: "7-gone" })).toEqual(refusal);
    expect(add(2, "late", [], "7-gone")).toEqual(refusal);
    expect(rows.size).toBe(1);
  });

  it("lets the author edit: the new body and mentions stored, only people not mentioned before notified", () => {
    const mine = answer(add(2, "draft", [person(5)])).comments[0];
    const edited = answer(
      runCommentCall(store, sql, { type: "edit", id: mine.id, actorId: 2, body: "final", mentions: [person(5), person(6)] }),
    );
    const [next] = edited.comments;
    expect(next).toMatchObject({ id: mine.id, body: "final", mentions: [person(5), person(6)], createdAt: mine.createdAt });
    expect(next.editedAt).not.toBeNull();
    expect(edited.event).toEqual({ action: "edited", comment: next });
    expect(edited.task).toEqual({ id: design.id, name: "Design", assigneeId: 3 });
    expect(edited.newlyMentioned).toEqual([person(6)]);
    expect(rows.get(mine.id)).toEqual(next);
  });

  it("refuses an edit by anyone but the author, and any call about a comment that is not there", () => {
    const mine = answer(add(2, "draft")).comments[0];
    expect(runCommentCall(store, sql, { type: "edit", id: mine.id, actorId: 1, body: "x", mentions: [] })).toEqual({
      ok: false,
      status: 403,
      message: "Only the author can edit a comment.",
    });
    const missing = { ok: false, status: 404, message: COMMENT_NOT_FOUND };
    expect(runCommentCall(store, sql, { type: "edit", id: "c7-nothere", actorId: 2, body: "x", mentions: [] })).toEqual(missing);
    expect(runCommentCall(store, sql, { type: "delete", id: "c7-nothere", actorId: 2, role: "owner" })).toEqual(missing);
    expect(rows.get(mine.id)?.body).toBe("draft");
  });

  it("answers an edit of a comment whose task is gone without the task", () => {
    const lone = storedTask("7-lone");
    const mine = answer(runCommentCall(boardOf(lone), sql, { type: "add", taskId: lone.id, author: author(2), body: "x", mentions: [] }))
      .comments[0];
    const edited = answer(runCommentCall(boardOf(), sql, { type: "edit", id: mine.id, actorId: 2, body: "y", mentions: [] }));
    expect(edited.task).toBeUndefined();
    expect(edited.comments[0].body).toBe("y");
  });

  it("deletes for the author or an owner, and says which comment of which task went", () => {
    const mine = answer(add(2, "mine")).comments[0];
    const refused = runCommentCall(store, sql, { type: "delete", id: mine.id, actorId: 4, role: "editor" });
    expect(refused).toEqual({ ok: false, status: 403, message: "Only the author or a project owner can delete a comment." });
    expect(rows.has(mine.id)).toBe(true);
    expect(runCommentCall(store, sql, { type: "delete", id: mine.id, actorId: 2, role: "viewer" })).toEqual({
      ok: true,
      value: { comments: [], event: { action: "deleted", id: mine.id, taskId: design.id } },
    });
    expect(rows.has(mine.id)).toBe(false);
    const other = answer(add(2, "other")).comments[0];
    expect(runCommentCall(store, sql, { type: "delete", id: other.id, actorId: 1, role: "owner" }).ok).toBe(true);
    expect(rows.size).toBe(0);
  });
});

describe("broadcastSynced", () => {
  const socket = (attachment: unknown) => ({ deserializeAttachment: () => attachment, send: vi.fn() });

  it("sends the message to every socket that has said hello, and to no other", () => {
    const synced = [socket({ synced: true }), socket({ synced: true })];
    const waiting = socket({ synced: false });
    const bare = socket(null);
    const message = { type: "comment", event: { action: "deleted", id: "c7-x", taskId: "7-a" } } as ServerMessage;
    broadcastSynced([synced[0], waiting, bare, synced[1]] as unknown as WebSocket[], message);
    for (const ws of synced) expect(ws.send).toHaveBeenCalledExactlyOnceWith(JSON.stringify(message));
    expect(waiting.send).not.toHaveBeenCalled();
    expect(bare.send).not.toHaveBeenCalled();
  });
});
