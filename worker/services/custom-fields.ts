import type { CreateFieldInput, CustomField, UpdateFieldInput } from "../../core/schemas/custom-field";
import { FIELD_NOT_FOUND, type FieldCall } from "../board/custom-fields";
import { projectIdOfTask } from "../board/task-id";
import { notFound } from "../http/errors";
import { requireProjectRole } from "./access";
import { board, unwrap, unwrapValue } from "./board";

// Issue 25: a project's own fields. The definitions live on the project's board (decision 090); these
// wrappers check the caller's role in D1 first, like the links and the schedule do.

export async function listProjectFields(env: Env, projectId: number, userId: number): Promise<CustomField[]> {
  await requireProjectRole(env, projectId, userId, "project.read");
  return board(env, projectId).listFields(projectId);
}

export async function createProjectField(env: Env, projectId: number, userId: number, input: CreateFieldInput): Promise<CustomField> {
  await requireProjectRole(env, projectId, userId, "project.edit");
  return unwrapValue(await board(env, projectId).changeField(projectId, userId, { type: "create", input }));
}

/** The project a field id names; a malformed id is a plain 404, like a missing field. */
function projectOfField(fieldId: string): number {
  const projectId = projectIdOfTask(fieldId);
  if (projectId === null) throw notFound(FIELD_NOT_FOUND);
  return projectId;
}

async function change(env: Env, fieldId: string, userId: number, call: FieldCall) {
  const projectId = projectOfField(fieldId);
  await requireProjectRole(env, projectId, userId, "project.edit");
  return board(env, projectId).changeField(projectId, userId, call);
}

export async function updateProjectField(env: Env, fieldId: string, userId: number, input: UpdateFieldInput): Promise<CustomField> {
  return unwrapValue(await change(env, fieldId, userId, { type: "update", id: fieldId, input }));
}

export async function deleteProjectField(env: Env, fieldId: string, userId: number): Promise<void> {
  unwrap(await change(env, fieldId, userId, { type: "delete", id: fieldId }));
}
