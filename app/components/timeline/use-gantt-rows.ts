import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import type { Task } from "../../../core/schemas/task";
import { HEADER_HEIGHT, ROW_HEIGHT } from "../../lib/gantt-model";

const rowHeight = () => ROW_HEIGHT;
/** Rows drawn beyond each edge of the window (issue 22: only the rows in view are drawn). */
const OVERSCAN_ROWS = 12;

/**
 * Only the rows in the window are drawn (the page scrolls; rows have one fixed height): the first and
 * last row drawn, and the tasks between. `topRef` goes on the chart's box.
 */
export function useGanttRows(tasks: Task[]) {
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
  return { topRef, first, last, inView: tasks.slice(first, last + 1) };
}
