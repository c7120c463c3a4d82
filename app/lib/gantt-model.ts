import { weekStart } from "../../core/dates";
import {
  addWorkingDays,
  computeSchedule,
  type DateChange,
  dayFromNumber,
  dayNumber,
  followLinks,
  isWorkingDay,
  type Schedule,
  type ScheduledTask,
  type ScheduleItem,
  type ScheduleLink,
  STANDARD_WEEK,
  type WorkCalendar,
  workingDaysBetween,
} from "../../core/schedule";
import type { Dependency } from "../../core/schemas/dependency";
import type { Task } from "../../core/schemas/task";

// The Gantt's model: the board's tasks and links turned into a schedule (core/schedule, the same
// code the server runs), laid out on a day axis. Pure, so the drag preview and the server render
// agree to the pixel.

export type Zoom = "day" | "week" | "month";
export const DAY_WIDTH: Record<Zoom, number> = { day: 32, week: 12, month: 4 };
export const ROW_HEIGHT = 36;
export const HEADER_HEIGHT = 44;

export const asScheduleItem = (t: Task): ScheduleItem => ({
  id: t.id,
  milestone: t.kind === "milestone",
  startDate: t.startDate,
  dueDate: t.dueDate,
  assigneeId: t.assigneeId,
  done: t.status === "done",
});

export const asLinks = (deps: Dependency[]): ScheduleLink[] =>
  deps.map(({ predecessorId, successorId, type, lagDays }) => ({ predecessorId, successorId, type, lagDays }));

/** Tasks with dates overridden (a drag in progress, a save not yet answered). */
export function withDates(tasks: Task[], overrides: ReadonlyMap<string, DateChange>): Task[] {
  if (overrides.size === 0) return tasks;
  return tasks.map((t) => {
    const o = overrides.get(t.id);
    return o ? { ...t, startDate: o.startDate, dueDate: o.dueDate } : t;
  });
}

export function scheduleOf(tasks: Task[], deps: Dependency[], today: string): Schedule | { error: string } {
  try {
    return computeSchedule(tasks.map(asScheduleItem), asLinks(deps), { today });
  } catch (err) {
    return { error: err instanceof Error ? err.message : "The schedule could not be computed." };
  }
}

/**
 * The dates a task gets when dragged `days` calendar days (move) or its end dragged (resize), kept on
 * the project's working days (`cal`: its weekdays and holidays, the calendar the server moves its
 * successors in). A move keeps the task's working days, counted in that calendar.
 */
export function draggedDates(t: ScheduledTask, mode: "move" | "resize", days: number, cal: WorkCalendar = STANDARD_WEEK): DateChange {
  const shift = (day: string) => dayFromNumber(dayNumber(day) + days);
  if (t.milestone) {
    const d = shift(t.end);
    return { id: t.id, startDate: null, dueDate: isWorkingDay(d, cal) ? d : addWorkingDays(d, -1, cal) };
  }
  if (mode === "move") {
    const start = addWorkingDays(shift(t.start), 0, cal);
    const length = Math.max(1, workingDaysBetween(t.start, t.end, cal));
    return { id: t.id, startDate: start, dueDate: addWorkingDays(start, length - 1, cal) };
  }
  let end = shift(t.end);
  if (!isWorkingDay(end, cal)) end = addWorkingDays(end, -1, cal);
  if (end < t.start) end = t.start;
  return { id: t.id, startDate: t.start, dueDate: end };
}

/** The drag's own change plus every successor that follows it, in the project's calendar as the server moves them. */
export function dragPreview(
  tasks: Task[],
  deps: Dependency[],
  change: DateChange,
  today: string,
  cal: WorkCalendar = STANDARD_WEEK,
): Map<string, DateChange> {
  const out = new Map<string, DateChange>([[change.id, change]]);
  try {
    for (const c of followLinks(tasks.map(asScheduleItem), asLinks(deps), change, { today, calendar: cal })) out.set(c.id, c);
  } catch {
    // A cyclic board can't be previewed; the server refuses cycles, so this is a stale client.
  }
  return out;
}

/** Keyboard moves: one working day of the project's calendar per press. */
export function nudged(t: ScheduledTask, mode: "move" | "resize", step: 1 | -1, cal: WorkCalendar = STANDARD_WEEK): DateChange {
  if (t.milestone) return { id: t.id, startDate: null, dueDate: addWorkingDays(t.end, step, cal) };
  if (mode === "move") return { id: t.id, startDate: addWorkingDays(t.start, step, cal), dueDate: addWorkingDays(t.end, step, cal) };
  const end = addWorkingDays(t.end, step, cal);
  return { id: t.id, startDate: t.start, dueDate: end < t.start ? t.start : end };
}

export interface Axis {
  start: string;
  days: number;
  dayWidth: number;
  x: (day: string) => number;
  width: number;
}

/** How far a chart reaches back from today, and how many days it draws at most (issue 27). */
export const CHART_DAYS_BEFORE_TODAY = 2 * 366;
export const CHART_MAX_DAYS = 5 * 366;

/**
 * The days a chart draws, as day numbers: the data's span, cut to a window around today. A chart's
 * cost (gridlines, ticks, weekend shading) follows what it shows, so one task due in 2200 cannot
 * make the page draw two centuries; what falls outside is clipped, and the lists beside the charts
 * still name it.
 */
export function chartWindow(first: number, last: number, today: string): { first: number; last: number } {
  const from = Math.max(first, dayNumber(today) - CHART_DAYS_BEFORE_TODAY);
  return { first: from, last: Math.max(from, Math.min(last, from + CHART_MAX_DAYS - 1)) };
}

/** The visible range: the schedule and today, with a little room either side. */
export function axisFor(schedule: Schedule, today: string, zoom: Zoom): Axis {
  const span = chartWindow(
    Math.min(dayNumber(schedule.projectStart), dayNumber(today)) - 3,
    Math.max(dayNumber(schedule.projectEnd), dayNumber(today), ...schedule.tasks.map((t) => dayNumber(t.lateFinish))) + 7,
    today,
  );
  const first = span.first;
  const last = span.last;
  // Whole weeks (from a Monday) keep the week and month ticks steady as the range grows.
  const start = weekStart(first);
  const days = Math.max(28, last - start + 1);
  const dayWidth = DAY_WIDTH[zoom];
  return { start: dayFromNumber(start), days, dayWidth, x: (day) => (dayNumber(day) - start) * dayWidth, width: days * dayWidth };
}

export interface Tick {
  x: number;
  label: string;
  major: boolean;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function ticks(axis: Axis, zoom: Zoom): Tick[] {
  const out: Tick[] = [];
  const start = dayNumber(axis.start);
  for (let i = 0; i < axis.days; i++) {
    const day = dayFromNumber(start + i);
    const dom = Number(day.slice(8, 10));
    const month = MONTHS[Number(day.slice(5, 7)) - 1];
    const x = i * axis.dayWidth;
    if (dom === 1) out.push({ x, label: `${month} ${day.slice(0, 4)}`, major: true });
    else if (zoom === "day") out.push({ x, label: String(dom), major: false });
    else if (zoom === "week" && i % 7 === 0) out.push({ x, label: `${month} ${dom}`, major: false });
  }
  return out;
}

export const formatDay = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}, ${day.slice(0, 4)}`;
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The day a chart opens on (issue 21 #6): today, or where the critical path's open work begins when
 * that is later. Not the axis' first day, which may lie years before anything that matters.
 */
export function openingDay(schedule: Schedule, today: string): string {
  let first: string | null = null;
  for (const t of schedule.tasks) if (t.critical && t.end >= today && (first === null || t.start < first)) first = t.start;
  return first !== null && first > today ? first : today;
}

/** A milestone whose tasks now finish after its day, with the one that passes it last. */
export interface PassedMilestone {
  id: string;
  /** The earliest day its links allow. */
  earliest: string;
  passedBy: string;
  finish: string;
}

/**
 * Milestones their predecessors pass (issue 21 #6). A drag on the chart moves linked milestones along;
 * a date typed in the task form or a kept milestone on auto-schedule does not, and the chart warns.
 */
export function passedMilestones(schedule: Schedule, dependencies: Dependency[]): Map<string, PassedMilestone> {
  const byId = new Map(schedule.tasks.map((t) => [t.id, t]));
  const out = new Map<string, PassedMilestone>();
  for (const m of schedule.tasks) {
    if (!m.milestone || !m.conflict) continue;
    let last: ScheduledTask | undefined;
    for (const d of dependencies) {
      if (d.successorId !== m.id) continue;
      const p = byId.get(d.predecessorId);
      if (p && (!last || p.end > last.end)) last = p;
    }
    if (last) out.set(m.id, { id: m.id, earliest: m.earlyStart, passedBy: last.id, finish: last.end });
  }
  return out;
}
