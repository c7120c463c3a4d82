import { sql } from "drizzle-orm";
import { DEFAULT_PERSON_TIME_SETTINGS } from "../../core/schemas/person-time-settings";
import { db } from "../db/client";
import { bellsChanged } from "../services/notifications";
import { todaysByZone } from "./zone-days";

// Issue 26: the "due soon" reminder. A task not done, assigned to a current member of its project,
// whose due date is within the lead time that person chose (counted in their time zone's today)
// becomes one notification: in the bell at once, and in the next daily digest. The dedupe key is the
// task and its due date, so a run repeated, or every hourly run of those days, adds nothing; a task
// moved to a new due date is reminded of again. Reminders turned off (a null lead time) get nothing.

export async function sweepReminders(env: Env, now: Date): Promise<number> {
  const d = db(env.DB);
  // Each zone in use with its today, joined below to the assignee's zone (no settings row: the default's).
  const todays = await todaysByZone(env, now);
  const rows = await d.all<{ user_id: number }>(sql`
    INSERT INTO notifications (user_id, kind, project_id, task_id, title, body, url, dedupe_key)
    SELECT ti.assignee_id, 'reminder', ti.project_id, ti.task_id,
           'Due soon: “' || ti.name || '”', 'Due ' || ti.due_date || ' in ' || p.name,
           '/projects/' || ti.project_id || '?task=' || ti.task_id, 'reminder:' || ti.task_id || ':' || ti.due_date
    FROM task_index ti
    JOIN projects p ON p.id = ti.project_id
    JOIN project_members pm ON pm.project_id = ti.project_id AND pm.user_id = ti.assignee_id
    LEFT JOIN person_time_settings s ON s.user_id = ti.assignee_id
    JOIN json_each(${JSON.stringify(todays)}) z ON z.value ->> 0 = COALESCE(s.time_zone, ${DEFAULT_PERSON_TIME_SETTINGS.timeZone})
    WHERE ti.kind = 'task' AND ti.status != 'done' AND ti.due_date IS NOT NULL
      AND (s.user_id IS NULL OR s.reminder_lead_days IS NOT NULL)
      AND ti.due_date >= z.value ->> 1
      AND ti.due_date <= date(z.value ->> 1, '+' || COALESCE(s.reminder_lead_days, ${DEFAULT_PERSON_TIME_SETTINGS.reminderLeadDays}) || ' days')
    ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
    RETURNING user_id`);
  await bellsChanged(
    env,
    rows.map((r) => r.user_id),
  );
  return rows.length;
}
