import { and, eq, lt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { progressPercent } from "../../core/progress";
import { nextOccurrenceDay } from "../../core/recurrence/series";
import type { Task } from "../../core/schemas/task";
import { db } from "../db/client";
import { projects, taskIndex } from "../db/schema";
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

/** Flushes up to FLUSH_BATCH outbox entries; returns true while more are waiting. */
export async function flushProjection(d1: D1Database, store: BoardStore): Promise<boolean> {
  // Everything read from the board is read before the await; the ack after it only deletes entries
  // whose seq was covered, so a change that lands during the D1 round trip stays queued.
  const entries = store.outbox(FLUSH_BATCH);
  if (entries.length === 0) return false;
  const orm = db(d1);
  const projectId = store.projectId;
  const statements: BatchItem<"sqlite">[] = [];
  const labelNames = new Map(listLabels(store).map((l) => [l.id, l.name]));
  for (const entry of entries) {
    if (entry.key === "counters") {
      const { total, done } = store.counters();
      const progress = progressPercent(done, total);
      const version = store.version();
      statements.push(
        orm
          .update(projects)
          .set({ totalTasks: total, completedTasks: done, progress, boardVersion: version })
          .where(and(eq(projects.id, projectId), lt(projects.boardVersion, version))),
      );
      continue;
    }
    const taskId = entry.key.slice("task:".length);
    const task = store.get(taskId);
    if (!task) {
      statements.push(orm.delete(taskIndex).where(eq(taskIndex.taskId, taskId)));
      continue;
    }
    statements.push(
      orm
        .insert(taskIndex)
        // INSERT … SELECT so the row is only written while the project exists (no FK failure after a
        // delete). Drizzle lists every task_index column in schema order, so the values follow it.
        // The WHERE also keeps SQLite from reading ON CONFLICT as a join constraint.
        .select(
          sql`SELECT ${task.id}, ${projectId}, ${task.kind}, ${task.name}, ${task.status}, ${task.priority}, ${task.dueDate},
                ${task.assigneeId}, ${task.version}, ${task.updatedAt}, ${dateSeriesNext(task)},
                ${labelNamesOf(task, labelNames)}
              WHERE EXISTS (SELECT 1 FROM ${projects} WHERE ${projects.id} = ${projectId})`,
        )
        .onConflictDoUpdate({
          target: taskIndex.taskId,
          set: {
            kind: sql`excluded.kind`,
            name: sql`excluded.name`,
            status: sql`excluded.status`,
            priority: sql`excluded.priority`,
            dueDate: sql`excluded.due_date`,
            assigneeId: sql`excluded.assignee_id`,
            version: sql`excluded.version`,
            updatedAt: sql`excluded.updated_at`,
            nextOccurrence: sql`excluded.next_occurrence`,
            labelNames: sql`excluded.label_names`,
          },
          // Only a newer version of the task replaces the indexed one: replays and reordered flushes are
          // no-ops. A label renamed changes the names without a new task version (the task itself did
          // not change), so the same version may rewrite them; every flush reads the board as it is now.
          setWhere: sql`excluded.version > ${taskIndex.version} OR (excluded.version = ${taskIndex.version} AND excluded.label_names IS NOT ${taskIndex.labelNames})`,
        }),
    );
  }
  // One batch is one D1 round trip and one transaction. entries is non-empty, so statements is too.
  await orm.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  store.ack(entries);
  return store.outboxSize() > 0;
}
