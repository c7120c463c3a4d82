import {
  type AutoScheduleResult,
  autoSchedule,
  CycleError,
  computeSchedule,
  type DateChange,
  followLinks,
  type Schedule,
  type ScheduleItem,
  type WhatIfResult,
  whatIf,
} from "../../core/schedule";
import type { Task } from "../../core/schemas/task";
import { BoardRejection, type Changeset } from "./changeset";
import { asScheduleLinks, listLinks } from "./dependencies";
import { datesProblem, STALE_TASK, TASK_NOT_FOUND } from "./rules";
import type { BoardStore } from "./store";
import type { BoardResult } from "./types";

// The board's schedule (issue 12): computed by core/schedule from the tasks and links in this
// board's storage, and written back as one op so every open board sees the new dates at once.

/** The board's day, UTC: the project start of a board with no dates yet. */
const today = () => new Date().toISOString().slice(0, 10);

/** Tasks in plan order (creation, then the batch's own order): the scheduler's tie-break. */
function planOrder(store: BoardStore): Task[] {
  return store.list().sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.order < b.order ? -1 : 1));
}

const asItem = (t: Task): ScheduleItem => ({
  id: t.id,
  milestone: t.kind === "milestone",
  startDate: t.startDate,
  dueDate: t.dueDate,
  assigneeId: t.assigneeId,
  done: t.status === "done",
});

export function capacities(store: BoardStore): Array<{ userId: number; capacity: number }> {
  return store.sql
    .exec<{ user_id: number; capacity: number }>("SELECT user_id, capacity FROM capacities ORDER BY user_id")
    .toArray()
    .map((r) => ({ userId: r.user_id, capacity: r.capacity }));
}

export function setCapacity(store: BoardStore, userId: number, capacity: number): void {
  store.sql.exec(
    "INSERT INTO capacities (user_id, capacity) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET capacity = excluded.capacity",
    userId,
    capacity,
  );
}

/** Links are refused when they would close a cycle, so one here means corrupt storage: still a clear answer. */
function guard<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof CycleError)
      throw new BoardRejection(409, `The board's links form a cycle: ${err.cycle.join(" → ")}.`, undefined, err.cycle);
    throw err;
  }
}

export type BoardSchedule = Schedule & { version: number; capacities: Array<{ userId: number; capacity: number }> };

export function readSchedule(store: BoardStore): BoardSchedule {
  const schedule = guard(() => computeSchedule(planOrder(store).map(asItem), asScheduleLinks(listLinks(store)), { today: today() }));
  return { ...schedule, version: store.version(), capacities: capacities(store) };
}

export function slipPreview(store: BoardStore, taskId: string, slipDays: number): WhatIfResult {
  const result = guard(() => whatIf(planOrder(store).map(asItem), asScheduleLinks(listLinks(store)), taskId, slipDays, { today: today() }));
  if (!result) throw new BoardRejection(404, TASK_NOT_FOUND);
  return result;
}

/** Writes new dates to many tasks as ONE op; returns the changed tasks. */
function writeDates(cs: Changeset, changes: DateChange[], input: unknown): Task[] {
  const before: Task[] = [];
  const after: Task[] = [];
  for (const change of changes) {
    const current = cs.store.get(change.id);
    if (!current) continue;
    if (current.startDate === change.startDate && current.dueDate === change.dueDate) continue;
    const next: Task = {
      ...current,
      startDate: change.startDate,
      dueDate: change.dueDate,
      version: current.version + 1,
      updatedAt: cs.now,
    };
    const problem = datesProblem(next);
    if (problem) throw new BoardRejection(400, problem);
    cs.store.replace(next);
    before.push(current);
    after.push(next);
  }
  if (after.length > 0) cs.recordOp({ kind: "scheduled", tasks: after }, input, before, after, after);
  return after;
}

export type AppliedSchedule = Omit<AutoScheduleResult, "changes"> & { respectCapacity: boolean; tasks: Task[] };
export interface ScheduleOptions {
  respectCapacity: boolean;
  moveMilestones: boolean;
}

function plan(store: BoardStore, options: ScheduleOptions): AutoScheduleResult {
  const caps = new Map(capacities(store).map((c) => [c.userId, c.capacity]));
  return guard(() =>
    autoSchedule(planOrder(store).map(asItem), asScheduleLinks(listLinks(store)), { today: today(), ...options, capacities: caps }),
  );
}

/** POST /schedule/preview: what apply would do now, changing nothing (issue 21 #6). */
export function previewSchedule(store: BoardStore, options: ScheduleOptions): AutoScheduleResult {
  return plan(store, options);
}

/**
 * POST /schedule/apply: every task as early as its links allow (levelled by capacity if asked), in one op.
 * Milestones keep their day unless `moveMilestones`.
 */
export function applySchedule(cs: Changeset, options: ScheduleOptions): AppliedSchedule {
  const { changes, ...summary } = plan(cs.store, options);
  const tasks = writeDates(cs, changes, options);
  return { ...summary, respectCapacity: options.respectCapacity, tasks };
}

/** A bar dropped on the Gantt: the task's new dates and, in the same op, the successors that must follow. */
export interface DatedMove {
  taskId: string;
  startDate: string | null;
  dueDate: string;
  version?: number;
}

export function moveWithSuccessors(cs: Changeset, move: DatedMove): Task[] {
  const { store } = cs;
  const current = store.get(move.taskId);
  if (!current) throw new BoardRejection(404, TASK_NOT_FOUND);
  if (move.version !== undefined && move.version !== current.version) throw new BoardRejection(409, STALE_TASK, current);
  const moved: DateChange = { id: current.id, startDate: current.kind === "milestone" ? null : move.startDate, dueDate: move.dueDate };
  const problem = datesProblem({ kind: current.kind, startDate: moved.startDate, dueDate: moved.dueDate });
  if (problem) throw new BoardRejection(400, problem);
  const followers = guard(() => followLinks(planOrder(store).map(asItem), asScheduleLinks(listLinks(store)), moved, { today: today() }));
  return writeDates(cs, [moved, ...followers], move);
}

/** Runs a board read or change, turning a refusal into a result value (errors lose their class over RPC). */
export function refusals<T>(run: () => T): BoardResult<T> {
  try {
    return { ok: true, value: run() };
  } catch (err) {
    if (!(err instanceof BoardRejection)) throw err;
    const failure = {
      ok: false as const,
      status: err.status,
      message: err.message,
      ...(err.details === undefined ? {} : { details: err.details }),
    };
    return err.task ? { ...failure, task: err.task } : failure;
  }
}
