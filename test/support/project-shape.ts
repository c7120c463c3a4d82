import { expect } from "vitest";
import type { CustomField } from "../../core/schemas/custom-field";
import type { Label } from "../../core/schemas/labels";
import type { Task } from "../../core/schemas/task";
import { api, type Caller, json } from "./api";

// Issue 25 set-up for the tests of what carries labels and fields (providers, files, search): a
// project's labels and fields made through the API, and a task given some.

export async function addLabel(as: Caller, projectId: number, name: string): Promise<Label> {
  const res = await api("POST", `/api/projects/${projectId}/labels`, { as, body: { name } });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Label>(res);
}

export async function addField(as: Caller, projectId: number, body: { name: string; type: string; options?: Array<{ name: string }> }) {
  const res = await api("POST", `/api/projects/${projectId}/fields`, { as, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<CustomField>(res);
}

export async function shapeTask(
  as: Caller,
  taskId: string,
  body: { labelIds?: string[]; fields?: Record<string, unknown>; statusId?: string },
) {
  const res = await api("PATCH", `/api/tasks/${taskId}`, { as, body });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<Task>(res);
}

export const optionId = (field: CustomField, name: string) => field.options.find((o) => o.name === name)!.id;
