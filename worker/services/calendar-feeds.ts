import { and, eq, isNotNull, or } from "drizzle-orm";
import { type FeedItem, feedEvents } from "../../core/calendar/feed-events";
import type { CalendarFeedStatus, RotatedFeed } from "../../core/schemas/calendar";
import { generateToken, hashToken } from "../auth/tokens";
import { db } from "../db/client";
import { calendarFeeds, projectMembers, projects, taskIndex } from "../db/schema";
import { notFound } from "../http/errors";
import { requireProjectRole } from "./access";
import { listBoard } from "./board";
import { feedIcs } from "./calendar-ics";

// Issue 26: calendar feeds (decision 107). The secret in the URL is the credential, so a calendar app
// fetches the feed without a cookie. Only its SHA-256 is stored; rotating replaces it, and the old
// URL answers 404 from then on. A project feed is served only while its person is still a member.

export const FEED_NOT_FOUND = "Calendar feed not found";

export type FeedScope = "person" | `project:${number}`;
export const projectScope = (projectId: number): FeedScope => `project:${projectId}`;

/** Equal strings in time that does not depend on where they differ. */
function sameSecretHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function feedStatus(env: Env, userId: number, scope: FeedScope): Promise<CalendarFeedStatus> {
  const [row] = await db(env.DB)
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.scope, scope)));
  return { feed: row ? { createdAt: row.createdAt } : null };
}

export async function projectFeedStatus(env: Env, userId: number, projectId: number): Promise<CalendarFeedStatus> {
  await requireProjectRole(env, projectId, userId, "project.calendar");
  return feedStatus(env, userId, projectScope(projectId));
}

/** A new secret for the person's feed of `scope`: made the first time, replaced after. Shown only in this answer. */
export async function rotateFeed(env: Env, userId: number, scope: FeedScope, base: string): Promise<RotatedFeed> {
  const secret = generateToken(32);
  const createdAt = new Date().toISOString();
  await db(env.DB)
    .insert(calendarFeeds)
    .values({ userId, scope, secretHash: hashToken(secret), createdAt })
    .onConflictDoUpdate({ target: [calendarFeeds.userId, calendarFeeds.scope], set: { secretHash: hashToken(secret), createdAt } });
  const path =
    scope === "person" ? `/api/calendar/${secret}.ics` : `/api/projects/${scope.slice("project:".length)}/calendar/${secret}.ics`;
  const url = `${base}${path}`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, "webcal://"), createdAt };
}

export async function rotateProjectFeed(env: Env, userId: number, projectId: number, base: string): Promise<RotatedFeed> {
  await requireProjectRole(env, projectId, userId, "project.calendar");
  return rotateFeed(env, userId, projectScope(projectId), base);
}

/** The feed a secret opens, or a 404 (a wrong, rotated or malformed secret all look the same). */
async function feedOf(env: Env, secret: string | null, scope: FeedScope): Promise<{ userId: number }> {
  if (secret === null) throw notFound(FEED_NOT_FOUND);
  const hash = hashToken(secret);
  const [row] = await db(env.DB)
    .select({ userId: calendarFeeds.userId, scope: calendarFeeds.scope, secretHash: calendarFeeds.secretHash })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secretHash, hash));
  if (!row || !sameSecretHash(row.secretHash, hash) || row.scope !== scope) throw notFound(FEED_NOT_FOUND);
  return { userId: row.userId };
}

/** A person's feed: items assigned to them, in the projects they are still a member of (the task index). */
export async function personFeed(env: Env, secret: string | null, base: string): Promise<string> {
  const { userId } = await feedOf(env, secret, "person");
  const items: FeedItem[] = await db(env.DB)
    .select({
      id: taskIndex.taskId,
      projectId: taskIndex.projectId,
      projectName: projects.name,
      kind: taskIndex.kind,
      name: taskIndex.name,
      status: taskIndex.status,
      dueDate: taskIndex.dueDate,
    })
    .from(taskIndex)
    .innerJoin(projects, eq(projects.id, taskIndex.projectId))
    .innerJoin(projectMembers, and(eq(projectMembers.projectId, taskIndex.projectId), eq(projectMembers.userId, userId)))
    .where(
      and(eq(taskIndex.assigneeId, userId), isNotNull(taskIndex.dueDate), or(eq(taskIndex.kind, "task"), eq(taskIndex.kind, "milestone"))),
    )
    .limit(5000);
  return feedIcs("Kickoff: my tasks", feedEvents(items), base);
}

/** A project's feed, read from the board itself, while the feed's person is still a member. */
export async function projectFeed(env: Env, projectId: number, secret: string | null, base: string): Promise<string> {
  const { userId } = await feedOf(env, secret, projectScope(projectId));
  const [project] = await db(env.DB)
    .select({ name: projects.name })
    .from(projects)
    .innerJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
    .where(eq(projects.id, projectId));
  // Left the project (or it was deleted): the URL stops working.
  if (!project) throw notFound(FEED_NOT_FOUND);
  const { tasks } = await listBoard(env, projectId);
  const items: FeedItem[] = tasks.map((t) => ({
    id: t.id,
    projectId,
    projectName: project.name,
    kind: t.kind,
    name: t.name,
    status: t.status,
    dueDate: t.dueDate,
  }));
  return feedIcs(`Kickoff: ${project.name}`, feedEvents(items), base);
}
