import { type Day, type DayNumber, dayFromNumber, dayNumber, type Weekday, weekdayOf } from "./day";

// The working-day calendar every plan and schedule counts in: the weekdays that are worked (Monday to
// Friday unless said otherwise) minus the project's holidays. The planner, the scheduler, analytics
// and the Gantt all count working days here, so none of them can disagree about a weekend or a
// holiday.
//
// Scheduling runs on working-day indexes (0, 1, 2… counting only working days) so a pass over 2,000
// tasks is integer arithmetic; workIndex and dayAtIndex are the bridge between the two. Every function
// takes a day as a `Day` or a `DayNumber` and answers in the same form.

export interface WorkCalendar {
  /** Worked weekdays, by Weekday (0 = Sunday). */
  readonly workWeek: readonly boolean[];
  /** Sorted, de-duplicated holidays on worked weekdays (holidays on days off change nothing). */
  readonly holidays: readonly DayNumber[];
  /** Worked days before each Monday-relative position of a week (0 = Monday … 7 = the whole week). */
  readonly before: readonly number[];
  /** The Monday-relative positions that are worked, in order. */
  readonly positions: readonly number[];
}

export const MONDAY_TO_FRIDAY: readonly Weekday[] = [1, 2, 3, 4, 5];

/** Index weeks start on 1970-01-05, a Monday (day number 4), so the standard week's indexes never change. */
const FIRST_MONDAY = 4;
const mod = (a: number, b: number) => ((a % b) + b) % b;
const toNumber = (day: Day | DayNumber): DayNumber => (typeof day === "number" ? day : dayNumber(day));

export function makeCalendar(
  holidays: readonly (Day | DayNumber)[] = [],
  workingWeekdays: readonly Weekday[] = MONDAY_TO_FRIDAY,
): WorkCalendar {
  const workWeek = Array.from({ length: 7 }, (_, w) => workingWeekdays.includes(w as Weekday));
  const positions: number[] = [];
  const before: number[] = [];
  for (let p = 0; p < 7; p++) {
    before.push(positions.length);
    if (workWeek[(p + 1) % 7]) positions.push(p);
  }
  before.push(positions.length);
  if (positions.length === 0) throw new RangeError("A working week needs at least one working weekday.");
  const numbers = [...new Set(holidays.map(toNumber))].filter((n) => workWeek[weekdayOf(n)]).sort((a, b) => a - b);
  return { workWeek, holidays: numbers, before, positions };
}

/** Monday to Friday, no holidays. */
export const STANDARD_WEEK: WorkCalendar = makeCalendar();

/** How many of the sorted `list` are < n (binary search). */
function countBelow(list: readonly number[], n: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] < n) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const isHoliday = (cal: WorkCalendar, n: DayNumber) => cal.holidays[countBelow(cal.holidays, n)] === n;
const isWorkingNumber = (cal: WorkCalendar, n: DayNumber) => cal.workWeek[weekdayOf(n)] && !isHoliday(cal, n);

export function isWorkingDay(day: Day | DayNumber, cal: WorkCalendar = STANDARD_WEEK): boolean {
  return isWorkingNumber(cal, toNumber(day));
}

/**
 * The working-day index of a day. A day that is not worked maps to the next working day's index, so a
 * task dated on a Saturday starts on Monday.
 */
export function workIndex(day: Day | DayNumber, cal: WorkCalendar = STANDARD_WEEK): number {
  const n = toNumber(day);
  const m = n - FIRST_MONDAY;
  const weeks = Math.floor(m / 7);
  return weeks * cal.positions.length + cal.before[m - weeks * 7] - countBelow(cal.holidays, n);
}

/** The day number of a working-day index (inverse of workIndex on working days). */
export function numberAtIndex(index: number, cal: WorkCalendar = STANDARD_WEEK): DayNumber {
  const perWeek = cal.positions.length;
  // Without holidays, index i is week floor(i/perWeek), its (i mod perWeek)-th worked weekday. Each
  // holiday at or before the candidate pushes it one working day further; repeat until the count settles.
  let shift = 0;
  for (;;) {
    const i = index + shift;
    const n = FIRST_MONDAY + Math.floor(i / perWeek) * 7 + cal.positions[mod(i, perWeek)];
    const below = countBelow(cal.holidays, n);
    if (below !== shift) shift = below;
    else if (isHoliday(cal, n)) shift++;
    else return n;
  }
}

/** The date of a working-day index (inverse of workIndex on working days). */
export function dayAtIndex(index: number, cal: WorkCalendar = STANDARD_WEEK): Day {
  return dayFromNumber(numberAtIndex(index, cal));
}

/** `day` moved by `n` whole working days (negative goes back); a day not worked first snaps to the next working day. */
export function addWorkingDays(day: Day, n: number, cal?: WorkCalendar): Day;
export function addWorkingDays(day: DayNumber, n: number, cal?: WorkCalendar): DayNumber;
export function addWorkingDays(day: Day | DayNumber, n: number, cal: WorkCalendar = STANDARD_WEEK): Day | DayNumber {
  const result = numberAtIndex(workIndex(day, cal) + Math.floor(n), cal);
  return typeof day === "number" ? result : dayFromNumber(result);
}

/** Working days from `from` to `to`, both included when worked (0 if `to` is before `from`). */
export function workingDaysBetween(from: Day | DayNumber, to: Day | DayNumber, cal: WorkCalendar = STANDARD_WEEK): number {
  const b = workIndex(to, cal) + (isWorkingDay(to, cal) ? 1 : 0);
  return Math.max(0, b - workIndex(from, cal));
}

/** The day itself if it is worked, otherwise the next working day. */
export function nextWorkingDay(day: Day, cal?: WorkCalendar): Day;
export function nextWorkingDay(day: DayNumber, cal?: WorkCalendar): DayNumber;
export function nextWorkingDay(day: Day | DayNumber, cal: WorkCalendar = STANDARD_WEEK): Day | DayNumber {
  if (isWorkingDay(day, cal)) return day;
  const n = numberAtIndex(workIndex(day, cal), cal);
  return typeof day === "number" ? n : dayFromNumber(n);
}

/** The day itself if it is worked, otherwise the working day before it. */
export function previousWorkingDay(day: Day, cal?: WorkCalendar): Day;
export function previousWorkingDay(day: DayNumber, cal?: WorkCalendar): DayNumber;
export function previousWorkingDay(day: Day | DayNumber, cal: WorkCalendar = STANDARD_WEEK): Day | DayNumber {
  if (isWorkingDay(day, cal)) return day;
  const n = numberAtIndex(workIndex(day, cal) - 1, cal);
  return typeof day === "number" ? n : dayFromNumber(n);
}
