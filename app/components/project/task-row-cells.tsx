import type { Priority } from "../../../core/schemas/fields";
import type { Task } from "../../../core/schemas/task";
import { formatDay } from "../../lib/dates";
import { PRIORITIES, priorityLabel, priorityTone } from "../../lib/task-display";
import { SourceNote } from "../ai/source-note";
import { MarkdownBody } from "../comments/comment-body";
import { FieldSummary } from "../fields/field-columns";
import { TaskSyncMenu } from "../integrations/task-sync-menu";
import { TaskLabels } from "../labels/label-chips";
import { StatusName } from "../statuses/status-cell";
import { EstimateNote } from "../time/estimate-note";
import { TimerButton } from "../time/timer-button";
import { Badge } from "../ui/badge";
import { Flag, Pencil, Trash2 } from "../ui/icons";
import { InPlaceChoice } from "./in-place-choice";
import { SubtaskProgress } from "./subtask-progress";

const PRIORITY_CHOICES = PRIORITIES.map((id) => ({ id, label: priorityLabel(id) }));

/**
 * The row's name cell: the name (a button that selects the task), its labels, description and notes;
 * on a phone, the other columns' values too, under the name.
 */
export function TaskNameCell({
  task,
  assignee,
  selected,
  depth,
  onSelect,
}: {
  task: Task;
  assignee: string;
  selected: boolean;
  depth: number;
  onSelect: (id: string) => void;
}) {
  const done = task.status === "done";
  const milestone = task.kind === "milestone";
  const strike = done ? "line-through" : "";
  return (
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
  );
}

/** The priority cell: chosen in place by an editor; a milestone has none. */
export function PriorityCell({ task, canEdit, onChoose }: { task: Task; canEdit: boolean; onChoose: (priority: Priority) => void }) {
  return (
    <td className="hidden py-3 pr-3 md:table-cell">
      {/* A milestone is a checkpoint, not work: it carries no priority (issue 21). */}
      {task.kind === "milestone" ? (
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
          onChoose={onChoose}
          testId="priority-cell"
        >
          <Badge tone={priorityTone(task.priority)}>{priorityLabel(task.priority)}</Badge>
        </InPlaceChoice>
      ) : (
        <Badge tone={priorityTone(task.priority)}>{priorityLabel(task.priority)}</Badge>
      )}
    </td>
  );
}

/** An editor's buttons at the row's end: sync, timer, edit and delete. */
export function RowActionsCell({ task, onEdit, onDelete }: { task: Task; onEdit: (task: Task) => void; onDelete: (task: Task) => void }) {
  return (
    <td className="py-2 pr-3 text-right whitespace-nowrap">
      <TaskSyncMenu task={task} />
      {task.kind !== "milestone" && <TimerButton task={task} />}
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
  );
}
