import { memo } from "react";
import type { Priority } from "../../../core/schemas/fields";
import type { Task } from "../../../core/schemas/task";
import { formatDay } from "../../lib/dates";
import { SelectBox } from "../bulk/select-box";
import { FieldCells } from "../fields/field-columns";
import { StatusCell, type StatusChange } from "../statuses/status-cell";
import { PriorityCell, RowActionsCell, TaskNameCell } from "./task-row-cells";
import { TaskStatusToggle } from "./task-status-icon";

/** A change made in a row's own cells (issue 21 #8: status and priority edit in place). */
export type CellChange = StatusChange | { priority: Priority };

/**
 * One read-only row of the Project Tasks table. Done rows are dimmed and struck through.
 * Memoised, with handlers that take the task: the page re-renders on every live event (presence, other
 * tasks' changes), and a row only needs to when its own task, assignee or selection changes.
 */
export const TaskRow = memo(function TaskRow({
  task,
  assignee,
  selected,
  canEdit,
  onSelect,
  onToggle,
  onEdit,
  onDelete,
  onCellChange,
  depth = 0,
  rowIndex,
  checked,
  onCheck,
}: {
  /** Bulk edit (issue 25): ticked or not; undefined when the row has no checkbox (viewers). */
  checked?: boolean;
  onCheck?: (id: string, range: boolean) => void;
  /** The row's place in the whole list (aria-rowindex): only the rows on screen are rendered (issue 22). */
  rowIndex?: number;
  /** Nesting level: subtasks are indented under their parent. */
  depth?: number;
  task: Task;
  assignee: string;
  selected: boolean;
  canEdit: boolean;
  onSelect: (id: string) => void;
  onToggle: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  onCellChange: (task: Task, change: CellChange) => void;
}) {
  return (
    <tr
      aria-rowindex={rowIndex}
      onClick={() => onSelect(task.id)}
      data-selected={selected || undefined}
      data-task-id={task.id}
      data-checked={checked || undefined}
      className={`cursor-pointer border-b border-slate-100 align-top ${selected || checked ? "bg-indigo-50" : "hover:bg-slate-50"}`}
    >
      <td className={`${onCheck ? "w-16" : "w-10"} py-3 pr-1 pl-3`}>
        {/* The bulk-edit checkbox shares the first cell, so the columns keep their places. */}
        <div className="flex items-center gap-2">
          {onCheck && <SelectBox name={task.name} checked={checked === true} onToggle={(range) => onCheck(task.id, range)} />}
          <TaskStatusToggle task={task} canEdit={canEdit} onToggle={() => onToggle(task)} />
        </div>
      </td>
      <TaskNameCell task={task} assignee={assignee} selected={selected} depth={depth} onSelect={onSelect} />
      <td className="hidden py-3 pr-3 text-sm whitespace-nowrap text-slate-700 md:table-cell">
        <StatusCell task={task} canEdit={canEdit} onChoose={(change) => onCellChange(task, change)} />
      </td>
      <PriorityCell task={task} canEdit={canEdit} onChoose={(priority) => onCellChange(task, { priority })} />
      <td className="hidden py-3 pr-3 text-sm whitespace-nowrap text-slate-700 md:table-cell">{assignee}</td>
      <td className="hidden py-3 pr-3 text-sm whitespace-nowrap text-slate-700 md:table-cell">{formatDay(task.dueDate, "MMM dd, yyyy")}</td>
      <FieldCells task={task} />
      {canEdit && <RowActionsCell task={task} onEdit={onEdit} onDelete={onDelete} />}
    </tr>
  );
});
