import type { CustomField, FieldValue, TaskFields, TaskFieldsInput } from "../schemas/custom-field";
import { isoDay } from "../schemas/fields";

// What a field's value must be, by type, and how a write's values apply to a task's. The BoardRoom runs
// this on every create and update (socket or HTTP), so a value is checked where its field is defined.

export type FieldCheck = { ok: true; value: FieldValue } | { ok: false; message: string };

const URL_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** One value for one field; `isMember` decides whether a person field may name a user. */
export function checkFieldValue(field: CustomField, raw: unknown, isMember: (userId: number) => boolean): FieldCheck {
  const bad = (what: string): FieldCheck => ({ ok: false, message: `${field.name}: ${what}` });
  switch (field.type) {
    case "text": {
      if (typeof raw !== "string") return bad("enter text.");
      const text = raw.trim();
      if (text.length > 2000) return bad("the text is too long (max 2,000 characters).");
      return { ok: true, value: text };
    }
    case "number":
      if (typeof raw !== "number" || !Number.isFinite(raw)) return bad("enter a number.");
      if (Math.abs(raw) > 1e15) return bad("the number is too large.");
      return { ok: true, value: raw };
    case "date": {
      const day = isoDay.safeParse(raw);
      if (typeof raw !== "string" || !day.success) return bad("use a date like 2026-03-31.");
      return { ok: true, value: day.data };
    }
    case "checkbox":
      if (typeof raw !== "boolean") return bad("use true or false.");
      return { ok: true, value: raw };
    case "url": {
      if (typeof raw !== "string" || !URL_PATTERN.test(raw.trim())) return bad("enter a web address starting with http:// or https://.");
      if (raw.length > 2000) return bad("the address is too long (max 2,000 characters).");
      return { ok: true, value: raw.trim() };
    }
    case "person":
      if (typeof raw !== "number" || !Number.isSafeInteger(raw) || raw <= 0) return bad("choose a person by their user id.");
      if (!isMember(raw)) return bad("the person must be a member of this project.");
      return { ok: true, value: raw };
    case "single-select": {
      if (typeof raw !== "string") return bad("choose one of its options.");
      if (!field.options.some((o) => o.id === raw)) return bad("that is not one of its options.");
      return { ok: true, value: raw };
    }
    case "multi-select": {
      if (!Array.isArray(raw) || raw.some((v) => typeof v !== "string")) return bad("choose a list of its options.");
      const ids = [...new Set(raw as string[])];
      if (ids.some((id) => !field.options.some((o) => o.id === id))) return bad("one of the choices is not one of its options.");
      // Kept in the options' order, so the same choice is always the same value.
      return { ok: true, value: field.options.filter((o) => ids.includes(o.id)).map((o) => o.id) };
    }
  }
}

export type FieldsResult = { ok: true; fields: TaskFields } | { ok: false; message: string };

/**
 * A task's values after a write: each key of `input` sets its field (null or an empty value clears
 * it); keys not in `input` stay. Unknown field ids are refused with a clear message.
 */
export function applyFieldValues(
  defs: CustomField[],
  current: TaskFields,
  input: TaskFieldsInput,
  isMember: (userId: number) => boolean,
): FieldsResult {
  const byId = new Map(defs.map((f) => [f.id, f]));
  const next: TaskFields = { ...current };
  for (const [id, raw] of Object.entries(input)) {
    const field = byId.get(id);
    if (!field) return { ok: false, message: `There is no field "${id}" in this project.` };
    if (raw === null || raw === "" || (Array.isArray(raw) && raw.length === 0) || (field.type === "checkbox" && raw === false)) {
      delete next[id];
      continue;
    }
    const checked = checkFieldValue(field, raw, isMember);
    if (!checked.ok) return checked;
    next[id] = checked.value;
  }
  return { ok: true, fields: next };
}

/** Two value maps hold the same values (key order aside). */
export function sameFields(a: TaskFields | undefined, b: TaskFields | undefined): boolean {
  const x = a ?? {};
  const y = b ?? {};
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((k) => k in y && sameValue(x[k], y[k]));
}

/**
 * Whether two stored values are the same: a missing value equals null, and a missing list equals an
 * empty one (tasks from before a field existed carry neither). Used for task fields of every kind.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if ((a ?? null) === (b ?? null)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    const x = (a ?? []) as unknown[];
    const y = (b ?? []) as unknown[];
    return Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => v === y[i]);
  }
  return false;
}
