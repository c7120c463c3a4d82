import { type HistoryEntry, isHistoryChange } from "../../core/analytics";
import { must } from "../../core/must";
import type { Task } from "../../core/schemas/task";
import type { BoardStore } from "./store";

// The board's analytics history (decision 017). The event log is trimmed to the last EVENT_LOG_KEEP
// changes: enough to replay to a reconnecting socket, far too little for a burndown. So every change
// analytics follows (created, status, assignee, due date, kind, deleted) also lands here as one small
// row with the item's state after it, and this table is never trimmed. Renames and reorders, most of a
// busy board's traffic, are not in it.

/** Storage migration: the table, then a backfill for boards created before it existed. */
export const ANALYTICS_HISTORY_MIGRATION: string[] = [
  `CREATE TABLE analytics_history (
     seq INTEGER PRIMARY KEY,
     at TEXT NOT NULL,
     task_id TEXT NOT NULL,
     kind TEXT NOT NULL,
     status TEXT,
     assignee_id INTEGER,
     due_date TEXT
   )`,
  `CREATE INDEX analytics_history_at ON analytics_history (at, seq)`,
  // An older board's items are all that is known of its past: each was created as To Do when it was
  // created, and reached its current state when it last changed.
  `INSERT INTO analytics_history (at, task_id, kind, status, assignee_id, due_date)
     SELECT created_at, id, kind, 'todo', assignee_id, due_date FROM items ORDER BY created_at, id`,
  `INSERT INTO analytics_history (at, task_id, kind, status, assignee_id, due_date)
     SELECT updated_at, id, kind, status, assignee_id, due_date FROM items WHERE status != 'todo' ORDER BY updated_at, id`,
];

/** Called for every recorded change, inside its transaction; keeps only what analytics follows. */
export function recordHistory(store: BoardStore, at: string, before: Task | null, after: Task | null): void {
  if (!isHistoryChange(before, after)) return;
  const item = must(after ?? before, "a task change has a task before or after it");
  store.appendHistory({
    at,
    taskId: item.id,
    kind: item.kind,
    status: after ? after.status : null,
    assigneeId: item.assigneeId,
    dueDate: item.dueDate,
  });
}

/** The whole history in time order: one pass over one table, whatever the board's size. */
export function readHistory(store: BoardStore): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  // Rows as arrays (raw): no intermediate object per row, which matters at tens of thousands of rows.
  // raw() gives untyped values, hence the `as` below: the table is written only by recordHistory
  // above, and checking each cell would cost what raw() saves.
  const rows = store.sql.exec("SELECT seq, at, task_id, kind, status, assignee_id, due_date FROM analytics_history ORDER BY at, seq").raw();
  for (const [seq, at, taskId, kind, status, assigneeId, dueDate] of rows) {
    entries.push({
      version: seq as number,
      at: at as string,
      taskId: taskId as string,
      kind: kind === "milestone" ? "milestone" : "task",
      status: status as HistoryEntry["status"],
      assigneeId: assigneeId as number | null,
      dueDate: dueDate as string | null,
    });
  }
  return entries;
}
