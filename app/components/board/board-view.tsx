import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove } from "@dnd-kit/sortable";
import { useCallback, useMemo, useRef, useState } from "react";
import type { BoardStatus } from "../../../core/schemas/statuses";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { neighboursAt } from "../../lib/board-state";
import { measured } from "../../lib/measured";
import { useFillHeight } from "../../lib/use-fill-height";
import type { LiveBoard } from "../../lib/use-live-board";
import { useStableCallback } from "../../lib/use-stable-callback";
import { useShortcut } from "../keyboard/keyboard-context";
import { useCompleteParentConfirm } from "../project/complete-parent-confirm";
import type { EditRequest } from "../project/task-table";
import { useQuickTaskUpdate } from "../project/use-task-actions";
import { BoardColumn } from "./board-column";
import { boardCollisions, boardKeyboardCoordinates, statusOfColumnId } from "./board-targets";
import { boardStatuses, statusColumns, statusLookup, statusOfTask } from "./status-columns";
import { type CardAssignee, TaskCardBody } from "./task-card";

/** Each column's card ids, keyed by status id, in the columns' order left to right. */
type Layout = Record<string, string[]>;

const UNKNOWN_ASSIGNEE: CardAssignee = { name: "Unknown user", user: null };

const BOARD_FAILURE = { title: "Failed to update task", description: "An error occurred while updating the task" };

const screenReaderInstructions = {
  draggable:
    "To move a task, press Space or Enter to pick it up. Use the arrow keys to move it within its column or to another column, press Space or Enter again to drop it, or Escape to cancel.",
};

/**
 * Spec §2.7 board, one column per project status in the project's order (issue 25; the defaults are
 * To Do, In Progress, Done). A drop sets the column's status (and so its category) and the card's place.
 */
export function BoardView({
  projectId,
  columns,
  live,
  members,
  canEdit,
  selectedId,
  onSelect,
  onEditRequest,
  checked,
  onCheck,
}: {
  projectId: number;
  /** Bulk edit (issue 25): the cards ticked, and how a card is ticked (shift: a range). Absent for viewers. */
  checked?: ReadonlySet<string>;
  onCheck?: (id: string, range: boolean) => void;
  /** The columns on screen (the Tasks tab's filter applied); the board's own by default. */
  columns?: LiveBoard["columns"];
  live: LiveBoard;
  members: MemberView[];
  canEdit: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** e and a: the board has no inline editor, so the list's editor opens on the selected task. */
  onEditRequest: (request: EditRequest) => void;
}) {
  const [layout, setLayout] = useState<Layout | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const startLayout = useRef<Layout | null>(null);
  // The arrow keys read the layout on screen when pressed (it changes as the card crosses columns).
  const shownRef = useRef<Layout | null>(null);
  const move = useQuickTaskUpdate(live, BOARD_FAILURE);
  const completeParent = useCompleteParentConfirm(live.tasks);

  // e edits the selected card, a assigns it: both in the list's editor, the same UI as there.
  const editSelected = (field: EditRequest["field"]) => {
    const task = selectedId ? live.byId[selectedId] : undefined;
    if (!task) return "Select a task first (j or k).";
    if (!canEdit) return "You have read-only access to this project.";
    onEditRequest({ id: task.id, field });
    return field === "assignee" ? `Assign ${task.name}: choose a person with Enter` : `Editing ${task.name}. Escape cancels.`;
  };
  useShortcut("e", () => editSelected("name"));
  useShortcut("a", () => editSelected("assignee"));

  const byId = useMemo(() => ({ get: (id: string): Task | undefined => live.byId[id] }), [live.byId]);
  // One object per member, kept while the members are: the memoised cards compare it by identity.
  const cardAssignees = useMemo(
    () => new Map<number, CardAssignee>(members.map((m) => [m.userId, { name: displayName(m.user), user: m.user }])),
    [members],
  );
  const assigneeOf = useCallback(
    (task: Task): CardAssignee | null => (task.assigneeId == null ? null : (cardAssignees.get(task.assigneeId) ?? UNKNOWN_ASSIGNEE)),
    [cardAssignees],
  );
  const selectCard = useStableCallback(onSelect);
  const fill = useFillHeight<HTMLDivElement>({ gap: 24, min: 320 });
  // The cards scroll inside each column, below its header (about 44 px) and above its bottom padding.
  const cardsHeight = fill.height === null ? null : fill.height - 48;

  const keyboardCoordinates = useMemo(() => boardKeyboardCoordinates(() => shownRef.current ?? liveLayoutRef.current()), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  const shownColumns = columns ?? live.columns;
  const statuses = useMemo(() => boardStatuses(live.statuses, projectId), [live.statuses, projectId]);
  const lookup = useMemo(() => statusLookup(statuses), [statuses]);
  const byStatus = useMemo(() => measured("kickoff:board-columns", () => statusColumns(shownColumns, statuses)), [shownColumns, statuses]);
  const liveLayout = (): Layout => Object.fromEntries(statuses.map((s) => [s.id, (byStatus[s.id] ?? []).map((t) => t.id)]));
  // Outside a drag the columns are shown as they are; ids are laid out only while a card is moving.
  const shown: Layout | null = layout;
  shownRef.current = layout;
  const liveLayoutRef = useRef(liveLayout);
  liveLayoutRef.current = liveLayout;

  const containerOf = (id: UniqueIdentifier, l: Layout): string | null =>
    statusOfColumnId(id) ?? Object.keys(l).find((s) => l[s].includes(String(id))) ?? null;

  const positionText = (id: UniqueIdentifier, l: Layout) => {
    const status = containerOf(id, l);
    if (!status || !l[status]) return "";
    const name = lookup.byId.get(status)?.name ?? "a column";
    return `in ${name}, position ${l[status].indexOf(String(id)) + 1} of ${l[status].length}`;
  };
  const nameOf = (id: UniqueIdentifier) => byId.get(String(id))?.name ?? "task";

  // Read by screen readers during keyboard and pointer drags (dnd-kit's live region).
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up task ${nameOf(active.id)}, ${positionText(active.id, shown ?? liveLayout())}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Task ${nameOf(active.id)} is now ${positionText(active.id, shown ?? liveLayout())}.`
        : `Task ${nameOf(active.id)} is no longer over a column.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Task ${nameOf(active.id)} was dropped ${positionText(active.id, shown ?? liveLayout())}.`
        : `Task ${nameOf(active.id)} was dropped outside the board; nothing changed.`,
    onDragCancel: ({ active }) => `Moving was cancelled. Task ${nameOf(active.id)} went back to where it was.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const l = liveLayout();
    startLayout.current = l;
    setLayout(l);
    setActiveId(String(active.id));
    setTarget(containerOf(active.id, l));
  };

  // Moving across columns while dragging: the card joins the column under the pointer.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    setTarget(over && layout ? containerOf(over.id, layout) : null);
    if (!over || !layout) return;
    const from = containerOf(active.id, layout);
    const to = containerOf(over.id, layout);
    if (!from || !to || from === to) return;
    const id = String(active.id);
    const target = layout[to];
    const overIndex = statusOfColumnId(over.id) ? target.length : target.indexOf(String(over.id));
    const index = overIndex < 0 ? target.length : overIndex;
    setLayout({
      ...layout,
      [from]: layout[from].filter((x) => x !== id),
      [to]: [...target.slice(0, index), id, ...target.slice(index)],
    });
  };

  const reset = () => {
    setLayout(null);
    setActiveId(null);
    setTarget(null);
    startLayout.current = null;
  };

  // The move is sent before the drag's layout is dropped, in the same render: the card never flashes
  // back to its old column (where the drop animation would then fly it).
  const onDragEnd = (event: DragEndEvent) => {
    try {
      drop(event);
    } finally {
      reset();
    }
  };
  const drop = ({ active, over }: DragEndEvent) => {
    const before = startLayout.current;
    const current = layout;
    if (!over || !current || !before) return;
    const id = String(active.id);
    const status = containerOf(id, current);
    const overStatus = containerOf(over.id, current);
    if (!status || status !== overStatus) return;
    let list = current[status];
    const from = list.indexOf(id);
    // Over the column itself (below its last card) means its end.
    const to = statusOfColumnId(over.id) ? list.length - 1 : list.indexOf(String(over.id));
    if (to >= 0 && to !== from) list = arrayMove(list, from, to);
    const index = list.indexOf(id);
    const position = neighboursAt(
      list.map((x) => ({ id: x })),
      index,
    );
    const task = byId.get(id);
    const into: BoardStatus | undefined = lookup.byId.get(status);
    if (!task || !into) return;
    const was = containerOf(id, before);
    const wasPosition = was
      ? neighboursAt(
          before[was].map((x) => ({ id: x })),
          before[was].indexOf(id),
        )
      : null;
    if (was === status && wasPosition?.after === position.after && wasPosition?.before === position.before) return;
    // The status id and its category together: the card shows in its new column at once, and the
    // server checks that the two agree (decision 087).
    const category = into.category;
    const moved = statusOfTask(task, lookup.byId, lookup.firstOf) !== into.id;
    completeParent.guard(task, category, () =>
      move(task, moved ? { statusId: into.id, status: category, isCompleted: category === "done" } : {}, position),
    );
  };

  const active = activeId ? byId.get(activeId) : undefined;
  return (
    <>
      {completeParent.dialog}
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollisions}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={reset}
        accessibility={{ announcements, screenReaderInstructions }}
      >
        {/* Three columns fit the width; more scroll sideways, each keeping a readable width. */}
        <div
          ref={fill.ref}
          className={`grid grid-cols-1 gap-4 ${statuses.length <= 3 ? "md:grid-cols-3" : "md:auto-cols-[minmax(16rem,1fr)] md:grid-flow-col md:overflow-x-auto md:pb-2"}`}
          data-testid="board"
        >
          {statuses.map((status) => (
            <BoardColumn
              key={status.id}
              status={status}
              tasks={shown ? (shown[status.id] ?? []).map((id) => byId.get(id)).filter((t): t is Task => !!t) : (byStatus[status.id] ?? [])}
              activeId={activeId}
              height={cardsHeight}
              canDrag={canEdit}
              assigneeOf={assigneeOf}
              selectedId={selectedId}
              onSelect={selectCard}
              isTarget={activeId !== null && target === status.id}
              checked={checked}
              onCheck={onCheck}
            />
          ))}
        </div>
        <DragOverlay>{active ? <TaskCardBody task={active} assignee={assigneeOf(active)} dragging /> : null}</DragOverlay>
      </DndContext>
    </>
  );
}
