import { generateKeyBetween } from "fractional-indexing";
import type { BoardStore } from "./store";

/**
 * Order key strictly between `a` and `b` (null = open end): base-62 fractional keys from the
 * `fractional-indexing` package, whose keys sort under SQLite's BINARY collation exactly as in JS,
 * so moving a card writes that card only. The package quietly swaps inverted bounds; a board that
 * asks for a key between out-of-order neighbours has a bug, so that still throws here.
 */
export function keyBetween(a: string | null, b: string | null): string {
  if (a !== null && b !== null && a >= b) throw new Error(`order key: ${a} >= ${b}`);
  return generateKeyBetween(a, b);
}

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
