// The working-day calendar every schedule counts in: Saturdays, Sundays and the project's holidays
// are not worked. Dates are "YYYY-MM-DD" calendar days (UTC), never instants.
//
// Scheduling runs on working-day indexes (0, 1, 2… counting only working days) so a pass over
// 2,000 tasks is integer arithmetic; these functions are the only bridge between the two.

export type Day = string;

export interface WorkCalendar {
  /** Sorted, de-duplicated working days that are not worked (weekend dates in it are ignored). */
  readonly holidays: readonly number[];
}

/** 1970-01-05 was a Monday: day numbers count from it, so weekday = dayNumber mod 7 (0 = Monday). */
const MONDAY_OFFSET = 4;

// Civil-date arithmetic without Date objects (H. Hinnant's days_from_civil / civil_from_days): the
// scheduler converts tens of thousands of dates per pass and Date parsing dominated it.

/** Days since 1970-01-05 (a Monday) of a "YYYY-MM-DD" date. */
export function dayNumber(day: Day): number {
  let y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  const d = Number(day.slice(8, 10));
  if (m <= 2) y--;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468 - MONDAY_OFFSET;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

export function dayFromNumber(n: number): Day {
  const z = n + MONDAY_OFFSET + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${pad2(m)}-${pad2(d)}`;
}

const mod = (a: number, b: number) => ((a % b) + b) % b;
const isWeekend = (n: number) => mod(n, 7) >= 5;

export function makeCalendar(holidays: readonly Day[] = []): WorkCalendar {
  const numbers = [...new Set(holidays.map(dayNumber))].filter((n) => !isWeekend(n)).sort((a, b) => a - b);
  return { holidays: numbers };
}

export const WEEKENDS_ONLY: WorkCalendar = makeCalendar();

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

function isHoliday(cal: WorkCalendar, n: number): boolean {
  const i = countBelow(cal.holidays, n);
  return cal.holidays[i] === n;
}

export function isWorkingDay(day: Day, cal: WorkCalendar = WEEKENDS_ONLY): boolean {
  const n = dayNumber(day);
  return !isWeekend(n) && !isHoliday(cal, n);
}

/** Weekdays in [0, n): the weekend-only working-day index of day number n (n on a weekend counts as the next Monday). */
function weekdaysBefore(n: number): number {
  return Math.floor(n / 7) * 5 + Math.min(mod(n, 7), 5);
}

/**
 * The working-day index of a date. A day that is not worked maps to the next working day's index,
 * so a task dated on a Saturday starts on Monday.
 */
export function workIndex(day: Day, cal: WorkCalendar = WEEKENDS_ONLY): number {
  const n = dayNumber(day);
  return weekdaysBefore(n) - countBelow(cal.holidays, n);
}

/** The date of a working-day index (inverse of workIndex on working days). */
export function dayAtIndex(index: number, cal: WorkCalendar = WEEKENDS_ONLY): Day {
  // Without holidays, index i is week floor(i/5), weekday i mod 5. Each holiday at or before the
  // candidate pushes it one working day further; repeat until the count settles.
  let shift = 0;
  for (;;) {
    const i = index + shift;
    const n = Math.floor(i / 5) * 7 + mod(i, 5);
    const below = countBelow(cal.holidays, n);
    if (below !== shift) shift = below;
    else if (isHoliday(cal, n)) shift++;
    else return dayFromNumber(n);
  }
}

/** `day` moved by `n` working days (negative goes back); a non-working `day` first snaps to the next working day. */
export function addWorkingDays(day: Day, n: number, cal: WorkCalendar = WEEKENDS_ONLY): Day {
  return dayAtIndex(workIndex(day, cal) + n, cal);
}

/** Working days from `from` to `to`, both included when worked (0 if `to` is before `from`). */
export function workingDaysInclusive(from: Day, to: Day, cal: WorkCalendar = WEEKENDS_ONLY): number {
  const a = workIndex(from, cal);
  const b = workIndex(to, cal) + (isWorkingDay(to, cal) ? 1 : 0);
  return Math.max(0, b - a);
}
