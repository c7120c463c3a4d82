import { sameValue } from "../../../core/fields/validate";
import type { CustomField, FieldValue, TaskFields, TaskFieldsInput } from "../../../core/schemas/custom-field";
import { formatDay } from "../../lib/dates";

// Issue 25: a custom field's value as the list shows it and as the task editor edits it. The server
// checks every value (core/fields/validate.ts); the editor sends what was typed, so a bad value gets
// the server's own message ("Estimate: enter a number.").

/** A value as a short text for a cell; "" when the task has none. `personName` names a user id. */
export function formatFieldValue(field: CustomField, value: FieldValue | undefined, personName: (id: number) => string): string {
  if (value === undefined || value === null || value === "") return "";
  switch (field.type) {
    case "checkbox":
      return value === true ? "Yes" : "";
    case "date":
      return typeof value === "string" ? formatDay(value, "MMM dd, yyyy", "") : "";
    case "number":
      return typeof value === "number" ? value.toLocaleString("en-US", { maximumFractionDigits: 6 }) : String(value);
    case "person":
      return typeof value === "number" ? personName(value) : "";
    case "single-select":
      return field.options.find((o) => o.id === value)?.name ?? "";
    case "multi-select": {
      const ids = Array.isArray(value) ? value : [];
      return field.options
        .filter((o) => ids.includes(o.id))
        .map((o) => o.name)
        .join(", ");
    }
    default:
      return String(value);
  }
}

/**
 * What the number input holds as typed: a number when it reads as one ("1,5" too), "" when empty,
 * else the text itself, which the server refuses with its message rather than this guessing.
 */
export function numberFromInput(text: string): number | string {
  const t = text.trim().replace(",", ".");
  if (t === "") return "";
  const n = Number(t);
  return Number.isFinite(n) ? n : text;
}

/** The text a number input shows for a stored value. */
export const numberInputText = (value: FieldValue | undefined) => (value === undefined ? "" : String(value));

/** The empty values a field can hold in a draft: the task has no value for it. */
const isEmpty = (v: FieldValue | undefined | null) =>
  v === undefined || v === null || v === "" || v === false || (Array.isArray(v) && v.length === 0);

/** Whether two drafts hold the same value for one field (empty values of any kind are the same). */
export function sameFieldValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  return sameValue(a, b);
}

/** The field ids whose value differs between two drafts. */
export function changedFieldIds(draft: TaskFields, start: TaskFields): string[] {
  const ids = new Set([...Object.keys(draft), ...Object.keys(start)]);
  return [...ids].filter((id) => !sameFieldValue(draft[id], start[id]));
}

/** The `fields` of a task update: only the changed fields, an emptied one as null (which clears it). */
export function fieldsPatch(draft: TaskFields, start: TaskFields): TaskFieldsInput {
  const out: TaskFieldsInput = {};
  for (const id of changedFieldIds(draft, start)) out[id] = isEmpty(draft[id]) ? null : draft[id];
  return out;
}

/** After a conflict: their values, with the fields this draft changed set to the draft's. */
export function rebaseFields(draft: TaskFields, start: TaskFields, theirs: TaskFields): TaskFields {
  const next: TaskFields = { ...theirs };
  for (const id of changedFieldIds(draft, start)) {
    if (isEmpty(draft[id])) delete next[id];
    else next[id] = draft[id];
  }
  return next;
}
