import type { AutoScheduleResult, WhatIfResult } from "../../core/schedule";
import type { CreateDependencyInput, Dependency } from "../../core/schemas/dependency";
import type { Task } from "../../core/schemas/task";
import type { AppliedSchedule, BoardSchedule, ScheduleOptions } from "../board/scheduling";
import { projectIdOfTask } from "../board/task-id";
import { notFound } from "../http/errors";
import { board, unwrap } from "./board";
import { workingTime } from "./capacity";

// Links and the schedule (issue 12): thin wrappers over the BoardRoom, which owns both. Callers
// check the caller's role first (requireProjectRole).

/** A task id of another project is a task this project doesn't have: 404, like any unknown task. */
function ownTask(projectId: number, taskId: string): void {
  if (projectIdOfTask(taskId) !== projectId) throw notFound("Task not found");
}

export async function listDependencies(env: Env, projectId: number): Promise<{ version: number; dependencies: Dependency[] }> {
  return board(env, projectId).listDependencies(projectId);
}

/** Who makes a change: the person, and the API token's name when it came with one ("via API token …"). */
type Actor = { id: number; viaToken?: string };

export async function addDependency(env: Env, projectId: number, actor: Actor, input: CreateDependencyInput): Promise<Dependency> {
  return unwrap(await board(env, projectId).addDependency(projectId, actor.id, input, actor.viaToken));
}

export async function removeDependency(env: Env, projectId: number, actor: Actor, dependencyId: string): Promise<void> {
  unwrap(await board(env, projectId).removeDependency(projectId, actor.id, dependencyId, actor.viaToken));
}

export async function getSchedule(env: Env, projectId: number): Promise<BoardSchedule> {
  return unwrap(await board(env, projectId).schedule(projectId));
}

export async function previewSlip(env: Env, projectId: number, taskId: string, slipDays: number): Promise<WhatIfResult> {
  ownTask(projectId, taskId);
  return unwrap(await board(env, projectId).whatIf(projectId, taskId, slipDays, await workingTime(env, projectId)));
}

export async function applySchedule(env: Env, projectId: number, actor: Actor, options: ScheduleOptions): Promise<AppliedSchedule> {
  const time = await workingTime(env, projectId);
  return unwrap(await board(env, projectId).applySchedule(projectId, actor.id, options, actor.viaToken, time));
}

/** What auto-schedule would change now, changing nothing. */
export async function previewSchedule(env: Env, projectId: number, options: ScheduleOptions): Promise<AutoScheduleResult> {
  return unwrap(await board(env, projectId).previewSchedule(projectId, options, await workingTime(env, projectId)));
}

export async function moveTask(
  env: Env,
  projectId: number,
  actor: Actor,
  move: { taskId: string; startDate: string | null; dueDate: string; version?: number },
): Promise<Task[]> {
  ownTask(projectId, move.taskId);
  return unwrap(await board(env, projectId).moveTask(projectId, actor.id, move, actor.viaToken, await workingTime(env, projectId)));
}
