import { repeatSummary } from "../../../core/recurrence/form-rule";
import type { Priority } from "../../../core/schemas/fields";
import { priorityTone } from "../../lib/task-display";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { CalendarDays, CheckCircle2, CornerDownRight, Flag, ListTree, Pencil, Repeat, Timer, Trash2 } from "../ui/icons";
import { type DraftMilestone, type DraftTask, dayPart } from "./plan-draft";
import { SourceNote } from "./source-note";

// One task or milestone of the plan under review as a read-only row (spec §2.4); plan-item-editors.tsx edits it.

function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <Badge tone={priorityTone(priority)} className="capitalize">
      {priority}
    </Badge>
  );
}

function DueDate({ value }: { value: string | null }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-600">
      <CalendarDays className="h-3.5 w-3.5" aria-hidden />
      {dayPart(value) || "No due date"}
    </span>
  );
}

/** What the review step passes to a row: editing is one item at a time, so Edit can be disabled. */
interface RowProps {
  editDisabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** The frame of both rows: heading, description and details on the left, Edit and Delete on the right. */
function ItemRow({
  kind,
  name,
  heading,
  description,
  children,
  editDisabled,
  onEdit,
  onDelete,
  className = "",
}: RowProps & {
  kind: "task" | "milestone" | "subtask";
  name: string;
  heading: React.ReactNode;
  description: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <li className={`flex items-start justify-between gap-3 rounded-md border border-slate-200 p-3 ${className}`}>
      <div className="min-w-0">
        {heading}
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        {children}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button variant="ghost" size="icon" aria-label={`Edit ${kind} ${name}`} onPress={onEdit} isDisabled={editDisabled}>
          <Pencil className="h-4 w-4" aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Delete ${kind} ${name}`} onPress={onDelete}>
          <Trash2 className="h-4 w-4 text-red-600" aria-hidden />
        </Button>
      </div>
    </li>
  );
}

export function MilestoneRow({ milestone, ...row }: RowProps & { milestone: DraftMilestone }) {
  return (
    <ItemRow
      kind="milestone"
      name={milestone.name}
      description={milestone.description}
      heading={
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <Flag className="h-4 w-4 shrink-0 text-indigo-600" aria-hidden />
          {milestone.name}
        </p>
      }
      {...row}
    >
      <div className="mt-2">
        <DueDate value={milestone.dueDate} />
      </div>
      {!milestone.userAdded && <SourceNote text={milestone.sourceText} className="mt-2" />}
    </ItemRow>
  );
}

/**
 * A step the planner suggests but the text did not ask for (issue 20): shown apart from the
 * author's tasks, with the reason, and added to the plan only when ticked.
 */
export function SuggestionRow({
  task,
  onToggle,
  estimateUnit = "hours",
}: {
  task: DraftTask;
  onToggle: (included: boolean) => void;
  estimateUnit?: "hours" | "points";
}) {
  const id = `suggestion-${task.key}`;
  return (
    <li className="rounded-lg border border-dashed border-amber-300 bg-amber-50/60 p-3">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-4 w-4 shrink-0 accent-indigo-600"
          checked={task.included !== false}
          onChange={(e) => onToggle(e.currentTarget.checked)}
          aria-describedby={`${id}-reason`}
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="font-medium break-words text-slate-900">
            {task.name}
          </label>
          <p id={`${id}-reason`} className="mt-1 text-xs break-words text-amber-900">
            Suggested: {task.reason || "the planner added this step; your text did not ask for it."}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <PriorityBadge priority={task.priority} />
            <DueDate value={task.dueDate} />
            <PlanEstimate task={task} unit={estimateUnit} />
          </div>
        </div>
      </div>
    </li>
  );
}

/**
 * A task of the plan; a subtask sits indented under its parent and says whose it is, in words as
 * well as by position, so a screen reader hears it too.
 */
/** Issue 26: the task's estimate, citing the text's words, or marked as the planner's guess. */
export function PlanEstimate({ task, unit }: { task: DraftTask; unit: "hours" | "points" }) {
  if (task.estimate === undefined || task.estimate === null) return null;
  const figure = unit === "hours" ? `${task.estimate} h` : `${task.estimate} pt${task.estimate === 1 ? "" : "s"}`;
  return task.estimateGuess ? (
    <span className="inline-flex items-center gap-1 text-xs text-slate-500 italic" data-testid="plan-estimate">
      <Timer className="h-3.5 w-3.5" aria-hidden />
      Estimate ≈ {figure} (planner's guess)
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-xs text-slate-700" data-testid="plan-estimate">
      <Timer className="h-3.5 w-3.5" aria-hidden />
      Estimate {figure}
      {task.estimateText ? ` (your text: “${task.estimateText}”)` : ""}
    </span>
  );
}

export function TaskRow({
  task,
  milestoneName,
  parentName = null,
  subtaskCount = 0,
  estimateUnit = "hours",
  ...row
}: RowProps & {
  task: DraftTask;
  milestoneName: string | null;
  parentName?: string | null;
  subtaskCount?: number;
  estimateUnit?: "hours" | "points";
}) {
  return (
    <ItemRow
      kind={parentName === null ? "task" : "subtask"}
      name={task.name}
      description={task.description}
      className={parentName === null ? "" : "ml-6 border-l-4 border-l-indigo-200"}
      heading={<p className="font-medium text-slate-900">{task.name}</p>}
      {...row}
    >
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {parentName !== null && (
          <span className="inline-flex items-center gap-1 text-xs text-slate-600">
            <CornerDownRight className="h-3.5 w-3.5" aria-hidden />
            Subtask of “{parentName}”
          </span>
        )}
        {task.done && (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800" data-testid="plan-task-done">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
            Done in your text: saved as done
          </span>
        )}
        {task.recurrence && (
          <span className="inline-flex items-center gap-1 text-xs text-slate-700" data-testid="plan-task-repeats">
            <Repeat className="h-3.5 w-3.5" aria-hidden />
            {repeatSummary(task.recurrence)}
          </span>
        )}
        <PriorityBadge priority={task.priority} />
        <DueDate value={task.dueDate} />
        {milestoneName && (
          <span className="inline-flex items-center gap-1 text-xs text-slate-600">
            <Flag className="h-3.5 w-3.5" aria-hidden />
            {milestoneName}
          </span>
        )}
        {subtaskCount > 0 && (
          <span className="inline-flex items-center gap-1 text-xs text-slate-600">
            <ListTree className="h-3.5 w-3.5" aria-hidden />
            {subtaskCount} subtask{subtaskCount === 1 ? "" : "s"}
          </span>
        )}
        <PlanEstimate task={task} unit={estimateUnit} />
      </div>
      {!task.userAdded && <SourceNote text={task.sourceText} className="mt-2" />}
    </ItemRow>
  );
}
