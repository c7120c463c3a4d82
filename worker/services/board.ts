import { z } from "zod";
import { type Action, roleAllows, roleRefusal } from "../../core/policy";
import type { Dependency } from "../../core/schemas/dependency";
import type { Role } from "../../core/schemas/fields";
import type { CreateTaskInput, Task, UpdateTaskInput } from "../../core/schemas/task";
import type { TaskBatchOperation } from "../../core/schemas/task-batch";
import { locationHintOf } from "../board/location-hint";
import { TASK_NOT_FOUND } from "../board/rules";
import { upgradeRequest } from "../board/sockets";
import { projectIdOfTask } from "../board/task-id";
import {
  type BatchAnswer,
  type BoardItem,
  type BoardItemInput,
  type BoardResult,
  boardItemSchema,
  MAX_BATCH_ITEMS,
  type SocketUser,
} from "../board/types";
import { ApiError, badRequest, forbidden, notFound, StaleTaskError } from "../http/errors";
import { projectIdsOfUser } from "./membership";

// The board's service API: thin wrappers over the BoardRoom's RPC methods, for HTTP clients and the
// server's own callers. Writes are checked inside the BoardRoom (role, assignee, version) by the
// same code as the app's socket writes, against its member mirror: no D1 read on the way.

export type { BoardItemInput } from "../board/types";

export function board(env: Env, projectId: number) {
  return env.BOARD.get(env.BOARD.idFromName(String(projectId)));
}

/**
 * Creates a new project's BoardRoom near the person creating it (decision 070): the first `get` with a
 * location hint decides where the object lives for good. Best effort: without it the object is created
 * wherever the board is first reached, which is usually the same person a moment later.
 */
export async function placeBoard(env: Env, projectId: number, cf: Parameters<typeof locationHintOf>[0]): Promise<void> {
  const locationHint = locationHintOf(cf);
  if (!locationHint) return;
  try {
    await env.BOARD.get(env.BOARD.idFromName(String(projectId)), { locationHint }).pendingProjection();
  } catch (err) {
    console.warn(JSON.stringify({ level: "warn", msg: "board not placed", projectId, error: String(err) }));
  }
}

export function unwrap<T>(result: BoardResult<T>): T {
  if (result.ok) return result.value;
  if (result.status === 409 && result.task) throw new StaleTaskError(result.task, result.message);
  throw new ApiError(result.status, result.message, result.details);
}

/** A board call's value where it always has one (a create or an update; null only answers a delete). */
export function unwrapValue<T>(result: BoardResult<T | null>): T {
  const value = unwrap(result);
  if (value === null) throw new Error("The board answered a create or update without its value.");
  return value;
}

/** The project a task id points at; a malformed id is a plain 404, like a missing task. */
export function projectOfTask(taskId: string): number {
  const projectId = projectIdOfTask(taskId);
  if (projectId === null) throw notFound(TASK_NOT_FOUND);
  return projectId;
}

/** Every item of the board, by column (todo, in-progress, done) then order, with the board version. */
export async function listBoard(env: Env, projectId: number): Promise<{ version: number; tasks: Task[]; dependencies: Dependency[] }> {
  return board(env, projectId).listItems(projectId);
}

/** The first rows of the board in list order and its counts, for a page load (issue 22); the whole board when it fits. */
export async function firstScreenOfBoard(env: Env, projectId: number, rows: number, alsoId: string | null = null) {
  return board(env, projectId).firstScreen(projectId, rows, alsoId);
}

/** listBoard as a ready-to-send JSON array (Task[]), for the HTTP route. */
export async function listBoardJson(env: Env, projectId: number): Promise<{ version: number; json: string }> {
  return board(env, projectId).listItemsJson(projectId);
}

/** One board item by id (404 if the id is malformed or not on its board). No role check: the caller does it. */
export async function getBoardTask(env: Env, taskId: string): Promise<Task> {
  const projectId = projectOfTask(taskId);
  const task = await board(env, projectId).getItem(projectId, taskId);
  if (!task) throw notFound(TASK_NOT_FOUND);
  return task;
}

const batchSchema = z.array(boardItemSchema).max(MAX_BATCH_ITEMS, `At most ${MAX_BATCH_ITEMS} items at once.`);

/**
 * Creates many items in ONE board transaction, in the given order, and returns them in that order.
 * An item may carry `ref` (any string unique in the batch) and a later item `parentRef` naming it:
 * that is how a plan's tasks point at milestones created in the same call. Each item becomes its own
 * op (one board version each) so sockets replay it like any other change.
 */
export async function createBoardItems(
  env: Env,
  projectId: number,
  actor: { id: number; viaToken?: string },
  items: BoardItemInput[],
): Promise<Task[]> {
  const parsed = batchSchema.safeParse(items);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`Invalid board item ${issue.path.join(".")}: ${issue.message}`, parsed.error.issues);
  }
  const valid: BoardItem[] = parsed.data;
  return unwrap(await board(env, projectId).createItems(projectId, actor.id, valid, actor.viaToken)) as Task[];
}

/** POST /api/tasks: one item, appended to the bottom of its status column. */
export async function createTask(env: Env, actor: { id: number; viaToken?: string }, input: CreateTaskInput): Promise<Task> {
  const { projectId, ...item } = input;
  const [task] = await createBoardItems(env, projectId, actor, [item]);
  return task;
}

/** PATCH /api/tasks/:id. A stale `version` → 409 with the current task. */
export async function updateTask(
  env: Env,
  actor: { id: number; viaToken?: string },
  taskId: string,
  patch: UpdateTaskInput,
): Promise<Task> {
  const projectId = projectOfTask(taskId);
  return unwrap(
    await board(env, projectId).write(projectId, actor.id, { kind: "update", id: taskId, patch }, undefined, actor.viaToken),
  ) as Task;
}

export async function deleteTask(env: Env, actor: { id: number; viaToken?: string }, taskId: string): Promise<void> {
  const projectId = projectOfTask(taskId);
  unwrap(await board(env, projectId).write(projectId, actor.id, { kind: "delete", id: taskId }, undefined, actor.viaToken));
}

/**
 * POST /api/projects/:id/tasks/batch: every operation in one board write (one transaction, one
 * broadcast frame, one undo step), all or none; a refusal answers 422 with each refused operation.
 * Returns the results (TaskBatchResult[]) as JSON text, built by the BoardRoom (decision 153).
 */
export async function applyTaskBatch(
  env: Env,
  projectId: number,
  actor: { id: number; viaToken?: string },
  operations: TaskBatchOperation[],
): Promise<string> {
  const ops = operations.map((o) => (o.op === "create" ? { op: o.op, item: { ...o.task, sourceText: null } } : o));
  const result = await board(env, projectId).write(projectId, actor.id, { kind: "batch", operations: ops }, undefined, actor.viaToken);
  return (unwrap(result) as BatchAnswer).resultsJson;
}

/**
 * Sets items' externalId (task id → provider id) and, given the provider, makes it their source.
 * No role check: exports and syncs call it for their own projects.
 */
export async function linkExternalIds(
  env: Env,
  projectId: number,
  actor: { id: number },
  links: Record<string, string>,
  provider?: string,
): Promise<number> {
  if (Object.keys(links).length === 0) return 0;
  return board(env, projectId).linkExternal(projectId, actor.id, links, provider);
}

/** A member left the project: their tasks become unassigned (one op each). Returns how many. */
export async function unassignUser(env: Env, projectId: number, userId: number, actor: { id: number }): Promise<number> {
  return board(env, projectId).unassignUser(projectId, actor.id, userId);
}

/** Tries to tell the board of a committed member change before the request fails. */
const MEMBER_PUSH_ATTEMPTS = 3;

/** Keep open sockets in step with membership: new role in their attachment and told to the client, or closed when removed (null). */
export async function memberChanged(env: Env, projectId: number, userId: number, role: Role | null): Promise<void> {
  // D1 has committed the change; the board's mirror is what writes are checked against, so a transient
  // failure to reach it is retried rather than left as a stale role (or a removed member still writing).
  for (let attempt = 1; ; attempt++) {
    try {
      return await board(env, projectId).memberChanged(userId, role);
    } catch (err) {
      if (attempt >= MEMBER_PUSH_ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

/**
 * The project's details changed in D1: its BoardRoom re-reads them and pushes them to the open sockets.
 * Not a board op: no board version, no event log.
 */
export async function projectChanged(env: Env, projectId: number): Promise<void> {
  await board(env, projectId).projectChanged(projectId);
}

/**
 * The user signed out (one session or all): close their sockets on every board they are a member of.
 * A socket does not know which session opened it, so all of them close; a client whose session is
 * still valid reconnects on its own. Never fails the sign-out: the sessions are already gone.
 */
export async function userSignedOut(env: Env, userId: number): Promise<void> {
  try {
    const projectIds = await projectIdsOfUser(env.DB, userId);
    const outcomes = await Promise.allSettled([
      ...projectIds.map((id) => board(env, id).userSignedOut(userId)),
      // The bell's socket too (issue 14).
      env.NOTIFY.get(env.NOTIFY.idFromName(String(userId))).closeAll("Signed out."),
    ]);
    const failed = outcomes.filter((o) => o.status === "rejected").length;
    if (failed > 0) console.error(JSON.stringify({ level: "error", where: "userSignedOut", userId, failedBoards: failed }));
  } catch (err) {
    console.error(JSON.stringify({ level: "error", where: "userSignedOut", userId, error: String(err) }));
  }
}

/** Closes the board's sockets and deletes all its storage. */
export async function deleteBoard(env: Env, projectId: number): Promise<void> {
  await board(env, projectId).destroy();
}

/** Hands a checked WebSocket upgrade to the project's BoardRoom. */
export async function openBoardSocket(env: Env, projectId: number, user: SocketUser, request: Request): Promise<Response> {
  return board(env, projectId).fetch(upgradeRequest(request, projectId, user));
}

/** The caller's role on the project from its board's member mirror (no D1 read once the board has one). */
export async function boardRole(env: Env, projectId: number, userId: number): Promise<Role | null> {
  return board(env, projectId).roleOf(projectId, userId);
}

/**
 * The gate of the task routes that read: the caller's role on the task's project, from the board's
 * member mirror. A malformed id, a task of a project the caller is not in, and a missing task all get
 * the same 404, so ids reveal nothing. (Writes are checked inside the BoardRoom.)
 */
export async function requireTaskRole(
  env: Env,
  taskId: string,
  userId: number,
  action: Action,
): Promise<{ projectId: number; role: Role }> {
  const projectId = projectOfTask(taskId);
  const role = await board(env, projectId).roleOf(projectId, userId);
  if (!role) throw notFound(TASK_NOT_FOUND);
  if (!roleAllows(action, role)) throw forbidden(roleRefusal(action));
  return { projectId, role };
}
