import { type Day, dayNumber, numberAtIndex, type Weekday, type WorkCalendar, weekdayOf } from "../dates";
import type { ScheduleItem } from "./types";

// Issue 26 #3: work measured in hours. Each member works some hours a day on the weekdays they work,
// minus their dated days off (the project's holidays are already out of the calendar); a task's
// estimate is hours of its assignee's time. Auto-schedule and what-if place tasks on these.

/** Hours of a standard working day: a member without settings works it, and an unestimated task needs it per planned day. */
export const STANDARD_DAY_HOURS = 8;
/** The weekdays a member may take off; Monday is Weekday 1. */
const WEEKDAY_NAMES = ["mon", "tue", "wed", "thu", "fri"] as const;
/** Below this an hour is nothing: hours are sums of decimals. */
const EPS = 1e-9;

/** One member's working time in a project. */
export interface PersonTime {
  weeklyHours: number;
  /** "mon"…"fri": weekdays they never work. */
  offWeekdays: readonly string[];
  /** Dated days off. */
  daysOff: readonly Day[];
}

/** The working time the scheduler reads: members' hours and days off, and tasks' estimates in hours. */
export interface WorkingTimeOptions {
  /** By assignee id; members not listed work STANDARD_DAY_HOURS on every working day. */
  people?: ReadonlyMap<number, PersonTime>;
  /** Estimated hours by task id; a task not listed needs STANDARD_DAY_HOURS per working day it is planned for. */
  estimates?: ReadonlyMap<string, number>;
}

interface Worker {
  hoursPerDay: number;
  /** Does the member work on working-day index t? */
  works(t: number): boolean;
}

function workerOf(p: PersonTime | undefined, cal: WorkCalendar): Worker {
  // A fresh worker per member: levelling books each one's hours apart.
  if (!p) return { hoursPerDay: STANDARD_DAY_HOURS, works: () => true };
  const off = new Set<Weekday>();
  WEEKDAY_NAMES.forEach((name, i) => {
    if (p.offWeekdays.includes(name)) off.add((i + 1) as Weekday);
  });
  // Someone who works no weekday could never finish anything: the form refuses it; here it is ignored.
  if (off.size === WEEKDAY_NAMES.length) off.clear();
  const daysOff = new Set(p.daysOff.map(dayNumber));
  const hoursPerDay = p.weeklyHours > 0 ? p.weeklyHours / (WEEKDAY_NAMES.length - off.size) : STANDARD_DAY_HOURS;
  if (off.size === 0 && daysOff.size === 0) return { hoursPerDay, works: () => true };
  const known = new Map<number, boolean>();
  return {
    hoursPerDay,
    works(t) {
      let w = known.get(t);
      if (w === undefined) {
        const n = numberAtIndex(t, cal);
        w = !off.has(weekdayOf(n)) && !daysOff.has(n);
        known.set(t, w);
      }
      return w;
    },
  };
}

/** What each item asks of whom: its worker (null: nobody's time), hours needed and most hours a day. */
export interface WorkPlan {
  worker: Array<Worker | null>;
  need: Float64Array;
  rate: Float64Array;
  /** Working days each item takes at its worker's full pace (0 for milestones); NaN keeps the board's. */
  nominal: Map<string, number>;
}

/**
 * An estimated task takes ceil(hours / hours a day) of its assignee's working days at full pace. An
 * unestimated one keeps its planned length at STANDARD_DAY_HOURS a day (and so takes longer for a
 * part-timer, and runs beside another for someone working more than a standard day).
 */
export function workPlan(
  items: readonly ScheduleItem[],
  boardDays: (i: number) => number,
  cal: WorkCalendar,
  w: WorkingTimeOptions,
): WorkPlan {
  const n = items.length;
  const workers = new Map<number, Worker>();
  const plan: WorkPlan = { worker: new Array(n).fill(null), need: new Float64Array(n), rate: new Float64Array(n), nominal: new Map() };
  for (let i = 0; i < n; i++) {
    const item = items[i];
    // Finished work is history (it keeps its dates and uses nobody's time); milestones take none.
    if (item.milestone || item.done) continue;
    const estimate = w.estimates?.get(item.id);
    let worker: Worker | null = null;
    if (item.assigneeId !== null) {
      worker = workers.get(item.assigneeId) ?? workerOf(w.people?.get(item.assigneeId), cal);
      workers.set(item.assigneeId, worker);
    }
    const hoursPerDay = worker?.hoursPerDay ?? STANDARD_DAY_HOURS;
    if (estimate !== undefined) {
      plan.nominal.set(item.id, Math.max(1, Math.ceil(estimate / hoursPerDay - EPS)));
      plan.need[i] = estimate;
      plan.rate[i] = hoursPerDay;
    } else {
      plan.need[i] = STANDARD_DAY_HOURS * boardDays(i);
      plan.rate[i] = STANDARD_DAY_HOURS;
    }
    plan.worker[i] = worker;
  }
  return plan;
}

/**
 * Where a task of `need` hours (at most `rate` a day) runs when it may start at `from`: the first run of
 * the worker's days with room every day it works, skipping the days they don't work. `load` holds the
 * hours already given on each day (empty when tasks don't share the person). Returns [start, finish).
 */
export function fitHours(worker: Worker, load: ReadonlyMap<number, number>, from: number, need: number, rate: number): [number, number] {
  let s = from;
  for (;;) {
    while (!worker.works(s)) s++;
    let left = need;
    let t = s;
    let clash = -1;
    while (left > EPS) {
      if (worker.works(t)) {
        const room = worker.hoursPerDay - (load.get(t) ?? 0);
        if (room <= EPS) {
          clash = t;
          break;
        }
        left -= Math.min(room, rate);
      }
      t++;
    }
    if (clash < 0) return [s, Math.max(t, s + 1)];
    s = clash + 1;
  }
}

/** Books the hours of a task placed at [start, finish) on its worker's days. */
export function book(worker: Worker, load: Map<number, number>, start: number, finish: number, need: number, rate: number): void {
  let left = need;
  for (let t = start; t < finish && left > EPS; t++) {
    if (!worker.works(t)) continue;
    const used = load.get(t) ?? 0;
    const give = Math.min(worker.hoursPerDay - used, rate, left);
    load.set(t, used + give);
    left -= give;
  }
}
