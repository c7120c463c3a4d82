import { Link } from "react-router";
import { dayFromNumber, dayNumber } from "../../../core/dates";
import type { PortfolioTimeline } from "../../../worker/services/timeline";
import { chartWindow, formatDay, todayUtc } from "../../lib/gantt-model";

// Every project on one axis: a bar from its start to its due date, milestones as diamonds, task due
// dates as ticks (red when overdue), today, and a click through to the project's own timeline.

const DAY = 6;
const ROW = 44;
const HEADER = 28;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function PortfolioTimelineView({ timeline }: { timeline: PortfolioTimeline }) {
  const today = todayUtc();
  const { projects, items } = timeline;
  if (projects.length === 0) {
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
  const byProject = new Map<number, typeof items>();
  for (const item of items) byProject.set(item.projectId, [...(byProject.get(item.projectId) ?? []), item]);
  const rows = projects.map((p) => {
    const own = byProject.get(p.id) ?? [];
    const start = [p.createdAt.slice(0, 10), ...own.map((i) => i.dueDate)].sort()[0];
    const end = [p.dueDate ?? start, ...own.map((i) => i.dueDate)].sort().at(-1) ?? start;
    const overdue = own.filter((i) => !i.done && i.dueDate < today);
    return { project: p, items: own, start, end, overdue };
  });
  const { first, last } = chartWindow(
    Math.min(dayNumber(today), ...rows.map((r) => dayNumber(r.start))) - 7,
    Math.max(dayNumber(today), ...rows.map((r) => dayNumber(r.end))) + 14,
    today,
  );
  const width = (last - first + 1) * DAY;
  const x = (day: string) => (dayNumber(day) - first) * DAY;
  const height = HEADER + rows.length * ROW;
  const months: Array<{ x: number; label: string }> = [];
  for (let n = first; n <= last; n++) {
    const d = dayFromNumber(n);
    if (d.endsWith("-01")) months.push({ x: (n - first) * DAY, label: `${MONTHS[Number(d.slice(5, 7)) - 1]} ${d.slice(0, 4)}` });
  }

  return (
    <div className="space-y-4">
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
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white" aria-hidden="true">
        <div className="flex" style={{ width: "max-content", minWidth: "100%" }}>
          <div className="sticky left-0 z-10 w-40 shrink-0 border-r border-slate-200 bg-white sm:w-64">
            <div style={{ height: HEADER }} />
            {rows.map(({ project, overdue }) => (
              <div key={project.id} style={{ height: ROW }} className="flex flex-col justify-center border-t border-slate-100 px-3">
                <Link
                  to={`/projects/${project.id}?tab=timeline`}
                  tabIndex={-1}
                  className="truncate text-sm font-medium text-indigo-700 hover:underline"
                >
                  {project.name}
                </Link>
                {overdue.length > 0 && <span className="text-xs text-red-600">{overdue.length} overdue</span>}
              </div>
            ))}
          </div>
          <svg width={width} height={height} className="shrink-0">
            {months.map((m) => (
              <g key={m.x}>
                <line x1={m.x} x2={m.x} y1={0} y2={height} stroke="#e2e8f0" />
                <text x={m.x + 3} y={18} className="fill-slate-500 text-[10px]">
                  {m.label}
                </text>
              </g>
            ))}
            {rows.map(({ project, items: own, start, end }, i) => {
              const y = HEADER + i * ROW;
              return (
                <g key={project.id} data-project-id={project.id}>
                  <line x1={0} x2={width} y1={y} y2={y} stroke="#f1f5f9" />
                  <rect x={x(start)} y={y + 14} width={Math.max(DAY, x(end) - x(start) + DAY)} height={16} rx={4} fill="#c7d2fe" />
                  {own.map((item) =>
                    item.kind === "milestone" ? (
                      <path
                        key={item.id}
                        d={`M${x(item.dueDate) + DAY / 2},${y + 12} l7,10 l-7,10 l-7,-10 z`}
                        fill={item.done ? "#94a3b8" : "#1e293b"}
                      >
                        <title>{`${item.name}: ${formatDay(item.dueDate)}`}</title>
                      </path>
                    ) : (
                      <rect
                        key={item.id}
                        x={x(item.dueDate) + DAY / 2 - 1}
                        y={y + 10}
                        width={2}
                        height={24}
                        fill={!item.done && item.dueDate < today ? "#dc2626" : item.done ? "#94a3b8" : "#4f46e5"}
                      >
                        <title>{`${item.name}: due ${formatDay(item.dueDate)}`}</title>
                      </rect>
                    ),
                  )}
                </g>
              );
            })}
            <line x1={x(today) + DAY / 2} x2={x(today) + DAY / 2} y1={0} y2={height} stroke="#0ea5e9" strokeWidth={2} />
          </svg>
        </div>
      </div>
      {/* The same, as a list: what keyboard and screen-reader users get, and the way through to each project. */}
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {rows.map(({ project, items: own, start, end, overdue }) => {
          const milestones = own.filter((i) => i.kind === "milestone");
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
    </div>
  );
}
