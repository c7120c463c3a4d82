import { keyBetween } from "./fractional-index";
import type { BoardStore } from "./store";

export interface Position {
  /** The item that should end up just above; null = top edge of the column. */
  after: string | null;
  /** The item that should end up just below; null = bottom edge of the column. */
  before: string | null;
}

/**
 * Order key for `selfId` between two neighbours of column `status`. On a live board a neighbour may
 * have moved or vanished since the client saw it, so a neighbour not in the column is ignored rather
 * than failing the drop: "after X" still lands right after X, "before Y" right before Y.
 */
export function placeInColumn(store: BoardStore, selfId: string, status: string, pos: Position): string {
  const neighbour = (id: string | null) => {
    if (!id || id === selfId) return null;
    const t = store.get(id);
    return t && t.status === status ? t : null;
  };
  const after = neighbour(pos.after);
  const before = neighbour(pos.before);
  if (after && before && after.order < before.order) return keyBetween(after.order, before.order);
  if (after) return keyBetween(after.order, store.keyAfter(status, after.order, selfId));
  if (before) return keyBetween(store.keyBefore(status, before.order, selfId), before.order);
  if (pos.after === null && pos.before !== null) return keyBetween(null, store.firstKey(status, selfId));
  return appendKey(store, selfId, status);
}

/** Bottom of the column: where new items and items moved without a position go. */
export function appendKey(store: BoardStore, selfId: string, status: string): string {
  return keyBetween(store.lastKey(status, selfId), null);
}
