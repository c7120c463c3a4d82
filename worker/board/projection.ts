import { progressPercent } from "../../core/progress";
import { nextOccurrenceDay } from "../../core/recurrence/series";
import type { Task } from "../../core/schemas/task";
import { listLabels } from "./labels";
import type { BoardStore } from "./store";

// Projects the board into D1: the project's counters and the task index. Every statement is
// idempotent and guarded by a version, so a flush may be retried or replayed in any order and D1
// still only moves forward. A project already deleted from D1 makes the statements no-ops instead of
// foreign-key failures, so a late flush of a deleted board drains rather than retrying forever.

const FLUSH_BATCH = 100;

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

// Plain prepared statements, not drizzle: building a hundred INSERT … ON CONFLICT statements through
// the query builder on every round cost more board time than the writes they project (issue 22 #4).
// The SQL is the builder's, written once.

/** The project's counters, only ever forward (guarded by the board version). */
const COUNTERS_SQL =
  "UPDATE projects SET total_tasks = ?1, completed_tasks = ?2, progress = ?3, board_version = ?4 WHERE id = ?5 AND board_version < ?4";

const DELETE_SQL = "DELETE FROM task_index WHERE task_id = ?1";

/**
 * INSERT … SELECT so the row is only written while the project exists (no FK failure after a delete);
 * the WHERE also keeps SQLite from reading ON CONFLICT as a join constraint. Only a newer version of
 * the task replaces the indexed one: replays and reordered flushes are no-ops. A label renamed changes
 * the names without a new task version (the task itself did not change), so the same version may
 * rewrite them; every flush reads the board as it is now.
 */
const UPSERT_SQL = `INSERT INTO task_index (task_id, project_id, kind, name, status, priority, due_date, assignee_id, version,
                        updated_at, next_occurrence, label_names)
  SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12 WHERE EXISTS (SELECT 1 FROM projects WHERE id = ?2)
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
  const counters = d1.prepare(COUNTERS_SQL);
  const remove = d1.prepare(DELETE_SQL);
  const upsert = d1.prepare(UPSERT_SQL);
  const statements: D1PreparedStatement[] = [];
  const labelNames = new Map(listLabels(store).map((l) => [l.id, l.name]));
  for (const entry of entries) {
    if (entry.key === "counters") {
      const { total, done } = store.counters();
      statements.push(counters.bind(total, done, progressPercent(done, total), store.version(), projectId));
      continue;
    }
    const taskId = entry.key.slice("task:".length);
    const task = store.get(taskId);
    if (!task) {
      statements.push(remove.bind(taskId));
      continue;
    }
    statements.push(
      upsert.bind(
        task.id,
        projectId,
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
      ),
    );
  }
  // One batch is one D1 round trip and one transaction.
  await d1.batch(statements);
  store.ack(entries);
  return store.outboxSize() > 0;
}
