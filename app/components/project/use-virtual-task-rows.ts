import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Nested } from "../../../core/board-order";
import type { Task } from "../../../core/schemas/task";
import { useRevealScroll } from "../../lib/reveal-task";
import { measureFromObserver } from "../../lib/virtual-measure";

/** A row's height before it is measured (name, one line of description, padding). */
const ROW_ESTIMATE = 64;
const rowEstimate = () => ROW_ESTIMATE;
/** Rows rendered beyond each edge of the window, so a fast scroll or j/k rarely shows a blank. */
const OVERSCAN = 6;
/** The window the server renders for (issue 22: the server renders the first screenful only). */
const SERVER_RECT = { own: { width: 840, height: 640 }, window: { width: 375, height: 800 } };

/**
 * Only the rows on screen are rendered (issue 22), keyed by task so a measured row keeps its height.
 * The rows scroll inside the table ("own") or with the page ("window", phones).
 */
export function useVirtualTaskRows(nested: Array<Nested<Task>>, scroll: "own" | "window") {
  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const [margin, setMargin] = useState(0);
  // The server's HTML has the rows of the window and one more; the browser adds its margin once hydrated.
  const [overscan, setOverscan] = useState(1);
  useEffect(() => setOverscan(OVERSCAN), []);
  // Options that keep their identity unless the rows change: the virtualizer recomputes every row's
  // place when its key function changes, which on a big board is a cost per render (issue 22).
  const getItemKey = useCallback((i: number) => nested[i]?.task.id ?? i, [nested]);
  const common = {
    count: nested.length,
    estimateSize: rowEstimate,
    measureElement: measureFromObserver,
    overscan,
    getItemKey,
    initialRect: SERVER_RECT[scroll],
  };
  const own = useVirtualizer({ ...common, enabled: scroll === "own", getScrollElement: () => scrollRef.current });
  const page = useWindowVirtualizer({ ...common, enabled: scroll === "window", scrollMargin: margin });
  // The two differ only in their scroll element; the methods used here are the same.
  const virtual = (scroll === "own" ? own : page) as unknown as Virtualizer<HTMLElement, Element>;
  // With the page scrolling, the rows start where the table's header ends.
  useLayoutEffect(() => {
    if (scroll !== "window" || !headRef.current) return;
    const top = headRef.current.getBoundingClientRect().bottom + window.scrollY;
    setMargin((m) => (Math.abs(m - top) < 1 ? m : top));
  });
  const items = virtual.getVirtualItems();
  const offset = scroll === "window" ? margin : 0;
  const padTop = items.length > 0 ? items[0].start - offset : 0;
  const padBottom = items.length > 0 ? virtual.getTotalSize() - (items[items.length - 1].end - offset) : 0;

  // j/k and links to a task scroll its row into the window first.
  const rowIndex = useMemo(() => rowPositions(nested), [nested]);
  const indexOf = useCallback((id: string) => rowIndex.get(id), [rowIndex]);
  useRevealScroll(indexOf, virtual);
  useScrollAnchor(virtual, items, offset, rowIndex);
  return { scrollRef, headRef, virtual, items, padTop, padBottom };
}

/**
 * A live change above the rows in view (a teammate's new subtask, a deleted row) keeps the rows in view
 * where they are: the first of them stays at the same height in the window.
 */
function useScrollAnchor(
  virtual: Virtualizer<HTMLElement, Element>,
  items: ReturnType<Virtualizer<HTMLElement, Element>["getVirtualItems"]>,
  offset: number,
  rowIndex: ReadonlyMap<string, number>,
) {
  const anchor = useRef<{ key: string; delta: number } | null>(null);
  const scrolled = virtual.scrollOffset ?? 0;
  const firstInView = items.find((it) => it.end - offset > scrolled - offset);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the rows moves the anchor, not a scroll.
  useLayoutEffect(() => {
    const held = anchor.current;
    if (held && scrolled > 0) {
      const i = rowIndex.get(held.key);
      const start = i === undefined ? undefined : virtual.measurementsCache[i]?.start;
      if (start !== undefined && Math.abs(start + held.delta - scrolled) > 1) virtual.scrollToOffset(start + held.delta);
    }
  }, [rowIndex]);
  useEffect(() => {
    anchor.current = firstInView ? { key: String(firstInView.key), delta: scrolled - firstInView.start } : null;
  });
}

/** Each row's position by task id. A loop, not `new Map(nested.map(…))`: at 20,000 rows the pairs that
 * builds were the largest single cost of applying a teammate's change (issue 22's CPU profile). */
function rowPositions(nested: ReadonlyArray<{ task: { id: string } }>): Map<string, number> {
  const at = new Map<string, number>();
  for (let i = 0; i < nested.length; i++) at.set(nested[i].task.id, i);
  return at;
}
