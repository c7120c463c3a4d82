import { MAX_YEAR, MIN_YEAR, type TaskStatus } from "../schemas/fields";

// Reading the values importers put in their exports: statuses in words, and dates in the forms Jira
// (12/Mar/25 10:00 AM), Asana (2025-03-12) and Trello (ISO timestamps) write them.

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** A status in words; a date (Asana's "Completed At") means done. Empty is to do. */
export function statusFromText(value: string): TaskStatus {
  const v = value.trim().toLowerCase();
  if (!v) return "todo";
  if (/^(done|complete|completed|closed|resolved|finished|shipped)$/.test(v) || /^\d{4}-\d{2}-\d{2}/.test(v) || v === "true") return "done";
  if (/progress|doing|review|working|started|active|testing/.test(v) && !/not started/.test(v)) return "in-progress";
  return "todo";
}

const pad = (n: number) => String(n).padStart(2, "0");

function day(y: number, m: number, d: number): string | null {
  // The same years a typed date may take (issue 27): a file's 9999 is a typo, not a plan.
  if (y < MIN_YEAR || y > MAX_YEAR) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** "YYYY-MM-DD", or undefined when the text is not a date we can read (empty is null). */
export function dayFromText(value: string): string | null | undefined {
  const v = value.trim();
  if (!v) return null;
  let m = v.match(/^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/);
  if (m) return day(Number(m[1]), Number(m[2]), Number(m[3])) ?? undefined;
  m = v.match(/^(\d{1,2})\/([A-Za-z]{3})\/(\d{2}|\d{4})(?:\s+\d{1,2}:\d{2}(?:\s*[AP]M)?)?$/i);
  if (m) {
    const month = MONTHS.indexOf(m[2].toLowerCase()) + 1;
    const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return month ? (day(year, month, Number(m[1])) ?? undefined) : undefined;
  }
  m = v.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (m) return day(Number(m[3]), Number(m[1]), Number(m[2])) ?? undefined;
  return undefined;
}
