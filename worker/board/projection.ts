import type { BoardStore } from "./store";

// Projects the board into D1: the project's counters and the task index. Every statement is
// idempotent and guarded by a version, so a flush may be retried or replayed in any order and D1
// still only moves forward. A project already deleted from D1 makes the statements no-ops instead of
// foreign-key failures, so a late flush of a deleted board drains rather than retrying forever.

const FLUSH_BATCH = 100;

/** Flushes up to FLUSH_BATCH outbox entries; returns true while more are waiting. */
export async function flushProjection(db: D1Database, store: BoardStore): Promise<boolean> {
  // Everything read from the board is read before the await; the ack after it only deletes entries
  // whose seq was covered, so a change that lands during the D1 round trip stays queued.
  const entries = store.outbox(FLUSH_BATCH);
  if (entries.length === 0) return false;
  const projectId = store.projectId;
  const statements: D1PreparedStatement[] = [];
  for (const entry of entries) {
    if (entry.key === "counters") {
      const { total, done } = store.counters();
      const progress = total === 0 ? 0 : Math.round((100 * done) / total);
      const version = store.version();
      statements.push(
        db
          .prepare(
            `UPDATE projects SET total_tasks = ?1, completed_tasks = ?2, progress = ?3, board_version = ?4
              WHERE id = ?5 AND board_version < ?4`,
          )
          .bind(total, done, progress, version, projectId),
      );
      continue;
    }
    const taskId = entry.key.slice("task:".length);
    const task = store.get(taskId);
    if (!task) {
      statements.push(db.prepare("DELETE FROM task_index WHERE task_id = ?").bind(taskId));
      continue;
    }
    statements.push(
      db
        .prepare(
          `INSERT INTO task_index (task_id, project_id, kind, name, status, priority, due_date, assignee_id, version, updated_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10 WHERE EXISTS (SELECT 1 FROM projects WHERE id = ?2)
           ON CONFLICT(task_id) DO UPDATE SET kind = excluded.kind, name = excluded.name, status = excluded.status,
             priority = excluded.priority, due_date = excluded.due_date, assignee_id = excluded.assignee_id,
             version = excluded.version, updated_at = excluded.updated_at
           WHERE excluded.version > task_index.version`,
        )
        .bind(
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
        ),
    );
  }
  await db.batch(statements);
  store.ack(entries);
  return store.outboxSize() > 0;
}
