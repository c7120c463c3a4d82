import type { ClientRect, CollisionDetection, DroppableContainer, KeyboardCoordinateGetter, UniqueIdentifier } from "@dnd-kit/core";
import { KeyboardCode } from "@dnd-kit/core";

// Where a dragged card lands. dnd-kit's rectangle-based detection (closestCorners) measured the dragged
// card's rectangle, so a drop on an empty column's "No tasks" box often went to a card of the next
// column. Here the column under the pointer wins (for the keyboard, under the card's top edge), and only
// then the place inside it: the card under the point, or the nearest one, or the end of the column.

/** A column's drop-target id: one column per project status (issue 25), named by the status's id. */
export const columnId = (statusId: string) => `column:${statusId}`;

export function statusOfColumnId(id: UniqueIdentifier): string | null {
  const s = String(id);
  return s.startsWith("column:") ? s.slice(7) : null;
}

interface Point {
  x: number;
  y: number;
}

/** How far outside every column the pointer may be (the gaps between columns) and still aim at the nearest one. */
const NEAR_COLUMN_PX = 48;
/** The keyboard has no pointer: the point is near the card's top edge, so a tall card still aims at one place. */
const KEYBOARD_POINT_Y = 8;

const inside = (p: Point, r: ClientRect) => p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom;

function distanceTo(p: Point, r: ClientRect): number {
  const dx = Math.max(r.left - p.x, 0, p.x - r.right);
  const dy = Math.max(r.top - p.y, 0, p.y - r.bottom);
  return Math.hypot(dx, dy);
}

const isColumn = (c: DroppableContainer) => statusOfColumnId(c.id) !== null;
const containerIdOf = (c: DroppableContainer): UniqueIdentifier | undefined => c.data.current?.sortable?.containerId;

/** The column a point aims at: the one it is in, else the nearest within NEAR_COLUMN_PX, else none. */
function columnAt(p: Point, containers: DroppableContainer[], rects: Map<UniqueIdentifier, ClientRect>) {
  let best: { container: DroppableContainer; distance: number } | null = null;
  for (const c of containers) {
    if (!isColumn(c)) continue;
    const r = rects.get(c.id);
    if (!r) continue;
    const distance = inside(p, r) ? 0 : distanceTo(p, r);
    if (distance <= NEAR_COLUMN_PX && (!best || distance < best.distance)) best = { container: c, distance };
  }
  return best?.container ?? null;
}

export const boardCollisions: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers, pointerCoordinates }) => {
  const point: Point = pointerCoordinates ?? {
    x: collisionRect.left + collisionRect.width / 2,
    y: collisionRect.top + Math.min(KEYBOARD_POINT_Y, collisionRect.height / 2),
  };
  const column = columnAt(point, droppableContainers, droppableRects);
  if (!column) return [];
  const hit = (c: DroppableContainer) => [{ id: c.id, data: { droppableContainer: c, value: 0 } }];

  const cards = droppableContainers
    .filter((c) => containerIdOf(c) === column.id)
    .map((c) => ({ c, r: droppableRects.get(c.id) }))
    .filter((x): x is { c: DroppableContainer; r: ClientRect } => !!x.r)
    .sort((a, b) => a.r.top - b.r.top);
  if (cards.length === 0) return hit(column);
  const under = cards.find(({ r }) => point.y >= r.top && point.y <= r.bottom);
  if (under) return hit(under.c);
  const last = cards[cards.length - 1];
  if (point.y > last.r.bottom) return hit(column);
  // Above the first card (the column's header) or in a gap: the nearest card by height.
  let nearest = cards[0];
  for (const card of cards) {
    const mid = (r: ClientRect) => Math.abs(point.y - (r.top + r.height / 2));
    if (mid(card.r) < mid(nearest.r)) nearest = card;
  }
  return hit(nearest.c);
};

/**
 * Arrow keys while a card is picked up: Left and Right go to the neighbouring column, empty ones included
 * (the card goes to its top); Up and Down move it one place within its column.
 * `columns` is the layout on screen, read when a key is pressed: each status's card ids, keyed by status
 * id in the columns' order left to right.
 */
export function boardKeyboardCoordinates(columns: () => Record<string, string[]>): KeyboardCoordinateGetter {
  return (event, { context: { active, over, collisionRect, droppableRects } }) => {
    const code = event.code;
    if (code !== KeyboardCode.Left && code !== KeyboardCode.Right && code !== KeyboardCode.Up && code !== KeyboardCode.Down) return;
    event.preventDefault();
    if (!active || !collisionRect) return;
    const layout = columns();
    const activeId = String(active.id);
    const order = Object.keys(layout);
    const current = order.find((s) => layout[s].includes(activeId));
    if (!current) return;
    const list = layout[current];

    if (code === KeyboardCode.Left || code === KeyboardCode.Right) {
      const next = order[order.indexOf(current) + (code === KeyboardCode.Right ? 1 : -1)];
      if (!next) return;
      // Aim at the column itself, just below its header, never at a card's measured rectangle: a card
      // that has just moved (the last drop, still settling) can be measured where it was, and the
      // point then stayed in the old column (the board-drop test's rare failure). Below the header
      // lies the first card, so the collision puts the card at the column's top, or in the empty list.
      const columnRect = droppableRects.get(columnId(next));
      if (!columnRect) return;
      return { x: columnRect.left + (columnRect.width - collisionRect.width) / 2, y: columnRect.top + 48 };
    }

    const overId = over ? String(over.id) : null;
    const at = overId && list.includes(overId) ? list.indexOf(overId) : list.indexOf(activeId);
    const target = list[at + (code === KeyboardCode.Down ? 1 : -1)];
    const rect = target ? droppableRects.get(target) : undefined;
    if (!rect) return;
    return { x: rect.left, y: rect.top };
  };
}
