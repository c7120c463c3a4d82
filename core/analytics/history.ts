import { addDays, weekStart } from "../dates";
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

// Day arithmetic is core/dates' (decision 122); these names stay for the analytics modules.
export { addDays, daysBetween } from "../dates";

/** "YYYY-MM-DD" of an ISO timestamp or day, in UTC. */
export const dayOf = (iso: string): string => iso.slice(0, 10);

/** The Monday starting the ISO week of `day`. */
export const weekOf = (day: string): string => weekStart(day);

/** Every day from `from` to `to`, inclusive. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}
