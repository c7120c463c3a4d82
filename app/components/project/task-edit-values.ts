import type { CustomField, FieldValue, TaskFields } from "../../../core/schemas/custom-field";
import type { Priority, TaskStatus } from "../../../core/schemas/fields";
import type { BoardStatus } from "../../../core/schemas/statuses";
import { updateTaskSchema } from "../../../core/schemas/task";
import { isRecord } from "../../lib/drafts";
import { PRIORITIES, TASK_STATUSES } from "../../lib/task-display";
import { changedKeys, patchOf, type TaskDraft } from "../../lib/task-edit";
import { formSchema, listOf, textOf } from "../../lib/use-schema-form";
import { numberFromInput } from "../fields/field-values";
import { type FieldText, fieldInputValue, fieldText, UNASSIGNED } from "./new-task-payload";

// Issue 23 #2: the inline task editor on Conform. Its inputs are named after the task update's fields
// (PATCH /api/tasks/:id, the socket's update), so the route's issue paths are input names. The row's
// draft (what is kept across a reload and rebased on a conflict) is read back from the inputs.

/** What the editor's inputs hold, as text. */
export type EditValues = {
  name: string;
  description: string;
  /** One of the project's statuses; `status` (a category) while the board has sent none. */
  statusId: string;
  status: string;
  priority: string;
  /** A member's id, or "unassigned". */
  assigneeId: string;
  dueDate: string;
  estimate: string;
  labelIds: string[];
  /** The project's own fields, by id. */
  fields: Record<string, FieldText>;
};

/** What the inputs are read against: the project's statuses and fields, as the board has them now. */
export interface EditContext {
  statuses: readonly BoardStatus[];
  fields: readonly CustomField[];
}

/** The inputs' text for a draft. */
export function valuesOf(draft: TaskDraft, ctx: EditContext): EditValues {
  return {
    name: draft.name,
    description: draft.description,
    statusId: draft.statusId ?? "",
    status: draft.status,
    priority: draft.priority,
    assigneeId: draft.assigneeId == null ? UNASSIGNED : String(draft.assigneeId),
    dueDate: draft.dueDate,
    estimate: draft.estimate,
    labelIds: draft.labelIds ?? [],
    fields: Object.fromEntries(ctx.fields.map((f) => [f.id, fieldText(f, draft.fields?.[f.id])])),
  };
}

/** A custom field's draft value from its input's text (a number input keeps text that is not a number, as typed). */
function draftFieldValue(field: CustomField, raw: unknown): FieldValue | undefined {
  if (field.type === "number") return numberFromInput(textOf(raw));
  return fieldInputValue(field, raw);
}

const priorityOf = (v: string): Priority | undefined => PRIORITIES.find((p) => p === v);
const statusOf = (v: string): TaskStatus | undefined => TASK_STATUSES.find((s) => s === v);
function pick(raw: Record<string, unknown>, key: keyof EditValues, fallback: string): string {
  const v = raw[key];
  return typeof v === "string" ? v : fallback;
}

/**
 * The draft the inputs hold. `base` fills what the form has no input for (the status category while a
 * project status is chosen, a field the board defined after the editor opened).
 */
export function draftFrom(raw: Record<string, unknown>, ctx: EditContext, base: TaskDraft): TaskDraft {
  const statusId = pick(raw, "statusId", base.statusId ?? "");
  const chosen = ctx.statuses.find((s) => s.id === statusId);
  const status = chosen ? chosen.category : pick(raw, "status", base.status);
  const priority = pick(raw, "priority", base.priority);
  const assignee = pick(raw, "assigneeId", base.assigneeId == null ? UNASSIGNED : String(base.assigneeId));
  const rawFields = isRecord(raw.fields) ? raw.fields : {};
  const fields: TaskFields = { ...(base.fields ?? {}) };
  for (const f of ctx.fields) {
    const value = draftFieldValue(f, rawFields[f.id]);
    if (value === undefined) delete fields[f.id];
    else fields[f.id] = value;
  }
  return {
    name: pick(raw, "name", base.name),
    description: pick(raw, "description", base.description),
    status: statusOf(status) ?? base.status,
    priority: priorityOf(priority) ?? base.priority,
    assigneeId: assignee === UNASSIGNED || assignee === "" ? null : /^\d+$/.test(assignee) ? Number(assignee) : base.assigneeId,
    dueDate: pick(raw, "dueDate", base.dueDate),
    estimate: pick(raw, "estimate", base.estimate),
    statusId: chosen ? chosen.id : (base.statusId ?? ""),
    // A list with nothing chosen sends nothing: no labels.
    labelIds: listOf(raw.labelIds),
    fields,
  };
}

/**
 * The editor's schema: its inputs → the draft → the changes since `start`, checked by the task update's
 * own schema (what the board checks a write with). A save with nothing changed is an empty patch.
 */
export function editSchema(start: TaskDraft, ctx: EditContext) {
  return formSchema(updateTaskSchema.omit({ version: true, position: true }), (raw) => {
    const draft = draftFrom(raw, ctx, start);
    return patchOf(draft, changedKeys(draft, start), start);
  });
}

/** The inputs a refusal can name: the update's fields, and each of the project's own fields. */
export function editInputs(ctx: EditContext): string[] {
  return [
    "name",
    "description",
    "statusId",
    "status",
    "priority",
    "assigneeId",
    "dueDate",
    "estimate",
    "labelIds",
    ...ctx.fields.map((f) => `fields.${f.id}`),
  ];
}
