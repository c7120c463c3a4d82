import { addMonths, addWorkingDays, type DayNumber, dayFromParts, lastDayOfMonth, nthWeekday, partsOf, weekdayOf } from "../dates";
import { BEFORE, isStrictLead, NAMED_DATE_HINT, NAMED_DATE_PATTERN, NOT_A_DEADLINE, readNamedDate } from "./named-dates";

// Finds dates and durations in free text ("by March 3", "in 6 weeks", "Q2", "end of June",
// "2 sprints", "2027-01-15", "3. März", "3月3日", "before Valentine's Day") and resolves them against `today`.

export interface DateMention {
  day: DayNumber;
  /** Position of the whole phrase, including a leading "by"/"before", so it can be cut from a name. */
  index: number;
  length: number;
  /** "duration" phrases describe how long the work takes; "calendar" ones name a day. */
  kind: "calendar" | "duration";
  /** Counted from the date mentioned before it ("4 weeks after that", "before then"). */
  relative?: boolean;
  /** A whole month, quarter, season or year ("in March", "Q2", "this summer"), resolved to its last day. */
  vague?: "month" | "quarter" | "season" | "year";
  /** A range's first day ("Jan 4-15", "11/5-2/24"): `day` is its last. */
  from?: DayNumber;
}

// biome-ignore format: compact lookup table
const MONTHS: Record<string, number> = {
  january: 1, jan: 1, janvier: 1, januar: 1, jänner: 1, enero: 1,
  february: 2, feb: 2, février: 2, fevrier: 2, februar: 2, febrero: 2,
  march: 3, mar: 3, mars: 3, märz: 3, maerz: 3, marzo: 3,
  april: 4, apr: 4, avril: 4, abril: 4,
  may: 5, mai: 5, mayo: 5,
  june: 6, jun: 6, juin: 6, juni: 6, junio: 6,
  july: 7, jul: 7, juillet: 7, juli: 7, julio: 7,
  august: 8, aug: 8, août: 8, aout: 8, agosto: 8,
  september: 9, sept: 9, sep: 9, septembre: 9, septiembre: 9, setiembre: 9,
  october: 10, oct: 10, octobre: 10, oktober: 10, octubre: 10,
  november: 11, nov: 11, novembre: 11, noviembre: 11,
  december: 12, dec: 12, décembre: 12, decembre: 12, dezember: 12, diciembre: 12,
  // Portuguese and Italian (issue 20: dates in six languages)
  janeiro: 1, gennaio: 1, fevereiro: 2, febbraio: 2, março: 3, marco: 3, aprile: 4, maio: 5, maggio: 5,
  junho: 6, giugno: 6, julho: 7, luglio: 7, setembro: 9, settembre: 9, outubro: 10, ottobre: 10, novembro: 11,
  dezembro: 12, dicembre: 12,
};

/** English month names and their short forms, for patterns that read dates ("by Jan 31"). */
export const EN_MONTH =
  "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec";
const EN_MONTH_FULL = "january|february|march|april|may|june|july|august|september|october|november|december";
const PT_IT_MONTH =
  "janeiro|fevereiro|março|marco|maio|junho|julho|setembro|outubro|novembro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre";
const ANY_MONTH = `${PT_IT_MONTH}|${EN_MONTH}|janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|januar|jänner|februar|märz|maerz|juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre`;
/** Month names that are not English, for "fin mars 2027", "Ende Mai", "finales de marzo". */
const OTHER_MONTH =
  "janeiro|fevereiro|março|marco|maio|junho|julho|setembro|outubro|novembro|dezembro|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre|januar|jänner|februar|märz|maerz|april|juni|juli|august|september|oktober|november|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre";

// biome-ignore format: compact lookup table
const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, eighteen: 18, twenty: 20,
  "a couple of": 2, "couple of": 2, "a few": 3, few: 3, several: 3, "half a": 0.5,
};

const NUM =
  "(\\d{1,3}(?:\\.\\d)?|a couple of|couple of|a few|few|several|half a|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|eighteen|twenty)";
const UNIT = "(working days?|business days?|days?|weeks?|wks?|months?|sprints?|quarters?|years?)";
const LEAD =
  "(?:in|within|over|for|inside|under|about|around|roughly|approximately|approx\\.?|next|have|has|got|takes?|taking|lasting|spanning|across|timeline(?: is|:)?|duration(?: is|:)?)";
const FILLER = "(?:\\s+(?:the|next|coming|following|about|around|roughly|approximately|another|just|only|max(?:imum)?|at most))*";
/**
 * The weekday before a date, with the preposition before it: "on Saturday, " in "on Saturday, March 13".
 * It is part of the date's words, so the weekday rules do not read "on Saturday" as tomorrow.
 */
const WEEKDAY_LEAD =
  /(?<![\p{L}])(?:(?:by|on|before|until|till|due|this|next|coming)\s+)?(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?,?\s+(?:the\s+)?$/iu;
const PREP = "(?:(by|before|until|till|due(?: on| by)?|on|no later than|deadline(?: is|:)?|in|during|through|around)\\s+)";
/** PREP, and a series' start before a month ("publish weekly starting January"). */
const MONTH_PREP = PREP.replace("(by|before|", "(starting|beginning|by|before|");
/** PREP, with the other languages' "before" ("avant le 30 juin", "vor dem 30. Juni", "prima del 30 giugno"). */
const DAY_PREP = PREP.replace("(by|before|", "(avant|vor dem|vor|prima del|prima di|by|before|");
// "the first week of February": a week of a span, said with its "of".
const POSITION =
  "(?:(?:the\\s+)?(end|beginning|start|middle|mid|early|late|(?:first|second|third|fourth|last|1st|2nd|3rd|4th)\\s+week(?=\\s+of\\b))(?:\\s+of\\s+(?:the\\s+)?|-|\\s+))";
// "2-week sprints", "3 months of data", "2 days a week" describe cadence or material, not the project's length.
const MONTH_HINT =
  /jan|feb|f[ée]v|mar|m[äa]e?r|apr|avr|abr|may|mai|mag|jun|jui|jul|giu|lug|aug|ago|ao[ûu]|sep|set|oct|okt|ott|out|nov|d[ée][cz]|dic|gen/i;
const HAS_DIGIT = /\d/;

const NOT_A_DURATION =
  /^[-\s]*(?:sprints?|cycles?|iterations?|blocks?|increments?|intervals?|of\b|old\b|ago\b|(?:a|per|each|every)\s+(?:day|week|month)\b)/i;

/** "We've been at it for 3 months" looks back, not ahead. */
const PAST_CONTEXT = /\b(?:been|since|already|last|past|spent|took|ago|previous(?:ly)?|used to)\b[^.!?]*$/i;

/** Small numbers written out in German, French, Spanish, Portuguese and Italian ("entro tre mesi"). */
// biome-ignore format: compact lookup table
const FOREIGN_NUMBERS: Record<string, number> = {
  ein: 1, eine: 1, einem: 1, einen: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, acht: 8, zehn: 10, zwölf: 12,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, huit: 8, dix: 10, douze: 12,
  una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, ocho: 8, diez: 10, doce: 12,
  um: 1, uma: 1, dois: 2, duas: 2, três: 3, quatro: 4, oito: 8, dez: 10, doze: 12,
  uno: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, otto: 8, dieci: 10, dodici: 12,
};
/** Days, weeks and months in German, French, Spanish, Portuguese and Italian. */
const FOREIGN_UNIT =
  "semaines?|semanas?|settimane|settimana|wochen?|mois|mes|meses|mesi|mese|monaten?|monate|monat|jours?|días?|dias?|giorni|giorno|tagen?|tage";

/** "drei Wochen", "un mois", "6週間": that many days, weeks or months on from today. */
function foreignDuration(amountWord: string, unitWord: string, today: DayNumber): DayNumber | null {
  const unit = unitWord.toLowerCase();
  const normalized = /^(mois|mes|meses|mesi|mese|monat|monate|monaten|か月|ヶ月|カ月|ヵ月)$/.test(unit)
    ? "months"
    : /^(?:seman|settiman|woche)/.test(unit)
      ? "weeks"
      : /^(?:d[íi]as?|giorn|jour|tag)/.test(unit)
        ? "days"
        : unit;
  const amount = /^\d/.test(amountWord) ? Number(amountWord) : (FOREIGN_NUMBERS[amountWord.toLowerCase()] ?? Number.NaN);
  return resolveDuration(amount, normalized, today);
}

const FOREIGN_NUMBER = Object.keys(FOREIGN_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join("|");

type Resolver = (m: RegExpExecArray, today: DayNumber) => DayNumber | null;

interface Rule {
  /** Cheap test that must pass before the full pattern is worth running. */
  hint: RegExp;
  pattern: RegExp;
  kind: DateMention["kind"];
  resolve: Resolver;
  /** For phrases that count from the previous date in the text: the day, given that date. */
  fromPrevious?: (m: RegExpExecArray, previous: DayNumber) => DayNumber | null;
  vague?: DateMention["vague"];
  /** Matches that resolve to no day but must not be read by a later rule either ("after the 4th of July"). */
  claims?: (m: RegExpExecArray) => boolean;
  /** A range's first day, given its last (the resolved day). */
  rangeStart?: (m: RegExpExecArray, end: DayNumber) => DayNumber | null;
  /** For a day said without its month ("on the 13th"): the day in the month a date just before it names. */
  inMonth?: (m: RegExpExecArray, month: DayNumber) => DayNumber | null;
}

/** A range's first day: that month and day in the year of its end, or the year before when it would come after it. */
function startBefore(end: DayNumber, month: number | null, dayOfMonth: number): DayNumber | null {
  if (month === null) return null;
  const { year } = partsOf(end);
  const start = dayFromParts(year, month, dayOfMonth);
  if (start === null) return null;
  return start <= end ? start : dayFromParts(year - 1, month, dayOfMonth);
}

/** "the Q1 roadmap", "the Q4 report for the board": a quarter naming a thing, not a date the work is due. */
const QUARTER_THING =
  /^\s+(?:(?:draft|final|updated|new|proposed|quarterly)\s+)?(?:roadmap|report|results|numbers|review|goals|okrs?|plan|planning|budget|forecast|earnings|targets|sales|board|deck|priorities|objectives|kpis?|metrics|retro|offsite|all-hands|update|newsletter|campaign|charters?)\b/i;
/** "Objectives for Q2", "initiatives for Q3": what a quarter's planning sets, named by the quarter it is for. */
const PLANNED_FOR = /\b(?:objectives|initiatives|goals|okrs?|priorities|targets|roadmap|budget|plans?)\s+for\s+(?:the\s+)?$/i;
function quarterNamesThing(m: RegExpExecArray): boolean {
  if (!m[1] && !m[2] && QUARTER_THING.test(m.input.slice((m.index ?? 0) + m[0].length))) return true;
  return PLANNED_FOR.test(m.input.slice(0, m.index ?? 0));
}

/** "before then", "4 weeks after that": the phrases a relative rule claims, cut from names that lost their anchor. */
// The same numbers as the relative rule reads ("1.5 months after that" left "Install the cabinets 1").
export const RELATIVE_TIME = new RegExp(
  String.raw`\s*\b(?:(?:before|by|until|till)\s+then|${NUM}\s+(?:working days?|business days?|days?|weeks?|months?)\s+(?:after that|after this|after it|later|afterwards|thereafter|before that|before this|before it|earlier|after(?=\s*(?:[.!,;)]|$))))(?![\p{L}\p{N}])`,
  "giu",
);

function monthNumber(name: string | undefined): number | null {
  if (!name) return null;
  return MONTHS[name.toLowerCase().replace(/\.$/, "")] ?? null;
}

function count(word: string): number {
  const key = word.toLowerCase();
  return NUMBER_WORDS[key] ?? Number.parseFloat(key);
}

/** A day of month without a year means the next such day; with a past year it is not a deadline. */
function dayInYear(year: string | undefined, month: number, dayOfMonth: number, today: DayNumber): DayNumber | null {
  if (year) {
    const day = dayFromParts(Number(year), month, dayOfMonth);
    return day !== null && day >= today ? day : null;
  }
  const thisYear = partsOf(today).year;
  const day = dayFromParts(thisYear, month, dayOfMonth);
  if (day !== null && day >= today) return day;
  return dayFromParts(thisYear + 1, month, dayOfMonth);
}

function applyPrep(prep: string | undefined, day: DayNumber | null): DayNumber | null {
  if (day === null) return null;
  return prep && /^(?:before|avant|vor|prima)\b/i.test(prep) ? day - 1 : day;
}

/** Which week of a span "the second week of March" names, counted from 0. */
const WEEK_NUMBER: Record<string, number> = { first: 0, "1st": 0, second: 1, "2nd": 1, third: 2, "3rd": 2, fourth: 3, "4th": 3 };

/** Where in a span of days a "start of"/"mid"/"late" qualifier points. */
function positionIn(first: DayNumber, last: DayNumber, position: string | undefined, prep: string | undefined): DayNumber {
  // "before June" and "before the start of June" end with May; "before the end of June" ends inside June.
  if (prep?.toLowerCase() === "before") {
    return /^(?:end|middle|mid|late)$/i.test(position ?? "") ? positionIn(first, last, position, undefined) - 1 : first - 1;
  }
  const week = /^(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+week$/i.exec(position ?? "")?.[1]?.toLowerCase();
  if (week) return week === "last" ? last : Math.min(last, first + 7 * (WEEK_NUMBER[week] ?? 0) + 6);
  switch (position?.toLowerCase()) {
    case "beginning":
    case "start":
      return Math.min(last, first + 6);
    case "early":
      return Math.min(last, first + 9);
    case "middle":
    case "mid":
      return first + Math.floor((last - first) / 2);
    case "late":
      return Math.max(first, last - 5);
    default:
      return last;
  }
}

function monthSpan(year: number, month: number): [DayNumber, DayNumber] {
  return [dayFromParts(year, month, 1) as DayNumber, lastDayOfMonth(year, month)];
}

function resolveMonth(
  month: number,
  year: string | undefined,
  position: string | undefined,
  prep: string | undefined,
  today: DayNumber,
): DayNumber | null {
  const base = year ? Number(year) : partsOf(today).year;
  for (const candidate of year ? [base] : [base, base + 1]) {
    if (candidate < 1000 || candidate > 9999) return null;
    const [first, last] = monthSpan(candidate, month);
    const day = positionIn(first, last, position, prep);
    if (day >= today) return day;
  }
  return null;
}

/** A season's first month (the northern hemisphere's meteorological seasons). */
const SEASON_START: Record<string, number> = { spring: 3, summer: 6, fall: 9, autumn: 9, winter: 12 };

/** "before summer", "this fall", "by spring 2027", "end of summer": a season, read as the months are. */
function resolveSeason(
  season: string,
  year: string | undefined,
  position: string | undefined,
  prep: string | undefined,
  today: DayNumber,
): DayNumber | null {
  const start = SEASON_START[season.toLowerCase()];
  if (!start) return null;
  const base = year ? Number(year) : partsOf(today).year;
  // "winter" said in January is the one under way, which began the December before.
  for (const candidate of year ? [base] : [base - 1, base, base + 1]) {
    const first = dayFromParts(candidate, start, 1);
    if (first === null) return null;
    const endMonth = ((start + 1) % 12) + 1;
    const last = lastDayOfMonth(candidate + (start === 12 ? 1 : 0), endMonth);
    const day = positionIn(first, last, position, prep);
    if (day >= today) return day;
  }
  return null;
}

function resolveQuarter(
  quarter: number,
  year: string | undefined,
  position: string | undefined,
  prep: string | undefined,
  today: DayNumber,
): DayNumber | null {
  const fullYear = year && year.length === 2 ? `20${year}` : year;
  const base = fullYear ? Number(fullYear) : partsOf(today).year;
  for (const candidate of fullYear ? [base] : [base, base + 1]) {
    const first = dayFromParts(candidate, quarter * 3 - 2, 1);
    if (first === null) return null;
    const day = positionIn(first, lastDayOfMonth(candidate, quarter * 3), position, prep);
    if (day >= today) return day;
  }
  return null;
}

function resolveDuration(amount: number, unit: string, today: DayNumber): DayNumber | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const u = unit.toLowerCase();
  if (/^(working|business)/.test(u)) return addWorkingDays(today, Math.round(amount));
  if (/^(days?|jours?|tagen?|tage|日間)$/.test(u)) return today + Math.round(amount);
  if (/^(weeks?|wks?|semaines?|wochen?|週間|週)$/.test(u)) return today + Math.round(amount * 7);
  if (/^sprints?$/.test(u)) return today + Math.round(amount * 14);
  const months = /^quarters?$/.test(u) ? amount * 3 : /^years?$/.test(u) ? amount * 12 : amount;
  const whole = Math.floor(months);
  return addMonths(today, whole) + Math.round((months - whole) * 30);
}

function resolveWeekday(qualifier: string, name: string, today: DayNumber): DayNumber {
  const target = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"].indexOf(name.slice(0, 3).toLowerCase());
  const current = weekdayOf(today);
  let ahead = (target - current + 7) % 7 || 7;
  // "next Friday" said on a Monday means the Friday of next week, not this one.
  if (qualifier.toLowerCase() === "next" && ahead < 7 - current + 1 && current !== 0) ahead += 7;
  return qualifier.toLowerCase() === "before" ? today + ahead - 1 : today + ahead;
}

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
// biome-ignore format: compact lookup table
const ORDINALS: Record<string, number> = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, last: -1 };

/** "the first Tuesday of next month", "last Friday in March (2027)". */
function resolveNthWeekday(m: RegExpExecArray, today: DayNumber): DayNumber | null {
  const [, prep, ordinalWord, weekdayName, which, monthName, year] = m;
  const ordinal = ORDINALS[(ordinalWord ?? "").toLowerCase()] ?? 1;
  const weekday = WEEKDAYS.indexOf((weekdayName ?? "").slice(0, 3).toLowerCase());
  const now = partsOf(today);
  let candidates: Array<[number, number]>;
  if (which) {
    const offset = /^(?:next|coming|following)$/i.test(which) ? 1 : 0;
    const index = now.year * 12 + now.month - 1 + offset;
    candidates = [[Math.floor(index / 12), (index % 12) + 1]];
  } else {
    const month = monthNumber(monthName);
    if (!month) return null;
    candidates = year
      ? [[Number(year), month]]
      : [
          [now.year, month],
          [now.year + 1, month],
        ];
  }
  for (const [candidateYear, month] of candidates) {
    const day = nthWeekday(candidateYear, month, ordinal, weekday);
    if (day !== null && day >= today) return applyPrep(prep, day);
  }
  return null;
}

/** "4 weeks after that" / "two days before that" counted from the previous date. */
function shiftFrom(previous: DayNumber, amount: number, unit: string, direction: string): DayNumber | null {
  const forward = !/^(?:before|earlier)/i.test(direction);
  const u = unit.toLowerCase();
  if (!Number.isFinite(amount) || amount <= 0) return null;
  if (/^(?:working|business)/.test(u)) {
    if (forward) return addWorkingDays(previous, Math.round(amount));
    let day = previous;
    for (let left = Math.round(amount); left > 0; left--) day = previousWorkingDayBefore(day);
    return day;
  }
  const days = /^weeks?$/.test(u) ? amount * 7 : /^months?$/.test(u) ? amount * 30 : amount;
  if (/^months?$/.test(u) && Number.isInteger(amount)) return addMonths(previous, forward ? amount : -amount);
  return previous + Math.round(forward ? days : -days);
}

function previousWorkingDayBefore(day: DayNumber): DayNumber {
  let current = day - 1;
  while (weekdayOf(current) === 0 || weekdayOf(current) === 6) current--;
  return current;
}

function resolveNamed(
  position: string | undefined,
  which: string,
  unit: string,
  prep: string | undefined,
  today: DayNumber,
): DayNumber | null {
  const { year, month } = partsOf(today);
  const next = which.toLowerCase() === "next";
  switch (unit.toLowerCase()) {
    case "week": {
      const friday = today + ((5 - weekdayOf(today) + 7) % 7);
      return applyPrep(prep, next ? friday + 7 : friday);
    }
    case "month": {
      const start = addMonths(dayFromParts(year, month, 1) as DayNumber, next ? 1 : 0);
      const parts = partsOf(start);
      return positionIn(start, lastDayOfMonth(parts.year, parts.month), position, prep);
    }
    case "quarter": {
      const quarter = Math.floor((month - 1) / 3) + 1 + (next ? 1 : 0);
      return resolveQuarter(((quarter - 1) % 4) + 1, String(quarter > 4 ? year + 1 : year), position, prep, today);
    }
    default: {
      if (next && !position) return null;
      const targetYear = next ? year + 1 : year;
      return positionIn(dayFromParts(targetYear, 1, 1) as DayNumber, dayFromParts(targetYear, 12, 31) as DayNumber, position, prep);
    }
  }
}

/** "before Valentine's Day", "by Christmas 2027", "this Easter": the next such day, like "by March 3". */
function resolveNamedDay(m: RegExpExecArray, today: DayNumber): DayNumber | null {
  const named = readNamedDate(m);
  if (!named) return null;
  const { lead, which, year, nextYear } = named;
  if (lead && NOT_A_DEADLINE.test(lead)) return null;
  // Without a word around it a holiday is a theme more often than a date: "a Christmas tree farm website".
  if (!lead && !which && !year && !nextYear) return null;
  if (named.strict && !isStrictLead(lead)) return null;
  const shift = lead && BEFORE.test(lead) ? -1 : 0;
  const thisYear = partsOf(today).year;
  if (year || nextYear) {
    const day = named.on(year ? Number(year) : thisYear + 1);
    return day !== null && day + shift >= today ? day + shift : null;
  }
  // "by next Black Friday", said on Black Friday, is a year away.
  const next = which !== undefined && /next/i.test(which);
  for (const candidate of [thisYear, thisYear + 1]) {
    const day = named.on(candidate);
    if (day !== null && (next ? day > today : day + shift >= today)) return day + shift;
  }
  return null;
}

/** "by the 15th": that day of this month, or of the next when it has passed (today counts). */
function nextDayOfMonth(dayOfMonth: number, today: DayNumber): DayNumber | null {
  const { year, month } = partsOf(today);
  for (let ahead = 0; ahead < 3; ahead++) {
    const m = ((month - 1 + ahead) % 12) + 1;
    const y = year + Math.floor((month - 1 + ahead) / 12);
    const day = dayFromParts(y, m, dayOfMonth);
    if (day !== null && day >= today) return day;
  }
  return null;
}

const RULES: Rule[] = [
  {
    // 11/5-2/24: a range of US-style month/day dates; the plan runs to its end
    hint: /\d\/\d{1,2}\s*[-–]\s*\d/,
    pattern: /\b(\d{1,2})\/(\d{1,2})\s*[-–]\s*(\d{1,2})\/(\d{1,2})\b(?!\/)/g,
    kind: "calendar",
    // The end is the next such day to come, whether or not the range has already started.
    resolve: (m, today) => dayInYear(undefined, Number(m[3]), Number(m[4]), today),
    rangeStart: (m, end) => startBefore(end, Number(m[1]), Number(m[2])),
  },
  {
    // by the 15th, before the 3rd (not "the 15th of March", which the day-month rules read, nor "the 1st
    // Monday of February", the nth-weekday rule's)
    hint: /\d(?:st|nd|rd|th)\b/i,
    pattern: new RegExp(
      // "Blog post for the 17th" is due then; "on the 5th floor" and "for the 10th anniversary" are no days.
      `\\b(by|before|until|till|due(?: on| by)?|on|for|no later than)\\s+the\\s+(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s+(?:of\\s+)?(?:${EN_MONTH})\\b|\\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\\b|\\s+(?:times?|anniversary|birthday|years?|editions?|floor|place|row|grade|century|round|level|chapter|episode|issue|anniversaries)\\b)`,
      "gi",
    ),
    kind: "calendar",
    resolve: (m, today) => applyPrep(m[1], nextDayOfMonth(Number(m[2]), today)),
    inMonth: (m, month) => {
      const { year, month: number } = partsOf(month);
      return applyPrep(m[1], dayFromParts(year, number, Number(m[2])));
    },
  },
  {
    // before Valentine's Day, in time for Black Friday, by Christmas 2027; "after Easter" names no deadline
    hint: NAMED_DATE_HINT,
    pattern: NAMED_DATE_PATTERN,
    kind: "calendar",
    resolve: resolveNamedDay,
    claims: (m) => NOT_A_DEADLINE.test(m[1] ?? ""),
  },
  {
    // the first Tuesday of next month, last Friday in March 2027
    hint: /first|second|third|fourth|last|1st|2nd|3rd|4th/i,
    pattern: new RegExp(
      `\\b${PREP}?(?:the\\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs)?|fri|sat|sun)\\s+(?:of|in)\\s+(?:(?:the\\s+)?(next|this|coming|following)\\s+month|(${EN_MONTH_FULL})(?:\\s+(\\d{4}))?)\\b`,
      "gi",
    ),
    kind: "calendar",
    resolve: resolveNthWeekday,
  },
  {
    // 4 weeks after that, two days later, a week before that, "1 week after" ending its line: counted from
    // the previous date ("4 weeks before" ending its line counts back from the day the plan is for:
    // build-plan beforeTheDay)
    hint: /after|later|before|earlier|thereafter/i,
    pattern: new RegExp(
      `\\b${NUM}\\s+(working days?|business days?|days?|weeks?|months?)\\s+(after that|after this|after it|later|afterwards|thereafter|before that|before this|before it|earlier|after(?=\\s*(?:[.!,;)]|$)))\\b`,
      "gi",
    ),
    kind: "calendar",
    resolve: () => null,
    fromPrevious: (m, previous) => shiftFrom(previous, count(m[1] ?? ""), m[2] ?? "", m[3] ?? ""),
  },
  {
    // before then, by then
    hint: /then/i,
    pattern: /\b(before|by|until|till)\s+then\b/gi,
    kind: "calendar",
    resolve: () => null,
    fromPrevious: (m, previous) => (m[1]?.toLowerCase() === "before" ? previousWorkingDayBefore(previous) : previous),
  },
  {
    // 2027-01-15, 2027/01/15
    hint: /\d{4}[-/]\d/,
    pattern: new RegExp(`\\b${PREP}?(\\d{4})[-/](\\d{1,2})[-/](\\d{1,2})(?!\\d|:\\d)`, "gi"),
    kind: "calendar",
    resolve: (m, today) => applyPrep(m[1], dayInYear(m[2], Number(m[3]), Number(m[4]), today)),
  },
  {
    // 2027年3月3日, 3月3日
    hint: /月/,
    pattern: /(?:(\d{4})年)?(\d{1,2})月(\d{1,2})日(?:まで(?:に)?)?/gu,
    kind: "calendar",
    resolve: (m, today) => dayInYear(m[1], Number(m[2]), Number(m[3]), today),
  },
  {
    // 15.03.2027, 3/15/2027: a part above 12 decides the order; otherwise dots mean day-first.
    hint: /\d[./]\d/,
    pattern: new RegExp(`\\b${PREP}?(\\d{1,2})([./])(\\d{1,2})\\3(\\d{4})\\b`, "gi"),
    kind: "calendar",
    resolve: (m, today) => {
      const a = Number(m[2]);
      const b = Number(m[4]);
      const dayFirst = a > 12 || (b <= 12 && m[3] === ".");
      return applyPrep(m[1], dayInYear(m[5], dayFirst ? b : a, dayFirst ? a : b, today));
    },
  },
  {
    // "Announce it at the 2/26 staff meeting", "send the invites by 3/11": a month and day without the
    // year, after a word that dates ("by", "on", "the … meeting"). Never a share ("1/2 cup", "3/4 done",
    // "24/7", "50/50"): a bare pair with no such word before it is left alone. A part above 12 is the day.
    hint: /\d\/\d/,
    pattern:
      /(?:\b(by|before|until|till|due(?: on| by)?|on|no later than)\s+|(?<=\bthe\s))(?!24\/7\b)(\d{1,2})\/(\d{1,2})\b(?![/.,]?\d|\s*(?:%|of\b|cups?\b|done\b|complete))/gi,
    kind: "calendar",
    resolve: (m, today) => {
      const a = Number(m[2]);
      const b = Number(m[3]);
      const dayFirst = a > 12;
      return applyPrep(m[1], dayInYear(undefined, dayFirst ? b : a, dayFirst ? a : b, today));
    },
  },
  {
    // "Sprint 14 (Jan 4-15)", "Jan 28 – Feb 9, 2027", "from March 1 to March 15": a range; the plan runs to
    // its end and starts on its first day.
    hint: /\d\s*[-–—]\s*(?:\p{L}+\.?\s+)?\d|\d(?:st|nd|rd|th)?\s+(?:to|through|thru|until|till)\s+(?:\p{L}+\.?\s+)?\d/u,
    pattern: new RegExp(
      `\\b(${EN_MONTH})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:\\s*[-–—]\\s*|\\s+(?:to|through|thru|until|till)\\s+)(?:(${EN_MONTH})\\.?\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?![\\d/]|\\.\\d|:\\d)(?:,?\\s+(\\d{4}))?\\b`,
      "gi",
    ),
    kind: "calendar",
    resolve: (m, today) => {
      const month = monthNumber(m[3] ?? m[1]);
      return month ? dayInYear(m[5], month, Number(m[4]), today) : null;
    },
    rangeStart: (m, end) => startBefore(end, monthNumber(m[1]), Number(m[2])),
  },
  {
    // "dev Jan-Feb", "run the pilot January to March", "fieldwork Jan–Mar 2027": a span of months; the work
    // runs to the last one's end and starts with the first ("Dev Jan-Feb" kept its months and ended in January).
    hint: /(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\.?\s*(?:[-–—]|\s(?:to|through|thru|until|till)\s)/iu,
    pattern: new RegExp(
      `\\b(${EN_MONTH})\\.?(?:\\s*[-–—]\\s*|\\s+(?:to|through|thru|until|till)\\s+)(${EN_MONTH})\\b\\.?(?!\\s*\\d{1,2}\\b(?!\\d))(?:,?\\s+(\\d{4}))?`,
      "gi",
    ),
    kind: "calendar",
    vague: "month",
    resolve: (m, today) => {
      const month = monthNumber(m[2]);
      return month ? resolveMonth(month, m[3], undefined, undefined, today) : null;
    },
    rangeStart: (m, end) => startBefore(end, monthNumber(m[1]), 1),
  },
  {
    // March 3, Mar 3rd, March 3, 2027
    hint: HAS_DIGIT,
    pattern: new RegExp(`\\b${PREP}?(${EN_MONTH})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?!\\d|:\\d)(?:,?\\s+(\\d{4}))?\\b`, "gi"),
    kind: "calendar",
    resolve: (m, today) => {
      const month = monthNumber(m[2]);
      return month ? applyPrep(m[1], dayInYear(m[4], month, Number(m[3]), today)) : null;
    },
  },
  {
    // 3 March, 3rd of March, 15. März, 3 mars 2027, avant le 30 juin
    hint: HAS_DIGIT,
    pattern: new RegExp(
      `\\b${DAY_PREP}?(?:le\\s+)?(\\d{1,2})(?:st|nd|rd|th|er|\\.)?\\s+(?:of\\s+)?(${ANY_MONTH})\\b\\.?(?:,?\\s+(\\d{4}))?`,
      "gi",
    ),
    kind: "calendar",
    resolve: (m, today) => {
      const month = monthNumber(m[3]);
      return month ? applyPrep(m[1], dayInYear(m[4], month, Number(m[2]), today)) : null;
    },
  },
  {
    // Q2, end of Q3 2027, Q1 '27
    hint: /q[1-4]/i,
    pattern: new RegExp(`\\b${PREP}?${POSITION}?Q([1-4])(?:\\s*['’]?(\\d{4}|\\d{2}))?\\b`, "g"),
    kind: "calendar",
    vague: "quarter",
    resolve: (m, today) => (quarterNamesThing(m) ? null : resolveQuarter(Number(m[3]), m[4], m[2], m[1], today)),
    claims: quarterNamesThing,
  },
  {
    // "2 backend engineers (Jan), 1 designer (Feb)": a month alone in brackets after the item it dates.
    hint: /\(\s*\p{L}{3}/u,
    pattern: new RegExp(`\\(\\s*(${EN_MONTH})\\.?(?:\\s+(\\d{4}))?\\s*\\)`, "gi"),
    kind: "calendar",
    vague: "month",
    resolve: (m, today) => {
      const month = monthNumber(m[1]);
      return month ? resolveMonth(month, m[2], undefined, undefined, today) : null;
    },
  },
  {
    // before summer, this fall, by spring 2027, end of summer; a bare "summer" names things ("Summer party").
    hint: /spring|summer|fall|autumn|winter/i,
    vague: "season",
    // The season ends its phrase: "the spring menu launch" is a menu, not a date.
    pattern: new RegExp(
      `\\b${PREP}?${POSITION}?(?:(this|next)\\s+|the\\s+)?(spring|summer|fall|autumn|winter)(?:\\s+(\\d{4}))?\\b(?=\\s*(?:$|[.,;:!?)\\]–—-]|(?:and|or|but|so|to|we|i|when|if|with|for|before|after|because|then)\\b))`,
      "gi",
    ),
    kind: "calendar",
    resolve: (m, today) => {
      const [, prep, position, which, season, year] = m;
      if (!prep && !position && !which && !year) return null;
      // "fall" is a verb as often as a season: "the fall" or a year, never "by fall behind".
      if (season?.toLowerCase() === "fall" && !which && !year && !position && !/\bthe\s+fall$/i.test(m[0])) return null;
      // "next summer" said in summer is a year from now; said in November, it is the coming one.
      if (which?.toLowerCase() === "next" && !year) {
        const start = SEASON_START[season?.toLowerCase() ?? ""] ?? 0;
        const now = resolveSeason(season ?? "", undefined, undefined, undefined, today);
        if (now === null) return null;
        const startYear = partsOf(now).year - (start === 12 ? 1 : 0);
        const under = (dayFromParts(startYear, start, 1) ?? now) <= today;
        return resolveSeason(season ?? "", String(startYear + (under ? 1 : 0)), position, prep, today);
      }
      return resolveSeason(season ?? "", year, position, prep, today);
    },
  },
  {
    // end of June, mid-July, by September 2027 (or "September, 2027"), in May (a bare "may" is usually the verb), "outline by Feb"
    hint: MONTH_HINT,
    pattern: new RegExp(
      `\\b${MONTH_PREP}?${POSITION}?(?:(next|this|coming)\\s+)?(${EN_MONTH_FULL}|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\\b\\.?(?!\\s*\\d{1,2}(?:st|nd|rd|th)?\\b)(?:,?\\s+(\\d{4}))?\\b`,
      "gi",
    ),
    kind: "calendar",
    vague: "month",
    resolve: (m, today) => {
      const [, prep, position, which, name, year] = m;
      // "Analysis: May", "- Launch: March": a month alone as a label's value is when.
      const at = m.index ?? 0;
      const labelled = /[:：]\s*$/u.test(m.input.slice(0, at)) && /^\s*(?:$|[.,;)\n])/.test(m.input.slice(at + m[0].length));
      if (!prep && !position && !which && !year && !labelled) return null;
      if (name === "may" && !year && !labelled) return null;
      const month = monthNumber(name);
      if (!month) return null;
      // "next September" said in September means a year from now.
      if (which?.toLowerCase() === "next" && !year && partsOf(today).month === month)
        return resolveMonth(month, String(partsOf(today).year + 1), position, prep, today);
      return resolveMonth(month, year, position, prep, today);
    },
  },
  {
    // next month, end of the quarter, this week, end of year
    hint: /week|month|quarter|year/i,
    pattern: new RegExp(`\\b${PREP}?${POSITION}?(?:the\\s+)?(this|next|the|current)\\s+(week|month|quarter|year)\\b`, "gi"),
    kind: "calendar",
    resolve: (m, today) => {
      if (m[3]?.toLowerCase() === "the" && !m[2]) return null;
      // "This month is organized by @ana": the subject of the line, not a date ("Our goal this quarter is" is one).
      const at = m.index ?? 0;
      if (!m[1] && !m[2] && /(?:^|[.!?\n]\s*)$/.test(m.input.slice(0, at)) && /^\s+(?:is|was|has)\b/i.test(m.input.slice(at + m[0].length)))
        return null;
      return resolveNamed(m[2], m[3] ?? "this", m[4] ?? "", m[1], today);
    },
  },
  {
    hint: /year|eoy/i,
    // "Year-end close", "the year-end party": a noun after it makes it the name of a thing, not a date.
    pattern: new RegExp(
      `\\b${PREP}?(?:year[- ]end|eoy|end of year)\\b(?![- ](?:close|closing|review|report|party|sale|bonus|accounts?|audit|inventory|stocktake|count|push|planning|performance|wrap)\\b)`,
      "gi",
    ),
    kind: "calendar",
    resolve: (m, today) => resolveNamed("end", "this", "year", m[1], today),
  },
  {
    // "Write a novel in 2027", "by the end of 2027", "before 2028": a year alone, said with its preposition.
    hint: /20\d\d/,
    pattern: new RegExp(`\\b${PREP}${POSITION}?(20\\d{2})\\b(?![-/.]\\d|\\s*(?:q[1-4]|h[12])\\b)`, "gi"),
    kind: "calendar",
    vague: "year",
    resolve: (m, today) => {
      const year = Number(m[3]);
      const now = partsOf(today).year;
      const first = dayFromParts(year, 1, 1);
      const last = dayFromParts(year, 12, 31);
      // A past year tells what happened; one far off is no plan's.
      if (year < now || year > now + 5 || first === null || last === null) return null;
      return positionIn(first, last, m[2], m[1]);
    },
  },
  {
    // "2027 goals: run a half marathon, …", "Goals for 2027": the year the goals are for, to its end.
    hint: /20\d\d/,
    pattern:
      /\b(20\d{2})\s+(?:goals|resolutions|objectives|okrs|targets|bucket list)\b|\b(?:goals|resolutions|objectives|okrs|targets|bucket list)\s+for\s+(20\d{2})\b/gi,
    kind: "calendar",
    vague: "year",
    resolve: (m, today) => {
      const year = Number(m[1] ?? m[2]);
      const last = dayFromParts(year, 12, 31);
      return year < partsOf(today).year || year > partsOf(today).year + 5 || last === null ? null : last;
    },
  },
  {
    // "Clean up the garage this weekend", "next weekend": that weekend's Saturday.
    hint: /weekend/i,
    pattern: /\b(?:(?:by|on|at|over|during)\s+)?(this|next|the|coming)\s+weekend\b/gi,
    kind: "calendar",
    resolve: (m, today) => {
      const saturday = today + ((6 - weekdayOf(today) + 7) % 7);
      return m[1]?.toLowerCase() === "next" ? saturday + 7 : saturday;
    },
  },
  {
    hint: /tomorrow/i,
    pattern: /\b(?:by\s+)?tomorrow(?:\s+(?:morning|afternoon|evening|night))?\b/gi,
    kind: "calendar",
    resolve: (_m, today) => today + 1,
  },
  {
    // "send the newsletter today", "finish the slides tonight", "by end of day": after the work it dates,
    // never opening a sentence ("Today we shipped …", "Today I want to plan …") or owning a thing ("today's call").
    hint: /today|tonight|this (?:morning|afternoon|evening)|end of (?:the )?day|eod\b/i,
    pattern:
      /(?<=\p{L}\s)(?<!\b(?:as of|until|since|from|till|of)\s)(?:by\s+)?(?:today|tonight|this (?:morning|afternoon|evening)|(?:the\s+)?end of (?:the )?day|eod)\b(?!['’]s|\s+(?:mon|tue|wed|thu|fri|sat|sun))/giu,
    kind: "calendar",
    resolve: (_m, today) => today,
  },
  {
    // by Friday, next Tuesday, before Wednesday, by EOD Friday
    hint: /mon|tue|wed|thu|fri|sat|sun/i,
    pattern:
      /\b(by|on|before|until|till|this|next|due|coming)\s+(?:(?:eod|cob|end of (?:the )?day|close of business)\s+(?:on\s+)?)?(mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b(?:\s+(?:morning|afternoon|evening|night)\b)?/gi,
    kind: "calendar",
    resolve: (m, today) => resolveWeekday(m[1] ?? "", m[2] ?? "", today),
  },
  {
    // "Tweet the demo Monday", "- Write the blog post Friday", "clean the house Friday night": a bare weekday
    // after the work it dates, at the end of the item or clause; or with the time it starts, whatever follows
    // ("Kid's birthday party Saturday 2-5pm at the park" was held three weeks later, when the plan ran out).
    // Never a day's own name ("Cyber Monday", "Good Friday"), a habit ("every Monday"), a past ("since
    // Tuesday") or a thing ("the Monday standup").
    hint: /mon|tue|wed|thu|fri|sat|sun/i,
    pattern:
      /(?<=\p{Ll}\s)(?<!\b(?:[Ee]very|[Ee]ach|[Oo]ther|[Aa]lternate|[Ll]ast|[Ss]ince|[Ff]rom|[Uu]ntil|[Tt]ill|of|the|a|per|[Cc]yber|[Bb]lack|[Gg]ood|[Ee]aster|[Aa]sh|[Ff]at|[Gg]iving|[Ss]uper|[Bb]lue|[Hh]oly|[Pp]alm|[Ss]hrove|[Mm]aundy|[Ww]hit)\s)([Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)day(?:(?:\s+(?:morning|afternoon|evening|night))?(?=\s*(?:[.!;,)]|$|\s(?:and|then|&)\s))|(?=,?\s+(?:at\s+|from\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:(?:-|–|to)\s*\d{1,2}(?:[:.]\d{2})?\s*)?(?:am|pm)\b))/gmu,
    kind: "calendar",
    resolve: (m, today) => resolveWeekday("", m[1] ?? "", today),
  },
  {
    // week 3, weeks 1-2: the end of that week counted from today
    hint: /weeks?\s+\d/i,
    // Not a course's "notes of week 5", "week 5 meeting 9": a week of a term named by its number is a label.
    pattern:
      /(?<!\bof\s)\b(?:(?:in|by|during|by the end of|end of)\s+)?weeks?\s+(\d{1,2})(?:\s*(?:-|–|—|to|and)\s*(\d{1,2}))?\b(?!\s+(?:meeting|lecture|session|class|lab|homework|assignment|quiz|notes|report|recap|newsletter|reading)s?\b)/gi,
    kind: "calendar",
    // A plan counts its weeks in the first half-year; "Week 50 — Phase 8" heads a year-long course's
    // page (it had set the plan's end 50 weeks out, past the deadline the text gave).
    resolve: (m, today) => {
      const week = Number(m[2] ?? m[1]);
      return week >= 1 && week <= 26 ? today + week * 7 - 1 : null;
    },
  },
  {
    // in 6 weeks, within 3 months, over the next two sprints, we have 10 working days
    hint: /day|week|wk|month|sprint|quarter|year/i,
    pattern: new RegExp(`\\b${LEAD}${FILLER}\\s+${NUM}\\s+${UNIT}\\b`, "gi"),
    kind: "duration",
    resolve: (m, today) => resolveDuration(count(m[1] ?? ""), m[2] ?? "", today),
  },
  {
    // a 6-week campaign, three-month project
    hint: /-(?:week|month|quarter)/i,
    pattern: new RegExp(`\\b${NUM}-(week|month|quarter)s?\\b`, "gi"),
    kind: "duration",
    resolve: (m, today) => resolveDuration(count(m[1] ?? ""), m[2] ?? "", today),
  },
  {
    hint: /sprint/i,
    pattern: new RegExp(`\\b${NUM}\\s+sprints?\\b`, "gi"),
    kind: "duration",
    resolve: (m, today) => resolveDuration(count(m[1] ?? ""), "sprints", today),
  },
  {
    // 18 de septiembre de 2027, el 30 de abril
    hint: /\sde\s/i,
    pattern: new RegExp(
      `(?<![\\p{L}])(?:(antes del?|hasta el|até (?:o dia )?|ate (?:o dia )?|antes de)\\s*)?(\\d{1,2})\\s+de\\s+(${ANY_MONTH})(?:\\s+(?:de|del)\\s+(\\d{4}))?(?![\\p{L}])`,
      "giu",
    ),
    kind: "calendar",
    resolve: (m, today) => {
      const month = monthNumber(m[3]);
      const day = month ? dayInYear(m[4], month, Number(m[2]), today) : null;
      return day !== null && m[1] && /^antes/i.test(m[1]) ? day - 1 : day;
    },
  },
  {
    // im Juli 2027, bis Oktober, en juillet 2027, avant mars, en mayo de 2027, antes de junio: a month
    // named with a preposition, as "in May 2027" is in English. Italian's "in aprile" and "prima di maggio"
    // too: "in" only before an Italian or Portuguese month, which no English text names.
    hint: MONTH_HINT,
    pattern: new RegExp(
      `(?<![\\p{L}])(im|bis|vor|en|avant|d'ici|jusqu'en|antes de|prima di|hasta|para|entro|em|até|ate|a|in(?=\\s+(?:${PT_IT_MONTH})(?![\\p{L}])))\\s+(?:(?:de|del|el mes de)\\s+)?(${OTHER_MONTH})(?:\\s+(?:de\\s+)?(\\d{4}))?(?![\\p{L}])`,
      "giu",
    ),
    kind: "calendar",
    vague: "month",
    resolve: (m, today) => {
      const month = monthNumber(m[2]);
      if (!month) return null;
      const before = /^(?:vor|avant|antes de|prima di)$/i.test(m[1]);
      return resolveMonth(month, m[3], undefined, before ? "before" : undefined, today);
    },
  },
  {
    // fin mars 2027, fin de mars, Ende Mai 2027, Anfang Juni, finales de marzo, a fines de abril de 2027
    hint: /fin|ende|anfang|mitte|début|debut|principios|mediados|mi[-\s]|fim|in[íi]cio|meados|inizio|met[àa]/i,
    pattern: new RegExp(
      `(?<![\\p{L}])(fin|fins|finales|fines|ende|anfang|mitte|début|debut|principios|mediados|mi|fine|inizio|metà|meta|fim|início|inicio|meados)(?:\\s+(?:de|d'|du|del|di|do|da))?[-\\s]+(${OTHER_MONTH})(?:\\s+(?:de\\s+|del\\s+)?(\\d{4}))?(?![\\p{L}])`,
      "giu",
    ),
    kind: "calendar",
    vague: "month",
    resolve: (m, today) => {
      const month = monthNumber(m[2]);
      if (!month) return null;
      const word = (m[1] ?? "").toLowerCase();
      const position = /^(?:anfang|début|debut|principios|inizio|início|inicio)$/.test(word)
        ? "start"
        : /^(?:mitte|mediados|mi|metà|meta|meados)$/.test(word)
          ? "mid"
          : "end";
      return resolveMonth(month, m[3], position, undefined, today);
    },
  },
  {
    // end of quarter, by end of quarter
    hint: /quarter/i,
    pattern: new RegExp(`\\b${PREP}?(end|beginning|start|middle|mid)\\s+of\\s+quarter\\b`, "gi"),
    kind: "calendar",
    resolve: (m, today) => resolveNamed(m[2], "this", "quarter", m[1], today),
  },
  {
    // "Two weeks until the launch:", "Only 3 weeks left before the wedding!", "ten days to go": a countdown
    // to the day the text works toward. (Not "two weeks before the party", a step's day counted back from it.)
    hint: /until|till|left|to go|remaining/i,
    pattern: new RegExp(
      `\\b(?:(?:only|just)\\s+)?${NUM}\\s+${UNIT}\\s+(?:(?:left|to go|remaining)(?:\\s+(?:until|till|before|to)\\b)?|until\\b|till\\b)`,
      "gi",
    ),
    kind: "duration",
    resolve: (m, today) => resolveDuration(count(m[1] ?? ""), m[2] ?? "", today),
  },
  {
    // the conference is 3 weeks away
    hint: /away/i,
    pattern: new RegExp(`\\b${NUM}\\s+${UNIT}\\s+away\\b`, "gi"),
    kind: "duration",
    resolve: (m, today) => resolveDuration(count(m[1] ?? ""), m[2] ?? "", today),
  },
  {
    // "Noch ein Monat bis zur Eröffnung", "Encore un mois avant l'ouverture", "Falta un mes para la apertura",
    // "Manca un mese all'apertura": a countdown to the day the text works toward, as "two weeks until the
    // launch" is. The name is what follows it ("Noch bis zur Eröffnung des Cafés" was the plan's name).
    hint: /noch|encore|reste|falt|qued|manc/i,
    pattern: new RegExp(
      `(?<!\\p{L})(?:(?:nur\\s+)?noch|encore|il\\s+reste|faltan?|faltam|quedan?|mancan?o?|ainda\\s+faltam?)\\s+(\\d{1,3}|${FOREIGN_NUMBER})\\s+(${FOREIGN_UNIT})\\s+(?:(?:bis(?:\\s+zu[mr])?|para(?:\\s+[ao])?|hasta|alla|al|até)(?!\\p{L})\\s*|(?:avant|jusqu['’]à)(?:\\s+l['’]|(?!\\p{L})\\s*)|all['’])`,
      "giu",
    ),
    kind: "duration",
    resolve: (m, today) => foreignDuration(m[1] ?? "", m[2] ?? "", today),
  },
  {
    // en 6 semaines, in 6 Wochen, 3 mois, 6週間, 3ヶ月
    hint: /semaine|semana|settiman|woche|mois|mes|monat|jour|día|dia|giorn|tag|週|月/i,
    // The preposition is part of the phrase, as "in" is of "in two weeks": "Lanzar la nueva web en dos
    // semanas" names "Lanzar la nueva web", not "… web en".
    pattern: new RegExp(
      `(?:(?<!\\p{L})(?:en|in|dans|d['’]ici|innerhalb\\s+von|binnen|tra|fra|entro|em|dentro\\s+de)\\s+)?(\\d{1,3}|${FOREIGN_NUMBER})\\s*(?:(${FOREIGN_UNIT})(?!\\p{L})|(週間|か月|ヶ月|カ月|ヵ月))`,
      "giu",
    ),
    kind: "duration",
    resolve: (m, today) => foreignDuration(m[1] ?? "", m[2] ?? m[3] ?? "", today),
  },
];

const ANY_HINT =
  /\d|days?\b|semaine|semana|settiman|woche|mois|mes|monat|giorn|mi-|fim|meados|inizio|met[àa]|gen|mag|giu|lug|ago|set|ott|out|dic|abr|quarter|away|christmas|x-?mas|easter|hallowe|valentine|patrick|paddy|patty|thanksgiving|mother|father|independence|nye|boxing|tomorrow|today|tonight|this (?:morning|afternoon|evening)|end of|eod|then|later|after|before|earlier|week|month|quarter|year|eoy|mon|tue|wed|thu|fri|sat|sun|月|jan|feb|f[ée]v|mar|m[äa]e?r|apr|avr|may|mai|jun|jui|jul|aug|ao[ûu]|sep|oct|okt|nov|d[ée][cz]|spring|summer|fall|autumn|winter/i;

/** Every date or duration phrase in the text, earliest first, overlapping phrases resolved once. */
/** Where a date is in a phrase does not depend on the day it is read on: any day finds it. */
export const ANY_DAY = dayFromParts(2026, 1, 1) ?? 0;

/**
 * `anchor`: the day "before that" and "after that" count from when the text names none before them (a
 * list line after the line that gave the date).
 */
export function findDateMentions(text: string, today: DayNumber, anchor?: DayNumber): DateMention[] {
  const found: Array<
    DateMention & { fromPrevious?: (previous: DayNumber) => DayNumber | null; inMonth?: (month: DayNumber) => DayNumber | null }
  > = [];
  const taken: Array<[number, number]> = [];
  if (!ANY_HINT.test(text)) return [];
  for (const rule of RULES) {
    if (!rule.hint.test(text)) continue;
    rule.pattern.lastIndex = 0;
    for (const m of text.matchAll(rule.pattern)) {
      const index = m.index ?? 0;
      const end = index + m[0].length;
      if (taken.some(([a, b]) => index < b && end > a)) continue;
      if (
        rule.kind === "duration" &&
        (NOT_A_DURATION.test(text.slice(end)) || PAST_CONTEXT.test(text.slice(Math.max(0, index - 30), index)))
      )
        continue;
      const match = m as RegExpExecArray;
      const relative = rule.fromPrevious;
      if (relative) {
        found.push({
          day: Number.NaN,
          index,
          length: m[0].length,
          kind: rule.kind,
          relative: true,
          fromPrevious: (p) => relative(match, p),
        });
        taken.push([index, end]);
        continue;
      }
      const day = rule.resolve(match, today);
      if (day === null || !Number.isFinite(day)) {
        if (rule.claims?.(match)) taken.push([index, end]);
        continue;
      }
      const from = rule.rangeStart?.(match, day) ?? null;
      // "on Saturday, March 13": the weekday and its preposition are part of the date's words.
      const lead =
        rule.kind === "calendar" && !rule.vague ? (WEEKDAY_LEAD.exec(text.slice(Math.max(0, index - 24), index))?.[0].length ?? 0) : 0;
      found.push({
        day,
        index: index - lead,
        length: m[0].length + lead,
        kind: rule.kind,
        ...(rule.vague ? { vague: rule.vague } : {}),
        ...(from !== null ? { from } : {}),
        ...(rule.inMonth ? { inMonth: (month: DayNumber) => rule.inMonth?.(match, month) ?? null } : {}),
      });
      taken.push([index - lead, end]);
    }
  }
  found.sort((a, b) => a.index - b.index);
  // Relative phrases take the date before them; without one ("later" on its own) they name no day.
  const resolved: DateMention[] = [];
  for (const mention of found) {
    const { fromPrevious, inMonth, ...rest } = mention;
    // "Team offsite in March, on the 13th": the 13th of the month just named, in the same sentence.
    const month = resolved.at(-1);
    const said =
      inMonth && month?.vague === "month" && !/[.!?\n]/.test(text.slice(month.index + month.length, mention.index))
        ? inMonth(month.day)
        : null;
    if (month && said !== null && said >= today) {
      // The month said first is that day too, not its last.
      resolved.splice(-1, 1, { ...month, day: said, vague: undefined });
      resolved.push({ ...rest, day: said });
    } else if (fromPrevious) {
      const previous = resolved.at(-1)?.day ?? anchor;
      const day = previous === undefined ? null : fromPrevious(previous);
      if (day === null || !Number.isFinite(day) || day < today) continue;
      resolved.push({ ...rest, day });
    } else {
      resolved.push(rest);
    }
  }
  return resolved;
}

/** "by", "before", "bis zum", "d'ici": a date's preposition, left dangling at the end once the date is cut. */
const DATE_PREPOSITION_END =
  /(?:^|\s+)(?:by|before|ahead\s+of|in\s+time\s+for|until|till|due|(?:aiming|shooting|hoping)(?:\s+(?:for|at))?|targeting|(?:the\s+)?(?:week|weekend)\s+of|starting|beginning|bis(?:\s+zum?)?|vor\s+dem|avant(?:\s+le)?|jusqu['’](?:au|à)|d['’]ici|antes\s+del?|hasta(?:\s+el)?|até(?:\s+(?:o|a))?|entro(?:\s+il)?|prima\s+del?)\s*$/iu;

/** "'s release", "’s demo": what a possessive day names, right after it. */
const POSSESSIVE_EVENT = /^['’]s\s+\p{L}+/u;

/** The text with the given mentions cut out, plus connecting words left dangling around them. */
// "1 PM (March)" in a hiring list is a product manager: a capital PM only right after its figure.
const CLOCK =
  "(?:\\d{1,2}:\\d{2}\\s*(?:[ap]\\.?m\\.?|[AP]M)?|\\d{1,2}\\s*[ap]\\.?m\\.?|\\d{1,2}[AP]M|noon|midday|midnight|EOD|eod|end of day|COB|close of business)";
const TIME_OF_DAY_END = new RegExp(`\\s+(?:at\\s+)?${CLOCK}\\s*,?\\s*$`);
const TIME_OF_DAY_START = new RegExp(`^\\s*,?\\s*(?:at\\s+|by\\s+)?${CLOCK}(?![\\p{L}\\d])`, "u");

export function removeMentions(text: string, mentions: DateMention[]): string {
  // Without a date to cut there is nothing left dangling: "a hackathon the day before" stays whole.
  if (mentions.length === 0) return text;
  let out = text;
  for (const mention of [...mentions].sort((a, b) => b.index - a.index)) {
    // "Wir müssen bis Ende Januar die Website launchen": the date's preposition goes with it, wherever it stood.
    // "by 5pm Friday", "by Friday 5pm", "Friday at 10:30": the time of day goes with its day.
    const before = out.slice(0, mention.index).replace(TIME_OF_DAY_END, "").replace(DATE_PREPOSITION_END, "");
    // "fix the bug before Friday's release": the day's event goes with its day, not "'s release" into the name.
    const after = out
      .slice(mention.index + mention.length)
      .replace(TIME_OF_DAY_START, "")
      .replace(POSSESSIVE_EVENT, "");
    out = `${before} ${after}`;
  }
  return (
    out
      .replace(/\(\s*(?:due|by|deadline)?\s*[:–—-]?\s*\)/gi, " ")
      .replace(/\[\s*\]/g, " ")
      .replace(/\s+(?:due|by|before|until|on|at|for|in)?\s*[:–—-]?\s*$/i, "")
      .replace(/^\s*[,:–—-]\s*/, "")
      // "(which is forced in October)" → "(which is forced)", not "(which is forced )".
      .replace(/\s+([,.;!?)\]])/g, "$1")
      .replace(/([([])\s+/g, "$1")
      .replace(/\s{2,}/g, " ")
      .trim()
  );
}
