import { and, desc, eq, getTableName, gt, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { must } from "../../core/must";
import type {
  NotificationKind,
  NotificationPage,
  NotificationSettingsView,
  NotificationView,
  ReadNotificationsInput,
} from "../../core/schemas/notification";
import { ALWAYS_EMAILED, NOTIFICATION_KINDS } from "../../core/schemas/notification";
import { displayName } from "../../core/user-display";
import { generateToken } from "../auth/tokens";
import { db } from "../db/client";
import { jsonChunks } from "../db/json-rows";
import { notificationSettings, notifications, projectMembers, users } from "../db/schema";

// Notifications (issue 14): one D1 row per person and event. `notify` is the one entry point every
// source calls (comments, assignments, invitations, export/import jobs, the overdue sweep). A row that
// names a project is shown only while its person is still a member of it (invitations excepted: they
// are how someone hears of a project before joining), so a removed member is told nothing more.

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  projectId?: number | null;
  taskId?: string | null;
  actorId?: number | null;
  title: string;
  body?: string | null;
  url: string;
  dedupeKey?: string | null;
}

const nowSql = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** The row may be shown to its person: no project, an invitation, or a project they are still in. */
export const visibleToOwner: SQL = must(
  or(
    isNull(notifications.projectId),
    eq(notifications.kind, "invitation"),
    sql`EXISTS (SELECT 1 FROM ${projectMembers} WHERE ${projectMembers.projectId} = ${notifications.projectId} AND ${projectMembers.userId} = ${notifications.userId})`,
  ),
  "or() of three conditions is a condition",
);

/**
 * Records notifications and lights the recipients' bells. Never notifies someone about a project they
 * are not a member of (invitations excepted), nor twice for the same dedupe key. Failures are logged,
 * not thrown: hearing about a change must never undo or fail the change itself.
 */
export async function notify(env: Env, items: NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  try {
    const emailedAt = new Date().toISOString();
    const rows = items.map((i) => [
      i.userId,
      i.kind,
      i.projectId ?? null,
      i.taskId ?? null,
      i.actorId ?? null,
      i.title.slice(0, 300),
      i.body?.slice(0, 500) ?? null,
      i.url,
      i.dedupeKey ?? null,
      // Invitations went out by e-mail already, when they were sent: the digest leaves them alone.
      i.kind === "invitation" ? emailedAt : null,
    ]);
    const results = await env.DB.batch<{ user_id: number }>(
      jsonChunks(rows, NOTIFY_CHUNK_CHARS).map((chunk) => env.DB.prepare(NOTIFY_SQL).bind(chunk)),
    );
    await bellsChanged(
      env,
      results.flatMap((r) => r.results.map((row) => row.user_id)),
    );
  } catch (err) {
    console.error(JSON.stringify({ level: "error", where: "notify", error: String(err) }));
  }
}

/**
 * A bulk edit or a batch of 500 creates may notify hundreds at once (issue 22 #4): each chunk is one
 * statement, the rows one JSON array (a row is at most ~1 KB: title 300, body 500). The membership
 * check is in the same statement, so a person removed from the project meanwhile gets nothing; the
 * only conflict possible is the (user, dedupe key) index: that notification exists already.
 */
const NOTIFY_CHUNK_CHARS = 200_000;
const n = notifications;
const NOTIFY_SQL = `INSERT INTO "${getTableName(n)}" (${[n.userId, n.kind, n.projectId, n.taskId, n.actorId, n.title, n.body, n.url, n.dedupeKey, n.emailedAt].map((c) => `"${c.name}"`).join(", ")})
  SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7, value ->> 8, value ->> 9
  FROM json_each(?1)
  WHERE value ->> 2 IS NULL OR value ->> 1 = 'invitation'
     OR EXISTS (SELECT 1 FROM "${getTableName(projectMembers)}" m WHERE m."${projectMembers.projectId.name}" = value ->> 2 AND m."${projectMembers.userId.name}" = value ->> 0)
  ORDER BY key
  ON CONFLICT DO NOTHING
  RETURNING "${n.userId.name}" AS user_id`;

/** Tells each person's open bells their new unread count. */
export async function bellsChanged(env: Env, userIds: number[]): Promise<void> {
  const outcomes = await Promise.allSettled([...new Set(userIds)].map((id) => hub(env, id).changed(id)));
  for (const o of outcomes)
    if (o.status === "rejected") console.error(JSON.stringify({ level: "error", where: "bellsChanged", error: String(o.reason) }));
}

export function hub(env: Env, userId: number) {
  return env.NOTIFY.get(env.NOTIFY.idFromName(String(userId)));
}

export async function unreadCount(env: Env, userId: number): Promise<number> {
  return db(env.DB).$count(notifications, and(eq(notifications.userId, userId), isNull(notifications.readAt), visibleToOwner));
}

const unreadRank = sql<number>`(${notifications.readAt} IS NOT NULL)`;

/** Unread first, newest first within each; `cursor` is "<0 unread|1 read>.<id>" of the last row seen. */
export async function listNotifications(env: Env, userId: number, opts: { cursor?: string; limit: number }): Promise<NotificationPage> {
  const d = db(env.DB);
  let after: SQL | undefined;
  if (opts.cursor) {
    const [rank, id] = opts.cursor.split(".").map(Number);
    after = or(gt(unreadRank, rank), and(eq(unreadRank, rank), lt(notifications.id, id)));
  }
  const rows = await d
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
      projectId: notifications.projectId,
      taskId: notifications.taskId,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      actorId: users.id,
      actorUsername: users.username,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorImage: users.profileImageUrl,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(and(eq(notifications.userId, userId), visibleToOwner, after))
    .orderBy(unreadRank, desc(notifications.id))
    .limit(opts.limit + 1);
  const page = rows.slice(0, opts.limit);
  const items: NotificationView[] = page.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    url: r.url,
    projectId: r.projectId,
    taskId: r.taskId,
    actor:
      r.actorId === null
        ? null
        : {
            id: r.actorId,
            name: displayName({ username: r.actorUsername, firstName: r.actorFirstName, lastName: r.actorLastName }),
            profileImageUrl: r.actorImage,
          },
    read: r.readAt !== null,
    createdAt: r.createdAt,
  }));
  const last = page[page.length - 1];
  const nextCursor = rows.length > opts.limit && last ? `${last.readAt === null ? 0 : 1}.${last.id}` : null;
  return { items, unread: await unreadCount(env, userId), nextCursor };
}

/** Marks the caller's notifications read (ids of someone else's are ignored); returns the unread count. */
export async function markRead(env: Env, userId: number, input: ReadNotificationsInput): Promise<number> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const which =
    "all" in input ? mine : and(mine, inArray(notifications.id, sql`(SELECT value FROM json_each(${JSON.stringify(input.ids)}))`));
  await db(env.DB).update(notifications).set({ readAt: nowSql }).where(which);
  await bellsChanged(env, [userId]);
  return unreadCount(env, userId);
}

// ── settings and unsubscribe ─────────────────────────────────────────────────

/** The person's settings row, created on first use; remembers the origin their digest links point at. */
export async function ensureSettings(env: Env, userId: number, origin?: string) {
  const d = db(env.DB);
  const row = await d
    .insert(notificationSettings)
    .values({ userId, unsubscribeToken: generateToken(), origin: origin ?? null })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { origin: origin ? sql`${origin}` : sql`${notificationSettings.origin}` },
    })
    .returning()
    .get();
  return row;
}

const switchable = (kinds: readonly string[]) => NOTIFICATION_KINDS.filter((k) => kinds.includes(k) && !ALWAYS_EMAILED.includes(k));

export async function getSettings(env: Env, userId: number): Promise<NotificationSettingsView> {
  const row = await ensureSettings(env, userId);
  return { emailOff: switchable(row.emailOff) };
}

export async function saveSettings(env: Env, userId: number, emailOff: NotificationKind[]): Promise<NotificationSettingsView> {
  await ensureSettings(env, userId);
  const off = switchable(emailOff);
  await db(env.DB).update(notificationSettings).set({ emailOff: off, updatedAt: nowSql }).where(eq(notificationSettings.userId, userId));
  return { emailOff: off };
}

/** Whether an unsubscribe link's token names someone: the confirmation page shows only for a real link. */
export async function unsubscribeTokenKnown(env: Env, token: string): Promise<boolean> {
  const row = await db(env.DB)
    .select({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .where(eq(notificationSettings.unsubscribeToken, token))
    .get();
  return row !== undefined;
}

/**
 * One-click unsubscribe from an e-mail link: no session needed, the link's token names the person.
 * With a kind, only that kind's e-mails stop; without, every kind that can be switched off.
 */
export async function unsubscribe(env: Env, token: string, kind: NotificationKind | null): Promise<{ kinds: NotificationKind[] } | null> {
  const d = db(env.DB);
  const row = await d.select().from(notificationSettings).where(eq(notificationSettings.unsubscribeToken, token)).get();
  if (!row) return null;
  const add = kind ? [kind] : [...NOTIFICATION_KINDS];
  const off = switchable([...row.emailOff, ...add]);
  await d.update(notificationSettings).set({ emailOff: off, updatedAt: nowSql }).where(eq(notificationSettings.userId, row.userId));
  return { kinds: switchable(add) };
}

/** Undo of an unsubscribe, from the page the link opened. */
export async function resubscribe(env: Env, token: string, kinds: NotificationKind[]): Promise<boolean> {
  const d = db(env.DB);
  const row = await d.select().from(notificationSettings).where(eq(notificationSettings.unsubscribeToken, token)).get();
  if (!row) return false;
  const off = switchable(row.emailOff.filter((k) => !kinds.some((n) => n === k)));
  await d.update(notificationSettings).set({ emailOff: off, updatedAt: nowSql }).where(eq(notificationSettings.userId, row.userId));
  return true;
}

/** Projects the person has an invitation notification for: the bell does not list those invitations twice. */
export async function invitationNotifiedProjects(env: Env, userId: number): Promise<number[]> {
  const rows = await db(env.DB)
    .selectDistinct({ projectId: notifications.projectId })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, "invitation")));
  return rows.flatMap((r) => (r.projectId === null ? [] : [r.projectId]));
}
