// Working-day calendar arithmetic. Days are whole UTC day numbers (days since 1970-01-01), so
// the same idea and `today` give the same plan on any machine, in any time zone.

export type Day = number;

const MS_PER_DAY = 86_400_000;

/** The UTC calendar day of an instant. */
export function dayOf(date: Date): Day {
  return Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) / MS_PER_DAY);
}

/** A valid calendar day from year, month (1–12) and day of month, or null. */
export function dayFromParts(year: number, month: number, dayOfMonth: number): Day | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > daysInMonth(year, month)) return null;
  return Date.UTC(year, month - 1, dayOfMonth) / MS_PER_DAY;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function partsOf(day: Day): { year: number; month: number; dayOfMonth: number } {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, dayOfMonth: date.getUTCDate() };
}

export function lastDayOfMonth(year: number, month: number): Day {
  return Date.UTC(year, month - 1, daysInMonth(year, month)) / MS_PER_DAY;
}

/** Same day of month `months` later, clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(day: Day, months: number): Day {
  const { year, month, dayOfMonth } = partsOf(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return Date.UTC(targetYear, targetMonth - 1, Math.min(dayOfMonth, daysInMonth(targetYear, targetMonth))) / MS_PER_DAY;
}

/** "first Tuesday", "last Friday" (ordinal -1) of a month, or null when the month has no such day. */
export function nthWeekday(year: number, month: number, ordinal: number, weekday: number): Day | null {
  if (ordinal < 0) {
    const last = lastDayOfMonth(year, month);
    return last - ((weekdayOf(last) - weekday + 7) % 7);
  }
  const first = dayFromParts(year, month, 1);
  if (first === null) return null;
  const day = first + ((weekday - weekdayOf(first) + 7) % 7) + 7 * (ordinal - 1);
  return partsOf(day).month === month ? day : null;
}

export function toIsoDay(day: Day): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, like Date#getUTCDay (day 0 was a Thursday). */
export function weekdayOf(day: Day): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function isWorkingDay(day: Day): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6;
}

/** The day itself if it is Mon–Fri, otherwise the following Monday. */
export function nextWorkingDay(day: Day): Day {
  const weekday = weekdayOf(day);
  if (weekday === 6) return day + 2;
  if (weekday === 0) return day + 1;
  return day;
}

/** The day itself if it is Mon–Fri, otherwise the Friday before. */
export function previousWorkingDay(day: Day): Day {
  const weekday = weekdayOf(day);
  if (weekday === 6) return day - 1;
  if (weekday === 0) return day - 2;
  return day;
}

/** Moves `count` working days forward from a day (weekends are skipped, never landed on). */
export function addWorkingDays(day: Day, count: number): Day {
  let current = nextWorkingDay(day);
  const whole = Math.max(0, Math.floor(count));
  current += Math.floor(whole / 5) * 7;
  for (let left = whole % 5; left > 0; left--) {
    current = nextWorkingDay(current + 1);
  }
  return current;
}

/** Number of working days in the closed range [from, to]. */
export function workingDaysBetween(from: Day, to: Day): number {
  if (to < from) return 0;
  const span = to - from + 1;
  let count = Math.floor(span / 7) * 5;
  for (let day = from + Math.floor(span / 7) * 7; day <= to; day++) {
    if (isWorkingDay(day)) count++;
  }
  return count;
}
