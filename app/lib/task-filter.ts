import { useDeferredValue, useMemo } from "react";
import { type Nested, nestTasks } from "../../core/board-order";
import type { Task } from "../../core/schemas/task";
import type { Columns } from "./board-index";

// The Tasks tab's filter (issue 22): the list and the board render only the rows on screen, so the
// browser's find-in-page can't see the others; this box is the page's own search. It matches a task's
// name and description, and the list keeps subtasks under a parent that matches too.

export interface ShownTasks {
  nested: Array<Nested<Task>>;
  columns: Columns;
  /** The words filtered by ("" when none). */
  query: string;
  /** Issue 25: the label filtered by (null when none). */
  labelId?: string | null;
}

export function taskMatches(task: Task, query: string): boolean {
  return task.name.toLowerCase().includes(query) || (task.description !== "" && task.description.toLowerCase().includes(query));
}

export function filterTasks(
  board: { tasks: Task[]; nested: Array<Nested<Task>>; columns: Columns },
  rawQuery: string,
  labelId: string | null = null,
): ShownTasks {
  const query = rawQuery.trim().toLowerCase();
  if (!query && !labelId) return { nested: board.nested, columns: board.columns, query };
  const match = (t: Task) => (!query || taskMatches(t, query)) && (!labelId || (t.labelIds?.includes(labelId) ?? false));
  return {
    nested: nestTasks(board.tasks.filter(match)),
    columns: {
      todo: board.columns.todo.filter(match),
      "in-progress": board.columns["in-progress"].filter(match),
      done: board.columns.done.filter(match),
    },
    query,
    labelId,
  };
}

/** The rows on screen for `query`; typing stays responsive on a big board (the filter runs deferred). */
export function useShownTasks(
  board: { tasks: Task[]; nested: Array<Nested<Task>>; columns: Columns },
  query: string,
  labelId: string | null = null,
): ShownTasks {
  const deferred = useDeferredValue(query);
  const { tasks, nested, columns } = board;
  return useMemo(() => filterTasks({ tasks, nested, columns }, deferred, labelId), [tasks, nested, columns, deferred, labelId]);
}
