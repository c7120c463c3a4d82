import { byOrder, listOrder as sortList } from "../../core/board-order";
import { type BoardOp, type LiveProject, liveProjectSchema } from "../../core/schemas/board-protocol";
import type { Dependency } from "../../core/schemas/dependency";
import { type Role, role as roleSchema, type TaskStatus } from "../../core/schemas/fields";
import type { ProjectView } from "../../core/schemas/project";
import type { Task } from "../../core/schemas/task";
import { copyRecord, derivedFrom, withEntry, withoutEntry } from "./records";

// The client's copy of a project board, kept as a pure reducer so its ordering rules are testable:
// - ops apply strictly in board-version order; an op at or below the current version is a replay and
//   is ignored; an op beyond the next version is held back and reported as a gap (the hook resends hello);
// - a task only ever moves forward in its own `version`, so an HTTP response that overtakes its
//   broadcast, or a snapshot taken just before our write, never rolls a task back;
// - a task we deleted stays deleted even if an older broadcast about it arrives late.

export interface BoardState {
  /** Last board version applied. */
  version: number;
  tasks: Record<string, Task>;
  /** Ids known to be deleted; only a later `created` op (a restore) brings one back. */
  deleted: Record<string, true>;
  /** Ops that arrived ahead of a gap, by board version. */
  held: Record<number, BoardOp>;
  /** Links between tasks (issue 12), by id. */
  dependencies: Record<string, Dependency>;
  /**
   * False while the board holds only the page's first rows (issue 22): the socket's snapshot brings the
   * rest, and until then a hello asks for a snapshot rather than the ops since `version`.
   */
  complete: boolean;
}

export type BoardEvent =
  | { type: "snapshot"; version: number; tasks: Task[]; dependencies?: Dependency[] }
  | { type: "op"; version: number; op: BoardOp }
  /** A task as an HTTP response returned it (create, update, or the current task of a 409). */
  | { type: "task"; task: Task }
  /** A task deleted through HTTP. */
  | { type: "removed"; id: string }
  /** A link as an HTTP response returned it, or one removed through HTTP (issue 12). */
  | { type: "link"; dependency: Dependency }
  | { type: "unlink"; id: string };

export function initialBoard(version: number, tasks: Task[], dependencies: Dependency[] = [], complete = true): BoardState {
  return {
    version,
    tasks: Object.fromEntries(tasks.map((t) => [t.id, t])),
    deleted: {},
    held: {},
    dependencies: Object.fromEntries(dependencies.map((d) => [d.id, d])),
    complete,
  };
}

// Link ids are never reused either: a removed one goes into `deleted` so a late broadcast can't revive it.
const putLink = (state: BoardState, d: Dependency): BoardState =>
  state.deleted[d.id] ? state : { ...state, dependencies: { ...state.dependencies, [d.id]: d } };

function dropLink(state: BoardState, id: string): BoardState {
  const { [id]: _gone, ...dependencies } = state.dependencies;
  return { ...state, dependencies, deleted: { ...state.deleted, [id]: true } };
}

/** Links without those touching `taskId` (a deleted task takes its links with it). */
function withoutLinksOf(deps: Record<string, Dependency>, taskId: string): Record<string, Dependency> {
  const touching = Object.values(deps).filter((d) => d.predecessorId === taskId || d.successorId === taskId);
  if (touching.length === 0) return deps;
  const out = { ...deps };
  for (const d of touching) delete out[d.id];
  return out;
}

function putTask(tasks: Record<string, Task>, deleted: Record<string, true>, task: Task): Record<string, Task> {
  if (deleted[task.id]) return tasks;
  const known = tasks[task.id];
  if (known && known.version > task.version) return tasks;
  return withEntry(tasks, task.id, task);
}

function applyOp(state: BoardState, op: BoardOp): BoardState {
  switch (op.kind) {
    case "deleted": {
      const tasks = withoutEntry(state.tasks, op.id);
      return { ...state, tasks, deleted: { ...state.deleted, [op.id]: true }, dependencies: withoutLinksOf(state.dependencies, op.id) };
    }
    case "linked":
      return putLink(state, op.dependency);
    case "unlinked":
      return dropLink(state, op.id);
    case "scheduled": {
      let tasks = state.tasks;
      for (const t of op.tasks) tasks = putTask(tasks, state.deleted, t);
      return { ...state, tasks };
    }
    default:
      if (op.kind === "created" && op.task.version > 1 && state.deleted[op.task.id]) {
        // A restore or an undone delete (issue 14) comes back with a version above the deleted one's; a
        // first create (version 1) arriving late after our own delete stays deleted.
        const { [op.task.id]: _restored, ...deleted } = state.deleted;
        return { ...state, tasks: withEntry(state.tasks, op.task.id, op.task), deleted };
      }
      return { ...state, tasks: putTask(state.tasks, state.deleted, op.task) };
  }
}

/** Applies held ops that have become contiguous. */
function drain(state: BoardState): BoardState {
  let next = state;
  while (next.held[next.version + 1]) {
    const v = next.version + 1;
    const { [v]: op, ...held } = next.held;
    next = { ...applyOp({ ...next, held }, op), version: v };
  }
  return next;
}

/** Same keys with identical values, or (for links, which arrive as fresh objects) equal fields. */
function sameRecords<T>(a: Record<string, T>, b: Record<string, T>): boolean {
  const keys = Object.keys(b);
  if (keys.length !== Object.keys(a).length) return false;
  return keys.every((k) => k in a && (a[k] === b[k] || JSON.stringify(a[k]) === JSON.stringify(b[k])));
}

/** The new state, and whether the client is missing ops (a gap) and should ask to catch up. */
export function reduceBoard(state: BoardState, event: BoardEvent): { state: BoardState; gap: boolean } {
  switch (event.type) {
    case "snapshot": {
      const tasks: Record<string, Task> = {};
      for (const t of event.tasks) {
        if (state.deleted[t.id]) continue;
        const known = state.tasks[t.id];
        // The same version is the same task: keeping our object lets memoised rows skip the snapshot.
        tasks[t.id] = known && known.version >= t.version ? known : t;
      }
      const held = Object.fromEntries(Object.entries(state.held).filter(([v]) => Number(v) > event.version));
      const incoming = event.dependencies ? Object.fromEntries(event.dependencies.map((d) => [d.id, d])) : state.dependencies;
      const dependencies = sameRecords(state.dependencies, incoming) ? state.dependencies : incoming;
      // The board we hold is the server's (the usual snapshot on connecting): the same state, so nothing re-renders.
      if (
        event.version === state.version &&
        sameRecords(state.tasks, tasks) &&
        dependencies === state.dependencies &&
        Object.keys(state.held).length === 0 &&
        state.complete
      ) {
        return { state, gap: false };
      }
      const next = drain({ ...state, version: event.version, tasks, held, dependencies, complete: true });
      return { state: next, gap: Object.keys(next.held).length > 0 };
    }
    case "op": {
      if (event.version <= state.version) return { state, gap: false };
      if (event.version === state.version + 1) {
        const next = drain({ ...applyOp(state, event.op), version: event.version });
        return { state: next, gap: Object.keys(next.held).length > 0 };
      }
      return { state: { ...state, held: { ...state.held, [event.version]: event.op } }, gap: true };
    }
    case "task":
      return { state: { ...state, tasks: putTask(state.tasks, state.deleted, event.task) }, gap: false };
    case "removed": {
      const tasks = withoutEntry(state.tasks, event.id);
      const dependencies = withoutLinksOf(state.dependencies, event.id);
      return { state: { ...state, tasks, deleted: { ...state.deleted, [event.id]: true }, dependencies }, gap: false };
    }
    case "link":
      return { state: putLink(state, event.dependency), gap: false };
    case "unlink":
      return { state: dropLink(state, event.id), gap: false };
  }
}

/** An edit shown before the server confirms it. */
export interface PendingEdit {
  key: string;
  taskId: string;
  patch: Partial<
    Pick<
      Task,
      "name" | "description" | "status" | "priority" | "assigneeId" | "startDate" | "dueDate" | "isCompleted" | "labelIds" | "statusId"
    >
  >;
  /** Board moves: the neighbours the task was dropped between in its (new) column. */
  position?: { after: string | null; before: string | null };
}

/** Confirmed tasks with pending edits laid over them, oldest edit first. */
export function withPending(tasks: Record<string, Task>, pending: PendingEdit[]): Record<string, Task> {
  if (pending.length === 0) return tasks;
  return derivedFrom(
    layPending(copyRecord(tasks), pending),
    tasks,
    pending.map((p) => p.taskId),
  );
}

/** Lays the pending edits over `out`, a copy the caller owns (so the board's own record is not copied twice). */
export function layPending(out: Record<string, Task>, pending: PendingEdit[]): Record<string, Task> {
  for (const edit of pending) {
    const t = out[edit.taskId];
    if (t) out[edit.taskId] = { ...t, ...edit.patch };
  }
  return out;
}

/** List order: creation time, so a row never jumps when its status changes (core/board-order.ts). */
export function listOrder(tasks: Record<string, Task>): Task[] {
  return sortList(Object.values(tasks));
}

export type Columns = Record<TaskStatus, Task[]>;

/**
 * Board columns: each status column sorted by its fractional `order`, then pending moves placed where
 * the user dropped them (after `after`, else before `before`, else at the edge the nulls name).
 */
export function boardColumns(tasks: Record<string, Task>, pending: PendingEdit[] = []): Columns {
  const columns: Columns = { todo: [], "in-progress": [], done: [] };
  const lastMove = new Map<string, PendingEdit>();
  for (const edit of pending) if (edit.position) lastMove.set(edit.taskId, edit);
  for (const t of Object.values(tasks)) {
    if (lastMove.has(t.id)) continue;
    (columns[t.status] ?? columns.todo).push(t);
  }
  for (const list of Object.values(columns)) list.sort(byOrder);
  for (const edit of pending) {
    // Only moves are in lastMove: an edit found there has its position.
    if (lastMove.get(edit.taskId) !== edit || !edit.position) continue;
    const t = tasks[edit.taskId];
    if (!t) continue;
    const list = columns[t.status] ?? columns.todo;
    const { after, before } = edit.position;
    const afterAt = after ? list.findIndex((x) => x.id === after) : -1;
    const beforeAt = before ? list.findIndex((x) => x.id === before) : -1;
    const at = afterAt >= 0 ? afterAt + 1 : beforeAt >= 0 ? beforeAt : after === null ? 0 : list.length;
    list.splice(at, 0, t);
  }
  return columns;
}

/** The neighbours of the task at `index` of a column's display order: what a PATCH `position` names. */
export function neighboursAt(column: ReadonlyArray<{ id: string }>, index: number): { after: string | null; before: string | null } {
  return { after: column[index - 1]?.id ?? null, before: column[index + 1]?.id ?? null };
}

// The project itself (name, dates, status…) and the viewer's role also arrive over the socket. They
// carry whole current values, not changes, so the rules are simpler than the board's.

/** The details of a `project` message for this project, or null if malformed or another project's (then ignored). */
export function liveProjectOf(value: unknown, projectId: number): LiveProject | null {
  const parsed = liveProjectSchema.safeParse(value);
  return parsed.success && parsed.data.id === projectId ? parsed.data : null;
}

/** The role of a `role` message, or null if it is not one (then ignored). */
export function liveRoleOf(value: unknown): Role | null {
  const parsed = roleSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The project after newer details arrive, from the socket or an HTTP response. Older details than
 * those shown (by `updatedAt`) are ignored, so a slow response can't undo a rename that was pushed
 * after it; the viewer's role is kept, since it travels in its own message.
 */
export function mergeProject(current: ProjectView, incoming: LiveProject | ProjectView): ProjectView {
  if (incoming.id !== current.id || incoming.updatedAt < current.updatedAt) return current;
  return { ...current, ...incoming, role: current.role };
}
