import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { MyTask } from "../../../worker/services/my-tasks";
import { useRevealScroll } from "../../lib/reveal-task";

/** A row's height before it is measured. */
const ROW_ESTIMATE = 46;
const rowEstimate = () => ROW_ESTIMATE;

/**
 * One due-date group, rendered a window at a time (issue 22): the page scrolls, and only the rows near
 * the window exist. j/k reach the others through focusTask, which scrolls them in first.
 */
export function VirtualList({
  group,
  items,
  row,
}: {
  group: string;
  items: MyTask[];
  row: (task: MyTask, index: number, measure: (node: Element | null) => void) => React.ReactNode;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    if (!ref.current) return;
    const top = ref.current.getBoundingClientRect().top + window.scrollY;
    setMargin((m) => (Math.abs(m - top) < 1 ? m : top));
  });
  // Kept while the rows are: a new key function makes the virtualizer place every row again.
  const getItemKey = useCallback((i: number) => items[i]?.id ?? i, [items]);
  const virtual = useWindowVirtualizer({
    count: items.length,
    estimateSize: rowEstimate,
    overscan: 8,
    scrollMargin: margin,
    getItemKey,
  });
  const ids = useMemo(() => items.map((t) => t.id), [items]);
  const indexOf = useCallback((id: string) => ids.indexOf(id), [ids]);
  useRevealScroll(indexOf, virtual);
  const shown = virtual.getVirtualItems();
  const padTop = shown.length > 0 ? shown[0].start - margin : 0;
  const padBottom = shown.length > 0 ? virtual.getTotalSize() - (shown[shown.length - 1].end - margin) : 0;
  return (
    <ul ref={ref} className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" data-testid={`my-tasks-${group}`}>
      {padTop > 0 && <li aria-hidden="true" style={{ height: padTop }} />}
      {shown.map((item) => row(items[item.index], item.index, virtual.measureElement))}
      {padBottom > 0 && <li aria-hidden="true" style={{ height: padBottom }} />}
    </ul>
  );
}
