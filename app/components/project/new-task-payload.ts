import { z } from "zod";
import { checkFieldValue } from "../../../core/fields/validate";
import { socketCreateSchema } from "../../../core/schemas/board-protocol";
import type { CustomField, FieldValue, TaskFields } from "../../../core/schemas/custom-field";
import type { BoardStatus } from "../../../core/schemas/statuses";
import { numberFromInput } from "../fields/field-values";

// Spec §2.7 Add Task (issue 21 #8, issue 25): what the dialog's inputs hold, as text, and the create
// payload they make. The payload is checked by the schema the board checks a socket create with
// (socketCreateSchema) and each custom value by the board's own rule (core/fields/validate.ts), so the
// form refuses what the board would, with its words, next to the input.

export const NO_PARENT = "none";
export const UNASSIGNED = "unassigned";

/** A custom field's value as its input holds it: text, or the chosen option ids of a multi select. */
export type FieldText = string | string[];

export type NewTaskValues = {
  name: string;
  description: string;
  priority: string;
  /** One of the project's statuses; or, while the board has sent none, `status` (a category). */
  statusId: string;
  status: string;
  assigneeId: string;
  dueDate: string;
  parentTaskId: string;
  labelIds: string[];
  fields: Record<string, FieldText>;
};

export interface NewTaskContext {
  statuses: readonly BoardStatus[];
  fields: readonly CustomField[];
  isMember: (userId: number) => boolean;
}

const text = (v: unknown): string => (typeof v === "string" ? v : "");
const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && x !== "") : typeof v === "string" && v ? [v] : [];

/** The text a field's input starts from for a stored value (a kept draft, a default). */
export function fieldText(field: CustomField, value: FieldValue | undefined): FieldText {
  if (field.type === "multi-select") return Array.isArray(value) ? value : [];
  if (value === undefined || value === false) return "";
  if (value === true) return "true";
  return Array.isArray(value) ? "" : String(value);
}

/** The value FieldInput shows for an input's text (what the person typed stays as typed). */
export function fieldInputValue(field: CustomField, raw: unknown): FieldValue | undefined {
  switch (field.type) {
    case "multi-select":
      return list(raw);
    case "checkbox":
      return raw === "true";
    case "person":
      return /^\d+$/.test(text(raw)) ? Number(text(raw)) : undefined;
    default:
      return text(raw);
  }
}

/** The inputs' values in the dialog's shape, whatever was kept (a draft) or read from the form; `base` fills the gaps. */
export function normalizeValues(raw: Record<string, unknown>, ctx: NewTaskContext, base: NewTaskValues): NewTaskValues {
  const rawFields = typeof raw.fields === "object" && raw.fields !== null ? (raw.fields as Record<string, unknown>) : {};
  const pick = (key: Exclude<keyof NewTaskValues, "labelIds" | "fields">) =>
    typeof raw[key] === "string" ? (raw[key] as string) : base[key];
  return {
    name: pick("name"),
    description: pick("description"),
    priority: pick("priority"),
    statusId: pick("statusId"),
    status: pick("status"),
    assigneeId: pick("assigneeId"),
    dueDate: pick("dueDate"),
    parentTaskId: pick("parentTaskId"),
    labelIds: "labelIds" in raw ? list(raw.labelIds) : base.labelIds,
    fields: Object.fromEntries(
      ctx.fields.map((f) => {
        const v = rawFields[f.id];
        return [f.id, f.type === "multi-select" ? list(v) : typeof v === "string" ? v : (base.fields[f.id] ?? "")];
      }),
    ),
  };
}

/** What an input's text means for its field; undefined when it is empty (the task has no value). */
export function fieldValue(field: CustomField, raw: unknown): FieldValue | undefined {
  if (field.type === "multi-select") {
    const ids = list(raw);
    return ids.length ? ids : undefined;
  }
  const t = text(raw);
  if (t.trim() === "") return undefined;
  switch (field.type) {
    case "checkbox":
      return t === "true" ? true : undefined;
    case "number":
      return numberFromInput(t);
    case "person":
      return /^\d+$/.test(t) ? Number(t) : t;
    default:
      return t;
  }
}

/** The create payload from the dialog's inputs (as Conform reads them from the form). */
export function newTaskPayload(raw: Record<string, unknown>, ctx: NewTaskContext) {
  const chosen = ctx.statuses.find((s) => s.id === text(raw.statusId));
  const status = chosen ? chosen.category : text(raw.status) || "todo";
  const assignee = text(raw.assigneeId);
  const parent = text(raw.parentTaskId);
  const rawFields = typeof raw.fields === "object" && raw.fields !== null ? (raw.fields as Record<string, unknown>) : {};
  const fields: TaskFields = {};
  for (const f of ctx.fields) {
    const value = fieldValue(f, rawFields[f.id]);
    if (value !== undefined) fields[f.id] = value;
  }
  const labelIds = list(raw.labelIds);
  return {
    name: text(raw.name),
    description: text(raw.description),
    priority: text(raw.priority) || "medium",
    status,
    ...(chosen ? { statusId: chosen.id } : {}),
    isCompleted: status === "done",
    assigneeId: assignee === "" || assignee === UNASSIGNED ? null : Number(assignee),
    dueDate: text(raw.dueDate) || null,
    kind: "task",
    source: "manual",
    parentTaskId: parent === "" || parent === NO_PARENT ? null : parent,
    ...(labelIds.length ? { labelIds } : {}),
    ...(Object.keys(fields).length ? { fields } : {}),
  };
}

/** The dialog's schema: its inputs → the payload, checked as the board checks it. */
export function newTaskSchema(ctx: NewTaskContext) {
  const checked = socketCreateSchema.omit({ id: true }).superRefine((task, issues) => {
    for (const [id, value] of Object.entries(task.fields ?? {})) {
      const field = ctx.fields.find((f) => f.id === id);
      if (!field || value === null) continue;
      const result = checkFieldValue(field, value, ctx.isMember);
      if (!result.ok) issues.addIssue({ code: "custom", path: ["fields", id], message: result.message });
    }
  });
  return z.preprocess(
    (raw) => newTaskPayload(typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {}, ctx),
    checked,
  );
}

export type NewTaskPayload = z.output<ReturnType<typeof newTaskSchema>>;

/** A new task's inputs before anything is typed: the project's first "to do" status, no assignee, no parent. */
export function emptyValues(ctx: NewTaskContext): NewTaskValues {
  const todo = [...ctx.statuses].sort((a, b) => a.order - b.order).find((s) => s.category === "todo") ?? ctx.statuses[0];
  return {
    name: "",
    description: "",
    priority: "medium",
    statusId: todo?.id ?? "",
    status: "todo",
    assigneeId: UNASSIGNED,
    dueDate: "",
    parentTaskId: NO_PARENT,
    labelIds: [],
    fields: Object.fromEntries(ctx.fields.map((f) => [f.id, fieldText(f, undefined)])),
  };
}

/** The form's inputs a refusal can name: the payload's fields, and each of the project's own fields. */
export function newTaskInputs(ctx: NewTaskContext): string[] {
  return [
    "name",
    "description",
    "priority",
    "statusId",
    "status",
    "assigneeId",
    "dueDate",
    "parentTaskId",
    "labelIds",
    ...ctx.fields.map((f) => `fields.${f.id}`),
  ];
}
