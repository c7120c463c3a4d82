import { type RRule, rrulestr } from "rrule";
import { utcDayOf, utcMidnight } from "../dates";

// Issue 26: a repeating task is one task at a time. The task that holds the rule is the series' open
// occurrence; when the next one is made, the rule moves to it (with what is left of a COUNT), and the
// earlier task keeps no rule. So a series can never be advanced twice from the same task: a second
// completion, a retried request or a second cron run finds no rule left on it.

export interface Occurrence {
  /** The new occurrence's due date. */
  day: string;
  /** The rule the new occurrence carries: the same, with COUNT reduced by the occurrences used up. */
  rule: string;
}

// rrule works on instants: a day is its midnight UTC, and back (core/dates, decision 122).
const dayStart = utcMidnight;
const dayOf = utcDayOf;
const parse = (rule: string, anchor: string) => rrulestr(`RRULE:${rule}`, { dtstart: dayStart(anchor) }) as RRule;

/** The occurrence right after `due` (the task's own date), or null when the series has ended. */
export function followingOccurrence(rule: string, due: string): Occurrence | null {
  const next = parse(rule, due).after(dayStart(due), false);
  return next ? carried(rule, due, next) : null;
}

/**
 * The latest occurrence after `due` that falls on or before `today` (the cron's catch-up: a series
 * whose dates passed while nothing ran gets its latest occurrence, not one task per missed date).
 */
export function latestOccurrenceBy(rule: string, due: string, today: string): Occurrence | null {
  if (today <= due) return null;
  const latest = parse(rule, due).before(dayStart(today), true);
  return latest && dayOf(latest) > due ? carried(rule, due, latest) : null;
}

/** The date the next occurrence is due to appear (for the cron's index), or null when the series has ended. */
export function nextOccurrenceDay(rule: string, due: string): string | null {
  return followingOccurrence(rule, due)?.day ?? null;
}

function carried(rule: string, due: string, at: Date): Occurrence {
  const parsed = parse(rule, due);
  const count = parsed.options.count;
  if (count === null) return { day: dayOf(at), rule };
  // Occurrences from `due` up to the new one; the new task's own date counts as one of what is left.
  const used = parsed.between(dayStart(due), at, true).length;
  const left = Math.max(1, count - used + 1);
  return { day: dayOf(at), rule: rule.replace(/COUNT=\d+/, `COUNT=${left}`) };
}

/** `day` moved by the days between two dates (a start date keeping its distance to the due date). */
export function shiftDay(day: string, from: string, to: string): string {
  const delta = dayStart(to).getTime() - dayStart(from).getTime();
  return dayOf(new Date(dayStart(day).getTime() + delta));
}
