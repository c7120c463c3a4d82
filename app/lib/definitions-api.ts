import type { CreateFieldInput, CustomField, UpdateFieldInput } from "../../core/schemas/custom-field";
import type { CreateLabelInput, Label, UpdateLabelInput } from "../../core/schemas/labels";
import type { BoardStatus, CreateStatusInput, UpdateStatusInput } from "../../core/schemas/statuses";
import { api, readJson } from "./api";

// Issue 25: a project's labels, statuses and fields, changed over HTTP. The board then pushes the new
// lists to every open page (`definitions` and `fields` messages), this one included.

export const createLabel = (projectId: number, json: CreateLabelInput): Promise<Label> =>
  readJson(api.projects[":id"].labels.$post({ param: { id: String(projectId) }, json }));

export const updateLabel = (id: string, json: UpdateLabelInput): Promise<Label> =>
  readJson(api.labels[":id"].$patch({ param: { id }, json }));

export const deleteLabel = (id: string) => readJson(api.labels[":id"].$delete({ param: { id } }));

export const createStatus = (projectId: number, json: CreateStatusInput): Promise<BoardStatus> =>
  readJson(api.projects[":id"].statuses.$post({ param: { id: String(projectId) }, json }));

export const updateStatus = (id: string, json: UpdateStatusInput): Promise<BoardStatus> =>
  readJson(api.statuses[":id"].$patch({ param: { id }, json }));

/** `moveTo`: where its tasks go (the server refuses the delete of a status that has tasks without it). */
export const deleteStatus = (id: string, moveTo?: string) =>
  readJson(api.statuses[":id"].$delete({ param: { id }, query: moveTo ? { moveTo } : {} }));

export const createField = (projectId: number, json: CreateFieldInput): Promise<CustomField> =>
  readJson(api.projects[":id"].fields.$post({ param: { id: String(projectId) }, json }));

export const updateField = (id: string, json: UpdateFieldInput): Promise<CustomField> =>
  readJson(api.fields[":id"].$patch({ param: { id }, json }));

export const deleteField = (id: string) => readJson(api.fields[":id"].$delete({ param: { id } }));
