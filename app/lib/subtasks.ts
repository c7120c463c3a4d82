import { createContext, useContext } from "react";
import type { Task } from "../../core/schemas/task";

// Subtasks (spec §3 parentTaskId, issue 14): the list shows them nested under their parent, and the
// parent shows how many of them are done.

export interface SubtaskCount {
  done: number;
  total: number;
}

/** Tasks with each one's subtasks right after it (depth 1, 2…), siblings in the given order. */
export function nestTasks(tasks: Task[]): Array<{ task: Task; depth: number }> {
  const ids = new Set(tasks.map((t) => t.id));
  const children = new Map<string, Task[]>();
  const roots: Task[] = [];
  for (const t of tasks) {
    // A parent that is not in the list (deleted meanwhile, filtered out) leaves the task at the top.
    if (t.parentTaskId && ids.has(t.parentTaskId) && t.parentTaskId !== t.id) {
      children.set(t.parentTaskId, [...(children.get(t.parentTaskId) ?? []), t]);
    } else roots.push(t);
  }
  const out: Array<{ task: Task; depth: number }> = [];
  const seen = new Set<string>();
  const visit = (t: Task, depth: number) => {
    if (seen.has(t.id)) return;
    seen.add(t.id);
    out.push({ task: t, depth });
    for (const c of children.get(t.id) ?? []) visit(c, depth + 1);
  };
  for (const r of roots) visit(r, 0);
  // A cycle (never made by the server, but cheap to survive) still lists every task once.
  for (const t of tasks) visit(t, 0);
  return out;
}

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
