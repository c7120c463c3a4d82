import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { addDays } from "../../core/dates";
import { DEFAULT_PERSON_TIME_SETTINGS } from "../../core/schemas/person-time-settings";
import { db } from "../db/client";
import { notifications, users } from "../db/schema";
import { digestMail } from "../mail/digest-mail";
import { sendMail } from "../mail/send-mail";
import { bellsChanged, ensureSettings, visibleToOwner } from "../services/notifications";
import { todaysByZone } from "./zone-days";

// The daily cron (wrangler.toml [triggers]): tasks that went overdue become notifications, then every
// person with something new gets one digest e-mail. Both steps may run twice without repeating
// themselves: overdue rows are deduplicated per task and due date, and sent rows are marked.

/** How far back "went overdue" reaches: a task overdue for months is not news any more. */
const OVERDUE_WINDOW_DAYS = 7;
const DIGEST_USERS_PER_RUN = 500;

/**
 * Tasks due before the assignee's today (in their time zone; UTC for someone who chose none), within
 * the window, not done, assigned to a current member. The run is daily (07:00 UTC): where that hour
 * is still yesterday, a task due yesterday is not overdue yet and is told on the next run.
 */
export async function sweepOverdue(env: Env, now: Date): Promise<number> {
  // [zone, today, first day of the window] for each zone in use, joined to the assignee's zone.
  const days = (await todaysByZone(env, now)).map(([tz, today]) => [tz, today, addDays(today, -OVERDUE_WINDOW_DAYS)]);
  const rows = await db(env.DB).all<{ user_id: number }>(sql`
    INSERT INTO notifications (user_id, kind, project_id, task_id, title, body, url, dedupe_key)
    SELECT ti.assignee_id, 'overdue', ti.project_id, ti.task_id,
           'Overdue: “' || ti.name || '”', 'Was due ' || ti.due_date || ' in ' || p.name,
           '/projects/' || ti.project_id || '?task=' || ti.task_id, 'overdue:' || ti.task_id || ':' || ti.due_date
    FROM task_index ti
    JOIN projects p ON p.id = ti.project_id
    JOIN project_members pm ON pm.project_id = ti.project_id AND pm.user_id = ti.assignee_id
    LEFT JOIN person_time_settings s ON s.user_id = ti.assignee_id
    JOIN json_each(${JSON.stringify(days)}) z ON z.value ->> 0 = COALESCE(s.time_zone, ${DEFAULT_PERSON_TIME_SETTINGS.timeZone})
    WHERE ti.kind = 'task' AND ti.status != 'done' AND ti.due_date < z.value ->> 1 AND ti.due_date >= z.value ->> 2
    ON CONFLICT (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
    RETURNING user_id`);
  await bellsChanged(
    env,
    rows.map((r) => r.user_id),
  );
  return rows.length;
}

/** One digest per person with notifications not yet e-mailed; returns how many e-mails went out. */
export async function sendDigests(env: Env): Promise<number> {
  const d = db(env.DB);
  const people = await d
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(isNull(notifications.emailedAt))
    .limit(DIGEST_USERS_PER_RUN);
  let sent = 0;
  for (const { userId } of people) {
    try {
      if (await digestFor(env, userId)) sent++;
    } catch (err) {
      // This person's rows stay unsent and go with tomorrow's digest.
      console.error(JSON.stringify({ level: "error", where: "sendDigests", userId, error: String(err) }));
    }
  }
  return sent;
}

async function digestFor(env: Env, userId: number): Promise<boolean> {
  const d = db(env.DB);
  const pending = await d
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.emailedAt), visibleToOwner))
    .orderBy(asc(notifications.id));
  const maxId = pending.length ? pending[pending.length - 1].id : null;
  const settings = await ensureSettings(env, userId);
  const person = await d.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
  const base = (env.APP_URL ?? settings.origin ?? "").replace(/\/+$/, "");
  // Already read in the app, or a kind switched off: settled without an e-mail.
  const items = pending.filter((n) => n.readAt === null && !settings.emailOff.includes(n.kind));
  let mailed = false;
  if (items.length > 0 && person && base) {
    await sendMail(
      env,
      digestMail({ to: person.email, appName: env.APP_NAME ?? "Kickoff", base, token: settings.unsubscribeToken, items }),
    );
    mailed = true;
  } else if (items.length > 0) {
    console.error(JSON.stringify({ level: "warn", where: "digestFor", userId, msg: "no APP_URL and no known origin: digest not sent" }));
    return false;
  }
  // Rows hidden from the person (a project they left) are settled too: they are never sent later.
  await d
    .update(notifications)
    .set({ emailedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))` })
    .where(
      and(eq(notifications.userId, userId), isNull(notifications.emailedAt), maxId === null ? undefined : lte(notifications.id, maxId)),
    );
  return mailed;
}

export async function runDaily(env: Env, now = new Date()): Promise<{ overdue: number; digests: number }> {
  const overdue = await sweepOverdue(env, now);
  const digests = await sendDigests(env);
  return { overdue, digests };
}
