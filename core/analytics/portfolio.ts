import type { MemberWorkload, ProjectSummary } from "./types";

// The user's portfolio (/analytics, GET /api/analytics) and the numbers derived from it
// (GET /api/metrics), shared by the Worker that builds them and the screen that shows them.

export interface PortfolioProject {
  id: number;
  name: string;
  status: string;
  dueDate: string | null;
  icon: string;
  iconBg: string;
  progress: { completed: number; total: number; percent: number };
  summary: ProjectSummary;
}

export interface PersonWorkload extends MemberWorkload {
  /** Projects in which this person has open work. */
  projects: number;
}

export interface Portfolio {
  today: string;
  projects: PortfolioProject[];
  /** Open work per person across all the user's projects, busiest first. */
  people: PersonWorkload[];
}

export interface Metrics {
  activeProjects: number;
  /** Open tasks (To Do and In Progress) across the user's projects. */
  open: number;
  doneThisWeek: number;
  overdue: number;
  /** Active projects whose forecast is past their due date. */
  atRisk: number;
}

/** GET /api/metrics: the numbers behind /analytics and the dashboard. */
export function metricsOf(p: Portfolio): Metrics {
  const active = p.projects.filter((x) => x.status === "active");
  return {
    activeProjects: active.length,
    open: p.projects.reduce((n, x) => n + x.summary.open + x.summary.inProgress, 0),
    doneThisWeek: p.projects.reduce((n, x) => n + x.summary.doneThisWeek, 0),
    overdue: p.projects.reduce((n, x) => n + x.summary.overdue, 0),
    atRisk: active.filter((x) => x.summary.forecast.atRisk).length,
  };
}
