import { useState } from "react";
import { must } from "../../../core/must";
import { type DateChange, type ScheduledTask, STANDARD_WEEK, type WorkCalendar } from "../../../core/schedule";
import { draggedDates, nudged } from "../../lib/gantt-model";

/** `from`: the task as it was when the drag began (the chart re-renders it moved while dragging). */
type Drag = { from: ScheduledTask; mode: "move" | "resize"; x0: number; days: number };
export type Linking = { from: string; x0: number; y0: number; x: number; y: number };

export interface GanttPointerOptions {
  svgRef: React.RefObject<SVGSVGElement | null>;
  byId: ReadonlyMap<string, ScheduledTask>;
  dayWidth: number;
  editable: boolean;
  /** The project's working days: the dates a drag previews are the ones the server stores. */
  calendar?: WorkCalendar;
  onSelect: (id: string) => void;
  /** A drag in progress (null: it ended without a change). */
  onDrag: (change: DateChange | null) => void;
  onDrop: (change: DateChange) => void;
  onLink: (predecessorId: string, successorId: string) => void;
}

/**
 * Editors drag bars (move), their right edge (resize) and the dot at their end onto another bar (link);
 * arrow keys do the same moves from the keyboard.
 */
export function useGanttPointer(o: GanttPointerOptions) {
  const cal = o.calendar ?? STANDARD_WEEK;
  const [drag, setDrag] = useState<Drag | null>(null);
  const [linking, setLinking] = useState<Linking | null>(null);
  const svgPoint = (e: React.PointerEvent) => {
    const box = must(o.svgRef.current, "a pointer event on the chart comes from its mounted SVG").getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  };
  // Both gestures start the same way: only an editor's main button, and the SVG follows the pointer.
  const begin = (e: React.PointerEvent) => {
    if (!o.editable || e.button !== 0) return false;
    e.preventDefault();
    e.stopPropagation();
    o.svgRef.current?.setPointerCapture(e.pointerId);
    return true;
  };
  const startDrag = (e: React.PointerEvent, id: string, mode: Drag["mode"]) => {
    if (!begin(e)) return;
    o.onSelect(id);
    const from = o.byId.get(id);
    if (from) setDrag({ from, mode, x0: e.clientX, days: 0 });
  };
  const startLink = (e: React.PointerEvent, id: string) => {
    if (!begin(e)) return;
    const p = svgPoint(e);
    setLinking({ from: id, x0: p.x, y0: p.y, x: p.x, y: p.y });
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (drag) {
      const days = Math.round((e.clientX - drag.x0) / o.dayWidth);
      if (days === drag.days) return;
      setDrag({ ...drag, days });
      o.onDrag(days === 0 ? null : draggedDates(drag.from, drag.mode, days, cal));
    } else if (linking) {
      const p = svgPoint(e);
      setLinking({ ...linking, x: p.x, y: p.y });
    }
  };
  const onPointerUp = (e: React.PointerEvent) => {
    if (drag) {
      setDrag(null);
      if (drag.days !== 0) o.onDrop(draggedDates(drag.from, drag.mode, drag.days, cal));
      else o.onDrag(null);
    } else if (linking) {
      setLinking(null);
      const target = document.elementFromPoint(e.clientX, e.clientY)?.closest("[data-task-id]")?.getAttribute("data-task-id");
      if (target && target !== linking.from) o.onLink(linking.from, target);
    }
  };
  const onPointerCancel = () => {
    setDrag(null);
    setLinking(null);
    o.onDrag(null);
  };
  const onKeyDown = (e: React.KeyboardEvent, t: ScheduledTask) => {
    if (!o.editable || (e.key !== "ArrowLeft" && e.key !== "ArrowRight")) return;
    e.preventDefault();
    o.onDrop(nudged(t, e.shiftKey ? "resize" : "move", e.key === "ArrowRight" ? 1 : -1, cal));
  };
  return { linking, startDrag, startLink, onPointerMove, onPointerUp, onPointerCancel, onKeyDown };
}
