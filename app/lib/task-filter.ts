import { useDeferredValue, useMemo } from "react";
import { type Nested, nestTasks } from "../../core/board-order";
import type { CustomField } from "../../core/schemas/custom-field";
import type { ViewQuery } from "../../core/schemas/saved-view";
import type { Task } from "../../core/schemas/task";
import { applyView, isEmptyView } from "../../core/views/apply-view";
import type { Columns } from "./board-index";
import { measured } from "./measured";

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
  /** Issue 25: a view that groups: where each group starts in `nested`, its value ("" for none) and size. */
  groups?: ReadonlyMap<number, { key: string; count: number }>;
}

export function taskMatches(task: Task, query: string): boolean {
  return task.name.toLowerCase().includes(query) || (task.description !== "" && task.description.toLowerCase().includes(query));
}

export function filterTasks(
  board: { tasks: Task[]; nested: Array<Nested<Task>>; columns: Columns },
  rawQuery: string,
  view: ViewQuery | null = null,
  fields: CustomField[] = [],
  labelId: string | null = null,
): ShownTasks {
  const query = rawQuery.trim().toLowerCase();
  const labelled = (t: Task) => !labelId || (t.labelIds?.includes(labelId) ?? false);
  // Issue 25: a view (from the address) filters and sorts the list; the board keeps its columns'
  // order and shows the view's tasks in them.
  if (view && !isEmptyView(view)) {
    const { tasks, groups } = applyView(board.tasks, { ...view, text: [view.text, query].filter(Boolean).join(" ").trim() }, { fields });
    const kept = new Set(tasks.filter(labelled));
    const inView = (t: Task) => kept.has(t);
    let nested: Array<Nested<Task>>;
    let starts: Map<number, { key: string; count: number }> | undefined;
    if (groups) {
      // Each group nests on its own: a subtask in another group than its parent is at its group's top.
      nested = [];
      starts = new Map();
      for (const g of groups) {
        const rows = nestTasks(g.tasks.filter(inView));
        if (rows.length === 0) continue;
        starts.set(nested.length, { key: g.key, count: rows.length });
        for (const r of rows) nested.push(r);
      }
    } else nested = nestTasks(tasks.filter(inView));
    return {
      nested,
      ...(starts ? { groups: starts } : {}),
      columns: {
        todo: board.columns.todo.filter(inView),
        "in-progress": board.columns["in-progress"].filter(inView),
        done: board.columns.done.filter(inView),
      },
      query: query || "view",
    };
  }
  if (!query && !labelId) return { nested: board.nested, columns: board.columns, query };
  const match = (t: Task) => (!query || taskMatches(t, query)) && labelled(t);
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

// One empty list, so the memo below is not invalidated by a fresh default on every render.
const NO_FIELDS: CustomField[] = [];

/** The rows on screen for `query`; typing stays responsive on a big board (the filter runs deferred). */
export function useShownTasks(
  board: { tasks: Task[]; nested: Array<Nested<Task>>; columns: Columns },
  query: string,
  view: ViewQuery | null = null,
  fields: CustomField[] = NO_FIELDS,
  labelId: string | null = null,
): ShownTasks {
  const deferred = useDeferredValue(query);
  const { tasks, nested, columns } = board;
  return useMemo(
    () => measured("kickoff:view", () => filterTasks({ tasks, nested, columns }, deferred, view, fields, labelId)),
    [tasks, nested, columns, deferred, view, fields, labelId],
  );
}
