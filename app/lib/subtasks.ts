import { createContext, useContext } from "react";
import type { Task } from "../../core/schemas/task";

// Subtasks (spec §3 parentTaskId, issue 14): the list shows them nested under their parent, and the
// parent shows how many of them are done.

export interface SubtaskCount {
  done: number;
  total: number;
}

/** Tasks with each one's subtasks right after it (depth 1, 2…): the same rule as the server's first screenful. */
export { nestTasks } from "../../core/board-order";

export function subtaskCounts(tasks: Task[]): Map<string, SubtaskCount> {
  const counts = new Map<string, SubtaskCount>();
  for (const t of tasks) {
    if (!t.parentTaskId) continue;
    const c = counts.get(t.parentTaskId) ?? { done: 0, total: 0 };
    c.total++;
    if (t.status === "done") c.done++;
    counts.set(t.parentTaskId, c);
  }
  return counts;
}

/** Provided by the tasks tab, read by list rows and board cards. */
export const SubtaskCounts = createContext<Map<string, SubtaskCount>>(new Map());
export const useSubtaskCount = (taskId: string) => useContext(SubtaskCounts).get(taskId) ?? null;

/** "2 of 5 subtasks done" */
export const subtaskLabel = (c: SubtaskCount) => `${c.done} of ${c.total} subtask${c.total === 1 ? "" : "s"} done`;

/**
 * Marking a parent done leaves its subtasks as they are (the server never cascades a status), so the
 * UI asks first when some are still open: the direct subtasks that are not done.
 */
export function openSubtasksOnDone(tasks: Task[], task: Task, nextStatus: Task["status"]): Task[] {
  if (nextStatus !== "done" || task.status === "done") return [];
  return tasks.filter((t) => t.parentTaskId === task.id && t.status !== "done");
}

/** The confirm's text: "Mark “Launch” as done? Its 2 open subtasks stay open." */
export const completeParentMessage = (task: Task, open: number) =>
  `Mark “${task.name}” as done? Its ${open} open subtask${open === 1 ? "" : "s"} ${open === 1 ? "stays" : "stay"} open.`;
