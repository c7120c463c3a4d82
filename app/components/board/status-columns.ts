import type { TaskStatus } from "../../../core/schemas/fields";
import type { LabelColor } from "../../../core/schemas/labels";
import { type BoardStatus, DEFAULT_STATUSES, defaultStatusId } from "../../../core/schemas/statuses";
import type { Task } from "../../../core/schemas/task";
import type { Columns } from "../../lib/board-index";
import { TASK_STATUSES } from "../../lib/task-display";

// Issue 25 item 2: the Board shows one column per project status, in the project's order. The board
// index keeps one sorted column per category (app/lib/board-index.ts, decision 085) and the server
// orders cards inside a category; a status's column is its category's column with the other statuses'
// cards left out, so it is one pass over the board, in order, with no sorting.

/** The project's statuses left to right; the three defaults until the project's have arrived. */
export function boardStatuses(statuses: readonly BoardStatus[], projectId: number): BoardStatus[] {
  if (statuses.length === 0)
    return DEFAULT_STATUSES.map((s, order) => ({ ...s, id: defaultStatusId(projectId, s.category), projectId, order }));
  return [...statuses].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The status a task is shown under: its own, or (unknown, or of another category while a change is on its way) its category's first. */
export function statusOfTask(task: Pick<Task, "status" | "statusId">, byId: ReadonlyMap<string, BoardStatus>, firstOf: FirstOf): string {
  const own = task.statusId ? byId.get(task.statusId) : undefined;
  if (own && own.category === task.status) return own.id;
  return firstOf[task.status] ?? firstOf.todo ?? "";
}

type FirstOf = Partial<Record<TaskStatus, string>>;

export interface StatusLookup {
  byId: Map<string, BoardStatus>;
  firstOf: FirstOf;
}

export function statusLookup(statuses: readonly BoardStatus[]): StatusLookup {
  const byId = new Map(statuses.map((s) => [s.id, s]));
  const firstOf: FirstOf = {};
  for (const s of statuses) firstOf[s.category] ??= s.id;
  return { byId, firstOf };
}

/** Each status's cards in board order, keyed by status id (every status present, empty ones too). */
export function statusColumns(columns: Columns, statuses: readonly BoardStatus[]): Record<string, Task[]> {
  const out: Record<string, Task[]> = {};
  for (const s of statuses) out[s.id] = [];
  const { byId, firstOf } = statusLookup(statuses);
  for (const category of TASK_STATUSES) {
    for (const t of columns[category]) {
      const id = statusOfTask(t, byId, firstOf);
      const list = out[id];
      if (list) list.push(t);
      else out[id] = [t];
    }
  }
  return out;
}

/**
 * What `data-column` and test ids call a column: the status id without its project prefix, so the
 * default statuses keep the names "todo", "in-progress" and "done" (`<projectId>-todo`, decision 087).
 */
export function columnKey(statusId: string): string {
  const dash = statusId.indexOf("-");
  return dash < 0 ? statusId : statusId.slice(dash + 1);
}

/** The dot beside a column's name, in the status's colour. */
export const STATUS_DOT: Record<LabelColor, string> = {
  gray: "bg-gray-400",
  red: "bg-red-500",
  orange: "bg-orange-500",
  amber: "bg-amber-500",
  green: "bg-green-500",
  teal: "bg-teal-500",
  blue: "bg-blue-500",
  indigo: "bg-indigo-500",
  purple: "bg-purple-500",
  pink: "bg-pink-500",
};

/** The Board's cards as j/k and a Shift-click range walk them: the columns left to right, each top to bottom. */
export function boardOrder(columns: Columns, statuses: readonly BoardStatus[]): Task[] {
  if (statuses.length === 0) return TASK_STATUSES.flatMap((c) => columns[c]);
  const byStatus = statusColumns(columns, boardStatuses(statuses, 0));
  return Object.values(byStatus).flat();
}
