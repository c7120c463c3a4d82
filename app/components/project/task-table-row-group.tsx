import type { Task } from "../../../core/schemas/task";
import type { EditablePatch } from "../../lib/queued-view";
import { focusTask } from "../../lib/reveal-task";
import { type Selection, useIsSelected } from "../../lib/selection-store";
import type { TaskDraft } from "../../lib/task-edit";
import type { LiveBoard } from "../../lib/use-live-board";
import { RecurrenceForm } from "../time/recurrence-form";
import { TaskTime } from "../time/task-time";
import { type AssigneeOption, TaskEditRow } from "./task-edit-row";
import { type CellChange, TaskRow } from "./task-row";
import type { Editing } from "./task-table-editor";
import { WaitsForField } from "./waits-for-field";

/** What every row of the list shares: the board, the people, and the handlers (stable, for the memoised rows). */
export interface RowContext {
  live: LiveBoard;
  canEdit: boolean;
  colSpan: number;
  selection: Selection;
  currentUserId: number | null;
  assigneeName: (id: number | null) => string;
  assigneeOptions: (current: number | null) => AssigneeOption[];
  editing: Editing | null;
  setEditing: (editing: Editing | null) => void;
  /** What the open editor's inputs hold, after every change. */
  setDraft: (draft: TaskDraft) => void;
  saving: boolean;
  save: (patch: EditablePatch) => Promise<unknown>;
  onSelect: (id: string) => void;
  onToggle: (task: Task) => void;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
  onCellChange: (task: Task, change: CellChange) => void;
  checked?: ReadonlySet<string>;
  onCheck?: (id: string, range: boolean) => void;
  belowSelected?: React.ReactNode;
}

/** One task's group of rows, measured as a whole: its group heading, and the row (or its editor) with the phone's panel. */
export function TaskRowGroup({
  ctx,
  task,
  depth,
  index,
  heading,
  measureRef,
}: {
  ctx: RowContext;
  task: Task;
  depth: number;
  index: number;
  heading: string | undefined;
  measureRef: (el: Element | null) => void;
}) {
  const { colSpan, editing, belowSelected } = ctx;
  // Each row subscribes to its own selected state: j re-renders the two rows it touches, not the table.
  const selected = useIsSelected(ctx.selection, task.id);
  const ticking = ctx.canEdit && ctx.onCheck !== undefined;
  return (
    <tbody data-index={index} ref={measureRef}>
      {heading !== undefined && (
        <tr data-group-heading className="border-b border-slate-200 bg-slate-100">
          <th scope="colgroup" colSpan={colSpan} className="px-3 py-1.5 text-left text-xs font-semibold text-slate-700">
            {heading}
          </th>
        </tr>
      )}
      {editing?.id === task.id ? (
        <EditingTaskRow ctx={ctx} editing={editing} task={task} rowIndex={index + 2} />
      ) : (
        <>
          <TaskRow
            rowIndex={index + 2}
            depth={depth}
            task={task}
            assignee={ctx.assigneeName(task.assigneeId)}
            selected={selected}
            canEdit={ctx.canEdit}
            onSelect={ctx.onSelect}
            onToggle={ctx.onToggle}
            onEdit={ctx.onEdit}
            onDelete={ctx.onDelete}
            onCellChange={ctx.onCellChange}
            checked={ticking ? (ctx.checked?.has(task.id) ?? false) : undefined}
            onCheck={ticking ? ctx.onCheck : undefined}
          />
          {belowSelected && selected && (
            <tr className="border-b border-slate-100 bg-slate-50">
              <td colSpan={colSpan}>{belowSelected}</td>
            </tr>
          )}
        </>
      )}
    </tbody>
  );
}

/** The row in edit mode, with the fields saved on their own (waits for, time, repeat) for a task. */
function EditingTaskRow({ ctx, editing, task, rowIndex }: { ctx: RowContext; editing: Editing; task: Task; rowIndex: number }) {
  const { canEdit, currentUserId, setEditing } = ctx;
  return (
    <TaskEditRow
      rowIndex={rowIndex}
      editing={editing}
      onDraft={ctx.setDraft}
      assignees={ctx.assigneeOptions}
      assigneeName={ctx.assigneeName}
      saving={ctx.saving}
      colSpan={ctx.colSpan}
      onSave={ctx.save}
      onCancel={() => {
        // Escape or Cancel: the focus goes back to the row, not to the page's top (issue 21 #9).
        setEditing(null);
        focusTask(task.id);
      }}
      extra={
        canEdit && task.kind === "task" ? (
          <>
            <WaitsForField task={task} projectId={task.projectId} live={ctx.live} />
            {currentUserId !== null && <TaskTime task={task} currentUserId={currentUserId} />}
            <RecurrenceForm task={task} canEdit={canEdit} />
          </>
        ) : undefined
      }
    />
  );
}
