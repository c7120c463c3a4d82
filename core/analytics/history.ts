import type { TaskStatus } from "../schemas/fields";

// The board's analytics history: one entry per change that matters to analytics (an item created,
// its status, assignee or due date changed, or deleted), each holding the item's state after it.
// Renames and reorders are not in it, which keeps it small enough to keep for the board's whole life.

export interface HistoryEntry {
  /** Board version of the change; entries are replayed in this order. */
  version: number;
  /** ISO timestamp of the change (UTC). */
  at: string;
  taskId: string;
  kind: "task" | "milestone";
  /** The item's status after the change; null once it is deleted. */
  status: TaskStatus | null;
  assigneeId: number | null;
  /** "YYYY-MM-DD" or null. */
  dueDate: string | null;
}

/** The fields of an item that analytics follows; a change to any other field is not history. */
export interface TrackedState {
  kind: "task" | "milestone";
  status: TaskStatus;
  assigneeId: number | null;
  dueDate: string | null;
}

/** Whether a change from `before` to `after` (null: created / deleted) belongs in the history. */
export function isHistoryChange(before: TrackedState | null, after: TrackedState | null): boolean {
  if (!before || !after) return true;
  return (
    before.status !== after.status ||
    before.assigneeId !== after.assigneeId ||
    before.dueDate !== after.dueDate ||
    before.kind !== after.kind
  );
}

const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" of an ISO timestamp or day, in UTC. */
export const dayOf = (iso: string): string => iso.slice(0, 10);

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const weekCache = new Map<string, string>();

/** The Monday starting the ISO week of `day` (memoized: replays ask for the same few days many times). */
export function weekOf(day: string): string {
  let week = weekCache.get(day);
  if (week === undefined) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
    week = addDays(day, -((weekday + 6) % 7));
    if (weekCache.size > 5_000) weekCache.clear();
    weekCache.set(day, week);
  }
  return week;
}

/** Every day from `from` to `to`, inclusive. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}
