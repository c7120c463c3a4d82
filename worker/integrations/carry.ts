import type { CustomField, FieldType, TaskFields } from "../../core/schemas/custom-field";
import type { Label } from "../../core/schemas/labels";

// Issue 25: what a task carries to a provider beyond name, description, status and due date: its
// labels (by name) and the project's own fields (values resolved to names). What a provider cannot
// hold is reported through `notCarried` and listed in the sync's result, never dropped silently
// (decision 103).

/** One project field as a provider sees it: option ids resolved to option names. */
export interface CarriedField {
  id: string;
  name: string;
  type: FieldType;
  /** null when the task has no value (an update then clears it where the provider can). */
  value: string | number | boolean | string[] | null;
  /** A select's option names (for providers that make the column with its choices). */
  options: string[];
}

export interface NotCarried {
  kind: "label" | "field" | "status";
  /** The field's or status's name, or "Labels" for a provider that has nowhere to put them. */
  name: string;
  reason: string;
}

export interface PushExtras {
  /** The task's labels, by name, in the project's order. */
  labels: string[];
  /** Whether the last sync of this task carried labels (so an update with none takes them off). */
  hadLabels: boolean;
  /** Every field of the project, with this task's value or null. */
  fields: CarriedField[];
  notCarried(item: NotCarried): void;
  /** Decision 132: the task's status name, sent as the provider's state of that name where it has one. */
  statusName?: string;
  /** The provider's name of the state the item is in after the write (null: it did not say). */
  statusHeld?(name: string | null): void;
  /** Per-run memory (column ids, tag ids, field settings) so a project sync looks them up once. */
  memo: Map<string, unknown>;
}

/**
 * Whether a write sets the item's labels: when the task has some, or an update takes off labels an
 * earlier sync sent. A task that never had labels leaves the provider's own tags alone.
 */
export const setsLabels = (extras: PushExtras, update: boolean) => extras.labels.length > 0 || (update && extras.hadLabels);

/** Looks something up once per run. */
export async function remember<T>(extras: Pick<PushExtras, "memo">, key: string, load: () => Promise<T>): Promise<T> {
  if (extras.memo.has(key)) return extras.memo.get(key) as T;
  const value = await load();
  extras.memo.set(key, value);
  return value;
}

/** The project's fields with one task's values, select options as their names and a person as their id. */
export function carriedFields(defs: CustomField[], values: TaskFields | undefined): CarriedField[] {
  return defs.map((f) => {
    const raw = values?.[f.id];
    const option = (id: string) => f.options.find((o) => o.id === id)?.name;
    let value: CarriedField["value"] = raw ?? null;
    if (f.type === "single-select" && typeof raw === "string") value = option(raw) ?? null;
    if (f.type === "multi-select" && Array.isArray(raw)) value = raw.map(option).filter((n): n is string => Boolean(n));
    if (Array.isArray(value) && value.length === 0) value = null;
    return { id: f.id, name: f.name, type: f.type, value, options: f.options.map((o) => o.name) };
  });
}

export const labelNames = (labels: Label[], ids: string[] | undefined): string[] => {
  const byId = new Map(labels.map((l) => [l.id, l.name]));
  return (ids ?? []).map((id) => byId.get(id)).filter((n): n is string => Boolean(n));
};

/** Jira labels cannot hold a space: "Needs review" goes as "Needs_review" (and matches it coming back). */
export const jiraLabel = (name: string) => name.trim().replace(/\s+/g, "_");

/** How labels are matched across tools: case, spaces and underscores do not tell two labels apart. */
export const labelKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "_");

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A field of the provider's with this field's name, or undefined. */
export function byName<T>(list: T[], name: string, nameOf: (t: T) => string | undefined): T | undefined {
  return list.find((t) => {
    const n = nameOf(t);
    return n !== undefined && sameName(n, name);
  });
}

/**
 * The pull's three-way rule for a set of labels, label by label: one the provider added or removed
 * since the base is taken, one only Kickoff added or removed is kept. Without a base nothing is taken
 * away (both sides' labels are kept). Returns the labels' keys the task should have.
 */
export function mergeLabelKeys(mine: string[], theirs: string[], base: string[] | null): string[] {
  const m = new Set(mine);
  const t = new Set(theirs);
  const b = base ? new Set(base) : null;
  const out: string[] = [];
  for (const key of new Set([...mine, ...theirs])) {
    const inMine = m.has(key);
    const inTheirs = t.has(key);
    const keep = inMine === inTheirs ? inMine : b === null ? true : inMine === b.has(key) ? inTheirs : inMine;
    if (keep) out.push(key);
  }
  return out;
}
