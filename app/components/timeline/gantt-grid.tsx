import type { ScheduledTask } from "../../../core/schedule";
import type { Dependency } from "../../../core/schemas/dependency";
import type { Task } from "../../../core/schemas/task";
import { linkInView, linkPath, rowTop } from "../../lib/gantt-geometry";
import { type Axis, HEADER_HEIGHT, ticks, type Zoom } from "../../lib/gantt-model";
import type { Linking } from "./use-gantt-pointer";

/** The arrowheads the links end in (grey, and red on the critical path). */
export function GanttMarkers() {
  return (
    <defs>
      <marker id="gantt-arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
        <path d="M0,0 L8,4 L0,8 z" fill="#94a3b8" />
      </marker>
      <marker id="gantt-arrow-critical" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
        <path d="M0,0 L8,4 L0,8 z" fill="#e11d48" />
      </marker>
    </defs>
  );
}

/** The chart's background: weekends (day zoom), the time scale's ticks, and a line under each row drawn. */
export function GanttGrid({
  axis,
  zoom,
  height,
  inView,
  first,
}: {
  axis: Axis;
  zoom: Zoom;
  height: number;
  inView: Task[];
  first: number;
}) {
  const dw = axis.dayWidth;
  return (
    <>
      {/* Weekends, day zoom only (elsewhere they would be a grey wash). */}
      {zoom === "day" &&
        Array.from({ length: axis.days }, (_, i) =>
          i % 7 >= 5 ? (
            <rect key={`we${i}`} x={i * dw} y={HEADER_HEIGHT} width={dw} height={height - HEADER_HEIGHT} fill="#f8fafc" />
          ) : null,
        )}
      {ticks(axis, zoom).map((tick) => (
        <g key={`${tick.x}-${tick.label}`}>
          <line x1={tick.x} x2={tick.x} y1={tick.major ? 0 : 22} y2={height} stroke={tick.major ? "#cbd5e1" : "#f1f5f9"} />
          <text x={tick.x + 3} y={tick.major ? 14 : 38} className="fill-slate-500 text-[10px]">
            {tick.label}
          </text>
          {tick.major && zoom === "day" && (
            <text x={tick.x + 3} y={38} className="fill-slate-500 text-[10px]">
              1
            </text>
          )}
        </g>
      ))}
      <line x1={0} x2={axis.width} y1={HEADER_HEIGHT} y2={HEADER_HEIGHT} stroke="#e2e8f0" />
      {inView.map((task, j) => (
        <line key={`r${task.id}`} x1={0} x2={axis.width} y1={rowTop(first + j + 1)} y2={rowTop(first + j + 1)} stroke="#f1f5f9" />
      ))}
    </>
  );
}

/** Links: from the predecessor's start or end to the successor's, by type; red when both ends are critical. */
export function GanttLinks({
  axis,
  dependencies,
  byId,
  row,
  first,
  last,
}: {
  axis: Axis;
  dependencies: Dependency[];
  byId: ReadonlyMap<string, ScheduledTask>;
  row: ReadonlyMap<string, number>;
  first: number;
  last: number;
}) {
  return dependencies.map((d) => {
    const a = byId.get(d.predecessorId);
    const b = byId.get(d.successorId);
    const ia = row.get(d.predecessorId);
    const ib = row.get(d.successorId);
    if (!a || !b || ia === undefined || ib === undefined) return null;
    if (!linkInView(ia, ib, first, last)) return null;
    const critical = a.critical && b.critical;
    return (
      <path
        key={d.id}
        data-link={`${d.predecessorId}>${d.successorId}`}
        d={linkPath(axis, d.type, a, b, ia, ib)}
        fill="none"
        stroke={critical ? "#e11d48" : "#94a3b8"}
        strokeWidth={critical ? 1.75 : 1.25}
        markerEnd={`url(#${critical ? "gantt-arrow-critical" : "gantt-arrow"})`}
      />
    );
  });
}

/** The line from a bar's dot while a link is being drawn, and the today line. */
export function GanttOverlay({
  linking,
  todayX,
  today,
  height,
}: {
  linking: Linking | null;
  todayX: number;
  today: string;
  height: number;
}) {
  return (
    <>
      {linking && (
        <line
          x1={linking.x0}
          y1={linking.y0}
          x2={linking.x}
          y2={linking.y}
          stroke="#6366f1"
          strokeDasharray="4 3"
          strokeWidth={2}
          pointerEvents="none"
        />
      )}
      <line x1={todayX} x2={todayX} y1={18} y2={height} stroke="#0ea5e9" strokeWidth={2} data-today={today} pointerEvents="none" />
      <text x={todayX + 3} y={26} className="fill-sky-600 text-[10px] font-medium">
        Today
      </text>
    </>
  );
}
