import { byCreation, byOrder, type Nested, nestTasks } from "../../core/board-order";
import type { TaskStatus } from "../../core/schemas/fields";
import type { Task } from "../../core/schemas/task";
import { changedBetween } from "./records";

// The board's orders, kept up to date instead of rebuilt (issue 22): a teammate's change to one task of
// 20,000 moves that task in the list and in its column (a binary search and a splice) instead of sorting
// the whole board again. The list order (creation time), the nesting (subtasks under their parent) and
// the columns (status, then the order key) are each an index of the same tasks.

export type Columns = Record<TaskStatus, Task[]>;

export interface BoardIndex {
  /** The tasks (by id) this index was built from: the next call compares against it. */
  source: Record<string, Task>;
  size: number;
  /** List order: creation time. */
  list: Task[];
  /** The list with subtasks under their parent. */
  nested: Array<Nested<Task>>;
  /** Where each task is in `nested`. */
  nestedAt: Map<string, number>;
  /** Each status column by its fractional order (pending drops are laid over it by boardColumns). */
  columns: Columns;
}

/** More changes than this at once (a snapshot, an import) and a rebuild is as cheap. */
const MAX_INCREMENTAL = 256;

export function buildIndex(source: Record<string, Task>): BoardIndex {
  const list = Object.values(source).sort(byCreation);
  const columns: Columns = { todo: [], "in-progress": [], done: [] };
  for (const t of list) columnOf(columns, t.status).push(t);
  for (const c of Object.values(columns)) c.sort(byOrder);
  return { source, size: list.length, list, ...nesting(list), columns };
}

function nesting(list: Task[]) {
  const nested = nestTasks(list);
  const nestedAt = new Map<string, number>();
  for (let i = 0; i < nested.length; i++) nestedAt.set(nested[i].task.id, i);
  return { nested, nestedAt };
}

const columnOf = (columns: Columns, status: TaskStatus) => columns[status] ?? columns.todo;

/** Where `t` (sorted by `cmp`, which ends on the id) is in `sorted`, or -1. */
function locate(sorted: Task[], t: Task, cmp: (a: Task, b: Task) => number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = cmp(sorted[mid], t);
    if (c === 0) return sorted[mid].id === t.id ? mid : -1;
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function insert(sorted: Task[], t: Task, cmp: (a: Task, b: Task) => number): void {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cmp(sorted[mid], t) < 0) lo = mid + 1;
    else hi = mid;
  }
  sorted.splice(lo, 0, t);
}

class Stale extends Error {}

function replace(sorted: Task[], was: Task, now: Task, cmp: (a: Task, b: Task) => number): void {
  const at = locate(sorted, was, cmp);
  if (at < 0) throw new Stale();
  sorted[at] = now;
}

function remove(sorted: Task[], t: Task, cmp: (a: Task, b: Task) => number): void {
  const at = locate(sorted, t, cmp);
  if (at < 0) throw new Stale();
  sorted.splice(at, 1);
}

interface Diff {
  changed: Array<{ was: Task | undefined; now: Task }>;
  removed: Task[];
  size: number;
}

/** What differs, read from the ids the copies changed (records.ts); null when so much changed a rebuild is as cheap. */
function diffByIds(prev: BoardIndex, source: Record<string, Task>, ids: Set<string>): Diff | null {
  if (ids.size > MAX_INCREMENTAL) return null;
  const changed: Diff["changed"] = [];
  const removed: Task[] = [];
  let size = prev.size;
  for (const id of ids) {
    const now = source[id];
    const was = prev.source[id];
    if (was === now) continue;
    if (!now) {
      if (was) {
        removed.push(was);
        size--;
      }
      continue;
    }
    if (!was) size++;
    changed.push({ was, now });
  }
  return { changed, removed, size };
}

/** What differs, by comparing every entry with `prev`'s; null when so much changed a rebuild is as cheap. */
function diffByScan(prev: BoardIndex, source: Record<string, Task>): Diff | null {
  const changed: Diff["changed"] = [];
  let kept = 0;
  let size = 0;
  for (const id in source) {
    size++;
    const now = source[id];
    const was = prev.source[id];
    if (was) kept++;
    if (was === now) continue;
    changed.push({ was, now });
    if (changed.length > MAX_INCREMENTAL) return null;
  }
  const removed: Task[] = [];
  if (kept < prev.size) {
    if (prev.size - kept > MAX_INCREMENTAL) return null;
    for (const id in prev.source) if (!(id in source)) removed.push(prev.source[id]);
  }
  return { changed, removed, size };
}

/**
 * The index for `source`, updated from `prev` when only a few tasks changed (compared by identity: the
 * board keeps the objects of tasks that did not change), else rebuilt.
 */
export function indexBoard(prev: BoardIndex | null, source: Record<string, Task>): BoardIndex {
  if (!prev) return buildIndex(source);
  if (prev.source === source) return prev;
  const diff = changedBetween(prev.source, source);
  const found = diff ? diffByIds(prev, source, diff) : diffByScan(prev, source);
  if (!found) return buildIndex(source);
  const { changed, removed, size } = found;
  if (changed.length === 0 && removed.length === 0) return { ...prev, source };
  try {
    const list = prev.list.slice();
    const columns: Columns = {
      todo: prev.columns.todo.slice(),
      "in-progress": prev.columns["in-progress"].slice(),
      done: prev.columns.done.slice(),
    };
    let structural = removed.length > 0;
    for (const t of removed) {
      remove(list, t, byCreation);
      remove(columnOf(columns, t.status), t, byOrder);
    }
    for (const { was, now } of changed) {
      if (!was) {
        insert(list, now, byCreation);
        insert(columnOf(columns, now.status), now, byOrder);
        structural = true;
        continue;
      }
      if (byCreation(was, now) === 0) replace(list, was, now, byCreation);
      else {
        remove(list, was, byCreation);
        insert(list, now, byCreation);
        structural = true;
      }
      if (was.parentTaskId !== now.parentTaskId) structural = true;
      const column = columnOf(columns, was.status);
      if (was.status === now.status && byOrder(was, now) === 0) replace(column, was, now, byOrder);
      else {
        remove(column, was, byOrder);
        insert(columnOf(columns, now.status), now, byOrder);
      }
    }
    if (structural) return { source, size, list, ...nesting(list), columns };
    // Same rows in the same places: only the changed tasks' entries are new.
    const nested = prev.nested.slice();
    for (const { now } of changed) {
      const at = prev.nestedAt.get(now.id);
      if (at === undefined) throw new Stale();
      nested[at] = { task: now, depth: nested[at].depth };
    }
    return { source, size, list, nested, nestedAt: prev.nestedAt, columns };
  } catch (err) {
    if (err instanceof Stale) return buildIndex(source);
    throw err;
  }
}
