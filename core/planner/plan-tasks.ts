import type { GeneratedPlan, PlanTask } from "../schemas/plan";

/** A task of a changed plan, with the index it had before the change (null for a new task). */
export interface MovedTask {
  task: PlanTask;
  from: number | null;
}

/**
 * The plan with its tasks replaced, removed or reordered: parentIndex and dependencies are indexes
 * into `tasks`, so they follow their tasks to the new positions. A task whose parent is gone becomes
 * a task of its own (the board does the same when a parent is deleted), and a link to a removed task
 * goes with it. A task that was split keeps its subtasks and links on its first part.
 */
export function withTasks(plan: GeneratedPlan, next: MovedTask[]): GeneratedPlan {
  const newIndex = new Map<number, number>();
  next.forEach((entry, i) => {
    if (entry.from !== null && !newIndex.has(entry.from)) newIndex.set(entry.from, i);
  });
  const at = (old: number | null | undefined) => (old === null || old === undefined ? null : (newIndex.get(old) ?? null));
  const tasks = next.map(({ task, from }, i) => {
    // A new task copied from an old one (a split) keeps that task's parent, never a stale index.
    const parent = from === null && task.parentIndex !== null ? null : at(task.parentIndex);
    return { ...task, parentIndex: parent === i ? null : parent };
  });
  const dependencies = plan.dependencies?.flatMap((d) => {
    const predecessor = at(d.predecessor);
    const successor = at(d.successor);
    return predecessor !== null && successor !== null && predecessor !== successor ? [{ ...d, predecessor, successor }] : [];
  });
  return { ...plan, tasks, ...(dependencies ? { dependencies } : {}) };
}

/** Each task with its current index, the starting point of a change. */
export const tasksWithIndex = (plan: GeneratedPlan): MovedTask[] => plan.tasks.map((task, i) => ({ task, from: i }));
