import { type CommentView, storedCommentAuthor, storedMentions } from "../../core/schemas/comment";
import { randomId } from "../auth/tokens";
import { readColumnOrSkip } from "../db/json-column";

// Comments live in the board's own SQLite, next to the tasks they discuss: they are kept with the
// board (a deleted and restored task gets its discussion back) and every socket of the project sees
// them live. The table is created on first use, so this module needs no step in the board's schema
// migrations (which other work changes too).

const COMMENT_ID = /^c([1-9][0-9]{0,14})-([a-z2-7]{8,40})$/;

/** A comment id embeds its project, like a task id (decision 001): /api/comments/:id finds its board. */
export function newCommentId(projectId: number): string {
  return `c${projectId}-${randomId()}`;
}

export function projectIdOfComment(commentId: string): number | null {
  const m = COMMENT_ID.exec(commentId);
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) ? id : null;
}

interface CommentRow extends Record<string, SqlStorageValue> {
  id: string;
  task_id: string;
  author: string;
  author_id: number;
  body: string;
  mentions: string;
  created_at: string;
  edited_at: string | null;
}

/**
 * A stored comment, its author and mentions parsed (decision 134); null when they don't fit (logged):
 * the comment is then read as missing, left out of its task's list and not found by id.
 */
function toView(projectId: number, r: CommentRow): CommentView | null {
  const author = readColumnOrSkip(storedCommentAuthor, r.author, { column: "board comments.author", key: r.id });
  const mentions = readColumnOrSkip(storedMentions, r.mentions, { column: "board comments.mentions", key: r.id });
  if (!author || !mentions) return null;
  return { id: r.id, projectId, taskId: r.task_id, author, body: r.body, mentions, createdAt: r.created_at, editedAt: r.edited_at };
}

export class CommentStore {
  constructor(
    private readonly sql: SqlStorage,
    readonly projectId: number,
  ) {}

  listForTask(taskId: string): CommentView[] {
    return this.sql
      .exec<CommentRow>("SELECT * FROM comments WHERE task_id = ? ORDER BY created_at, id", taskId)
      .toArray()
      .flatMap((r) => toView(this.projectId, r) ?? []);
  }

  get(id: string): CommentView | null {
    const row = this.sql.exec<CommentRow>("SELECT * FROM comments WHERE id = ?", id).toArray()[0];
    return row ? toView(this.projectId, row) : null;
  }

  insert(c: CommentView): void {
    this.sql.exec(
      "INSERT INTO comments (id, task_id, author, author_id, body, mentions, created_at, edited_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      c.id,
      c.taskId,
      JSON.stringify(c.author),
      c.author.id,
      c.body,
      JSON.stringify(c.mentions),
      c.createdAt,
      c.editedAt,
    );
  }

  update(c: CommentView): void {
    this.sql.exec(
      "UPDATE comments SET body = ?, mentions = ?, edited_at = ? WHERE id = ?",
      c.body,
      JSON.stringify(c.mentions),
      c.editedAt,
      c.id,
    );
  }

  delete(id: string): void {
    this.sql.exec("DELETE FROM comments WHERE id = ?", id);
  }

  /** People who follow a task: everyone who commented on it or was mentioned in it. */
  followersOf(taskId: string): number[] {
    const ids = new Set<number>();
    for (const r of this.sql.exec<{ id: string; author_id: number; mentions: string }>(
      "SELECT id, author_id, mentions FROM comments WHERE task_id = ?",
      taskId,
    )) {
      ids.add(r.author_id);
      // Mentions that can't be read back (logged) follow nobody; the author still follows.
      const mentions = readColumnOrSkip(storedMentions, r.mentions, { column: "board comments.mentions", key: r.id }) ?? [];
      for (const m of mentions) ids.add(m.id);
    }
    return [...ids];
  }
}
