import { Link } from "react-router";
import type { PortfolioTimeline } from "../../../worker/services/timeline";
import { todayUtc } from "../../lib/gantt-model";
import { PortfolioChart } from "./portfolio-chart";
import { portfolioAxis, portfolioRows } from "./portfolio-geometry";
import { PortfolioList } from "./portfolio-list";

// Every project on one axis: a bar from its start to its due date, milestones as diamonds, task due
// dates as ticks (red when overdue), today, and a click through to the project's own timeline.

export function PortfolioTimelineView({ timeline }: { timeline: PortfolioTimeline }) {
  const today = todayUtc();
  if (timeline.projects.length === 0) return <NoProjectsYet />;
  const rows = portfolioRows(timeline, today);
  return (
    <div className="space-y-4">
      <PortfolioLegend />
      <PortfolioChart rows={rows} axis={portfolioAxis(rows, today)} today={today} />
      <PortfolioList rows={rows} today={today} />
    </div>
  );
}

function NoProjectsYet() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
      No projects yet.{" "}
      <Link to="/create-project" className="text-indigo-700 underline">
        Create a project
      </Link>{" "}
      to see it here.
    </div>
  );
}

function PortfolioLegend() {
  return (
    <p className="flex flex-wrap gap-4 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1">
        <span aria-hidden className="inline-block h-2.5 w-4 rounded-sm bg-indigo-200" /> Project span
      </span>
      <span className="inline-flex items-center gap-1">
        <span aria-hidden className="inline-block h-2.5 w-2.5 rotate-45 bg-slate-800" /> Milestone
      </span>
      <span className="inline-flex items-center gap-1">
        <span aria-hidden className="inline-block h-3 w-0.5 bg-red-600" /> Overdue
      </span>
    </p>
  );
}
