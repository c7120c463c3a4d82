import { Flag, Pencil, Trash2 } from "lucide-react";
import { memo } from "react";
import type { Priority } from "../../../core/schemas/fields";
import type { Task } from "../../../core/schemas/task";
import { formatDay } from "../../lib/dates";
import { PRIORITIES, priorityLabel, priorityTone } from "../../lib/task-display";
import { SourceNote } from "../ai/source-note";
import { SelectBox } from "../bulk/select-box";
import { MarkdownBody } from "../comments/comment-body";
import { FieldCells, FieldSummary } from "../fields/field-columns";
import { TaskSyncMenu } from "../integrations/task-sync-menu";
import { TaskLabels } from "../labels/label-chips";
import { StatusCell, type StatusChange, StatusName } from "../statuses/status-cell";
import { EstimateNote } from "../time/estimate-note";
import { TimerButton } from "../time/timer-button";
import { Badge } from "../ui/badge";
import { InPlaceChoice } from "./in-place-choice";
import { SubtaskProgress } from "./subtask-progress";
import { TaskStatusToggle } from "./task-status-icon";

const PRIORITY_CHOICES = PRIORITIES.map((id) => ({ id, label: priorityLabel(id) }));

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
  const done = task.status === "done";
  const milestone = task.kind === "milestone";
  const strike = done ? "line-through" : "";
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
      <td className="py-3 pr-3 md:min-w-[12rem]" style={depth > 0 ? { paddingLeft: `${Math.min(depth, 4) * 1.25}rem` } : undefined}>
        <div className="flex items-center gap-2">
          {depth > 0 && (
            <span className="text-slate-400" aria-hidden>
              ↳
            </span>
          )}
          {depth > 0 && <span className="sr-only">Subtask:</span>}
          {milestone && (
            <Badge tone="violet">
              <Flag className="h-3 w-3" aria-hidden />
              Milestone
            </Badge>
          )}
          <button
            type="button"
            onClick={(e) => {
              e.stopPropagation();
              onSelect(task.id);
            }}
            aria-current={selected || undefined}
            // A name in a right-to-left script reads in its own direction (issue 21 #11).
            dir="auto"
            className={`rounded text-left font-medium outline-none hover:text-indigo-700 ${done ? "text-slate-600" : "text-slate-900"} focus-visible:ring-2 focus-visible:ring-indigo-500 ${strike}`}
          >
            {task.name}
          </button>
          <TaskLabels labelIds={task.labelIds} />
        </div>
        {task.description && (
          // Imported descriptions are markdown (Trello, Jira): shown formatted, two lines at most.
          <MarkdownBody text={task.description} className={`mt-0.5 line-clamp-2 text-sm break-words text-slate-600 ${strike}`} />
        )}
        {(task.origin ?? task.source) === "ai" && <SourceNote text={task.sourceText} className="mt-1" />}
        <SubtaskProgress taskId={task.id} />
        <EstimateNote task={task} />
        {/* Phones: the other columns are hidden, so their values go under the name. */}
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 md:hidden">
          <StatusName task={task} />
          {!milestone && <Badge tone={priorityTone(task.priority)}>{priorityLabel(task.priority)}</Badge>}
          <span>{assignee}</span>
          {task.dueDate && <span>Due {formatDay(task.dueDate, "MMM dd, yyyy")}</span>}
          <FieldSummary task={task} />
        </p>
      </td>
      <td className="hidden py-3 pr-3 text-sm whitespace-nowrap text-slate-700 md:table-cell">
        <StatusCell task={task} canEdit={canEdit} onChoose={(change) => onCellChange(task, change)} />
      </td>
      <td className="hidden py-3 pr-3 md:table-cell">
        {/* A milestone is a checkpoint, not work: it carries no priority (issue 21). */}
        {milestone ? (
          <>
            <span className="text-sm text-slate-400" aria-hidden>
              —
            </span>
            <span className="sr-only">No priority</span>
          </>
        ) : canEdit ? (
          <InPlaceChoice
            label={`Priority of “${task.name}”`}
            value={task.priority}
            choices={PRIORITY_CHOICES}
            onChoose={(priority) => onCellChange(task, { priority })}
            testId="priority-cell"
          >
            <Badge tone={priorityTone(task.priority)}>{priorityLabel(task.priority)}</Badge>
          </InPlaceChoice>
        ) : (
          <Badge tone={priorityTone(task.priority)}>{priorityLabel(task.priority)}</Badge>
        )}
      </td>
      <td className="hidden py-3 pr-3 text-sm whitespace-nowrap text-slate-700 md:table-cell">{assignee}</td>
      <td className="hidden py-3 pr-3 text-sm whitespace-nowrap text-slate-700 md:table-cell">{formatDay(task.dueDate, "MMM dd, yyyy")}</td>
      <FieldCells task={task} />
      {canEdit && (
        <td className="py-2 pr-3 text-right whitespace-nowrap">
          <TaskSyncMenu task={task} />
          {!milestone && <TimerButton task={task} />}
          <button
            type="button"
            onClick={(e) => {
              e.stopPropagation();
              onEdit(task);
            }}
            aria-label={`Edit "${task.name}"`}
            className="rounded p-1.5 text-slate-500 outline-none hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <Pencil className="h-4 w-4" aria-hidden />
          </button>
          <button
            type="button"
            onClick={(e) => {
              e.stopPropagation();
              onDelete(task);
            }}
            aria-label={`Delete "${task.name}"`}
            className="rounded p-1.5 text-slate-500 outline-none hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </button>
        </td>
      )}
    </tr>
  );
});
