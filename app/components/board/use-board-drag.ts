import {
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useMemo, useRef, useState } from "react";
import { boardAnnouncements, screenReaderInstructions } from "./board-announcements";
import { containerOf, dropPlace, type Layout, layoutOver, type Place, positionText } from "./board-layout";
import { boardKeyboardCoordinates } from "./board-targets";

/**
 * A card's drag across the board: the layout on screen while it moves (null outside a drag), the
 * column it aims at, and dnd-kit's sensors, handlers and announcements. `onDrop` gets the card's new
 * column and neighbours, only when it moved.
 */
export function useBoardDrag({
  liveLayout,
  statusName,
  nameOf,
  onDrop,
}: {
  /** The columns as they are, read at the drag's start. */
  liveLayout: () => Layout;
  statusName: (statusId: string) => string | undefined;
  nameOf: (id: UniqueIdentifier) => string;
  onDrop: (id: string, status: string, position: Place) => void;
}) {
  const [layout, setLayout] = useState<Layout | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const startLayout = useRef<Layout | null>(null);
  // The arrow keys and the drag's events read the layout latest set (it changes as the card crosses
  // columns), which can be ahead of the last render when the pointer moves fast.
  const shownRef = useRef<Layout | null>(layout);
  shownRef.current = layout;
  const liveLayoutRef = useRef(liveLayout);
  liveLayoutRef.current = liveLayout;

  const keyboardCoordinates = useMemo(() => boardKeyboardCoordinates(() => shownRef.current ?? liveLayoutRef.current()), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const announcements = boardAnnouncements(nameOf, (id) => positionText(id, layout ?? liveLayout(), statusName));

  const onDragStart = ({ active }: DragStartEvent) => {
    const l = liveLayout();
    startLayout.current = l;
    shownRef.current = l;
    setLayout(l);
    setActiveId(String(active.id));
    setTarget(containerOf(active.id, l));
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const shown = shownRef.current;
    setTarget(over && shown ? containerOf(over.id, shown) : null);
    if (!over || !shown) return;
    const next = layoutOver(shown, active.id, over.id);
    if (!next) return;
    shownRef.current = next;
    setLayout(next);
  };
  const reset = () => {
    setLayout(null);
    shownRef.current = null;
    setActiveId(null);
    setTarget(null);
    startLayout.current = null;
  };
  // The move is sent before the drag's layout is dropped, in the same render: the card never flashes
  // back to its old column (where the drop animation would then fly it).
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    try {
      const before = startLayout.current;
      const shown = shownRef.current;
      const place = over && shown && before ? dropPlace(active.id, over.id, shown, before) : null;
      if (place) onDrop(String(active.id), place.status, place.position);
    } finally {
      reset();
    }
  };

  const dndProps = {
    sensors,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel: reset,
    accessibility: { announcements, screenReaderInstructions },
  };
  return { layout, activeId, target, dndProps };
}
