import { DndContext, DragOverlay } from "@dnd-kit/core";
import { useMemo } from "react";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { measured } from "../../lib/measured";
import { useFillHeight } from "../../lib/use-fill-height";
import type { LiveBoard } from "../../lib/use-live-board";
import { useStableCallback } from "../../lib/use-stable-callback";
import type { EditRequest } from "../project/task-table";
import { BoardColumn } from "./board-column";
import type { Layout } from "./board-layout";
import { boardCollisions } from "./board-targets";
import { boardStatuses, statusColumns, statusLookup } from "./status-columns";
import { TaskCardBody } from "./task-card";
import { useBoardDrag } from "./use-board-drag";
import { useBoardEditShortcuts } from "./use-board-edit-shortcuts";
import { useBoardMove } from "./use-board-move";
import { useCardAssignees } from "./use-card-assignees";

interface BoardViewProps {
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
}

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
}: BoardViewProps) {
  useBoardEditShortcuts({ live, selectedId, canEdit, onEditRequest });
  const taskOf = (id: string): Task | undefined => live.byId[id];
  const assigneeOf = useCardAssignees(members);
  const selectCard = useStableCallback(onSelect);
  const fill = useFillHeight<HTMLDivElement>({ gap: 24, min: 320 });
  // The cards scroll inside each column, below its header (about 44 px) and above its bottom padding.
  const cardsHeight = fill.height === null ? null : fill.height - 48;

  const shownColumns = columns ?? live.columns;
  const statuses = useMemo(() => boardStatuses(live.statuses, projectId), [live.statuses, projectId]);
  const lookup = useMemo(() => statusLookup(statuses), [statuses]);
  const byStatus = useMemo(() => measured("kickoff:board-columns", () => statusColumns(shownColumns, statuses)), [shownColumns, statuses]);

  const { onDrop, dialog } = useBoardMove(live, lookup);
  // Outside a drag the columns are shown as they are; ids are laid out only while a card is moving.
  const drag = useBoardDrag({
    liveLayout: (): Layout => Object.fromEntries(statuses.map((s) => [s.id, (byStatus[s.id] ?? []).map((t) => t.id)])),
    statusName: (id) => lookup.byId.get(id)?.name,
    nameOf: (id) => taskOf(String(id))?.name ?? "task",
    onDrop,
  });
  const { layout: shown, activeId, target } = drag;

  const active = activeId ? taskOf(activeId) : undefined;
  return (
    <>
      {dialog}
      <DndContext {...drag.dndProps} collisionDetection={boardCollisions}>
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
              tasks={shown ? (shown[status.id] ?? []).map(taskOf).filter((t): t is Task => !!t) : (byStatus[status.id] ?? [])}
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
