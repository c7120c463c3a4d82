import { isDone, isWork } from "./progress";
import type { Task } from "./schemas/task";

// The orders a board is shown in, shared by the browser (the list, the board) and the BoardRoom (the
// first screenful it renders into the page, issue 22): the same rules in both places, so the rows the
// server sent are the rows the browser shows first.

type Ordered = Pick<Task, "id" | "order" | "createdAt">;

/** Board order inside a column: the fractional `order` key, then the id. */
export const byOrder = (a: Ordered, b: Ordered) =>
  a.order < b.order ? -1 : a.order > b.order ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * List order: creation time, so a row never jumps when its status changes. The board gives the items
 * of one batch (a saved AI plan) consecutive milliseconds; the order key only breaks ties left by
 * boards saved before that.
 */
export const byCreation = (a: Ordered, b: Ordered) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : byOrder(a, b));

export function listOrder<T extends Ordered>(tasks: Iterable<T>): T[] {
  return [...tasks].sort(byCreation);
}

export interface Nested<T> {
  task: T;
  depth: number;
}

/** Tasks with each one's subtasks right after it (depth 1, 2…), siblings in the given order. */
export function nestTasks<T extends Pick<Task, "id" | "parentTaskId">>(tasks: readonly T[]): Array<Nested<T>> {
  const ids = new Set(tasks.map((t) => t.id));
  const children = new Map<string, T[]>();
  const roots: T[] = [];
  for (const t of tasks) {
    // A parent that is not in the list (deleted meanwhile, filtered out) leaves the task at the top.
    if (t.parentTaskId && ids.has(t.parentTaskId) && t.parentTaskId !== t.id) {
      const list = children.get(t.parentTaskId);
      if (list) list.push(t);
      else children.set(t.parentTaskId, [t]);
    } else roots.push(t);
  }
  const out: Array<Nested<T>> = [];
  const seen = new Set<string>();
  // Iterative, so a deep chain of subtasks can't overflow the stack.
  const visit = (root: T) => {
    const stack: Array<Nested<T>> = [{ task: root, depth: 0 }];
    while (stack.length > 0) {
      const n = stack.pop() as Nested<T>;
      if (seen.has(n.task.id)) continue;
      seen.add(n.task.id);
      out.push(n);
      const kids = children.get(n.task.id);
      if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push({ task: kids[i], depth: n.depth + 1 });
    }
  };
  for (const r of roots) visit(r);
  // A cycle (never made by the server, but cheap to survive) still lists every task once.
  for (const t of tasks) visit(t);
  return out;
}

export interface BoardCounts {
  /** Items on the board, milestones included (the list's rows). */
  items: number;
  /** The work (core/progress.ts: milestones excluded) and how much of it is done (decision 016). */
  tasks: number;
  done: number;
}

export function boardCounts(tasks: Iterable<Pick<Task, "kind" | "status">>): BoardCounts {
  let items = 0;
  let work = 0;
  let done = 0;
  for (const t of tasks) {
    items++;
    if (!isWork(t)) continue;
    work++;
    if (isDone(t)) done++;
  }
  return { items, tasks: work, done };
}

/** What the page needs before the rest of the board arrives: its first rows in list order, and the counts. */
export interface FirstScreen {
  version: number;
  tasks: Task[];
  counts: BoardCounts;
  /** Subtask counts of the parents among those rows ("2 of 5 subtasks done"), whose subtasks may be further down. */
  subtasks: Record<string, { done: number; total: number }>;
}

/** The first `rows` rows of the nested list, plus `alsoId` (a task opened by link) when it exists. */
export function firstScreen(version: number, all: Task[], rows: number, alsoId: string | null = null): FirstScreen {
  const nested = nestTasks(listOrder(all));
  const tasks = nested.slice(0, rows).map((n) => n.task);
  const also = alsoId && !tasks.some((t) => t.id === alsoId) ? all.find((t) => t.id === alsoId) : undefined;
  if (also) tasks.push(also);
  const shown = new Set(tasks.map((t) => t.id));
  const subtasks: FirstScreen["subtasks"] = {};
  for (const t of all) {
    if (!t.parentTaskId || !shown.has(t.parentTaskId)) continue;
    const c = subtasks[t.parentTaskId] ?? { done: 0, total: 0 };
    c.total++;
    if (t.status === "done") c.done++;
    subtasks[t.parentTaskId] = c;
  }
  return { version, tasks, counts: boardCounts(all), subtasks };
}
