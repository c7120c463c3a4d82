import { addDays, dayOf, daysBetween } from "./history";
import type { Forecast } from "./types";

// A forecast from recent throughput: open tasks ÷ tasks finished per day over the last few weeks
// (distinct tasks still done, so a reopened task is not counted). Young projects are measured over
// their life so far, at least a week.

export const PACE_WEEKS = 4;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export interface ForecastInput {
  /** One per task that is done now, dated by its last completion. */
  completions: ReadonlyArray<{ at: string }>;
  remaining: number;
  scope: number;
  today: string;
  dueDate: string | null;
  /** The board's first day: a board younger than the pace window is measured over its age. */
  firstDay: string;
}

/** "Mar 29", with the year when it is not this year's. */
export function shortDate(day: string, today: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const text = `${MONTHS[m - 1]} ${d}`;
  return day.slice(0, 4) === today.slice(0, 4) ? text : `${text}, ${y}`;
}

/** "3 days", "2 weeks", "4 months". */
export function durationText(days: number): string {
  const n = Math.abs(days);
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
  if (n < 14) return unit(n, "day");
  if (n < 60) return unit(Math.round(n / 7), "week");
  return unit(Math.round(n / 30), "month");
}

export function forecastCompletion(input: ForecastInput): Forecast {
  const { remaining, today, dueDate } = input;
  const windowDays = Math.min(PACE_WEEKS * 7, Math.max(7, daysBetween(input.firstDay, today) + 1));
  const windowStart = addDays(today, -(windowDays - 1));
  const inWindow = (at: string) => dayOf(at) >= windowStart && dayOf(at) <= today;
  const finished = input.completions.filter((c) => inWindow(c.at)).length;
  const perDay = Math.max(0, finished) / windowDays;
  const weeklyPace = Math.round(perDay * 7 * 10) / 10;
  const base = { remaining, weeklyPace, paceWeeks: Math.round((windowDays / 7) * 10) / 10, dueDate };
  const due = dueDate ? shortDate(dueDate, today) : null;

  if (input.scope === 0) {
    return {
      ...base,
      finishDate: null,
      daysLate: null,
      atRisk: false,
      summary: "There are no tasks yet, so there is nothing to forecast.",
    };
  }
  if (remaining === 0) {
    return { ...base, finishDate: null, daysLate: null, atRisk: false, summary: "All tasks are done." };
  }
  const age = daysBetween(input.firstDay, today);
  if (perDay === 0) {
    // Nothing is moving: with a due date ahead or behind, the open work will not make it on its own.
    // A project younger than a week has had no time to move yet (issue 21: not "at risk" on day 0),
    // unless its due date has already passed.
    if (age < 7 && !(dueDate !== null && dueDate < today)) {
      return {
        ...base,
        finishDate: null,
        daysLate: null,
        atRisk: false,
        summary: "No tasks are done yet, so it is too early to forecast.",
      };
    }
    const atRisk = dueDate !== null;
    const summary = `No tasks were completed in the last ${durationText(windowDays)}, so there is no pace to forecast from${
      atRisk ? `; ${remaining} open ${remaining === 1 ? "task is" : "tasks are"} at risk of missing the due date (${due})` : ""
    }.`;
    return { ...base, finishDate: null, daysLate: null, atRisk, summary };
  }
  const finishDate = addDays(today, Math.ceil(remaining / perDay));
  const when = shortDate(finishDate, today);
  if (!dueDate) {
    return { ...base, finishDate, daysLate: null, atRisk: false, summary: `At the current pace this finishes ${when}.` };
  }
  const daysLate = daysBetween(dueDate, finishDate);
  const relation = daysLate === 0 ? "on the due date" : `${durationText(daysLate)} ${daysLate > 0 ? "after" : "before"} the due date`;
  return { ...base, finishDate, daysLate, atRisk: daysLate > 0, summary: `At the current pace this finishes ${when}, ${relation}.` };
}
