import { useLayoutEffect, useMemo, useRef } from "react";
import type { DateChange, Schedule, WorkCalendar } from "../../../core/schedule";
import type { Dependency } from "../../../core/schemas/dependency";
import type { Task } from "../../../core/schemas/task";
import { chartHeight, rowTop } from "../../lib/gantt-geometry";
import { type Axis, formatDay, openingDay, type PassedMilestone, type Zoom } from "../../lib/gantt-model";
import { GanttBar } from "./gantt-bar";
import { GanttGrid, GanttLinks, GanttMarkers, GanttOverlay } from "./gantt-grid";
import { GanttNameColumn } from "./gantt-name-column";
import { useGanttPointer } from "./use-gantt-pointer";
import { useGanttRows } from "./use-gantt-rows";

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
  /** The project's working days (its holidays): drags and arrow keys land on them. */
  calendar?: WorkCalendar;
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

export function GanttChart(props: Props) {
  const { tasks, schedule, dependencies, axis, zoom, today, editable, ghosts, passed, selectedId } = props;
  const svgRef = useRef<SVGSVGElement>(null);
  const byId = useMemo(() => new Map(schedule.tasks.map((t) => [t.id, t])), [schedule.tasks]);
  const row = useMemo(() => new Map(tasks.map((t, i) => [t.id, i])), [tasks]);
  // Links are drawn when one of their ends is in view or they cross it.
  const { topRef, first, last, inView } = useGanttRows(tasks);
  const height = chartHeight(tasks.length);
  const dw = axis.dayWidth;
  const pointer = useGanttPointer({ ...props, svgRef, byId, dayWidth: dw });
  const handlers = { onSelect: props.onSelect, ...pointer };

  // The chart opens on what matters (issue 21 #6), not on the axis' first day, which may be years
  // before; again on a zoom change, never on an edit (that would pull the chart from under the person).
  const focusDay = openingDay(schedule, today);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the chart opens or its zoom changes.
  useLayoutEffect(() => {
    const el = topRef.current;
    if (el) el.scrollLeft = Math.max(0, axis.x(focusDay) - 2 * dw);
  }, [zoom]);
  // Only for the few milestones a task has overtaken: a lookup, not a map of every task per render (issue 22).
  const passedText = (p: PassedMilestone) =>
    `passed: “${tasks.find((t) => t.id === p.passedBy)?.name ?? "a task"}” finishes ${formatDay(p.finish)}, after this milestone`;

  return (
    <div ref={topRef} className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white" data-testid="gantt">
      <div className="flex" style={{ minWidth: "100%", width: "max-content" }}>
        <GanttNameColumn tasks={tasks} inView={inView} first={first} last={last} byId={byId} passed={passed} selectedId={selectedId} />
        <svg
          ref={svgRef}
          width={axis.width}
          height={height}
          className="shrink-0 touch-pan-y select-none"
          onPointerMove={pointer.onPointerMove}
          onPointerUp={pointer.onPointerUp}
          onPointerCancel={pointer.onPointerCancel}
          aria-label="Gantt chart"
        >
          <GanttMarkers />
          <GanttGrid axis={axis} zoom={zoom} height={height} inView={inView} first={first} />
          <GanttLinks axis={axis} dependencies={dependencies} byId={byId} row={row} first={first} last={last} />
          {inView.map((task, j) => {
            const t = byId.get(task.id);
            if (!t) return null;
            return (
              <GanttBar
                key={task.id}
                task={task}
                t={t}
                y={rowTop(first + j)}
                axis={axis}
                ghost={ghosts.get(task.id)}
                overtaken={passed.get(task.id)}
                passedText={passedText}
                selected={selectedId === task.id}
                editable={editable}
                handlers={handlers}
              />
            );
          })}
          <GanttOverlay linking={pointer.linking} todayX={axis.x(today)} today={today} height={height} />
        </svg>
      </div>
    </div>
  );
}
