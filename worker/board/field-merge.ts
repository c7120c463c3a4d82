import { sameValue } from "../../core/fields/validate";
import type { Task, UpdateTaskInput } from "../../core/schemas/task";
import type { LoggedValue } from "./op-log";

// Issue 21 #8: two people changing different fields of one task both keep their change. A write based on
// an older version is refused (409) only when a field it sets was changed by someone else since that
// version; the event log holds every version of the task in between (before/after of each change). When
// the log no longer reaches back that far, the write is refused as before: a merge we can't prove safe
// is not made.

/** The fields a patch key writes. status and isCompleted are one field (done ⇔ completed). */
const FIELDS_OF: Record<Exclude<keyof UpdateTaskInput, "version">, string[]> = {
  name: ["name"],
  description: ["description"],
  status: ["status"],
  isCompleted: ["status"],
  priority: ["priority"],
  assigneeId: ["assigneeId"],
  startDate: ["startDate"],
  dueDate: ["dueDate"],
  estimate: ["estimate"],
  recurrence: ["recurrence"],
  recurrenceMode: ["recurrenceMode"],
  statusId: ["status", "statusId"],
  labelIds: ["labelIds"],
  // A place in a column is relative to that column: someone else's move of the task clashes with it.
  position: ["order", "status"],
  // Issue 25: each custom field is a field of its own (fieldsOfPatch names them "fields.<id>").
  fields: [],
};

const COMPARED: Array<keyof Task> = [
  "name",
  "description",
  "status",
  "priority",
  "assigneeId",
  "startDate",
  "dueDate",
  "order",
  "parentTaskId",
  "kind",
  "estimate",
  "recurrence",
  "recurrenceMode",
  "statusId",
  "labelIds",
];

export function fieldsOfPatch(patch: UpdateTaskInput): Set<string> {
  const out = new Set<string>();
  for (const key of Object.keys(patch) as Array<keyof UpdateTaskInput>) {
    if (key === "version" || patch[key] === undefined) continue;
    for (const f of FIELDS_OF[key]) out.add(f);
  }
  for (const id of Object.keys(patch.fields ?? {})) out.add(`fields.${id}`);
  return out;
}

/** Every version of task `id` in a logged before/after value (a task, a schedule's tasks; a link has none). */
function snapshotsOf(value: LoggedValue, id: string, into: Map<number, Partial<Task>>): void {
  if (value === null) return;
  for (const v of Array.isArray(value) ? value : [value]) if (v.id === id && "version" in v) into.set(v.version, v);
}

/**
 * The fields of `current` changed since version `base`, from the logged before/after values that mention
 * the task; null when some version in between is missing from the log.
 */
export function fieldsChangedSince(
  current: Task,
  base: number,
  logged: Array<{ before: LoggedValue; after: LoggedValue }>,
): Set<string> | null {
  const versions = new Map<number, Partial<Task>>();
  for (const e of logged) {
    snapshotsOf(e.before, current.id, versions);
    snapshotsOf(e.after, current.id, versions);
  }
  versions.set(current.version, current);
  const changed = new Set<string>();
  for (let v = base; v < current.version; v++) {
    const a = versions.get(v);
    const b = versions.get(v + 1);
    if (!a || !b) return null;
    for (const k of COMPARED) if (!sameValue(a[k], b[k])) changed.add(k);
    for (const id of new Set([...Object.keys(a.fields ?? {}), ...Object.keys(b.fields ?? {})])) {
      if (!sameValue(a.fields?.[id], b.fields?.[id])) changed.add(`fields.${id}`);
    }
  }
  return changed;
}

/** Whether a write based on an older version may be applied on top of `current`. */
export function mergeable(patch: UpdateTaskInput, changedSince: Set<string> | null): boolean {
  if (!changedSince) return false;
  for (const f of fieldsOfPatch(patch)) if (changedSince.has(f)) return false;
  return true;
}
