import type { EstimateUnit } from "../schemas/time-fields";

// Issue 26: a plan's estimates. An item whose words state its size ("2 days", "~3h", "3 pts", "half a
// day", "2 Tage", "3 horas", "2 jours") carries that figure and cites the words; any other item gets
// the planner's own guess, marked as one. A day is 8 hours and a week 5 days, the schedule's working week.

export interface StatedEstimate {
  value: number;
  unit: EstimateUnit;
  /** The words of the text that state it. */
  span: string;
}

export const HOURS_PER_DAY = 8;
const DAYS_PER_WEEK = 5;

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  eight: 8,
  ten: 10,
  half: 0.5,
  ein: 1,
  eine: 1,
  einen: 1,
  zwei: 2,
  drei: 3,
  un: 1,
  una: 1,
  une: 1,
  dos: 2,
  deux: 2,
  tres: 3,
  trois: 3,
};

const UNITS: Array<{ re: string; hours?: number; points?: true }> = [
  { re: "h|hrs?|hours?|std\\.?|stunden?|horas?|heures?", hours: 1 },
  { re: "d|days?|tage?n?|d[ií]as?|jours?|jour", hours: HOURS_PER_DAY },
  { re: "w|wks?|weeks?|wochen?|semanas?|semaines?", hours: HOURS_PER_DAY * DAYS_PER_WEEK },
  { re: "sp|pts?|points?|story[ -]points?|punkte?|puntos?", points: true },
];

const NUMBER = `(\\d+(?:[.,]\\d+)?)(?:\\s*(?:-|–|to|bis|a|à)\\s*(\\d+(?:[.,]\\d+)?))?`;
const WORD = `(${Object.keys(NUMBER_WORDS).join("|")})`;
const UNIT = `(${UNITS.map((u) => u.re).join("|")})`;
// "in 2 days", "within 3 weeks", "for 2 weeks", "every day": when or how long, not how much work.
// "(T-2 weeks)": a countdown's step, when before the day, not how long.
const NOT_EFFORT_BEFORE =
  /(?:\bT\s*[-−–+]\s*|\b(?:in|within|by|after|before|every|each|for|next|last|until|innerhalb|nach|vor|alle|en|dentro|cada|dans|pendant|tous|chaque)\s+(?:the\s+|de\s+|der\s+)?)$/i;
// "raise the RSVP limit 2 weeks out": when, counted back from the day.
const NOT_EFFORT_AFTER =
  /^\s*(?:before|after|ago|later|from|early|late|prior|out\b(?!\s+of)|vor|nach|später|antes|después|avant|après|plus tard)\b/i;
// "half a day", "half-day", "a half day", "einen halben Tag", "medio día", "une demi-journée"
const HALF_DAY =
  /\b(?:half\s+a\s+day|(?:a\s+)?half[- ]day|einen\s+halben\s+tag|halber\s+tag|medio\s+d[ií]a|(?:une\s+)?demi[- ]journ[ée]e)\b/i;

const PATTERN = new RegExp(
  `(?:~\\s*|\\b(?:about|approx\\.?|approximately|around|roughly|ca\\.?|circa|etwa|unos|environ)\\s+)?(?:${NUMBER}|\\b${WORD})\\s*${UNIT}(?![\\p{L}\\d-])`,
  "giu",
);

function unitOf(word: string): (typeof UNITS)[number] | undefined {
  return UNITS.find((u) => new RegExp(`^(?:${u.re})$`, "i").test(word));
}

const num = (s: string) => Number(s.replace(",", "."));

/** The first estimate the text states, or null. */
export function statedEstimate(text: string): StatedEstimate | null {
  const half = HALF_DAY.exec(text);
  for (const m of text.matchAll(PATTERN)) {
    const [span, from, to, word, unitWord] = m;
    const index = m.index ?? 0;
    if (half && half.index <= index) break;
    if (NOT_EFFORT_BEFORE.test(text.slice(0, index))) continue;
    if (NOT_EFFORT_AFTER.test(text.slice(index + span.length))) continue;
    // "3 interviews a week", "run 3x a week": a rate, not an effort.
    if (word && /^an?$/i.test(word) && /(?:\d+x?|once|twice|times)\s+(?:[\p{L}'’-]+\s+){0,3}$/iu.test(text.slice(0, index))) continue;
    const unit = unitOf(unitWord ?? "");
    // A bare "a"/"un" before "d"/"h" is too likely an ordinary word; only spelled-out units follow a word number.
    if (!unit || (word && unitWord.length <= 2)) continue;
    // A range counts at its top: the plan should not promise the low end.
    const amount = word ? (NUMBER_WORDS[word.toLowerCase()] ?? 0) : Math.max(num(from), to ? num(to) : 0);
    if (!(amount > 0) || amount > 1000) continue;
    return unit.points
      ? { value: amount, unit: "points", span: span.trim() }
      : { value: Math.round(amount * (unit.hours ?? 1) * 100) / 100, unit: "hours", span: span.trim() };
  }
  if (half && !NOT_EFFORT_BEFORE.test(text.slice(0, half.index))) return { value: HOURS_PER_DAY / 2, unit: "hours", span: half[0] };
  return null;
}

/** The unit a plan's estimates use: points when the text states more of them than hours or days. */
export function planEstimateUnit(stated: Array<StatedEstimate | null>): EstimateUnit {
  const points = stated.filter((s) => s?.unit === "points").length;
  const hours = stated.filter((s) => s?.unit === "hours").length;
  return points > hours ? "points" : "hours";
}

/** The planner's guess for an item it schedules over `days` working days, in the plan's unit. */
export function guessEstimate(days: number, unit: EstimateUnit): number {
  const d = Math.max(0.5, days);
  if (unit === "hours") return Math.round(d * HOURS_PER_DAY);
  return d <= 1 ? 1 : d <= 2 ? 2 : d <= 3 ? 3 : d <= 5 ? 5 : 8;
}
