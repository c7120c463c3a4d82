import { progressPercent } from "../../core/progress";
import { nextOccurrenceDay } from "../../core/recurrence/series";
import type { Task } from "../../core/schemas/task";
import { listLabels } from "./labels";
import { COUNTERS_SQL, DELETE_SQL, type IndexRow, UPSERT_SQL, upsertValues } from "./projection-sql";
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

// Plain prepared statements, not drizzle's builder: building a hundred INSERT … ON CONFLICT statements
// through it on every round cost more board time than the writes they project (issue 22 #4). The SQL
// is built once from the drizzle tables (projection-sql.ts, decision 142), prepared once a round and
// bound per entry.

/** The task_index row of a task: every column named, so a column added to the schema must be given here. */
function indexRow(task: Task, projectId: number, labelNames: Map<string, string>): IndexRow {
  return {
    taskId: task.id,
    projectId,
    kind: task.kind,
    name: task.name,
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate,
    assigneeId: task.assigneeId,
    version: task.version,
    updatedAt: task.updatedAt,
    nextOccurrence: dateSeriesNext(task),
    labelNames: labelNamesOf(task, labelNames),
  };
}

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
    statements.push(upsert.bind(...upsertValues(indexRow(task, projectId, labelNames))));
  }
  // One batch is one D1 round trip and one transaction.
  await d1.batch(statements);
  store.ack(entries);
  return store.outboxSize() > 0;
}
