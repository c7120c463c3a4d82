import { addDays, addMonths, type DayNumber, nextWorkingDay } from "../dates";

// "Meetup #12: Friday, 8 January / T-60 days: arrange a venue / T-14 days: open RSVPs / T-2 days: send a
// reminder / T+1 day: thank-you mail": an event's checklist counts down to its day. The headings were read
// as no dates at all, so "Set up at the venue" (T-30 minutes) came two weeks early and the RSVPs after
// the venue call.

/** "a week", "two weeks", "eight days": the small counts said in words, here and in build-plan's "4 weeks before". */
export const SMALL_COUNT: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ten: 10,
  twelve: 12,
};

/** "T-60 days", "T-2d", "T+1 day", "T-30 minutes", "T-3 weeks". */
const T_MINUS = /^t\s*([-−–+])\s*(\d{1,3})\s*(minutes?|mins?|hours?|hrs?|h|days?|d|weeks?|wks?|w|months?|mo)$/iu;
/** "8 weeks before", "Two weeks out", "3 days after", "1 month prior". */
const SPAN_AROUND =
  /^(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|ten|twelve)(?:\s*[-–]\s*\d{1,3})?\s+(days?|weeks?|months?)\s+(before|out|prior|ahead|to go|after|later)(?:\s+(?:(?:the|an?)\s+)?[\p{L}-]+)?$/iu;
/** "After the event", "Post-event": the working day after it; "During the event": the day itself. */
const AFTER_IT = /^(?:after|post)[- ]?(?:(?:the|an?)\s+)?(?:event|party|meetup|wedding|conference|launch|day|workshop)?$/iu;
const DURING_IT = /^(?:during|at)\s+(?:the\s+)?(?:event|party|meetup|wedding|conference|workshop)$/iu;
/** "The week before", "Day before the wedding", "Day of", "On the day", "The day after". */
const NEXT_TO_THE_DAY =
  /^(?:the\s+)?(day|night|week)\s+(before|after)(?:\s+(?:the\s+)?[\p{L}-]+)?$|^(?:on\s+the\s+day|(?:the\s+)?day\s+of)(?:\s+(?:the\s+)?[\p{L}-]+)?$/iu;

/** "**(T-3 weeks)**" under "# Details": the level of the heading such a step makes (parse-idea.ts), under any other. */
export const COUNTDOWN_ASIDE_LEVEL = 6;

/** "Event day", "Meetup day": the day itself by its name (countdownDay reads "Day of the meetup", "On the day"). */
const NAMED_DAY = /^(?:the\s+)?(?:event|meetup|conference|workshop|wedding|party|launch|show|race|game)[- ]day$/i;

/** A heading of the work done on the day itself: "Day of the meetup", "On the day", "T-0 days", "Event day". */
export function onTheDayItself(heading: string): boolean {
  return countdownDay(heading, 0) === 0 || NAMED_DAY.test(heading.trim().replace(/[:：.]$/u, ""));
}

const BRACKETED_END = /\s*\(\s*([^()]{1,40}?)\s*\)\s*$/u;

/** "send the newsletter (T-1 week)", "share the questions (2 weeks prior)": a countdown's step in brackets after one item. */
export function countdownAside(text: string): { step: string; at: number } | null {
  const m = BRACKETED_END.exec(text);
  return m?.[1] && countdownDay(m[1], 0) !== null ? { step: m[1], at: m.index } : null;
}

/** The text without a countdown's step in brackets at its end: when, no part of a name. */
export function withoutCountdownAside(text: string): string {
  const aside = countdownAside(text);
  return aside ? text.slice(0, aside.at) : text;
}

/** The day a countdown heading names, counted from the day the list leads to; null for any other heading. */
export function countdownDay(heading: string, day: DayNumber): DayNumber | null {
  const title = heading.trim().replace(/[:：.]$/u, "");
  const t = T_MINUS.exec(title);
  if (t) return counted(day, t[1] === "+" ? 1 : -1, Number(t[2]), t[3] ?? "d");
  const span = SPAN_AROUND.exec(title);
  if (span)
    return counted(
      day,
      /^(?:after|later)$/i.test(span[3] ?? "") ? 1 : -1,
      SMALL_COUNT[(span[1] ?? "").toLowerCase()] ?? Number(span[1]),
      span[2] ?? "d",
    );
  if (AFTER_IT.test(title)) return nextWorkingDay(addDays(day, 1));
  if (DURING_IT.test(title)) return day;
  const next = NEXT_TO_THE_DAY.exec(title);
  if (!next) return null;
  if (!next[1]) return day;
  return counted(day, next[2]?.toLowerCase() === "after" ? 1 : -1, 1, next[1].toLowerCase() === "week" ? "w" : "d");
}

function counted(day: DayNumber, sign: 1 | -1, n: number, unit: string): DayNumber {
  const u = unit.toLowerCase();
  // "T-30 minutes", "T-2h": on the day itself.
  if (/^(?:min(?:ute)?s?|h(?:(?:ou)?rs?)?)$/.test(u)) return day;
  const counted = /^mo/.test(u) ? addMonths(day, sign * n) : addDays(day, sign * n * (/^w/.test(u) ? 7 : 1));
  // "T+1 day" after a Friday meetup is the Monday: a weekend day was taken back to the Friday, before the day.
  return sign > 0 ? nextWorkingDay(counted) : counted;
}
