import { defaultRangeExtractor, type Range, useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useMemo, useRef } from "react";
import type { Task } from "../../../core/schemas/task";
import { useRevealScroll } from "../../lib/reveal-task";
import { measureFromObserver } from "../../lib/virtual-measure";

/** A card's height before it is measured: one line of name, the badges row, and the 8 px below it. */
const CARD_ESTIMATE = 92;
const cardEstimate = () => CARD_ESTIMATE;
/** Cards rendered beyond each edge of the column's window, so a fast scroll or an arrow key rarely meets a blank. */
const OVERSCAN = 4;

/**
 * The cards in a column's window (issue 22), each with the gap before it that a spacer fills, and the
 * space below the last. The card being dragged stays rendered wherever it is, or the drag would lose its node.
 */
export function useColumnWindow(tasks: Task[], activeId: string | null, height: number | null | undefined) {
  const ids = useMemo(() => tasks.map((t) => t.id), [tasks]);
  const activeIndex = activeId ? ids.indexOf(activeId) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const getItemKey = useCallback((i: number) => ids[i] ?? i, [ids]);
  const virtual = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: cardEstimate,
    measureElement: measureFromObserver,
    overscan: OVERSCAN,
    getItemKey,
    rangeExtractor,
    initialRect: { width: 320, height: height ?? 700 },
  });
  // j/k onto a card scrolled out of the column's window: the column scrolls to it first.
  const indexOf = useCallback((id: string) => ids.indexOf(id), [ids]);
  useRevealScroll(indexOf, virtual);

  // Spacers stand for the cards not rendered: above the first, between two runs (the dragged card far
  // from the window), and below the last.
  let end = 0;
  const shown = virtual.getVirtualItems().map((item) => {
    const gap = item.start - end;
    end = item.end;
    return { item, gap };
  });
  const below = Math.max(0, virtual.getTotalSize() - end);
  return { ids, scrollRef, measureElement: virtual.measureElement, shown, below };
}
