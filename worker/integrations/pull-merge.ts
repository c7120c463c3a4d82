import { type ProviderSync, type PulledItem, SYNC_FIELDS, type SyncFields } from "./sync-types";

// The pull's three-way rule (spec §2.9), pure so it is tested field by field in Node
// (test/unit/pull-merge.test.ts) as well as through the queue (test/api/sync-three-way.test.ts).
// `base` is what both sides held after the last sync: a field only the provider changed is taken, one
// only Kickoff changed is kept, one both changed to different values keeps Kickoff's and is a conflict.

type Rules = Pick<ProviderSync, "fields" | "twoStates">;
type Field = keyof SyncFields;

/** Provider text made safe for the board: the same limits as a task typed in Kickoff. */
export function pulledFields(item: PulledItem): SyncFields {
  const day = item.dueDate?.slice(0, 10);
  return {
    name: item.name.replace(/\s+/g, " ").trim().slice(0, 200) || item.externalId,
    description: item.description.slice(0, 10_000),
    status: item.status,
    dueDate: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null,
  };
}

/** The fields this provider keeps: only these are compared and taken. */
const fieldsOf = (rules: Rules): ReadonlyArray<Field> => rules.fields ?? SYNC_FIELDS;

/** Equal as the provider can tell: a two-state provider (Asana) sees only done or not done. */
function same(rules: Rules, f: Field, a: string | null | undefined, b: string | null | undefined): boolean {
  return f === "status" && rules.twoStates ? (a === "done") === (b === "done") : a === b;
}

export interface PullMerge {
  /** The provider's values to write on the task (with isCompleted when the status changes). */
  patch: Partial<SyncFields> & { isCompleted?: boolean };
  /** Fields both sides changed to different values since the base: Kickoff's value stays. */
  conflicts: Field[];
}

/** What a pull does to a known task: `mine` on the board, `theirs` from the provider, `base` from the last sync. */
export function mergePulled(rules: Rules, mine: SyncFields, theirs: SyncFields, base: SyncFields | null): PullMerge {
  const patch: PullMerge["patch"] = {};
  const conflicts: Field[] = [];
  for (const f of fieldsOf(rules)) {
    if (same(rules, f, mine[f], theirs[f])) continue;
    // Without a base (first pull of an exported project) the provider's side is taken as the change.
    const kickoffChanged = base !== null && !same(rules, f, mine[f], base[f]);
    const externalChanged = base === null || !same(rules, f, theirs[f], base[f]);
    if (kickoffChanged && externalChanged) conflicts.push(f);
    else if (externalChanged) Object.assign(patch, { [f]: theirs[f] });
  }
  if (patch.status !== undefined) patch.isCompleted = patch.status === "done";
  return { patch, conflicts };
}

/**
 * The base saved after a pull: the provider's values of the fields it keeps, the task's own for the
 * others, and the task's status when a two-state provider cannot tell it apart (in progress vs to do).
 */
export function baseAfterPull(rules: Rules, task: SyncFields, theirs: SyncFields): SyncFields {
  const base = { ...task, ...Object.fromEntries(fieldsOf(rules).map((f) => [f, theirs[f]])) } as SyncFields;
  if (rules.twoStates && (base.status === "done") === (task.status === "done")) base.status = task.status;
  return base;
}
