import type { UniqueIdentifier } from "@dnd-kit/core";
import { arrayMove } from "@dnd-kit/sortable";
import { neighboursAt } from "../../lib/board-state";
import { statusOfColumnId } from "./board-targets";

// The board's cards while one is being dragged: each column's card ids, and where a card lands.
// Pure, so the drag's rules read without dnd-kit's events around them.

/** Each column's card ids, keyed by status id, in the columns' order left to right. */
export type Layout = Record<string, string[]>;

export type Place = ReturnType<typeof neighboursAt>;

/** The column an id is in: a column's own drop-target id, or the column holding that card. */
export const containerOf = (id: UniqueIdentifier, l: Layout): string | null =>
  statusOfColumnId(id) ?? Object.keys(l).find((s) => l[s].includes(String(id))) ?? null;

/** "in Doing, position 2 of 5": where a card is, for the screen reader's announcements. */
export function positionText(id: UniqueIdentifier, l: Layout, statusName: (statusId: string) => string | undefined): string {
  const status = containerOf(id, l);
  if (!status || !l[status]) return "";
  const name = statusName(status) ?? "a column";
  return `in ${name}, position ${l[status].indexOf(String(id)) + 1} of ${l[status].length}`;
}

/** Moving across columns while dragging: the card joins the column under the pointer (null: no change). */
export function layoutOver(layout: Layout, activeId: UniqueIdentifier, overId: UniqueIdentifier): Layout | null {
  const from = containerOf(activeId, layout);
  const to = containerOf(overId, layout);
  if (!from || !to || from === to) return null;
  const id = String(activeId);
  const target = layout[to];
  const overIndex = statusOfColumnId(overId) ? target.length : target.indexOf(String(overId));
  const index = overIndex < 0 ? target.length : overIndex;
  return {
    ...layout,
    [from]: layout[from].filter((x) => x !== id),
    [to]: [...target.slice(0, index), id, ...target.slice(index)],
  };
}

const placeIn = (list: string[], id: string): Place =>
  neighboursAt(
    list.map((x) => ({ id: x })),
    list.indexOf(id),
  );

/**
 * Where a dropped card lands: its column and its neighbours there, or null when it was dropped where it
 * started. `shown` is the drag's layout as last rendered: a pointer let go right after it crossed into a
 * column can end the drag before that move was rendered, so the card joins the column under it here too.
 */
export function dropPlace(
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier,
  shown: Layout,
  before: Layout,
): { status: string; position: Place } | null {
  const id = String(activeId);
  const current = layoutOver(shown, activeId, overId) ?? shown;
  const status = containerOf(id, current);
  if (!status || status !== containerOf(overId, current)) return null;
  let list = current[status];
  const from = list.indexOf(id);
  // Over the column itself (below its last card) means its end.
  const to = statusOfColumnId(overId) ? list.length - 1 : list.indexOf(String(overId));
  if (to >= 0 && to !== from) list = arrayMove(list, from, to);
  const position = placeIn(list, id);
  const was = containerOf(id, before);
  const wasPosition = was ? placeIn(before[was], id) : null;
  if (was === status && wasPosition?.after === position.after && wasPosition?.before === position.before) return null;
  return { status, position };
}
