import type { Action } from "../../core/policy";
import type { CreateLabelInput, Label, UpdateLabelInput } from "../../core/schemas/labels";
import type { BoardStatus, CreateStatusInput, UpdateStatusInput } from "../../core/schemas/statuses";
import type { BoardDefinitions } from "../board/definitions";
import { LABEL_NOT_FOUND } from "../board/labels";
import { STATUS_NOT_FOUND } from "../board/statuses";
import { projectIdOfBoardId } from "../board/task-id";
import { ApiError, notFound } from "../http/errors";
import { requireProjectRole } from "./access";
import { board, unwrap, unwrapValue } from "./board";

// Issue 25: a project's labels and statuses, kept by its BoardRoom. The role is checked here (like
// links and schedules); the board applies the change and tells every open page.

type Actor = { id: number };

/** The project of a label or status id, with the caller's role checked; another project's id is a plain 404. */
async function projectOf(env: Env, id: string, actor: Actor, action: Action, missing: string): Promise<number> {
  const projectId = projectIdOfBoardId(id);
  if (projectId === null) throw notFound(missing);
  try {
    await requireProjectRole(env, projectId, actor.id, action);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw notFound(missing);
    throw err;
  }
  return projectId;
}

export async function readDefinitions(env: Env, projectId: number): Promise<BoardDefinitions> {
  return board(env, projectId).definitions(projectId);
}

export async function listProjectLabels(env: Env, projectId: number, actor: Actor): Promise<Label[]> {
  await requireProjectRole(env, projectId, actor.id, "project.read");
  return (await readDefinitions(env, projectId)).labels;
}

export async function addLabel(env: Env, projectId: number, actor: Actor, input: CreateLabelInput): Promise<Label> {
  await requireProjectRole(env, projectId, actor.id, "task.edit");
  return unwrapValue(await board(env, projectId).labelCall(projectId, actor.id, { kind: "create", input }));
}

export async function editLabel(env: Env, id: string, actor: Actor, patch: UpdateLabelInput): Promise<Label> {
  const projectId = await projectOf(env, id, actor, "task.edit", LABEL_NOT_FOUND);
  return unwrapValue(await board(env, projectId).labelCall(projectId, actor.id, { kind: "update", id, patch }));
}

export async function removeLabel(env: Env, id: string, actor: Actor): Promise<void> {
  const projectId = await projectOf(env, id, actor, "task.edit", LABEL_NOT_FOUND);
  unwrap(await board(env, projectId).labelCall(projectId, actor.id, { kind: "delete", id }));
}

export async function listProjectStatuses(env: Env, projectId: number, actor: Actor): Promise<BoardStatus[]> {
  await requireProjectRole(env, projectId, actor.id, "project.read");
  return (await readDefinitions(env, projectId)).statuses;
}

export async function addStatus(env: Env, projectId: number, actor: Actor, input: CreateStatusInput): Promise<BoardStatus> {
  await requireProjectRole(env, projectId, actor.id, "task.edit");
  return unwrapValue(await board(env, projectId).statusCall(projectId, actor.id, { kind: "create", input }));
}

export async function editStatus(env: Env, id: string, actor: Actor, patch: UpdateStatusInput): Promise<BoardStatus> {
  const projectId = await projectOf(env, id, actor, "task.edit", STATUS_NOT_FOUND);
  return unwrapValue(await board(env, projectId).statusCall(projectId, actor.id, { kind: "update", id, patch }));
}

export async function removeStatus(env: Env, id: string, actor: Actor, moveTo: string | undefined): Promise<void> {
  const projectId = await projectOf(env, id, actor, "task.edit", STATUS_NOT_FOUND);
  unwrap(await board(env, projectId).statusCall(projectId, actor.id, { kind: "delete", id, moveTo }));
}
