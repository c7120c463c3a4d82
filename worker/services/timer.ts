import { and, eq } from "drizzle-orm";
import { dayIn } from "../../core/dates";
import { roleAllows } from "../../core/policy";
import type { TimeEntryView, TimerView } from "../../core/schemas/time-entry";
import { MAX_ENTRY_MINUTES } from "../../core/schemas/time-entry";
import type { SessionUser } from "../auth/session";
import { db } from "../db/client";
import { timers } from "../db/schema";
import { notFound } from "../http/errors";
import { getProjectRole } from "./access";
import { board, getBoardTask, requireTaskRole } from "./board";
import { insertEntry } from "./time-tracking";

// Issue 26: one timer per person (the table's primary key), in D1 so it survives a reload and follows
// the person to another device. Stopping it writes a time entry; starting another stops it first.

export const NO_TIMER = "No timer is running.";

type TimerRow = typeof timers.$inferSelect;

async function timerView(env: Env, row: TimerRow): Promise<TimerView | null> {
  const task = await board(env, row.projectId).getItem(row.projectId, row.taskId);
  if (!task) return null;
  return { taskId: row.taskId, projectId: row.projectId, taskName: task.name, startedAt: new Date(row.startedAt).toISOString() };
}

/** The running timer; one left on a task that is gone, or in a project the person left, is dropped. */
export async function getTimer(env: Env, user: SessionUser): Promise<TimerView | null> {
  const [row] = await db(env.DB).select().from(timers).where(eq(timers.userId, user.id));
  if (!row) return null;
  const role = await getProjectRole(env, row.projectId, user.id);
  const shown = role ? await timerView(env, row) : null;
  if (!shown)
    await db(env.DB)
      .delete(timers)
      .where(and(eq(timers.userId, user.id), eq(timers.startedAt, row.startedAt)));
  return shown;
}

/**
 * Stops the running timer and logs its time (at least a minute, at most a day) on the day it started,
 * in the time zone it started in. Nothing is logged when the person can no longer edit the project
 * or the task is gone. A stop that races another stop logs once: only the delete that removed the row logs.
 */
async function stopRow(env: Env, userId: number): Promise<{ entry: TimeEntryView | null } | null> {
  const [row] = await db(env.DB).delete(timers).where(eq(timers.userId, userId)).returning();
  if (!row) return null;
  const role = await getProjectRole(env, row.projectId, userId);
  if (!roleAllows("task.edit", role)) return { entry: null };
  const task = await board(env, row.projectId).getItem(row.projectId, row.taskId);
  if (!task) return { entry: null };
  const elapsed = Math.round((Date.now() - row.startedAt) / 60_000);
  const minutes = Math.min(MAX_ENTRY_MINUTES, Math.max(1, elapsed));
  const entry = await insertEntry(env, userId, task, {
    date: dayIn(new Date(row.startedAt), row.timeZone),
    minutes,
    note: "",
    source: "timer",
  });
  return { entry };
}

export async function startTimer(
  env: Env,
  user: SessionUser,
  input: { taskId: string; timeZone?: string },
): Promise<{ timer: TimerView; stopped: TimeEntryView | null; started: boolean }> {
  await requireTaskRole(env, input.taskId, user.id, "task.edit");
  const task = await getBoardTask(env, input.taskId);
  const current = await getTimer(env, user);
  if (current?.taskId === task.id) return { timer: current, stopped: null, started: false };
  const stopped = current ? ((await stopRow(env, user.id))?.entry ?? null) : null;
  const startedAt = Date.now();
  await db(env.DB)
    .insert(timers)
    .values({ userId: user.id, projectId: task.projectId, taskId: task.id, startedAt, timeZone: input.timeZone ?? "UTC" })
    .onConflictDoUpdate({
      target: timers.userId,
      set: { projectId: task.projectId, taskId: task.id, startedAt, timeZone: input.timeZone ?? "UTC" },
    });
  return {
    timer: { taskId: task.id, projectId: task.projectId, taskName: task.name, startedAt: new Date(startedAt).toISOString() },
    stopped,
    started: true,
  };
}

export async function stopTimer(env: Env, user: SessionUser): Promise<{ entry: TimeEntryView | null }> {
  const result = await stopRow(env, user.id);
  if (!result) throw notFound(NO_TIMER);
  return result;
}
