import { DAY_MS, daysBetween } from "../dates";
import { progressFromCounts } from "../progress";
import type { TaskStatus } from "../schemas/fields";
import { forecastCompletion } from "./forecast";
import { addDays, dayOf, eachDay, type HistoryEntry, weekOf } from "./history";
import type {
  BurndownPoint,
  BurnupPoint,
  CycleTime,
  CycleTimeWeek,
  MemberWorkload,
  OverduePoint,
  ProjectAnalytics,
  ProjectSummary,
  ThroughputWeek,
} from "./types";

// Every series is one replay of the board's history, day by day. Only tasks count (decision 016):
// a milestone is not scope, and an item turned into a milestone leaves the scope that day.

/** Weeks of completions shown per project on /analytics. */
export const PORTFOLIO_WEEKS = 6;

interface State {
  status: TaskStatus;
  assigneeId: number | null;
  dueDate: string | null;
  /** When the current run through In Progress started (reset when a done task is reopened). */
  startedAt: number | null;
}

interface Completion {
  taskId: string;
  at: string;
  /** Days from In Progress to done; null when the task never went through In Progress. */
  cycleDays: number | null;
}

/** The board, replayed entry by entry; counters kept as it goes so a day's figures cost nothing. */
class Replay {
  readonly tasks = new Map<string, State>();
  scope = 0;
  done = 0;
  /**
   * The completion of each task that is done now (issue 21): a task ticked, unticked and ticked again
   * is one completion, dated by the last tick, and an unticked one is none. Counting events instead
   * turned 3 tasks into "6 done this week".
   */
  private readonly doneNow = new Map<string, Completion>();
  readonly reopens: string[] = [];
  /** Open tasks per due date, kept as entries apply, so a day's overdue count reads due dates, not tasks. */
  private readonly openByDue = new Map<string, number>();
  private next = 0;

  constructor(private readonly history: readonly HistoryEntry[]) {}

  /** Applies every entry up to the end of `day` (all of them when `day` is null). */
  advanceTo(day: string | null): void {
    const h = this.history;
    while (this.next < h.length && (day === null || dayOf(h[this.next].at) <= day)) this.apply(h[this.next++]);
  }

  private apply(e: HistoryEntry): void {
    const prev = this.tasks.get(e.taskId) ?? null;
    if (prev) {
      this.scope--;
      if (prev.status === "done") this.done--;
      else this.countOpen(prev.dueDate, -1);
    }
    if (e.status === null || e.kind !== "task") {
      this.tasks.delete(e.taskId);
      this.doneNow.delete(e.taskId);
      return;
    }
    const at = Date.parse(e.at);
    let startedAt = prev?.startedAt ?? null;
    if (prev?.status === "done" && e.status !== "done") {
      this.reopens.push(e.at);
      this.doneNow.delete(e.taskId);
      startedAt = null;
    }
    if (e.status === "in-progress" && startedAt === null) startedAt = at;
    if (e.status === "done" && prev?.status !== "done") {
      this.doneNow.set(e.taskId, {
        taskId: e.taskId,
        at: e.at,
        cycleDays: startedAt === null ? null : Math.max(0, (at - startedAt) / DAY_MS),
      });
    }
    this.tasks.set(e.taskId, { status: e.status, assigneeId: e.assigneeId, dueDate: e.dueDate, startedAt });
    this.scope++;
    if (e.status === "done") this.done++;
    else this.countOpen(e.dueDate, 1);
  }

  private countOpen(dueDate: string | null, delta: number): void {
    if (dueDate === null) return;
    const n = (this.openByDue.get(dueDate) ?? 0) + delta;
    if (n === 0) this.openByDue.delete(dueDate);
    else this.openByDue.set(dueDate, n);
  }

  /** The completions of the tasks done at the replay's current point, one per task. */
  get completions(): Completion[] {
    return [...this.doneNow.values()];
  }

  /** Open tasks whose due date is before `day`. */
  overdueOn(day: string): number {
    let n = 0;
    for (const [due, count] of this.openByDue) if (due < day) n += count;
    return n;
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let w = weekOf(from); w <= to; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}

function throughputByWeek(replay: Replay, from: string, to: string): ThroughputWeek[] {
  const rows = new Map(weeksOf(from, to).map((week) => [week, { week, completed: 0, reopened: 0 }]));
  // Distinct tasks still done at the range's end whose (last) completion falls in the week.
  for (const c of replay.completions) {
    const day = dayOf(c.at);
    const row = day >= from && day <= to ? rows.get(weekOf(day)) : undefined;
    if (row) row.completed++;
  }
  for (const at of replay.reopens) {
    const day = dayOf(at);
    const row = day >= from && day <= to ? rows.get(weekOf(day)) : undefined;
    if (row) row.reopened++;
  }
  return [...rows.values()];
}

function cycleTimeOf(replay: Replay, from: string, to: string): CycleTime {
  const inRange = replay.completions.flatMap(({ at, cycleDays }) =>
    cycleDays !== null && dayOf(at) >= from && dayOf(at) <= to ? [{ at, cycleDays }] : [],
  );
  const all = inRange.map((c) => c.cycleDays).sort((a, b) => a - b);
  const byWeek = new Map<string, number[]>();
  for (const c of inRange) {
    const week = weekOf(dayOf(c.at));
    const list = byWeek.get(week);
    if (list) list.push(c.cycleDays);
    else byWeek.set(week, [c.cycleDays]);
  }
  const perWeek: CycleTimeWeek[] = [];
  for (const week of weeksOf(from, to)) {
    const days = byWeek.get(week)?.sort((a, b) => a - b);
    if (days) perWeek.push({ week, count: days.length, medianDays: round1(percentile(days, 50)) });
  }
  return {
    samples: all.length,
    medianDays: all.length ? round1(percentile(all, 50)) : null,
    p85Days: all.length ? round1(percentile(all, 85)) : null,
    perWeek,
  };
}

/** Open, in-progress and overdue tasks per assignee (null: unassigned), busiest first. */
function workloadOf(replay: Replay, day: string): Array<Omit<MemberWorkload, "name">> {
  const rows = new Map<number | null, Omit<MemberWorkload, "name">>();
  for (const t of replay.tasks.values()) {
    if (t.status === "done") continue;
    let row = rows.get(t.assigneeId);
    if (!row) {
      row = { userId: t.assigneeId, open: 0, inProgress: 0, overdue: 0 };
      rows.set(t.assigneeId, row);
    }
    if (t.status === "in-progress") row.inProgress++;
    else row.open++;
    if (t.dueDate !== null && t.dueDate < day) row.overdue++;
  }
  return [...rows.values()].sort(
    (a, b) => b.open + b.inProgress - (a.open + a.inProgress) || b.overdue - a.overdue || (a.userId ?? 0) - (b.userId ?? 0),
  );
}

export interface ProjectAnalyticsInput {
  /** The board's history, in version order. */
  history: readonly HistoryEntry[];
  from: string;
  to: string;
  today: string;
  /** The project's due date, or null. */
  dueDate: string | null;
  /** Names of the project's members; an assignee not among them reads "Unknown user" (spec §2.7). */
  memberNames: ReadonlyMap<number, string>;
}

export function computeProjectAnalytics(input: ProjectAnalyticsInput): ProjectAnalytics {
  const { history, from, to, today, dueDate } = input;
  const days = eachDay(from, to);
  const replay = new Replay(history);
  replay.advanceTo(addDays(from, -1));

  const burndown: BurndownPoint[] = [];
  const burnup: BurnupPoint[] = [];
  const overdue: OverduePoint[] = [];
  for (const day of days) {
    replay.advanceTo(day);
    burnup.push({ day, scope: replay.scope, done: replay.done });
    burndown.push({ day, remaining: replay.scope - replay.done, ideal: null });
    overdue.push({ day, overdue: replay.overdueOn(day) });
  }
  // The ideal line runs from the remaining work on the range's first day with any scope (days before
  // the board existed have none) to zero on the due date.
  const startIndex = burnup.findIndex((p) => p.scope > 0);
  const startDay = startIndex >= 0 ? days[startIndex] : null;
  if (dueDate !== null && startDay !== null && dueDate > startDay) {
    const start = burndown[startIndex].remaining;
    const span = daysBetween(startDay, dueDate);
    for (const p of burndown.slice(startIndex)) {
      const elapsed = daysBetween(startDay, p.day);
      p.ideal = round1(Math.max(0, start * (1 - elapsed / span)));
    }
  }
  const atTo = { scope: replay.scope, done: replay.done };
  const workloadDay = to < today ? to : today;
  const workload = workloadOf(replay, workloadDay).map((w) => ({
    ...w,
    name: w.userId === null ? "Unassigned" : (input.memberNames.get(w.userId) ?? "Unknown user"),
  }));
  const throughput = throughputByWeek(replay, from, to);
  const cycleTime = cycleTimeOf(replay, from, to);

  // The forecast looks at the board as it is now, whatever the range shows.
  replay.advanceTo(null);
  const forecast = forecastCompletion({
    completions: replay.completions,
    remaining: replay.scope - replay.done,
    scope: replay.scope,
    today,
    dueDate,
    firstDay: firstDayOf(history, today),
  });

  return {
    from,
    to,
    today,
    progress: progressFromCounts(atTo.done, atTo.scope),
    burndown,
    burnup,
    throughput,
    cycleTime,
    workload,
    overdue,
    forecast,
  };
}

function firstDayOf(history: readonly HistoryEntry[], today: string): string {
  return history.length > 0 ? dayOf(history[0].at) : today;
}

/** The default start of a range ending `to`: the board's first change, at most a year before `to`. */
export function defaultFrom(history: readonly HistoryEntry[], to: string): string {
  const first = history.length > 0 ? dayOf(history[0].at) : to;
  const yearBack = addDays(to, -365);
  return first < yearBack ? yearBack : first > to ? to : first;
}

/** What /analytics needs of one board: current counts, recent throughput, forecast and workload. */
export function summarizeProject(history: readonly HistoryEntry[], today: string, dueDate: string | null): ProjectSummary {
  const replay = new Replay(history);
  replay.advanceTo(null);
  let open = 0;
  let inProgress = 0;
  for (const t of replay.tasks.values()) {
    if (t.status === "todo") open++;
    else if (t.status === "in-progress") inProgress++;
  }
  const weekStart = weekOf(today);
  const throughput = throughputByWeek(replay, addDays(weekStart, -7 * (PORTFOLIO_WEEKS - 1)), today);
  return {
    open,
    inProgress,
    done: replay.done,
    overdue: replay.overdueOn(today),
    doneThisWeek: throughput[throughput.length - 1]?.completed ?? 0,
    throughput,
    forecast: forecastCompletion({
      completions: replay.completions,
      remaining: replay.scope - replay.done,
      scope: replay.scope,
      today,
      dueDate,
      firstDay: firstDayOf(history, today),
    }),
    workload: workloadOf(replay, today),
  };
}
