import { daysBetween } from "./dates";
// The one definition of a project's progress (decision 016). Every place that shows or stores a
// progress figure goes through here: the project cards (via the D1 projection), the project page,
// the analysis and the analytics. Tasks are the work; milestones are checkpoints and never count.

/** The kind of board item that is work: only these count towards progress. */
export const WORK_KIND = "task";

export interface Progress {
  completed: number;
  total: number;
  /** Whole percent, 0–100; 0 for a board without tasks. */
  percent: number;
}

/** Does this board item count towards progress? */
export function isWork(item: { kind: string }): boolean {
  return item.kind === WORK_KIND;
}

/** Is this board item done? The status is the truth; isCompleted mirrors it (spec §4). */
export function isDone(item: { status: string }): boolean {
  return item.status === "done";
}

/** Whole percent of `completed` over `total`, clamped to 0–100. */
export function progressPercent(completed: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(completed)) return 0;
  return Math.min(100, Math.max(0, Math.round((100 * completed) / total)));
}

/** Progress of a board: done tasks over all tasks; milestones are ignored. */
export function progressOf(items: ReadonlyArray<{ kind: string; status: string }>): Progress {
  let total = 0;
  let completed = 0;
  for (const item of items) {
    if (!isWork(item)) continue;
    total++;
    if (isDone(item)) completed++;
  }
  return { completed, total, percent: progressPercent(completed, total) };
}

/** The same, under the name the deep analysis knew it by (it quotes the page's figures). */
export type BoardProgress = Progress;
export const boardProgress = progressOf;

/** Whole days from `today` to `due` as the analytics card counts them ("N days remaining"). */
export function daysUntil(due: string, today: string): number {
  return daysBetween(today, due.slice(0, 10));
}

/** Progress from counters already computed with the same rule (the D1 projection's columns). */
export function progressFromCounts(completed: number, total: number): Progress {
  return { completed, total, percent: progressPercent(completed, total) };
}
