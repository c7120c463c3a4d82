import { type BoardStatus, DEFAULT_STATUSES, type StatusCategory } from "../../core/schemas/statuses";
import type { SyncBase } from "./sync-types";

// Issue 25 (decision 132): a project's own status names to and from the providers. A task goes to the
// provider's state of its status's name (a Jira status, a monday label, a Smartsheet option, an Asana
// "Status" option) when the provider has one, else by its category as before; a pulled state whose
// name is one of the project's statuses sets that status. Pure, so the rule is tested in Node too.

/** Status names are matched as people read them: case and surrounding spaces aside. */
export const sameStatusName = (a: string | null | undefined, b: string | null | undefined) =>
  a != null && b != null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The project's status of this name, if any. */
export function statusNamed(statuses: BoardStatus[], name: string | null | undefined): BoardStatus | undefined {
  return name ? statuses.find((s) => sameStatusName(s.name, name)) : undefined;
}

/**
 * One of the three statuses every project starts with, under its first name: its category says all
 * there is, so a provider without a state of that name is not listed as unable to hold it.
 */
export const isDefaultStatus = (s: Pick<BoardStatus, "name" | "category">) =>
  DEFAULT_STATUSES.some((d) => d.category === s.category && sameStatusName(d.name, s.name));

/**
 * The project status a pulled state names. A two-state provider (Asana) says done or not by
 * `completed`; its named status counts only when it agrees.
 */
export function pulledStatus(
  statuses: BoardStatus[],
  item: { status: StatusCategory; statusName?: string | null },
  twoStates = false,
): BoardStatus | undefined {
  const named = statusNamed(statuses, item.statusName);
  if (!named) return undefined;
  if (twoStates && (named.category === "done") !== (item.status === "done")) return undefined;
  return named;
}

/**
 * The status-name rule, after the category's three-way rule (pull-merge.ts): when the category was
 * taken, the named status comes with it; otherwise a status the provider moved to since the last sync
 * is taken, one only Kickoff changed is kept, one both changed is a conflict. A base that does not
 * know the provider's state name (a link from before decision 132) takes nothing; no base at all (a
 * first pull) takes the provider's.
 */
export function mergeStatusName(args: {
  mine: { statusId: string };
  named: BoardStatus | undefined;
  theirName: string | null | undefined;
  base: Pick<SyncBase, "statusName" | "statusId"> | null;
  categoryTaken: boolean;
  categoryConflict: boolean;
}): { statusId?: string; conflict: boolean } {
  const { mine, named, theirName, base } = args;
  if (!named) return { conflict: false };
  if (args.categoryTaken) return { statusId: named.id, conflict: false };
  if (args.categoryConflict || named.id === mine.statusId) return { conflict: false };
  const externalChanged = base === null || (base.statusName != null && !sameStatusName(theirName, base.statusName));
  const kickoffChanged = base !== null && base.statusId != null && base.statusId !== mine.statusId;
  if (externalChanged && kickoffChanged) return { conflict: true };
  return externalChanged ? { statusId: named.id, conflict: false } : { conflict: false };
}
