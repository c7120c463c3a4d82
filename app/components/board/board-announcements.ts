import type { Announcements, UniqueIdentifier } from "@dnd-kit/core";

export const screenReaderInstructions = {
  draggable:
    "To move a task, press Space or Enter to pick it up. Use the arrow keys to move it within its column or to another column, press Space or Enter again to drop it, or Escape to cancel.",
};

/** Read by screen readers during keyboard and pointer drags (dnd-kit's live region). */
export function boardAnnouncements(nameOf: (id: UniqueIdentifier) => string, placeOf: (id: UniqueIdentifier) => string): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up task ${nameOf(active.id)}, ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `Task ${nameOf(active.id)} is now ${placeOf(active.id)}.` : `Task ${nameOf(active.id)} is no longer over a column.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Task ${nameOf(active.id)} was dropped ${placeOf(active.id)}.`
        : `Task ${nameOf(active.id)} was dropped outside the board; nothing changed.`,
    onDragCancel: ({ active }) => `Moving was cancelled. Task ${nameOf(active.id)} went back to where it was.`,
  };
}
