import type { Virtualizer } from "@tanstack/react-virtual";

/**
 * A row's or card's height for TanStack Virtual, taken from the ResizeObserver entry that reports it.
 * The library's default reads `offsetHeight` when the element mounts, which forces a layout for each
 * one: half of a Board switch and a third of the list's return were spent there (issue 22). Before the
 * observer reports, the size already known for that task (or the estimate) stands; the observer's
 * entry follows in the same frame, before paint.
 */
export function measureFromObserver<S extends Element | Window, E extends Element>(
  element: E,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<S, E>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(instance.options.horizontal ? box.inlineSize : box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}
