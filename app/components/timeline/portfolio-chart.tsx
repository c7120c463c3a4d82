import { Link } from "react-router";
import type { TimelineItem } from "../../../worker/services/timeline";
import { formatDay } from "../../lib/gantt-model";
import { DAY, HEADER, type PortfolioAxis, type PortfolioRow, ROW } from "./portfolio-geometry";

// The portfolio timeline's picture: project names on the left, then one row per project with its span,
// milestones as diamonds and task due dates as ticks (red when overdue), and today. Hidden from screen
// readers: the list under it says the same.

export function PortfolioChart({ rows, axis, today }: { rows: PortfolioRow[]; axis: PortfolioAxis; today: string }) {
  const { width, height, x, months } = axis;
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white" aria-hidden="true">
      <div className="flex" style={{ width: "max-content", minWidth: "100%" }}>
        <ProjectNames rows={rows} />
        <svg width={width} height={height} className="shrink-0">
          {months.map((m) => (
            <g key={m.x}>
              <line x1={m.x} x2={m.x} y1={0} y2={height} stroke="#e2e8f0" />
              <text x={m.x + 3} y={18} className="fill-slate-500 text-[10px]">
                {m.label}
              </text>
            </g>
          ))}
          {rows.map((row, i) => (
            <ProjectRow key={row.project.id} row={row} y={HEADER + i * ROW} axis={axis} today={today} />
          ))}
          <line x1={x(today) + DAY / 2} x2={x(today) + DAY / 2} y1={0} y2={height} stroke="#0ea5e9" strokeWidth={2} />
        </svg>
      </div>
    </div>
  );
}

function ProjectNames({ rows }: { rows: PortfolioRow[] }) {
  return (
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
  );
}

function ProjectRow({ row, y, axis, today }: { row: PortfolioRow; y: number; axis: PortfolioAxis; today: string }) {
  const { project, items, start, end } = row;
  const { width, x } = axis;
  return (
    <g data-project-id={project.id}>
      <line x1={0} x2={width} y1={y} y2={y} stroke="#f1f5f9" />
      <rect x={x(start)} y={y + 14} width={Math.max(DAY, x(end) - x(start) + DAY)} height={16} rx={4} fill="#c7d2fe" />
      {items.map((item) => (
        <ItemMark key={item.id} item={item} x={x(item.dueDate)} y={y} today={today} />
      ))}
    </g>
  );
}

function ItemMark({ item, x, y, today }: { item: TimelineItem; x: number; y: number; today: string }) {
  if (item.kind === "milestone") {
    return (
      <path d={`M${x + DAY / 2},${y + 12} l7,10 l-7,10 l-7,-10 z`} fill={item.done ? "#94a3b8" : "#1e293b"}>
        <title>{`${item.name}: ${formatDay(item.dueDate)}`}</title>
      </path>
    );
  }
  const fill = !item.done && item.dueDate < today ? "#dc2626" : item.done ? "#94a3b8" : "#4f46e5";
  return (
    <rect x={x + DAY / 2 - 1} y={y + 10} width={2} height={24} fill={fill}>
      <title>{`${item.name}: due ${formatDay(item.dueDate)}`}</title>
    </rect>
  );
}
