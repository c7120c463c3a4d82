import { Link } from "react-router";
import { formatDay } from "../../lib/gantt-model";
import type { PortfolioRow } from "./portfolio-geometry";

// The portfolio timeline as a list: what keyboard and screen-reader users get, and the way through to
// each project.

export function PortfolioList({ rows, today }: { rows: PortfolioRow[]; today: string }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {rows.map(({ project, items, start, end, overdue }) => {
        const milestones = items.filter((i) => i.kind === "milestone");
        return (
          <li key={project.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm">
            <Link to={`/projects/${project.id}?tab=timeline`} className="font-medium text-indigo-700 hover:underline">
              {project.name}
            </Link>
            <span className="text-slate-600">
              {formatDay(start)} – {formatDay(end)} · {milestones.length} {milestones.length === 1 ? "milestone" : "milestones"}
              {milestones.length > 0 && ` (next: ${milestones.find((m) => !m.done && m.dueDate >= today)?.name ?? "none ahead"})`} ·{" "}
              <span className={overdue.length > 0 ? "font-medium text-red-700" : ""}>{overdue.length} overdue</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
