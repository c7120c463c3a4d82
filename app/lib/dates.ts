import { format, isValid, parseISO } from "date-fns";
import { type Day, todayIn } from "../../core/dates";

// Dates as the project screens show them (spec §2.7, §9). Days are "YYYY-MM-DD" and read as local
// calendar days (parseISO), so a due date never shifts by a time zone. date-fns formats; which day
// "today" is comes from core/dates in the person's zone (decision 122), the browser's unless given.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A stored day or timestamp as a Date; null when absent, an Invalid Date when unreadable. */
export function parseDay(value: string | null | undefined): Date | null {
  if (value == null || value.trim() === "") return null;
  return parseISO(value.trim());
}

/** Formats a stored date with a date-fns pattern: `missing` when absent, 'Invalid date' when unreadable. */
export function formatDay(value: string | null | undefined, pattern: string, missing = "Not set"): string {
  const date = parseDay(value);
  if (!date) return missing;
  if (!isValid(date)) return "Invalid date";
  return format(date, pattern);
}

/** Spec §9: the ceiling of the difference in days between the due date and now; null without a valid date. */
export function daysRemaining(dueDate: string | null | undefined, now: Date = new Date()): number | null {
  const due = parseDay(dueDate);
  if (!due || !isValid(due)) return null;
  const days = Math.ceil((due.getTime() - now.getTime()) / DAY_MS);
  return days === 0 ? 0 : days; // never -0
}

const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/** Project card line (spec §2.5): 'Due in {n} days', 'Overdue' at zero or less, 'No due date' without one. */
export function dueInLabel(dueDate: string | null | undefined, now: Date = new Date()): string {
  const n = daysRemaining(dueDate, now);
  if (n === null) return "No due date";
  return n <= 0 ? "Overdue" : `Due in ${days(n)}`;
}

/** Analytics time-remaining card (spec §2.7): 'N days remaining', 'Overdue' or 'No deadline set'. */
export function timeRemainingLabel(dueDate: string | null | undefined, now: Date = new Date()): string {
  const n = daysRemaining(dueDate, now);
  if (n === null) return "No deadline set";
  return n <= 0 ? "Overdue" : `${days(n)} remaining`;
}

/** The person's IANA time zone, as the browser knows it. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today in the person's zone: the `min` of date inputs where past days can't be picked. */
export function todayDay(now: Date = new Date(), timeZone: string = browserTimeZone()): Day {
  return todayIn(timeZone, now);
}

/** True when a "YYYY-MM-DD" day lies before today in the person's zone. */
export function isPastDay(value: string | null | undefined, now: Date = new Date(), timeZone: string = browserTimeZone()): boolean {
  const date = parseDay(value);
  if (!value || !date || !isValid(date)) return false;
  return value.trim().slice(0, 10) < todayDay(now, timeZone);
}

/** The date input value for a stored day or timestamp (only the part before any 'T'). */
export function dayInputValue(value: string | null | undefined): string {
  return value ? (value.split("T")[0] ?? "") : "";
}
