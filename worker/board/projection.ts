import { progressPercent } from "../../core/progress";
import { nextOccurrenceDay } from "../../core/recurrence/series";
import { listLabels } from "./labels";
import { COUNTERS_SQL, DELETE_SQL, type IndexRow, rowValues, UPSERT_SQL } from "./projection-sql";
import type { BoardStore, IndexedItem } from "./store";

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
function dateSeriesNext(task: IndexedItem): string | null {
  if (!task.recurrence || task.recurrenceMode !== "date" || !task.dueDate) return null;
  return nextOccurrenceDay(task.recurrence, task.dueDate);
}

/** Issue 25: the names of a task's labels, one per line, for search (null when it has none). */
function labelNamesOf(task: IndexedItem, names: Map<string, string>): string | null {
  const mine = (task.labelIds ?? []).flatMap((id) => names.get(id) ?? []);
  return mine.length > 0 ? mine.join("\n") : null;
}

// Plain SQL, not drizzle's builder, and one statement per kind of change for a whole round: the rows
// travel as one JSON array read back with json_each, so a round of 500 creates is one upsert, not 500
// bound statements (issue 22 #4, decision 144). The SQL is built once from the drizzle tables
// (projection-sql.ts, decision 142). The search index still follows through its triggers.

/** The task_index row of a task: every column named, so a column added to the schema must be given here. */
function indexRow(task: IndexedItem, projectId: number, labelNames: Map<string, string>): IndexRow {
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
  const statements: D1PreparedStatement[] = [];
  const labelNames = new Map(listLabels(store).map((l) => [l.id, l.name]));
  const taskIds = entries.flatMap((e) => (e.key === "counters" ? [] : [e.key.slice("task:".length)]));
  const tasks = store.indexedMany(taskIds);
  const rows: unknown[][] = [];
  const removed: string[] = [];
  for (const taskId of taskIds) {
    const task = tasks.get(taskId);
    if (!task) {
      removed.push(taskId);
      continue;
    }
    rows.push(rowValues(indexRow(task, projectId, labelNames)));
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
