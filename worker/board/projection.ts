import { progressPercent } from "../../core/progress";
import { nextOccurrenceDay } from "../../core/recurrence/series";
import type { Task } from "../../core/schemas/task";
import { listLabels } from "./labels";
import type { BoardStore } from "./store";

// Projects the board into D1: the project's counters and the task index. Every statement is
// idempotent and guarded by a version, so a flush may be retried or replayed in any order and D1
// still only moves forward. A project already deleted from D1 makes the statements no-ops instead of
// foreign-key failures, so a late flush of a deleted board drains rather than retrying forever.

/**
 * Entries a round: one batch of 500 creates is one round. A round's rows are one JSON string of a few
 * hundred bytes a task (a name is at most 200 characters), far under D1's 2 MB for a bound value.
 */
const FLUSH_BATCH = 500;

/** Issue 26: for the cron, the day a "date" series makes its next occurrence (null for anything else). */
function dateSeriesNext(task: Task): string | null {
  if (!task.recurrence || task.recurrenceMode !== "date" || !task.dueDate) return null;
  return nextOccurrenceDay(task.recurrence, task.dueDate);
}

/** Issue 25: the names of a task's labels, one per line, for search (null when it has none). */
function labelNamesOf(task: Task, names: Map<string, string>): string | null {
  const mine = (task.labelIds ?? []).flatMap((id) => names.get(id) ?? []);
  return mine.length > 0 ? mine.join("\n") : null;
}

// Plain SQL, not drizzle, and one statement per kind of change for a whole round: the rows travel as
// one JSON array read back with json_each, so a round of 500 creates is one upsert, not 500 bound
// statements (issue 22 #4, decision 144). The search index still follows through its triggers.

/** The project's counters, only ever forward (guarded by the board version). */
const COUNTERS_SQL =
  "UPDATE projects SET total_tasks = ?1, completed_tasks = ?2, progress = ?3, board_version = ?4 WHERE id = ?5 AND board_version < ?4";

const DELETE_SQL = "DELETE FROM task_index WHERE task_id IN (SELECT value FROM json_each(?1))";

/** The columns of an upserted row, in the order of its JSON array. */
const UPSERT_COLUMNS = [
  "task_id",
  "kind",
  "name",
  "status",
  "priority",
  "due_date",
  "assignee_id",
  "version",
  "updated_at",
  "next_occurrence",
  "label_names",
] as const;

/**
 * INSERT … SELECT so the rows are only written while the project exists (no FK failure after a
 * delete); the WHERE also keeps SQLite from reading ON CONFLICT as a join constraint. Only a newer
 * version of a task replaces the indexed one: replays and reordered flushes are no-ops. A label renamed
 * changes the names without a new task version (the task itself did not change), so the same version
 * may rewrite them; every flush reads the board as it is now.
 */
const UPSERT_SQL = `INSERT INTO task_index (project_id, ${UPSERT_COLUMNS.join(", ")})
  SELECT ?2, ${UPSERT_COLUMNS.map((_, i) => `json_extract(j.value, '$[${i}]')`).join(", ")}
  FROM json_each(?1) AS j WHERE EXISTS (SELECT 1 FROM projects WHERE id = ?2)
  ON CONFLICT (task_id) DO UPDATE SET kind = excluded.kind, name = excluded.name, status = excluded.status,
    priority = excluded.priority, due_date = excluded.due_date, assignee_id = excluded.assignee_id, version = excluded.version,
    updated_at = excluded.updated_at, next_occurrence = excluded.next_occurrence, label_names = excluded.label_names
  WHERE excluded.version > task_index.version
     OR (excluded.version = task_index.version AND excluded.label_names IS NOT task_index.label_names)`;

/** Flushes up to FLUSH_BATCH outbox entries; returns true while more are waiting. */
export async function flushProjection(d1: D1Database, store: BoardStore): Promise<boolean> {
  // Everything read from the board is read before the await; the ack after it only deletes entries
  // whose seq was covered, so a change that lands during the D1 round trip stays queued.
  const entries = store.outbox(FLUSH_BATCH);
  if (entries.length === 0) return false;
  const projectId = store.projectId;
  const statements: D1PreparedStatement[] = [];
  const labelNames = new Map(listLabels(store).map((l) => [l.id, l.name]));
  const taskIds = entries.flatMap((e) => (e.key === "counters" ? [] : [e.key.slice("task:".length)]));
  const tasks = store.getMany(taskIds);
  const rows: unknown[][] = [];
  const removed: string[] = [];
  for (const taskId of taskIds) {
    const task = tasks.get(taskId);
    if (!task) {
      removed.push(taskId);
      continue;
    }
    rows.push([
      task.id,
      task.kind,
      task.name,
      task.status,
      task.priority,
      task.dueDate,
      task.assigneeId,
      task.version,
      task.updatedAt,
      dateSeriesNext(task),
      labelNamesOf(task, labelNames),
    ]);
  }
  if (removed.length > 0) statements.push(d1.prepare(DELETE_SQL).bind(JSON.stringify(removed)));
  if (rows.length > 0) statements.push(d1.prepare(UPSERT_SQL).bind(JSON.stringify(rows), projectId));
  if (entries.some((e) => e.key === "counters")) {
    const { total, done } = store.counters();
    statements.push(d1.prepare(COUNTERS_SQL).bind(total, done, progressPercent(done, total), store.version(), projectId));
  }
  // One batch is one D1 round trip and one transaction.
  await d1.batch(statements);
  store.ack(entries);
  return store.outboxSize() > 0;
}
