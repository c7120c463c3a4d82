import { z } from "zod";
import { daysInMonth } from "../dates/day";

// Reusable field schemas: defined once, used by server validators and forms alike.

/** The years a stored date may fall in (issue 27). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

const DAY_SHAPE = "Use a date like 2026-03-31";
const DAY_RANGE = `Use a date between ${MIN_YEAR} and ${MAX_YEAR}.`;
const digitsAt = (v: string, from: number, to: number) => {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = v.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
};

const FIRST_DAY = `${MIN_YEAR}-01-01`;
const LAST_DAY = `${MAX_YEAR}-12-31`;
/** The slow, general form of the calendar check; only a text of another shape (an error anyway) takes it. */
const roundTrips = (v: string) => {
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(v);
};

/**
 * What is wrong with a day's text, with the messages and in the order of the chain it once was: the
 * shape "YYYY-MM-DD"; a real calendar day (Date.parse alone reads 2026-02-31 as March 3); the years
 * a plan lives in (issue 27: one task due 9999-12-31 made every chart draw eight thousand years).
 * A well-shaped day is checked with arithmetic: a batch of 500 creates checks up to a thousand days,
 * and a regex pipe plus a Date round trip per day were a quarter of its zod check (issue 22).
 */
export function dayProblems(v: string): string[] {
  const y = v.length === 10 && v[4] === "-" && v[7] === "-" ? digitsAt(v, 0, 4) : -1;
  const m = y < 0 ? -1 : digitsAt(v, 5, 7);
  const d = m < 0 ? -1 : digitsAt(v, 8, 10);
  const problems = d < 0 ? [DAY_SHAPE] : [];
  const days = m >= 1 && m <= 12 ? daysInMonth(y, m) : 0;
  const real = d < 0 ? roundTrips(v) : d >= 1 && d <= days;
  if (!real) problems.push("Invalid date");
  if (v < FIRST_DAY || v > LAST_DAY) problems.push(DAY_RANGE);
  return problems;
}

/** A calendar day, "YYYY-MM-DD". Full ISO timestamps are accepted and cut to the day (spec §4: only the part before any 'T'). */
export const isoDay = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const v = text.split("T")[0] ?? "";
    const problems = dayProblems(v);
    for (const message of problems) ctx.issues.push({ code: "custom", message, input: v });
    return problems.length > 0 ? z.NEVER : v;
  });

/** Optional day: empty string and null both mean "no date". */
export const optionalDay = z.preprocess((v) => (v === "" ? null : v), isoDay.nullable());

// Control characters and bidi overrides in a name can spoof how it displays (a name that reads
// backwards, an invisible one) and break one-line places like mail subjects: names drop them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]+/g;
// Zero-width joiners (U+200C, U+200D) stay: emoji sequences and some scripts need them.
const INVISIBLE_CHARS = /[\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;
export const cleanLine = (value: string) => value.replace(CONTROL_CHARS, " ").replace(INVISIBLE_CHARS, "");

/** A one-line name: trimmed, control and invisible characters removed, type unchanged. `missing`: what a missing or non-text value is told. */
export const lineText = (missing?: string) =>
  z
    .string(missing ? { error: missing } : undefined)
    .overwrite(cleanLine)
    .trim();

/** Spec §5: no spaces, one at-sign, a dot in the domain. The one e-mail rule of every form and route. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: "Please enter a valid email address." })
  .trim()
  .toLowerCase()
  .min(1, "Please enter an email address.")
  .max(254, "That email address is too long.")
  .regex(EMAIL_PATTERN, "Please enter a valid email address.");

export const priority = z.enum(["low", "medium", "high"]);
export type Priority = z.infer<typeof priority>;

export const taskStatus = z.enum(["todo", "in-progress", "done"]);
export type TaskStatus = z.infer<typeof taskStatus>;

export const role = z.enum(["owner", "editor", "viewer"]);
export type Role = z.infer<typeof role>;

/**
 * A row id: a positive integer, as a JSON number or, in a path, as plain decimal digits. Not Number()
 * of anything: "0x1f", " 7", "1e3" or a JSON true are malformed ids, not aliases of real ones.
 */
export const idParam = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^[1-9][0-9]*$/, "Ids are positive whole numbers.")
        .transform(Number),
    ],
    {
      error: "Ids are positive whole numbers.",
    },
  )
  .pipe(z.number().int("Ids are positive whole numbers.").positive("Ids are positive whole numbers.").max(Number.MAX_SAFE_INTEGER));
