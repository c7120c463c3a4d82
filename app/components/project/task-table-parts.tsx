import type { Task } from "../../../core/schemas/task";
import { SelectAllBox } from "../bulk/select-all-box";
import { FieldHeaders } from "../fields/field-columns";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { X } from "../ui/icons";

/** "8 tasks · 3 milestones": the same tasks the "N of M tasks completed" line counts (decision 016). */
export function countText(counts: { items: number; tasks: number }): string {
  const milestones = counts.items - counts.tasks;
  const tasks = counts.tasks;
  const text = `${tasks} ${tasks === 1 ? "task" : "tasks"}`;
  return milestones > 0 ? `${text} · ${milestones} ${milestones === 1 ? "milestone" : "milestones"}` : text;
}

/** Stands for the rows above or below the window, so the scrollbar and the rows' places stay true. */
export function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tbody aria-hidden="true">
      <tr>
        <td colSpan={colSpan} style={{ height, padding: 0 }} />
      </tr>
    </tbody>
  );
}

/** The edit we had open when we lost the right to edit: it is gone, and the table says so where it was. */
export function DiscardedEditNotice({ name, onDismiss }: { name: string; onDismiss: () => void }) {
  return (
    <div role="alert" className="flex items-start gap-3 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      <p className="min-w-0 flex-1 break-words">Your unsaved edit of “{name}” was discarded: you can no longer edit this project.</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss notice"
        className="rounded p-0.5 outline-none hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-amber-500"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}

/** The list's column headings; the tick-all box when rows can be ticked (issue 25). */
export function TaskTableHead({
  headRef,
  ticking,
  all,
  some,
  onCheckAll,
  canEdit,
}: {
  headRef: React.Ref<HTMLTableSectionElement>;
  ticking: boolean;
  all: boolean;
  some: boolean;
  onCheckAll?: (all: boolean) => void;
  canEdit: boolean;
}) {
  return (
    <thead ref={headRef} className="sticky top-0 z-10 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
      <tr aria-rowindex={1}>
        <th scope="col" className="py-2 pl-3">
          {ticking && <SelectAllBox all={all} some={some} onChange={(all) => onCheckAll?.(all)} />}
          <span className="sr-only">{ticking ? "Select and done" : "Done"}</span>
        </th>
        <th scope="col" className="py-2 pr-3">
          Task
        </th>
        <th scope="col" className="hidden py-2 pr-3 md:table-cell">
          Status
        </th>
        <th scope="col" className="hidden py-2 pr-3 md:table-cell">
          Priority
        </th>
        <th scope="col" className="hidden py-2 pr-3 md:table-cell">
          Assignee
        </th>
        <th scope="col" className="hidden py-2 pr-3 md:table-cell">
          Due date
        </th>
        <FieldHeaders />
        {canEdit && (
          <th scope="col" className="py-2 pr-3 text-right">
            <span className="sr-only">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

/** Deleting asks first, and says what becomes of the task's subtasks. */
export function DeleteTaskDialog({
  deleting,
  tasks,
  onClose,
  onConfirm,
}: {
  deleting: Task | null;
  tasks: Task[];
  onClose: () => void;
  onConfirm: (task: Task) => unknown;
}) {
  const subtasksOfDeleting = deleting ? tasks.filter((t) => t.parentTaskId === deleting.id).length : 0;
  return (
    <ConfirmDialog
      isOpen={deleting !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete task"
      message={
        deleting
          ? `Are you sure you want to delete the task "${deleting.name}"?${
              subtasksOfDeleting > 0
                ? ` Its ${subtasksOfDeleting} subtask${subtasksOfDeleting === 1 ? "" : "s"} will stay on the board as top-level tasks.`
                : ""
            } You can undo this, or restore the task from Activity.`
          : ""
      }
      confirmLabel="Delete Task"
      onConfirm={() => deleting && onConfirm(deleting)}
    />
  );
}
