import { plainText } from "../../core/markdown-lite";
import { displayName } from "../../core/user-display";
import type { SessionUser } from "../auth/session";
import type { CommentAnswer } from "../board/comment-calls";
import { type NewNotification, notify } from "./notifications";

/**
 * Who hears about a comment: the people it newly mentions (a mention), and the task's assignee and
 * followers (a comment), never the author, and each person once (a mention wins).
 */
export async function notifyAboutComment(env: Env, projectId: number, author: SessionUser, answer: CommentAnswer): Promise<void> {
  const comment = answer.comments[0];
  if (!comment || !answer.task) return;
  const task = answer.task;
  const who = displayName(author);
  const url = `/projects/${projectId}?task=${encodeURIComponent(task.id)}`;
  const body = plainText(comment.body);
  const base = { projectId, taskId: task.id, actorId: author.id, url, body };
  const items: NewNotification[] = [];
  const told = new Set<number>([author.id]);
  for (const m of answer.newlyMentioned ?? []) {
    if (told.has(m.id)) continue;
    told.add(m.id);
    items.push({ ...base, userId: m.id, kind: "mention", title: `${who} mentioned you on “${task.name}”` });
  }
  // Only a new comment goes to followers; an edit only tells the people it newly mentions.
  if (answer.event?.action === "added") {
    const audience = [...(task.assigneeId !== null ? [task.assigneeId] : []), ...(answer.followers ?? [])];
    for (const id of audience) {
      if (told.has(id)) continue;
      told.add(id);
      items.push({ ...base, userId: id, kind: "comment", title: `${who} commented on “${task.name}”` });
    }
  }
  await notify(env, items);
}
