import { type DayNumber, dayFromParts, nthWeekday } from "../dates";

// Holidays and other named days people set deadlines by ("before Valentine's Day", "in time for
// Black Friday"). Each is a day of a given year; parse-dates decides which year and what the
// words around it mean. Where countries differ (Mother's Day, Thanksgiving) the US date is used.

interface NamedDate {
  /** Regex source without capturing groups, longer spellings first. */
  pattern: string;
  on: (year: number) => DayNumber | null;
  /** "the new year" is a season after "for" or "in"; only a plain deadline word makes it a day. */
  strict?: boolean;
}

const SUNDAY = 0;
const THURSDAY = 4;
const APOSTROPHE = "['’]?";

/** Western (Gregorian) Easter Sunday, by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): DayNumber | null {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return dayFromParts(year, month, dayOfMonth);
}

/** US Thanksgiving: the fourth Thursday of November. */
export function thanksgiving(year: number): DayNumber | null {
  return nthWeekday(year, 11, 4, THURSDAY);
}

const fixed = (month: number, dayOfMonth: number) => (year: number) => dayFromParts(year, month, dayOfMonth);
const after = (base: (year: number) => DayNumber | null, days: number) => (year: number) => {
  const day = base(year);
  return day === null ? null : day + days;
};

const NAMED_DATES: NamedDate[] = [
  { pattern: `new\\s+year${APOSTROPHE}s\\s+eve|nye`, on: fixed(12, 31) },
  { pattern: `new\\s+year${APOSTROPHE}s(?:\\s+day)?|new\\s+year\\s+day`, on: fixed(1, 1) },
  { pattern: "new\\s+year", on: fixed(1, 1), strict: true },
  { pattern: `(?:st\\.?\\s+|saint\\s+)?valentine${APOSTROPHE}s(?:\\s+day)?|valentine\\s+day`, on: fixed(2, 14) },
  {
    // A bare "Patrick's" is more often someone's place than the holiday.
    pattern: `(?:st\\.?|saint)\\s+(?:patrick|paddy|patty)${APOSTROPHE}s(?:\\s+day)?|(?:patrick|paddy)${APOSTROPHE}s\\s+day`,
    on: fixed(3, 17),
  },
  { pattern: "easter(?:\\s+sunday|\\s+day)?", on: easterSunday },
  { pattern: `mother${APOSTROPHE}s${APOSTROPHE}\\s+day`, on: (year) => nthWeekday(year, 5, 2, SUNDAY) },
  { pattern: `father${APOSTROPHE}s${APOSTROPHE}\\s+day`, on: (year) => nthWeekday(year, 6, 3, SUNDAY) },
  { pattern: "independence\\s+day|(?:fourth|4th)\\s+of\\s+july|july\\s+(?:fourth|4th)", on: fixed(7, 4) },
  { pattern: `hallowe${APOSTROPHE}en`, on: fixed(10, 31) },
  { pattern: "thanksgiving(?:\\s+day)?", on: thanksgiving },
  { pattern: "black\\s+friday", on: after(thanksgiving, 1) },
  { pattern: "cyber\\s+monday", on: after(thanksgiving, 4) },
  { pattern: "(?:christmas|x-?mas)\\s+eve", on: fixed(12, 24) },
  { pattern: "(?:christmas|x-?mas)(?:\\s+day)?", on: fixed(12, 25) },
  { pattern: "boxing\\s+day", on: fixed(12, 26) },
];

export const NAMED_DATE_HINT =
  /christmas|x-?mas|easter|hallowe|valentine|patrick|paddy|patty|thanksgiving|mother|father|independence|july|new\s+year|nye|boxing|black\s+friday|cyber/i;

/** Words before a named day that make it a deadline; "before" and "ahead of" end the day earlier. */
const LEAD =
  "in\\s+time\\s+for|ahead\\s+of|no\\s+later\\s+than|up\\s+to|due(?:\\s+on|\\s+by)?|deadline(?:\\s+is|:)?|by|before|until|till|through|on|for|around|after|from|since|following";
/** A start, not an end: "after Christmas" must not become the deadline. */
export const NOT_A_DEADLINE = /^(?:after|from|since|following)$/i;
export const BEFORE = /^(?:before|ahead\s+of)$/i;
const STRICT_LEAD = /^(?:by|before|until|till|ahead\s+of|in\s+time\s+for|no\s+later\s+than)$/i;
/** "the Christmas rush" and "the holiday season" start weeks before the day itself. */
const NOT_THE_DAY = "(?!\\s+(?:season|rush|period|time|resolutions?|shopping)\\b)";

/**
 * Groups: 1 the lead word, 2 "this"/"next"/"the", then one group per named day, then the year.
 * The trailing year keeps "Christmas 2027" from rolling over.
 */
export const NAMED_DATE_PATTERN = new RegExp(
  `\\b(?:(${LEAD})\\s+)?(?:(this|next|coming|the\\s+coming|the)\\s+)?(?:${NAMED_DATES.map((d) => `(${d.pattern})`).join("|")})${NOT_THE_DAY}(?:,?\\s+(\\d{4})|\\s+(next\\s+year))?\\b`,
  "gi",
);

export interface NamedDateMatch {
  lead: string | undefined;
  /** "this", "next", "the coming": enough to make a bare holiday name a date. */
  which: string | undefined;
  year: string | undefined;
  /** "Black Friday next year": the day in the year after this one. */
  nextYear: boolean;
  on: (year: number) => DayNumber | null;
  strict: boolean;
}

export function readNamedDate(m: RegExpExecArray): NamedDateMatch | null {
  const index = NAMED_DATES.findIndex((_, i) => m[i + 3] !== undefined);
  const named = NAMED_DATES[index];
  if (!named) return null;
  return {
    lead: m[1]?.replace(/\s+/g, " "),
    which: m[2] && !/^the$/i.test(m[2]) ? m[2] : undefined,
    year: m[NAMED_DATES.length + 3],
    nextYear: m[NAMED_DATES.length + 4] !== undefined,
    on: named.on,
    strict: named.strict === true,
  };
}

export function isStrictLead(lead: string | undefined): boolean {
  return lead !== undefined && STRICT_LEAD.test(lead);
}
