import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { memo, useCallback } from "react";
import type { Task } from "../../../core/schemas/task";
import { formatDay } from "../../lib/dates";
import { priorityLabel, priorityTone } from "../../lib/task-display";
import { SelectBox } from "../bulk/select-box";
import { TaskLabels } from "../labels/label-chips";
import { SubtaskProgress } from "../project/subtask-progress";
import { Avatar } from "../ui/avatar";
import { Badge } from "../ui/badge";
import { Calendar, Flag, GripVertical } from "../ui/icons";

export interface CardAssignee {
  name: string;
  user: { firstName: string | null; lastName: string | null; username: string; profileImageUrl: string | null } | null;
}

/** What a card shows; shared by the sortable card and the drag overlay. */
export function TaskCardBody({
  task,
  assignee,
  dragging = false,
  draggable = true,
}: {
  task: Task;
  assignee: CardAssignee | null;
  dragging?: boolean;
  draggable?: boolean;
}) {
  const done = task.status === "done";
  return (
    <div className={`rounded-md border bg-white p-3 text-left shadow-sm ${dragging ? "border-indigo-400 shadow-lg" : "border-slate-200"} `}>
      <div className="flex items-start gap-2">
        <p
          dir="auto"
          className={`min-w-0 flex-1 text-sm font-medium break-words ${done ? "text-slate-600 line-through" : "text-slate-900"}`}
        >
          {task.name}
        </p>
        {draggable && <GripVertical className="h-4 w-4 shrink-0 text-slate-300" aria-hidden />}
      </div>
      <div className="mt-1.5">
        <TaskLabels labelIds={task.labelIds} />
      </div>
      <div className="card-badges mt-2 flex flex-wrap items-center gap-1.5">
        {task.kind === "milestone" && (
          <Badge tone="violet">
            <Flag className="h-3 w-3" aria-hidden />
            Milestone
          </Badge>
        )}
        <Badge tone={priorityTone(task.priority)}>{priorityLabel(task.priority)}</Badge>
        <SubtaskProgress taskId={task.id} compact />
        {task.dueDate && (
          <span className="inline-flex items-center gap-1 text-xs text-slate-500">
            <Calendar className="h-3 w-3" aria-hidden />
            {formatDay(task.dueDate, "MMM d")}
          </span>
        )}
        {assignee && (
          <span className="ml-auto" title={assignee.name}>
            <Avatar user={assignee.user ?? { username: assignee.name }} size="sm" />
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * A card in a board column. Editors drag it with a pointer, or focus it and use Space + arrow keys.
 * Memoised: a teammate's change to one task re-renders that card, not the column.
 */
export const TaskCard = memo(function TaskCard({
  task,
  assignee,
  canDrag,
  selected,
  onSelect,
  index,
  setSize,
  measureRef,
  checked = false,
  onCheck,
}: {
  task: Task;
  assignee: CardAssignee | null;
  canDrag: boolean;
  /** The keyboard selection (j/k, or a click): x, e, a and 1/2/3 act on it. */
  selected: boolean;
  onSelect: (id: string) => void;
  /** Its place in the whole column and the column's length: only the cards in view are rendered (issue 22). */
  index?: number;
  setSize?: number;
  /** The column's virtualizer measures each card's height. */
  measureRef?: (node: Element | null) => void;
  /** Bulk edit (issue 25): ticked for the action bar. */
  checked?: boolean;
  /** Ticks or unticks the card (shift: every card from the last one ticked); absent for viewers. */
  onCheck?: (id: string, range: boolean) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data: { type: "task", status: task.status },
    disabled: !canDrag,
  });
  const style = { transform: CSS.Translate.toString(transform), transition };
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measureRef?.(node);
    },
    [setNodeRef, measureRef],
  );
  return (
    // The list item stays a plain item (a list may only hold items); the draggable button sits inside
    // it, named by its visible text so a speech-input user can say what they see. Screen readers hear
    // its place in the whole column (aria-posinset of aria-setsize), though only the cards in view exist.
    <li
      ref={ref}
      style={style}
      data-index={index}
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={setSize}
      data-task-id={task.id}
      data-selected={selected || undefined}
      onClick={() => onSelect(task.id)}
      className={`relative list-none pb-2 ${isDragging ? "opacity-40" : ""}`}
    >
      <div
        aria-current={selected || undefined}
        className={`rounded-md outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${selected ? "ring-2 ring-indigo-400" : ""} ${checked ? "bg-indigo-50 ring-2 ring-indigo-600" : ""} ${onCheck ? "[&_.card-badges]:pl-6" : ""} ${canDrag ? "cursor-grab touch-manipulation" : "cursor-pointer"}`}
        {...(canDrag ? attributes : {})}
        {...(canDrag ? listeners : {})}
      >
        <TaskCardBody task={task} assignee={assignee} draggable={canDrag} />
      </div>
      {onCheck && (
        // Outside the draggable element, so Space on the checkbox ticks it instead of picking the card up;
        // after it, so the drag handle stays the card's first focusable element (where dnd-kit puts the
        // focus back after a drop).
        <SelectBox
          className="absolute bottom-4 left-2.5 z-10"
          name={task.name}
          checked={checked}
          onToggle={(range) => onCheck(task.id, range)}
        />
      )}
    </li>
  );
});
