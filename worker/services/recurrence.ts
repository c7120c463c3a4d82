import { sql } from "drizzle-orm";
import { dayIn, utcDayOf } from "../../core/dates";
import type { Task } from "../../core/schemas/task";
import { db } from "../db/client";
import { board, requireTaskRole, unwrap } from "./board";

// Issue 26: repeating tasks outside the board's own write path: skipping an occurrence (a person's
// board write, undoable) and the cron that makes "date" series' occurrences on their day.

/** POST /api/tasks/:id/skip-occurrence: the task moves to its series' next date. Editors only. */
export async function skipOccurrence(env: Env, actor: { id: number; viaToken?: string }, taskId: string): Promise<Task> {
  const { projectId } = await requireTaskRole(env, taskId, actor.id, "task.edit");
  return unwrap(await board(env, projectId).skipOccurrence(projectId, actor.id, taskId, actor.viaToken));
}

/** A time zone the runtime knows, or UTC (a zone stored long ago may have been renamed since). */
export function todayIn(now: Date, timeZone: string | null): string {
  try {
    return dayIn(now, timeZone ?? "UTC");
  } catch {
    return dayIn(now, "UTC");
  }
}

/** No zone is further ahead of UTC than this: a series due "tomorrow" in UTC may be due today there. */
const AHEAD_OF_UTC_MS = 14 * 3_600_000;
const SERIES_PER_RUN = 1000;

/**
 * The hourly cron's part: every "date" series whose next occurrence has come, in the time zone of the
 * task's assignee (else the project owner's, else UTC), gets it made by its board. Safe to run twice:
 * the board re-checks each task, and a series already advanced has moved its rule to the new task.
 */
export async function createDueOccurrences(env: Env, now: Date): Promise<number> {
  const latest = utcDayOf(new Date(now.getTime() + AHEAD_OF_UTC_MS));
  const rows = await db(env.DB).all<{ task_id: string; project_id: number; next_occurrence: string; time_zone: string | null }>(sql`
    SELECT ti.task_id, ti.project_id, ti.next_occurrence, COALESCE(assignee.time_zone, owner.time_zone) AS time_zone
    FROM task_index ti
    JOIN projects p ON p.id = ti.project_id
    LEFT JOIN person_time_settings assignee ON assignee.user_id = ti.assignee_id
    LEFT JOIN person_time_settings owner ON owner.user_id = p.owner_id
    WHERE ti.next_occurrence IS NOT NULL AND ti.next_occurrence <= ${latest}
    ORDER BY ti.next_occurrence
    LIMIT ${SERIES_PER_RUN}`);
  const byProject = new Map<number, Array<{ taskId: string; today: string }>>();
  for (const r of rows) {
    const today = todayIn(now, r.time_zone);
    if (r.next_occurrence > today) continue;
    const list = byProject.get(r.project_id) ?? [];
    list.push({ taskId: r.task_id, today });
    byProject.set(r.project_id, list);
  }
  let created = 0;
  for (const [projectId, due] of byProject) {
    try {
      const result = await board(env, projectId).createDueOccurrences(projectId, due);
      if (result.ok) created += result.value.length;
      else console.error(JSON.stringify({ level: "error", where: "createDueOccurrences", projectId, error: result.message }));
    } catch (err) {
      // This board's series wait for the next hour's run.
      console.error(JSON.stringify({ level: "error", where: "createDueOccurrences", projectId, error: String(err) }));
    }
  }
  return created;
}
