import { roleAllows } from "../../core/policy";
import type { ServerMessage } from "../../core/schemas/board-protocol";
import type { CommentEvent, CommentPerson, CommentView } from "../../core/schemas/comment";
import type { Role } from "../../core/schemas/fields";
import { CommentStore, newCommentId } from "./comments";
import { TASK_NOT_FOUND } from "./rules";
import { attachmentOf, send } from "./sockets";
import type { BoardStore } from "./store";
import type { BoardResult } from "./types";

// The BoardRoom's comment calls, as one RPC with a discriminated argument so the room itself only
// forwards. The Worker has checked the caller's role and that every mentioned person is a member.

export const COMMENT_NOT_FOUND = "Comment not found";

export type CommentCall =
  | { type: "list"; taskId: string }
  | { type: "add"; taskId: string; author: CommentView["author"]; body: string; mentions: CommentPerson[] }
  | { type: "edit"; id: string; actorId: number; body: string; mentions: CommentPerson[] }
  | { type: "delete"; id: string; actorId: number; role: Role };

export interface CommentAnswer {
  comments: CommentView[];
  /** What changed, pushed to the board's sockets. */
  event?: CommentEvent;
  /** For notifications: the task as it is, and who follows it (commenters and mentioned people). */
  task?: { id: string; name: string; assigneeId: number | null };
  followers?: number[];
  /** People mentioned by this write who were not mentioned before (an edit notifies only them). */
  newlyMentioned?: CommentPerson[];
}

const fail = (status: 403 | 404, message: string) => ({ ok: false as const, status, message });

export function runCommentCall(store: BoardStore, sql: SqlStorage, call: CommentCall): BoardResult<CommentAnswer> {
  const comments = new CommentStore(sql, store.projectId);
  if (call.type === "list") {
    if (!store.get(call.taskId)) return fail(404, TASK_NOT_FOUND);
    return { ok: true, value: { comments: comments.listForTask(call.taskId) } };
  }
  if (call.type === "add") {
    const task = store.get(call.taskId);
    if (!task) return fail(404, TASK_NOT_FOUND);
    const comment: CommentView = {
      id: newCommentId(store.projectId),
      projectId: store.projectId,
      taskId: call.taskId,
      author: call.author,
      body: call.body,
      mentions: call.mentions,
      createdAt: new Date().toISOString(),
      editedAt: null,
    };
    comments.insert(comment);
    return {
      ok: true,
      value: {
        comments: [comment],
        event: { action: "added", comment },
        task: { id: task.id, name: task.name, assigneeId: task.assigneeId },
        followers: comments.followersOf(task.id),
        newlyMentioned: call.mentions,
      },
    };
  }
  const current = comments.get(call.id);
  if (!current) return fail(404, COMMENT_NOT_FOUND);
  if (call.type === "edit") {
    if (current.author.id !== call.actorId) return fail(403, "Only the author can edit a comment.");
    const before = new Set(current.mentions.map((m) => m.id));
    const next: CommentView = { ...current, body: call.body, mentions: call.mentions, editedAt: new Date().toISOString() };
    comments.update(next);
    const task = store.get(current.taskId);
    return {
      ok: true,
      value: {
        comments: [next],
        event: { action: "edited", comment: next },
        task: task ? { id: task.id, name: task.name, assigneeId: task.assigneeId } : undefined,
        newlyMentioned: call.mentions.filter((m) => !before.has(m.id)),
      },
    };
  }
  if (current.author.id !== call.actorId && !roleAllows("comment.moderate", call.role))
    return fail(403, "Only the author or a project owner can delete a comment.");
  comments.delete(current.id);
  return { ok: true, value: { comments: [], event: { action: "deleted", id: current.id, taskId: current.taskId } } };
}

/** Sends a message to every socket that has said hello. */
export function broadcastSynced(sockets: WebSocket[], message: ServerMessage): void {
  const text = JSON.stringify(message);
  for (const ws of sockets) if (attachmentOf(ws)?.synced) send(ws, text);
}
