// The one date model (issue 23 #4, decision 122). A `Day` is a calendar date with no time zone,
// written "YYYY-MM-DD": what D1 stores, the API sends and a date input holds, and it sorts as text.
// A `DayNumber` is the same date as whole days since 1970-01-01, for arithmetic in hot loops (the
// planner, the scheduler). Weekdays are numbered like Date#getUTCDay: 0 = Sunday … 6 = Saturday.
// Weeks start on Monday (ISO 8601). Nothing here reads a clock or the machine's time zone.

/** A calendar date, "YYYY-MM-DD", in no time zone. */
export type Day = string;
/** Days since 1970-01-01 (a Thursday). */
export type DayNumber = number;
/** 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const SUNDAY = 0;
export const MONDAY = 1;
export const SATURDAY = 6;
export const DAY_MS = 86_400_000;

// Civil-date arithmetic without Date objects (H. Hinnant's days_from_civil / civil_from_days): the
// scheduler converts tens of thousands of dates per pass and Date parsing dominated it.

function fromCivil(year: number, month: number, dayOfMonth: number): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + dayOfMonth - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Year, month (1–12) and day of month of a day number. */
export function partsOf(n: DayNumber): { year: number; month: number; dayOfMonth: number } {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const dayOfMonth = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, dayOfMonth };
}

/** The day number of a "YYYY-MM-DD" day (only the first ten characters are read, so a timestamp gives its UTC day). */
export function dayNumber(day: Day): DayNumber {
  return fromCivil(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)));
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

export function dayFromNumber(n: DayNumber): Day {
  const { year, month, dayOfMonth } = partsOf(n);
  return `${year}-${pad2(month)}-${pad2(dayOfMonth)}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1];
}

/** A valid calendar day (years 1000–9999) from year, month (1–12) and day of month, or null. */
export function dayFromParts(year: number, month: number, dayOfMonth: number): DayNumber | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > daysInMonth(year, month)) return null;
  return fromCivil(year, month, dayOfMonth);
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written "YYYY-MM-DD" (not 2026-02-30). */
export function isDay(value: string): value is Day {
  const m = DAY_PATTERN.exec(value);
  return m !== null && dayFromParts(Number(m[1]), Number(m[2]), Number(m[3])) !== null;
}

export function lastDayOfMonth(year: number, month: number): DayNumber {
  return fromCivil(year, month, daysInMonth(year, month));
}

/** The UTC calendar day of an instant (for stored UTC timestamps; a person's day needs `dayIn` and their zone). */
export function utcDayOf(at: Date): Day {
  return at.toISOString().slice(0, 10);
}

/** The UTC day number of an instant. */
export function utcDayNumberOf(at: Date): DayNumber {
  return Math.floor(at.getTime() / DAY_MS);
}

/** Midnight UTC at the start of a day: the instant a stored day stands for in UTC exports and feeds. */
export function utcMidnight(day: Day | DayNumber): Date {
  return new Date((typeof day === "number" ? day : dayNumber(day)) * DAY_MS);
}

export function addDays(day: Day, n: number): Day;
export function addDays(day: DayNumber, n: number): DayNumber;
export function addDays(day: Day | DayNumber, n: number): Day | DayNumber {
  return typeof day === "number" ? day + n : dayFromNumber(dayNumber(day) + n);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return dayNumber(to) - dayNumber(from);
}

export function weekdayOf(day: Day | DayNumber): Weekday {
  const n = typeof day === "number" ? day : dayNumber(day);
  return ((((n + 4) % 7) + 7) % 7) as Weekday; // day 0 was a Thursday
}

/** The Monday of the ISO week a day is in. */
export function weekStart(day: Day): Day;
export function weekStart(day: DayNumber): DayNumber;
export function weekStart(day: Day | DayNumber): Day | DayNumber {
  const n = typeof day === "number" ? day : dayNumber(day);
  const monday = n - ((weekdayOf(n) + 6) % 7);
  return typeof day === "number" ? monday : dayFromNumber(monday);
}

/** Same day of month `months` later, clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(day: Day, months: number): Day;
export function addMonths(day: DayNumber, months: number): DayNumber;
export function addMonths(day: Day | DayNumber, months: number): Day | DayNumber {
  const { year, month, dayOfMonth } = partsOf(typeof day === "number" ? day : dayNumber(day));
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  const n = fromCivil(targetYear, targetMonth, Math.min(dayOfMonth, daysInMonth(targetYear, targetMonth)));
  return typeof day === "number" ? n : dayFromNumber(n);
}

/** "first Tuesday", "last Friday" (ordinal -1) of a month, or null when the month has no such day. */
export function nthWeekday(year: number, month: number, ordinal: number, weekday: number): DayNumber | null {
  if (ordinal < 0) {
    const last = lastDayOfMonth(year, month);
    return last - ((weekdayOf(last) - weekday + 7) % 7);
  }
  const first = dayFromParts(year, month, 1);
  if (first === null) return null;
  const n = first + ((weekday - weekdayOf(first) + 7) % 7) + 7 * (ordinal - 1);
  return partsOf(n).month === month ? n : null;
}
