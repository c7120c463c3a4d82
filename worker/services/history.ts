import { inArray } from "drizzle-orm";
import type { ActivityEntry, ActivityPage, ActivityQuery, HistoryResult } from "../../core/schemas/activity";
import type { Task } from "../../core/schemas/task";
import { displayName } from "../../core/user-display";
import type { HistoryAnswer, HistoryCall } from "../board/history-calls";
import { SYSTEM_ACTOR } from "../board/recurrence";
import { TASK_NOT_FOUND } from "../board/rules";
import { projectIdOfTask } from "../board/task-id";
import { db } from "../db/client";
import { users } from "../db/schema";
import { ApiError, notFound } from "../http/errors";
import { requireProjectRole } from "./access";

// Activity, undo, redo and restore (issue 14, decision 019): role checks here, the work in the
// project's BoardRoom (worker/board/history.ts), names of people resolved from D1.

function room(env: Env, projectId: number) {
  return env.BOARD.get(env.BOARD.idFromName(String(projectId)));
}

async function namesOf(env: Env, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db(env.DB).select().from(users).where(inArray(users.id, unique));
  return new Map(rows.map((u) => [u.id, displayName(u)]));
}

/** "{actor:12}" in a board message becomes the person's name. */
async function withNames(env: Env, message: string): Promise<string> {
  const ids = [...message.matchAll(/\{actor:(\d+)\}/g)].map((m) => Number(m[1]));
  const names = await namesOf(env, ids);
  return message.replace(/\{actor:(\d+)\}/g, (_all, id) => names.get(Number(id)) ?? "someone else");
}

async function call<T extends HistoryAnswer["type"]>(env: Env, projectId: number, actorId: number, c: HistoryCall, via?: string) {
  const result = await room(env, projectId).history(projectId, actorId, c, via);
  if (!result.ok) throw new ApiError(result.status, await withNames(env, result.message));
  return result.value as Extract<HistoryAnswer, { type: T }>;
}

export async function getActivity(env: Env, userId: number, projectId: number, query: ActivityQuery): Promise<ActivityPage> {
  await requireProjectRole(env, projectId, userId, "project.read");
  const answer = await call<"activity">(env, projectId, userId, { type: "activity", filter: query });
  const names = await namesOf(
    env,
    answer.items.map((i) => i.actorId),
  );
  const items: ActivityEntry[] = answer.items.map(({ actorId, ...rest }) => ({
    ...rest,
    // Actor 0 is no person: the cron making a repeating task's next occurrence (issue 26).
    actor: { id: actorId, name: actorId === SYSTEM_ACTOR ? (env.APP_NAME ?? "Kickoff") : (names.get(actorId) ?? "Former user") },
  }));
  return { items, nextBefore: answer.nextBefore, ...answer.state };
}

/** Who undoes or restores: the person, and the API token's name when it came with one. */
type Actor = { id: number; viaToken?: string };

export async function undoOrRedo(env: Env, actor: Actor, projectId: number, kind: "undo" | "redo"): Promise<HistoryResult> {
  await requireProjectRole(env, projectId, actor.id, "task.edit");
  const answer = await call<"step">(env, projectId, actor.id, { type: kind }, actor.viaToken);
  return { done: answer.done, ...answer.state };
}

export async function restoreTask(env: Env, actor: Actor, projectId: number, taskId: string): Promise<Task> {
  await requireProjectRole(env, projectId, actor.id, "task.edit");
  if (projectIdOfTask(taskId) !== projectId) throw notFound(TASK_NOT_FOUND);
  return (await call<"restore">(env, projectId, actor.id, { type: "restore", taskId }, actor.viaToken)).task;
}
