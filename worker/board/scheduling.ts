import {
  type AutoScheduleResult,
  autoSchedule,
  CycleError,
  computeSchedule,
  type DateChange,
  followLinks,
  makeCalendar,
  type PersonTime,
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

/**
 * The project's working time, read from D1 by the Worker and handed in with each call (issue 26 #3):
 * holidays, members' hours and days off, and whether estimates are hours (points are not converted).
 */
export interface BoardWorkingTime {
  holidays: string[];
  people: Array<{ userId: number } & PersonTime>;
  estimatesInHours: boolean;
}

/** The calendar and working time the auto-schedule and what-if count in; none given: the standard week. */
function workingOptions(tasks: readonly Task[], time: BoardWorkingTime | undefined) {
  if (!time) return {};
  const estimates = new Map<string, number>();
  if (time.estimatesInHours) for (const t of tasks) if (t.estimate !== null && t.estimate !== undefined) estimates.set(t.id, t.estimate);
  return {
    calendar: makeCalendar(time.holidays),
    people: new Map(time.people.map(({ userId, ...p }) => [userId, p])),
    estimates,
  };
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

export type BoardSchedule = Schedule & { version: number };

export function readSchedule(store: BoardStore): BoardSchedule {
  const schedule = guard(() => computeSchedule(planOrder(store).map(asItem), asScheduleLinks(listLinks(store)), { today: today() }));
  return { ...schedule, version: store.version() };
}

export function slipPreview(store: BoardStore, taskId: string, slipDays: number, time?: BoardWorkingTime): WhatIfResult {
  const tasks = planOrder(store);
  const result = guard(() =>
    whatIf(tasks.map(asItem), asScheduleLinks(listLinks(store)), taskId, slipDays, { today: today(), ...workingOptions(tasks, time) }),
  );
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

function plan(store: BoardStore, options: ScheduleOptions, time: BoardWorkingTime | undefined): AutoScheduleResult {
  const tasks = planOrder(store);
  return guard(() =>
    autoSchedule(tasks.map(asItem), asScheduleLinks(listLinks(store)), { today: today(), ...options, ...workingOptions(tasks, time) }),
  );
}

/** POST /schedule/preview: what apply would do now, changing nothing (issue 21 #6). */
export function previewSchedule(store: BoardStore, options: ScheduleOptions, time?: BoardWorkingTime): AutoScheduleResult {
  return plan(store, options, time);
}

/**
 * POST /schedule/apply: every task as early as its links allow on its assignee's working time (levelled
 * by their hours if asked), in one op.
 * Milestones keep their day unless `moveMilestones`.
 */
export function applySchedule(cs: Changeset, options: ScheduleOptions, time?: BoardWorkingTime): AppliedSchedule {
  const { changes, ...summary } = plan(cs.store, options, time);
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

/** Moves a task; its successors follow on the project's working days (its holidays too, as in auto-schedule). */
export function moveWithSuccessors(cs: Changeset, move: DatedMove, time?: BoardWorkingTime): Task[] {
  const { store } = cs;
  const current = store.get(move.taskId);
  if (!current) throw new BoardRejection(404, TASK_NOT_FOUND);
  if (move.version !== undefined && move.version !== current.version) throw new BoardRejection(409, STALE_TASK, current);
  const moved: DateChange = { id: current.id, startDate: current.kind === "milestone" ? null : move.startDate, dueDate: move.dueDate };
  const problem = datesProblem({ kind: current.kind, startDate: moved.startDate, dueDate: moved.dueDate });
  if (problem) throw new BoardRejection(400, problem);
  const calendar = time ? makeCalendar(time.holidays) : undefined;
  const followers = guard(() =>
    followLinks(planOrder(store).map(asItem), asScheduleLinks(listLinks(store)), moved, { today: today(), calendar }),
  );
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
