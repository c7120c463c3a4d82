import { dayFromNumber, dayNumber } from "../../../core/dates";
import type { ProjectView } from "../../../core/schemas/project";
import type { PortfolioTimeline, TimelineItem } from "../../../worker/services/timeline";
import { chartWindow } from "../../lib/gantt-model";

// Where the portfolio timeline draws each project: pure, so the chart, its list and the tests agree.

/** Pixels a day, a project's row, and the month header. */
export const DAY = 6;
export const ROW = 44;
export const HEADER = 28;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export interface PortfolioRow {
  project: ProjectView;
  items: TimelineItem[];
  /** From the project's creation (or its earliest due date) to its due date (or its latest task's). */
  start: string;
  end: string;
  overdue: TimelineItem[];
}

export function portfolioRows({ projects, items }: PortfolioTimeline, today: string): PortfolioRow[] {
  const byProject = new Map<number, TimelineItem[]>();
  for (const item of items) byProject.set(item.projectId, [...(byProject.get(item.projectId) ?? []), item]);
  return projects.map((p) => {
    const own = byProject.get(p.id) ?? [];
    const start = [p.createdAt.slice(0, 10), ...own.map((i) => i.dueDate)].sort()[0];
    const end = [p.dueDate ?? start, ...own.map((i) => i.dueDate)].sort().at(-1) ?? start;
    const overdue = own.filter((i) => !i.done && i.dueDate < today);
    return { project: p, items: own, start, end, overdue };
  });
}

export interface PortfolioAxis {
  width: number;
  height: number;
  /** The x of a day's left edge. */
  x: (day: string) => number;
  /** A gridline at the first of each month, with its label. */
  months: Array<{ x: number; label: string }>;
}

/** Every row and today, a week before and two after, cut to the chart window (issue 27: cost follows what is shown). */
export function portfolioAxis(rows: PortfolioRow[], today: string): PortfolioAxis {
  const { first, last } = chartWindow(
    Math.min(dayNumber(today), ...rows.map((r) => dayNumber(r.start))) - 7,
    Math.max(dayNumber(today), ...rows.map((r) => dayNumber(r.end))) + 14,
    today,
  );
  const months: Array<{ x: number; label: string }> = [];
  for (let n = first; n <= last; n++) {
    const d = dayFromNumber(n);
    if (d.endsWith("-01")) months.push({ x: (n - first) * DAY, label: `${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}` });
  }
  return {
    width: (last - first + 1) * DAY,
    height: HEADER + rows.length * ROW,
    x: (day: string) => (dayNumber(day) - first) * DAY,
    months,
  };
}
