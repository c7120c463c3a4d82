import type { Breakdown } from "./breakdown";
// The analytics of one project (GET /api/projects/{id}/analytics) and of a user's portfolio
// (/analytics, GET /api/metrics). Days are "YYYY-MM-DD" in UTC; weeks are named by their Monday.

export interface BurndownPoint {
  day: string;
  /** Tasks not done at the end of the day. */
  remaining: number;
  /** The straight line from the first day's remaining work to zero on the due date; null without a due date. */
  ideal: number | null;
}

export interface BurnupPoint {
  day: string;
  /** Tasks on the board at the end of the day: it rises when scope is added. */
  scope: number;
  done: number;
}

export interface ThroughputWeek {
  week: string;
  /** Tasks moved to done that week. */
  completed: number;
  /** Done tasks moved back out of done that week. */
  reopened: number;
}

export interface CycleTimeWeek {
  week: string;
  /** Tasks finished that week that went through In Progress. */
  count: number;
  medianDays: number;
}

export interface CycleTime {
  /** Finished tasks with a measurable cycle (they went through In Progress). */
  samples: number;
  medianDays: number | null;
  p85Days: number | null;
  perWeek: CycleTimeWeek[];
}

export interface MemberWorkload {
  /** null: unassigned work. */
  userId: number | null;
  name: string;
  open: number;
  inProgress: number;
  overdue: number;
}

export interface OverduePoint {
  day: string;
  /** Tasks not done whose due date had passed at the end of the day. */
  overdue: number;
}

export interface Forecast {
  /** Open tasks now. */
  remaining: number;
  /** Tasks completed per week, over the recent window. */
  weeklyPace: number;
  /** Weeks the pace is measured over. */
  paceWeeks: number;
  /** When the open work finishes at that pace; null when there is no pace (or nothing left). */
  finishDate: string | null;
  dueDate: string | null;
  /** Days after the due date (negative: before); null without both dates. */
  daysLate: number | null;
  /** Forecast past the due date. */
  atRisk: boolean;
  /** One plain sentence: "At the current pace this finishes Mar 29, 2 weeks after the due date." */
  summary: string;
}

export interface ProjectAnalytics {
  from: string;
  to: string;
  today: string;
  progress: { completed: number; total: number; percent: number };
  burndown: BurndownPoint[];
  burnup: BurnupPoint[];
  throughput: ThroughputWeek[];
  cycleTime: CycleTime;
  workload: MemberWorkload[];
  overdue: OverduePoint[];
  forecast: Forecast;
  /** Issue 25: the board now, per status category, per status and per label (set by the board). */
  breakdown?: Breakdown;
}

/** What one board tells the portfolio: small, whatever the board's size. */
export interface ProjectSummary {
  open: number;
  inProgress: number;
  done: number;
  overdue: number;
  doneThisWeek: number;
  /** Completions in each of the last PORTFOLIO_WEEKS weeks, oldest first. */
  throughput: ThroughputWeek[];
  forecast: Forecast;
  /** Open work per assignee (names are filled in by the Worker, which knows the users). */
  workload: Array<Omit<MemberWorkload, "name">>;
}
