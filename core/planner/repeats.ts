import { type DayNumber, nextWorkingDay } from "../dates";

// Issue 20 and 26: "weekly standup every Monday", "water the tomatoes every morning", "retro every other
// Friday" are work that repeats. The plan carries the rule (an RRULE the board's recurrence form can
// build: core/recurrence/form-rule.ts, so daily, weekly or monthly) and the first occurrence as the task's day, instead of one more
// one-off task spread over the weeks.

const WEEKDAYS: Record<string, string> = {
  monday: "MO",
  tuesday: "TU",
  wednesday: "WE",
  thursday: "TH",
  friday: "FR",
  saturday: "SA",
  sunday: "SU",
};
const WEEKDAY_INDEX: Record<string, number> = { SU: 0, MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6 };
const DAY = "(monday|tuesday|wednesday|thursday|friday|saturday|sunday)";

/** "practise 20 minutes a day": how long each time, then how often (a rate of anything else is no series). */
const TIMED = String.raw`(?<=\d\s*(?:minutes?|mins?|hours?|hrs?)\s+)`;

/** Each pattern, in the order tried, and the rule it gives (a weekday captured in group 1). */
const PATTERNS: ReadonlyArray<[RegExp, (weekday?: string) => string]> = [
  [new RegExp(`\\bevery\\s+(?:other|second|2nd)\\s+${DAY}\\b`, "i"), (d) => `FREQ=WEEKLY;INTERVAL=2;BYDAY=${d}`],
  [new RegExp(`\\b(?:every|each)\\s+${DAY}\\b|\\bon\\s+${DAY}s\\b|\\bweekly\\s+on\\s+${DAY}s?\\b`, "i"), (d) => `FREQ=WEEKLY;BYDAY=${d}`],
  [/\b(?:every\s+weekday|on\s+weekdays|each\s+weekday)\b/i, () => "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"],
  [/\b(?:every\s+(?:day|morning|evening|night)|each\s+(?:day|morning|evening)|daily)\b/i, () => "FREQ=DAILY"],
  [new RegExp(`${TIMED}(?:a|per)\\s+day\\b`, "i"), () => "FREQ=DAILY"],
  [new RegExp(`${TIMED}(?:a|per)\\s+week\\b`, "i"), () => "FREQ=WEEKLY"],
  [/\b(?:every\s+(?:two|2)\s+weeks|every\s+other\s+week|bi-?weekly|fortnightly)\b/i, () => "FREQ=WEEKLY;INTERVAL=2"],
  [/\b(?:every\s+week|each\s+week|once\s+a\s+week|weekly)\b/i, () => "FREQ=WEEKLY"],
  [/\b(?:every\s+quarter|quarterly)\b/i, () => "FREQ=MONTHLY;INTERVAL=3"],
  [/\b(?:every\s+month|each\s+month|once\s+a\s+month|monthly)\b/i, () => "FREQ=MONTHLY"],
];

/** The words that say how often, at the end of a task's name ("every Monday", "weekly", "on Fridays"). */
const TRAILING_REPEAT = new RegExp(
  `\\s+(?:every\\s+(?:other\\s+|second\\s+|2nd\\s+)?${DAY}|(?:every|each)\\s+(?:day|morning|evening|night|weekday|week|month|quarter|two\\s+weeks|2\\s+weeks|other\\s+week)|on\\s+${DAY}s|on\\s+weekdays|weekly(?:\\s+on\\s+${DAY}s?)?|daily|monthly|quarterly|bi-?weekly|fortnightly|once\\s+a\\s+(?:week|month)|${TIMED}(?:a|per)\\s+(?:day|week))$`,
  "i",
);

/** "Weekly standup", "Monthly review with the board", "Monthly webinar": a meeting or an issue named by how often it comes. */
const RITUAL =
  /^(?:daily|weekly|bi-?weekly|fortnightly|monthly|quarterly)\s+(?:team\s+)?(?:stand-?ups?|meetings?|syncs?|check-?ins?|reviews?|retros?|retrospectives?|1:1s?|one-on-ones?|calls?|planning|demos?|webinars?|newsletters?|reports?|updates?|posts?|blog posts?|podcasts?|episodes?|backups?)\b/i;

/** "every Friday starting", "weekly from": the date after it starts a series, not the plan. */
const SERIES_START =
  /\b(?:(?:every|each)\s+(?:other\s+|second\s+)?[\p{L}\d]+(?:\s+weeks)?|on\s+\p{L}+days|weekly|daily|monthly|quarterly|bi-?weekly|fortnightly)\s*,?\s+(?:start(?:s|ing)?|begin(?:s|ning)?|from)\s+(?:on\s+)?$/iu;

/** Whether the text just before a date says it is when a series starts ("send it every Friday starting"). */
export function startsASeries(before: string): boolean {
  return SERIES_START.test(before);
}

export interface Repeat {
  /** The RRULE, without DTSTART: the series starts on the task's due date. */
  rule: string;
  /** The weekday it falls on (0 Sunday … 6 Saturday), when the text names one. */
  weekday: number | null;
}

/**
 * How often a task's name says it repeats, or null: said at its end ("Water the tomatoes every morning"),
 * or a meeting named by how often ("Monthly review with the board"). A single date ("on Monday"), a span
 * ("for two weeks") or a thing that works daily ("Launch a weekly newsletter") does not repeat.
 */
export function readRepeat(text: string): Repeat | null {
  // "Launch a weekly newsletter", "Build a daily digest": a thing that works daily is made once.
  if (!TRAILING_REPEAT.test(text.trim()) && !RITUAL.test(text.trim())) return null;
  for (const [pattern, rule] of PATTERNS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const day = m.slice(1).find((g) => g !== undefined);
    const code = day ? WEEKDAYS[day.toLowerCase()] : undefined;
    return { rule: rule(code), weekday: code ? (WEEKDAY_INDEX[code] ?? null) : null };
  }
  return null;
}

/** The task's name without how often: "Retro every other Friday" → "Retro"; "Weekly standup" keeps "Weekly". */
export function withoutRepeat(name: string): string {
  const bare = name.replace(TRAILING_REPEAT, "").trim();
  return bare.length >= 3 ? bare : name;
}

/** The first day of the series on or after `from`: the weekday it names, else the next working day. */
export function firstOccurrence(repeat: Repeat, from: DayNumber): DayNumber {
  if (repeat.weekday === null) return nextWorkingDay(from);
  // Day 0 (1970-01-01) was a Thursday.
  return from + ((((repeat.weekday - (from + 4)) % 7) + 7) % 7);
}
