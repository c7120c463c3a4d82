import { type Day, dayFromNumber, dayNumber, isWorkingDay, makeCalendar, weekdayOf, weekStart } from "../dates";
import { STANDARD_DAY_HOURS } from "../schedule";
import { WEEKDAYS } from "../schemas/capacity";
import type { Task } from "../schemas/task";

// Issue 26 #3: each person's load per week against their capacity. A task's hours (its estimate in an
// hours project, otherwise a standard day per planned working day) are spread evenly over the days its
// assignee works between its start and due dates; capacity is their hours a day on each day they work.

export interface WorkloadPerson {
  userId: number;
  weeklyHours: number;
  offWeekdays: readonly string[];
  daysOff: readonly Day[];
}

export interface WorkloadCell {
  /** The week's Monday. */
  week: Day;
  load: number;
  capacity: number;
  over: boolean;
}

export interface Workload {
  weeks: Day[];
  rows: Array<{ userId: number; cells: WorkloadCell[] }>;
  /** Open tasks assigned to a member without any date: not in the weeks. */
  undated: number;
}

/** Hours are shown to a tenth: a load within this of the capacity is not an overload. */
const TOLERANCE = 0.05;

/** The Monday of the week a day is in. */
export const mondayOf = (day: Day): Day => weekStart(day);

export function weeklyWorkload(input: {
  tasks: readonly Task[];
  people: readonly WorkloadPerson[];
  holidays: readonly Day[];
  estimatesInHours: boolean;
  /** The first week shown (any day of it) and how many. */
  from: Day;
  weeks: number;
}): Workload {
  const cal = makeCalendar(input.holidays);
  const first = dayNumber(mondayOf(input.from));
  const weeks = Array.from({ length: input.weeks }, (_, w) => dayFromNumber(first + 7 * w));
  const end = first + 7 * input.weeks;
  const people = new Map(input.people.map((p) => [p.userId, p]));
  // Days as numbers throughout: a 20,000-task board made a date string per day of every task (issue 22).
  const daysOff = new Map(input.people.map((p) => [p.userId, new Set(p.daysOff.map(dayNumber))]));
  const works = (p: WorkloadPerson, n: number) => {
    if (!isWorkingDay(n, cal)) return false;
    return !p.offWeekdays.includes(WEEKDAYS[weekdayOf(n) - 1]) && !daysOff.get(p.userId)?.has(n);
  };
  const hoursPerDay = (p: WorkloadPerson) => p.weeklyHours / Math.max(1, WEEKDAYS.length - p.offWeekdays.length);
  const load = new Map<number, Float64Array>(input.people.map((p) => [p.userId, new Float64Array(input.weeks)]));
  let undated = 0;
  for (const t of input.tasks) {
    if (t.kind === "milestone" || t.status === "done" || t.assigneeId === null) continue;
    const p = people.get(t.assigneeId);
    const row = load.get(t.assigneeId);
    if (!p || !row) continue;
    const from = t.startDate ?? t.dueDate;
    const to = t.dueDate ?? t.startDate;
    if (!from || !to) {
      undated++;
      continue;
    }
    const a = dayNumber(from);
    const b = Math.max(a, dayNumber(to));
    const planned: number[] = [];
    const theirs: number[] = [];
    for (let n = a; n <= b; n++) {
      if (!isWorkingDay(n, cal)) continue;
      planned.push(n);
      if (works(p, n)) theirs.push(n);
    }
    const estimate = input.estimatesInHours ? t.estimate : null;
    const hours = estimate ?? STANDARD_DAY_HOURS * Math.max(1, planned.length);
    // Work dated on days they don't work still has to be done: it lands on the days it is planned for.
    const days = theirs.length > 0 ? theirs : planned.length > 0 ? planned : [a];
    const share = hours / days.length;
    for (const n of days) {
      if (n < first || n >= end) continue;
      row[Math.floor((n - first) / 7)] += share;
    }
  }
  const rows = input.people.map((p) => {
    const perDay = hoursPerDay(p);
    const hours = load.get(p.userId) as Float64Array;
    const cells = weeks.map((week, w) => {
      let days = 0;
      for (let n = first + 7 * w; n < first + 7 * w + 7; n++) if (works(p, n)) days++;
      const capacity = perDay * days;
      return { week, load: hours[w], capacity, over: hours[w] > capacity + TOLERANCE };
    });
    return { userId: p.userId, cells };
  });
  return { weeks, rows, undated };
}

/** The first day any open, assigned, dated task of these people is planned on, or null. */
export function firstPlannedDay(tasks: readonly Task[], userIds: ReadonlySet<number>): Day | null {
  let first: Day | null = null;
  for (const t of tasks) {
    if (t.kind === "milestone" || t.status === "done" || t.assigneeId === null || !userIds.has(t.assigneeId)) continue;
    const day = t.startDate ?? t.dueDate;
    if (day && (first === null || day < first)) first = day;
  }
  return first;
}
