import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { DateChange, Schedule, ScheduledTask } from "../../../core/schedule";
import type { Dependency } from "../../../core/schemas/dependency";
import type { Task } from "../../../core/schemas/task";
import {
  type Axis,
  draggedDates,
  formatDay,
  HEADER_HEIGHT,
  nudged,
  openingDay,
  type PassedMilestone,
  ROW_HEIGHT,
  ticks,
  type Zoom,
} from "../../lib/gantt-model";
import { LABEL_FILL, LabelsContext, labelsOf } from "../labels/label-chips";

const rowHeight = () => ROW_HEIGHT;

// The Gantt itself: task names (sticky on the left) and an SVG of bars, milestones, links, float and
// today. Editors drag bars (move), their right edge (resize) and the dot at their end onto another
// bar (link); arrow keys do the same moves from the keyboard. Geometry is fixed per row and zoom, so
// the server render and the browser's are the same size: nothing shifts when the page hydrates.

interface Props {
  tasks: Task[];
  schedule: Schedule;
  dependencies: Dependency[];
  axis: Axis;
  zoom: Zoom;
  today: string;
  editable: boolean;
  /** What-if preview: where tasks would start instead (ghost bars). */
  ghosts: ReadonlyMap<string, string>;
  /** Milestones their tasks now finish after: drawn with a warning. */
  passed: ReadonlyMap<string, PassedMilestone>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** A drag in progress (null: it ended without a change). */
  onDrag: (change: DateChange | null) => void;
  onDrop: (change: DateChange) => void;
  onLink: (predecessorId: string, successorId: string) => void;
}

/** `from`: the task as it was when the drag began (the chart re-renders it moved while dragging). */
type Drag = { from: ScheduledTask; mode: "move" | "resize"; x0: number; days: number };
type Linking = { from: string; x0: number; y0: number; x: number; y: number };

const NAME_COLUMN = "w-32 sm:w-56";
/** Rows drawn beyond each edge of the window (issue 22: only the rows in view are drawn). */
const OVERSCAN_ROWS = 12;

export function GanttChart(props: Props) {
  const { tasks, schedule, dependencies, axis, zoom, today, editable, ghosts, passed, selectedId } = props;
  const svgRef = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [linking, setLinking] = useState<Linking | null>(null);
  const byId = useMemo(() => new Map(schedule.tasks.map((t) => [t.id, t])), [schedule.tasks]);
  const row = useMemo(() => new Map(tasks.map((t, i) => [t.id, i])), [tasks]);
  // Only the rows in the window are drawn (the page scrolls; rows have one fixed height). Links are drawn
  // when one of their ends is in view or they cross it.
  const topRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (!topRef.current) return;
    const top = topRef.current.getBoundingClientRect().top + window.scrollY + HEADER_HEIGHT;
    setMargin((m) => (Math.abs(m - top) < 1 ? m : top));
  });
  // A key function that keeps its identity while the rows do: a new one makes the virtualizer place
  // every row again (issue 22).
  const getItemKey = useCallback((i: number) => tasks[i]?.id ?? i, [tasks]);
  const virtual = useWindowVirtualizer({
    count: tasks.length,
    estimateSize: rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: margin,
    initialRect: { width: 1280, height: 900 },
    getItemKey,
  });
  const range = virtual.getVirtualItems();
  const first = range.length > 0 ? range[0].index : 0;
  const last = range.length > 0 ? range[range.length - 1].index : -1;
  const inView = tasks.slice(first, last + 1);
  const height = HEADER_HEIGHT + tasks.length * ROW_HEIGHT;
  const dw = axis.dayWidth;
  const left = (t: ScheduledTask) => axis.x(t.milestone ? t.end : t.start);
  const right = (t: ScheduledTask) => axis.x(t.end) + dw;
  const midY = (i: number) => HEADER_HEIGHT + i * ROW_HEIGHT + ROW_HEIGHT / 2;

  const svgPoint = (e: React.PointerEvent) => {
    const box = svgRef.current!.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };

  const startDrag = (e: React.PointerEvent, id: string, mode: Drag["mode"]) => {
    if (!editable || e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    svgRef.current?.setPointerCapture(e.pointerId);
    props.onSelect(id);
    const from = byId.get(id);
    if (from) setDrag({ from, mode, x0: e.clientX, days: 0 });
  };

  const startLink = (e: React.PointerEvent, id: string) => {
    if (!editable || e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    svgRef.current?.setPointerCapture(e.pointerId);
    const p = svgPoint(e);
    setLinking({ from: id, x0: p.x, y0: p.y, x: p.x, y: p.y });
  };

  const onPointerMove = (e: React.PointerEvent) => {
    if (drag) {
      const days = Math.round((e.clientX - drag.x0) / dw);
      if (days === drag.days) return;
      setDrag({ ...drag, days });
      props.onDrag(days === 0 ? null : draggedDates(drag.from, drag.mode, days));
    } else if (linking) {
      const p = svgPoint(e);
      setLinking({ ...linking, x: p.x, y: p.y });
    }
  };

  const onPointerUp = (e: React.PointerEvent) => {
    if (drag) {
      setDrag(null);
      if (drag.days !== 0) props.onDrop(draggedDates(drag.from, drag.mode, drag.days));
      else props.onDrag(null);
    } else if (linking) {
      setLinking(null);
      const target = document.elementFromPoint(e.clientX, e.clientY)?.closest("[data-task-id]")?.getAttribute("data-task-id");
      if (target && target !== linking.from) props.onLink(linking.from, target);
    }
  };

  const onKeyDown = (e: React.KeyboardEvent, t: ScheduledTask) => {
    if (!editable || (e.key !== "ArrowLeft" && e.key !== "ArrowRight")) return;
    e.preventDefault();
    props.onDrop(nudged(t, e.shiftKey ? "resize" : "move", e.key === "ArrowRight" ? 1 : -1));
  };

  const todayX = axis.x(today);
  const tickList = ticks(axis, zoom);

  // The chart opens on what matters (issue 21 #6), not on the axis' first day, which may be years
  // before; again on a zoom change, never on an edit (that would pull the chart from under the person).
  const focusDay = openingDay(schedule, today);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the chart opens or its zoom changes.
  useLayoutEffect(() => {
    const el = topRef.current;
    if (el) el.scrollLeft = Math.max(0, axis.x(focusDay) - 2 * dw);
  }, [zoom]);
  const names = new Map(tasks.map((t) => [t.id, t.name]));
  const passedText = (p: PassedMilestone) =>
    `passed: “${names.get(p.passedBy) ?? "a task"}” finishes ${formatDay(p.finish)}, after this milestone`;

  return (
    <div ref={topRef} className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white" data-testid="gantt">
      <div className="flex" style={{ minWidth: "100%", width: "max-content" }}>
        {/* Task names: sticky so they stay in view while the chart scrolls sideways (phones). */}
        <div className={`sticky left-0 z-10 shrink-0 border-r border-slate-200 bg-white ${NAME_COLUMN}`}>
          <div style={{ height: HEADER_HEIGHT }} className="flex items-end px-3 pb-2 text-xs font-medium text-slate-500">
            Task
          </div>
          {first > 0 && <div style={{ height: first * ROW_HEIGHT }} aria-hidden />}
          {inView.map((task) => {
            const t = byId.get(task.id);
            return (
              <div
                key={task.id}
                style={{ height: ROW_HEIGHT }}
                className={`flex items-center gap-1 truncate border-t border-slate-100 px-3 text-sm ${selectedId === task.id ? "bg-indigo-50" : ""}`}
              >
                {t?.critical && <span className="sr-only">Critical: </span>}
                {passed.has(task.id) && (
                  <span aria-hidden className="shrink-0 text-amber-600" title="Its tasks finish after it">
                    ⚠
                  </span>
                )}
                <span dir="auto" className={`truncate ${t?.critical ? "font-medium text-rose-700" : "text-slate-800"}`} title={task.name}>
                  {task.name}
                </span>
              </div>
            );
          })}
          {last < tasks.length - 1 && <div style={{ height: (tasks.length - 1 - last) * ROW_HEIGHT }} aria-hidden />}
        </div>
        <svg
          ref={svgRef}
          width={axis.width}
          height={height}
          className="shrink-0 touch-pan-y select-none"
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            setDrag(null);
            setLinking(null);
            props.onDrag(null);
          }}
          aria-label="Gantt chart"
        >
          <defs>
            <marker id="gantt-arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
              <path d="M0,0 L8,4 L0,8 z" fill="#94a3b8" />
            </marker>
            <marker id="gantt-arrow-critical" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto">
              <path d="M0,0 L8,4 L0,8 z" fill="#e11d48" />
            </marker>
          </defs>
          {/* Weekends, day zoom only (elsewhere they would be a grey wash). */}
          {zoom === "day" &&
            Array.from({ length: axis.days }, (_, i) =>
              i % 7 >= 5 ? (
                <rect key={`we${i}`} x={i * dw} y={HEADER_HEIGHT} width={dw} height={height - HEADER_HEIGHT} fill="#f8fafc" />
              ) : null,
            )}
          {tickList.map((tick) => (
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
            <line
              key={`r${task.id}`}
              x1={0}
              x2={axis.width}
              y1={HEADER_HEIGHT + (first + j + 1) * ROW_HEIGHT}
              y2={HEADER_HEIGHT + (first + j + 1) * ROW_HEIGHT}
              stroke="#f1f5f9"
            />
          ))}

          {/* Links: from the predecessor's start or end to the successor's, by type. */}
          {dependencies.map((d) => {
            const a = byId.get(d.predecessorId);
            const b = byId.get(d.successorId);
            const ia = row.get(d.predecessorId);
            const ib = row.get(d.successorId);
            if (!a || !b || ia === undefined || ib === undefined) return null;
            if (Math.max(ia, ib) < first || Math.min(ia, ib) > last) return null;
            const sx = d.type === "SS" || d.type === "SF" ? left(a) : right(a);
            const tx = d.type === "FF" || d.type === "SF" ? right(b) : left(b);
            const sy = midY(ia);
            const ty = midY(ib);
            const critical = a.critical && b.critical;
            return (
              <path
                key={d.id}
                data-link={`${d.predecessorId}>${d.successorId}`}
                d={`M${sx},${sy} C${sx + 24},${sy} ${tx - 24},${ty} ${tx},${ty}`}
                fill="none"
                stroke={critical ? "#e11d48" : "#94a3b8"}
                strokeWidth={critical ? 1.75 : 1.25}
                markerEnd={`url(#${critical ? "gantt-arrow-critical" : "gantt-arrow"})`}
              />
            );
          })}

          {inView.map((task, j) => {
            const t = byId.get(task.id);
            if (!t) return null;
            const y = HEADER_HEIGHT + (first + j) * ROW_HEIGHT;
            const ghost = ghosts.get(task.id);
            const done = task.status === "done";
            const overtaken = passed.get(task.id);
            const label = `${task.name}: ${t.milestone ? formatDay(t.end) : `${formatDay(t.start)} to ${formatDay(t.end)}`}${t.critical ? ", critical" : `, ${t.totalFloat} working days of float`}${overtaken ? `, ${passedText(overtaken)}` : t.conflict ? ", starts before its links allow" : ""}${editable ? ". Arrow keys move it; Shift with arrow keys changes its end." : ""}`;
            const fill = done ? "#94a3b8" : t.critical ? "#e11d48" : "#6366f1";
            const selected = selectedId === task.id;
            return (
              <g key={task.id}>
                {/* Float: how far the task could slip before the project's end moves. */}
                {!t.milestone && t.totalFloat > 0 && (
                  <rect
                    x={right(t)}
                    y={y + ROW_HEIGHT / 2 - 2}
                    width={Math.max(0, axis.x(t.lateFinish) + dw - right(t))}
                    height={4}
                    rx={2}
                    fill="#cbd5e1"
                    data-float={task.id}
                  >
                    <title>{`Float: ${t.totalFloat} working days`}</title>
                  </rect>
                )}
                {ghost && ghost !== t.start && (
                  <rect
                    x={axis.x(ghost)}
                    y={y + 7}
                    width={Math.max(dw, right(t) - left(t))}
                    height={ROW_HEIGHT - 14}
                    rx={4}
                    fill="none"
                    stroke="#f59e0b"
                    strokeDasharray="4 3"
                    strokeWidth={2}
                    data-ghost={task.id}
                  />
                )}
                {/* biome-ignore lint/a11y/useSemanticElements: an SVG shape can't be a <button>; it is one for keyboard and screen reader. */}
                <g
                  data-task-id={task.id}
                  data-critical={t.critical ? "true" : "false"}
                  data-start={t.start}
                  data-end={t.end}
                  role="button"
                  tabIndex={0}
                  aria-label={label}
                  aria-pressed={selected}
                  className="cursor-pointer outline-none focus-visible:[&>.bar]:stroke-indigo-900"
                  onFocus={() => props.onSelect(task.id)}
                  onKeyDown={(e) => onKeyDown(e, t)}
                  onPointerDown={(e) => startDrag(e, task.id, "move")}
                >
                  {t.milestone ? (
                    <path
                      className="bar"
                      d={`M${right(t)},${y + 8} l10,10 l-10,10 l-10,-10 z`}
                      fill={done ? "#94a3b8" : t.critical ? "#be123c" : "#1e293b"}
                      stroke={selected ? "#312e81" : "transparent"}
                      strokeWidth={2}
                    />
                  ) : (
                    <rect
                      className="bar"
                      x={left(t)}
                      y={y + 8}
                      width={Math.max(4, right(t) - left(t))}
                      height={ROW_HEIGHT - 16}
                      rx={4}
                      fill={fill}
                      stroke={t.conflict ? "#f59e0b" : selected ? "#312e81" : "transparent"}
                      strokeWidth={2}
                    />
                  )}
                  {!t.milestone && <BarLabels labelIds={task.labelIds} x={left(t) + 4} y={y + 8} />}
                  {overtaken && (
                    // A warning before the diamond (the link dot is after it): its tasks run past the day it promises.
                    <g data-milestone-warning={task.id} pointerEvents="none">
                      <path d={`M${right(t) - 22},${y + 9} l8,14 l-16,0 z`} fill="#f59e0b" stroke="#b45309" strokeWidth={1} />
                      <text x={right(t) - 22} y={y + 21} textAnchor="middle" className="fill-white text-[10px] font-bold">
                        !
                      </text>
                    </g>
                  )}
                  {!t.milestone && editable && (
                    <rect
                      x={right(t) - 6}
                      y={y + 8}
                      width={8}
                      height={ROW_HEIGHT - 16}
                      fill="transparent"
                      className="cursor-ew-resize"
                      data-resize={task.id}
                      onPointerDown={(e) => startDrag(e, task.id, "resize")}
                    />
                  )}
                </g>
                {editable && (
                  <circle
                    cx={right(t) + (t.milestone ? 14 : 6)}
                    cy={y + ROW_HEIGHT / 2}
                    r={5}
                    fill="white"
                    stroke="#6366f1"
                    strokeWidth={1.5}
                    className="cursor-crosshair opacity-40 hover:opacity-100"
                    data-connector={task.id}
                    onPointerDown={(e) => startLink(e, task.id)}
                  >
                    <title>Drag to another task to link them</title>
                  </circle>
                )}
              </g>
            );
          })}
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
        </svg>
      </div>
    </div>
  );
}

/** Issue 25: a bar's labels as coloured dots along its top edge (named in the bar's tooltip). */
function BarLabels({ labelIds, x, y }: { labelIds: string[] | undefined; x: number; y: number }) {
  const labels = labelsOf(labelIds, useContext(LabelsContext));
  if (labels.length === 0) return null;
  return (
    <g data-bar-labels={labels.map((l) => l.name).join(", ")} pointerEvents="none">
      <title>{`Labels: ${labels.map((l) => l.name).join(", ")}`}</title>
      {labels.slice(0, 6).map((l, i) => (
        <circle key={l.id} cx={x + i * 8} cy={y + 4} r={3} fill={LABEL_FILL[l.color]} stroke="#fff" strokeWidth={1} />
      ))}
    </g>
  );
}
