import { checkFieldValue } from "../../core/fields/validate";
import type { CustomField, FieldValue, TaskFields } from "../../core/schemas/custom-field";
import { isoDay } from "../../core/schemas/fields";
import type { CarriedField } from "./carry";

// Issue 25 (decision 124): a provider's field values pulled back onto the project's own fields, the
// export's mapping (carry.ts) reversed. Providers read their own forms (a Jira option's {value}, an
// Asana enum's name, a monday label's text, a Smartsheet picklist cell) into the carried form: option
// names, numbers, days, booleans. Here they become Kickoff values, matched by the field's name, and
// the three-way rule of the other fields runs value by value.

/** A provider's value for a field of the same name, in carried form; null when the item has none. */
export interface PulledField {
  name: string;
  value: CarriedField["value"];
}

/** A field value in the sync base: what both sides held after the last sync, null for none. */
export type BaseValues = Record<string, FieldValue | null>;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A carried value as the field's Kickoff value, or a reason it cannot be one. */
function kickoffValue(
  field: CustomField,
  value: CarriedField["value"],
): { ok: true; value: FieldValue | null } | { ok: false; reason: string } {
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) return { ok: true, value: null };
  const option = (name: string) => field.options.find((o) => sameName(o.name, name))?.id;
  let raw: unknown = value;
  switch (field.type) {
    case "person":
      return { ok: false, reason: "a person field is not read from providers (each has its own user ids)." };
    case "single-select":
      raw = option(String(Array.isArray(value) ? value[0] : value));
      if (raw === undefined) return { ok: false, reason: `“${String(value)}” is not one of its options.` };
      break;
    case "multi-select": {
      const names = Array.isArray(value) ? value : String(value).split(/\s*,\s*/);
      const missing = names.filter((n) => option(n) === undefined);
      if (missing.length > 0) return { ok: false, reason: `${missing.map((n) => `“${n}”`).join(", ")} is not one of its options.` };
      raw = names.map(option);
      break;
    }
    case "number":
      raw = typeof value === "number" ? value : Number(String(value).replace(/,/g, ""));
      break;
    case "date":
      raw = String(value).slice(0, 10);
      if (!isoDay.safeParse(raw).success) return { ok: false, reason: `“${String(value)}” is not a date.` };
      break;
    case "checkbox":
      raw = value === true || String(value).toLowerCase() === "true";
      if (raw === false) return { ok: true, value: null };
      break;
    default:
      raw = Array.isArray(value) ? value.join(", ") : String(value);
  }
  const checked = checkFieldValue(field, raw, () => false);
  return checked.ok ? { ok: true, value: checked.value } : { ok: false, reason: checked.message.slice(field.name.length + 2) };
}

/**
 * The provider's values by Kickoff field id, for the fields the provider has (by name). A value the
 * field cannot take is left out and reported: the task keeps its own.
 */
export function pulledFieldValues(
  defs: CustomField[],
  pulled: PulledField[],
): { values: BaseValues; refused: Array<{ name: string; reason: string }> } {
  const values: BaseValues = {};
  const refused: Array<{ name: string; reason: string }> = [];
  for (const field of defs) {
    const found = pulled.find((p) => sameName(p.name, field.name));
    if (!found || field.type === "person") continue;
    const v = kickoffValue(field, found.value);
    if (v.ok) values[field.id] = v.value;
    else refused.push({ name: field.name, reason: v.reason });
  }
  return { values, refused };
}

const same = (a: FieldValue | null | undefined, b: FieldValue | null | undefined) => {
  const x = a ?? null;
  const y = b ?? null;
  if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((v, i) => v === y[i]);
  return x === y;
};

/**
 * The three-way rule value by value (pull-merge.ts for fields): one only the provider changed since
 * the base is taken, one only Kickoff changed is kept, one both changed differently keeps Kickoff's and
 * is a conflict. Without a base the provider's value is taken, but an empty one clears nothing.
 */
export function mergeFieldValues(
  mine: TaskFields | undefined,
  theirs: BaseValues,
  base: BaseValues | null | undefined,
): { patch: BaseValues; conflicts: string[] } {
  const patch: BaseValues = {};
  const conflicts: string[] = [];
  for (const [id, value] of Object.entries(theirs)) {
    const current = mine?.[id] ?? null;
    if (same(current, value)) continue;
    if (!base || !(id in base)) {
      if (value !== null) patch[id] = value;
      continue;
    }
    const kickoffChanged = !same(current, base[id]);
    const externalChanged = !same(value, base[id]);
    if (kickoffChanged && externalChanged) conflicts.push(id);
    else if (externalChanged) patch[id] = value;
  }
  return { patch, conflicts };
}

/** The base after a sync: the task's values of every field the provider has (or was sent). */
export function fieldBase(task: TaskFields | undefined, ids: Iterable<string>): BaseValues {
  return Object.fromEntries([...ids].map((id) => [id, task?.[id] ?? null]));
}
