import { useContext } from "react";
import type { ScheduledTask } from "../../../core/schedule";
import type { Task } from "../../../core/schemas/task";
import { barLabel, barLeft, barRight } from "../../lib/gantt-geometry";
import { type Axis, type PassedMilestone, ROW_HEIGHT } from "../../lib/gantt-model";
import { LABEL_FILL, LabelsContext, labelsOf } from "../labels/label-chips";

export interface BarHandlers {
  onSelect: (id: string) => void;
  onKeyDown: (e: React.KeyboardEvent, t: ScheduledTask) => void;
  startDrag: (e: React.PointerEvent, id: string, mode: "move" | "resize") => void;
  startLink: (e: React.PointerEvent, id: string) => void;
}

/**
 * One task's row of the chart at `y`: its float, its what-if ghost, and the bar (or milestone diamond)
 * itself, a button for the keyboard with its resize edge and, for editors, the dot that draws a link.
 */
export function GanttBar({
  task,
  t,
  y,
  axis,
  ghost,
  overtaken,
  passedText,
  selected,
  editable,
  handlers,
}: {
  task: Task;
  t: ScheduledTask;
  y: number;
  axis: Axis;
  ghost: string | undefined;
  overtaken: PassedMilestone | undefined;
  passedText: (p: PassedMilestone) => string;
  selected: boolean;
  editable: boolean;
  handlers: BarHandlers;
}) {
  const label = barLabel(task.name, t, overtaken, passedText, editable);
  return (
    <g>
      {/* Float: how far the task could slip before the project's end moves. */}
      {!t.milestone && t.totalFloat > 0 && <FloatBar t={t} y={y} axis={axis} id={task.id} />}
      {ghost && ghost !== t.start && <GhostBar t={t} y={y} axis={axis} ghost={ghost} id={task.id} />}
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
        onFocus={() => handlers.onSelect(task.id)}
        onKeyDown={(e) => handlers.onKeyDown(e, t)}
        onPointerDown={(e) => handlers.startDrag(e, task.id, "move")}
      >
        <BarShape t={t} y={y} axis={axis} done={task.status === "done"} selected={selected} />
        {!t.milestone && <BarLabels labelIds={task.labelIds} x={barLeft(axis, t) + 4} y={y + 8} />}
        {overtaken && <MilestoneWarning id={task.id} x={barRight(axis, t)} y={y} />}
        {!t.milestone && editable && (
          <rect
            x={barRight(axis, t) - 6}
            y={y + 8}
            width={8}
            height={ROW_HEIGHT - 16}
            fill="transparent"
            className="cursor-ew-resize"
            data-resize={task.id}
            onPointerDown={(e) => handlers.startDrag(e, task.id, "resize")}
          />
        )}
      </g>
      {editable && <LinkDot t={t} y={y} axis={axis} id={task.id} onStart={handlers.startLink} />}
    </g>
  );
}

/** A warning before the diamond (the link dot is after it): its tasks run past the day it promises. */
function MilestoneWarning({ id, x, y }: { id: string; x: number; y: number }) {
  return (
    <g data-milestone-warning={id} pointerEvents="none">
      <path d={`M${x - 22},${y + 9} l8,14 l-16,0 z`} fill="#f59e0b" stroke="#b45309" strokeWidth={1} />
      <text x={x - 22} y={y + 21} textAnchor="middle" className="fill-white text-[10px] font-bold">
        !
      </text>
    </g>
  );
}

/** The dot at a bar's end that an editor drags onto another bar to link them. */
function LinkDot({
  t,
  y,
  axis,
  id,
  onStart,
}: {
  t: ScheduledTask;
  y: number;
  axis: Axis;
  id: string;
  onStart: (e: React.PointerEvent, id: string) => void;
}) {
  return (
    <circle
      cx={barRight(axis, t) + (t.milestone ? 14 : 6)}
      cy={y + ROW_HEIGHT / 2}
      r={5}
      fill="white"
      stroke="#6366f1"
      strokeWidth={1.5}
      className="cursor-crosshair opacity-40 hover:opacity-100"
      data-connector={id}
      onPointerDown={(e) => onStart(e, id)}
    >
      <title>Drag to another task to link them</title>
    </circle>
  );
}

/** The bar, or a milestone's diamond: grey when done, red on the critical path, outlined when selected or in conflict. */
function BarShape({ t, y, axis, done, selected }: { t: ScheduledTask; y: number; axis: Axis; done: boolean; selected: boolean }) {
  if (t.milestone)
    return (
      <path
        className="bar"
        d={`M${barRight(axis, t)},${y + 8} l10,10 l-10,10 l-10,-10 z`}
        fill={done ? "#94a3b8" : t.critical ? "#be123c" : "#1e293b"}
        stroke={selected ? "#312e81" : "transparent"}
        strokeWidth={2}
      />
    );
  return (
    <rect
      className="bar"
      x={barLeft(axis, t)}
      y={y + 8}
      width={Math.max(4, barRight(axis, t) - barLeft(axis, t))}
      height={ROW_HEIGHT - 16}
      rx={4}
      fill={done ? "#94a3b8" : t.critical ? "#e11d48" : "#6366f1"}
      stroke={t.conflict ? "#f59e0b" : selected ? "#312e81" : "transparent"}
      strokeWidth={2}
    />
  );
}

function FloatBar({ t, y, axis, id }: { t: ScheduledTask; y: number; axis: Axis; id: string }) {
  const right = barRight(axis, t);
  return (
    <rect
      x={right}
      y={y + ROW_HEIGHT / 2 - 2}
      width={Math.max(0, axis.x(t.lateFinish) + axis.dayWidth - right)}
      height={4}
      rx={2}
      fill="#cbd5e1"
      data-float={id}
    >
      <title>{`Float: ${t.totalFloat} working days`}</title>
    </rect>
  );
}

/** What-if preview: where the task would start instead. */
function GhostBar({ t, y, axis, ghost, id }: { t: ScheduledTask; y: number; axis: Axis; ghost: string; id: string }) {
  return (
    <rect
      x={axis.x(ghost)}
      y={y + 7}
      width={Math.max(axis.dayWidth, barRight(axis, t) - barLeft(axis, t))}
      height={ROW_HEIGHT - 14}
      rx={4}
      fill="none"
      stroke="#f59e0b"
      strokeDasharray="4 3"
      strokeWidth={2}
      data-ghost={id}
    />
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
