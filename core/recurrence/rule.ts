import { Frequency, type RRule, rrulestr } from "rrule";
import { utcDayOf, utcMidnight } from "../dates";

// Issue 26: a recurring task keeps its rule as an RRULE string (RFC 5545) without a DTSTART: the
// series is anchored on the task's own due date, a calendar day, so "every second Tuesday" means the
// same day wherever the person is. Only the parts the recurrence form can build are accepted, so a
// rule read back always fits the form.

const FREQUENCIES = new Set([Frequency.DAILY, Frequency.WEEKLY, Frequency.MONTHLY, Frequency.YEARLY]);
const ALLOWED_PARTS = new Set(["FREQ", "INTERVAL", "BYDAY", "BYMONTHDAY", "BYSETPOS", "COUNT", "UNTIL", "WKST"]);

export const RECURRENCE_INVALID = "Use a repeat rule like FREQ=WEEKLY;BYDAY=MO (daily, weekly, monthly or yearly).";

/** The rule without its "RRULE:" prefix, upper-cased; null when it is not one the form can build. */
export function normalizeRule(text: string): string | null {
  const body = text
    .trim()
    .replace(/^RRULE:/i, "")
    .toUpperCase();
  if (body.length === 0 || body.length > 300 || /[\r\n]/.test(body)) return null;
  const parts = body.split(";");
  const names = new Set<string>();
  for (const part of parts) {
    const [name, value] = part.split("=");
    if (!name || !value || !ALLOWED_PARTS.has(name) || names.has(name)) return null;
    names.add(name);
  }
  if (names.has("COUNT") && names.has("UNTIL")) return null;
  try {
    const rule = rrulestr(`RRULE:${body}`) as RRule;
    if (!FREQUENCIES.has(rule.options.freq)) return null;
    if (rule.options.interval < 1 || rule.options.interval > 366) return null;
    if (rule.options.count !== null && (rule.options.count < 1 || rule.options.count > 1000)) return null;
    return body;
  } catch {
    return null;
  }
}

// rrule works on instants: a day is its midnight UTC, and back (core/dates, decision 122).
const dayStart = utcMidnight;
const dayOf = utcDayOf;

/**
 * The occurrence after `day` in a series that started on `anchor` (the first task's due date), or null
 * when the series has ended (COUNT reached or past UNTIL). Days are calendar days: the rule runs in
 * UTC on midnight dates, so no time zone can move an occurrence to the day before.
 */
export function nextOccurrence(rule: string, anchor: string, day: string): string | null {
  const parsed = rrulestr(`RRULE:${rule}`, { dtstart: dayStart(anchor) }) as RRule;
  const next = parsed.after(dayStart(day), false);
  return next ? dayOf(next) : null;
}

/** The first `n` occurrences from `anchor` on (the form's preview). */
export function firstOccurrences(rule: string, anchor: string, n: number): string[] {
  const parsed = rrulestr(`RRULE:${rule}`, { dtstart: dayStart(anchor) }) as RRule;
  return parsed.all((_, i) => i < n).map(dayOf);
}

/** "Every week on Monday, Wednesday", "Every month on the 2nd Tuesday, 5 times", from rrule's own wording. */
export function describeRule(rule: string): string {
  const text = (rrulestr(`RRULE:${rule}`) as RRule).toText();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
