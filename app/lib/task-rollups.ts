import { useRef } from "react";
import type { Task } from "../../core/schemas/task";

// The list's roll-ups (subtask counts, estimate totals) read four fields of each task. Most live changes
// (a rename, a date, a priority, a comment count) touch none of them, and recomputing the roll-ups of
// 20,000 tasks for each was most of what a teammate's change cost the page (issue 22's CPU profile):
// the roll-ups are kept, with their identity, so the rows reading them do not render again either.

type RollupInput = Pick<Task, "id" | "parentTaskId" | "status" | "estimate">;

/** Whether `next` holds the same tasks as `prev`, in the same order, differing in no field a roll-up reads. */
export function sameRollupInputs(prev: readonly RollupInput[], next: readonly RollupInput[]): boolean {
  if (prev === next) return true;
  if (prev.length !== next.length) return false;
  for (let i = 0; i < next.length; i++) {
    const a = prev[i];
    const b = next[i];
    if (a === b) continue;
    if (a.id !== b.id || a.status !== b.status || (a.parentTaskId ?? null) !== (b.parentTaskId ?? null)) return false;
    if ((a.estimate ?? null) !== (b.estimate ?? null)) return false;
  }
  return true;
}

/** `tasks`, or the array last returned while the roll-ups' inputs have not changed since it. */
export function useRollupSource<T extends RollupInput>(tasks: T[]): T[] {
  const kept = useRef(tasks);
  // Derived from the argument alone, so a render React throws away leaves a value it would compute again.
  if (kept.current !== tasks && !sameRollupInputs(kept.current, tasks)) kept.current = tasks;
  return kept.current;
}
