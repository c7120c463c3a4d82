import { and, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
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
    const d = db(env.DB);
    const projectBound = items.filter((i) => i.projectId != null && i.kind !== "invitation");
    let allowed = new Set<string>();
    if (projectBound.length > 0) {
      const pairs = projectBound.map((i) => [i.projectId, i.userId]);
      const rows = await d
        .select({ projectId: projectMembers.projectId, userId: projectMembers.userId })
        .from(projectMembers)
        .where(
          sql`(${projectMembers.projectId}, ${projectMembers.userId}) IN (SELECT value ->> 0, value ->> 1 FROM json_each(${JSON.stringify(pairs)}))`,
        );
      allowed = new Set(rows.map((r) => `${r.projectId}:${r.userId}`));
    }
    const rows = items
      .filter((i) => i.projectId == null || i.kind === "invitation" || allowed.has(`${i.projectId}:${i.userId}`))
      .map((i) => ({
        userId: i.userId,
        kind: i.kind,
        projectId: i.projectId ?? null,
        taskId: i.taskId ?? null,
        actorId: i.actorId ?? null,
        title: i.title.slice(0, 300),
        body: i.body?.slice(0, 500) ?? null,
        url: i.url,
        dedupeKey: i.dedupeKey ?? null,
        // Invitations went out by e-mail already, when they were sent: the digest leaves them alone.
        emailedAt: i.kind === "invitation" ? new Date().toISOString() : null,
      }));
    if (rows.length === 0) return;
    // D1 binds at most 100 parameters per statement and a row takes 10: a bulk edit assigning fifty
    // tasks at once (issue 25) is written in chunks.
    const inserted: Array<{ userId: number }> = [];
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      inserted.push(
        ...(await d
          .insert(notifications)
          .values(rows.slice(i, i + ROWS_PER_INSERT))
          // The only conflict possible is the (user, dedupe key) index: that notification exists already.
          .onConflictDoNothing()
          .returning({ userId: notifications.userId })),
      );
    }
    await bellsChanged(
      env,
      inserted.map((r) => r.userId),
    );
  } catch (err) {
    console.error(JSON.stringify({ level: "error", where: "notify", error: String(err) }));
  }
}

const ROWS_PER_INSERT = 9;

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
