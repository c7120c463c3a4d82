import { useState } from "react";
import { Toolbar } from "react-aria-components";
import type { MemberView } from "../../../core/schemas/team";
import type { LiveBoard } from "../../lib/use-live-board";
import { boardStatuses } from "../board/status-columns";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { ListChecks, Trash2, X } from "../ui/icons";
import { AssigneeMenu, LabelsMenu, PriorityMenu, StatusMenu } from "./bulk-menus";
import { DueDateButton } from "./due-date-button";
import { FieldButton } from "./field-button";
import { useBulkRun } from "./use-bulk-run";
import type { BulkSelection } from "./use-bulk-selection";

/**
 * Bulk edit (issue 25 item 5): the action bar over the list or the Board while tasks are ticked. Each
 * change is one batch on the board (`POST /api/projects/{id}/tasks/batch`): one transaction, one
 * broadcast to everyone, one step of Undo. A toolbar (arrow keys move between its buttons); the count is
 * announced as it changes; Escape clears the selection.
 */
export function BulkActionBar({
  projectId,
  selection,
  live,
  members,
}: {
  projectId: number;
  selection: BulkSelection;
  live: LiveBoard;
  members: MemberView[];
}) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { busy, run, apply } = useBulkRun(projectId, selection, live);
  const count = selection.ids.size;
  const tasksWord = `${count} ${count === 1 ? "task" : "tasks"}`;
  return (
    <>
      <p className="sr-only" aria-live="polite" data-testid="bulk-count">
        {count > 0 ? `${count} selected` : ""}
      </p>
      {count > 0 && (
        <Toolbar
          aria-label="Bulk edit"
          data-testid="bulk-bar"
          className="flex flex-wrap items-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2"
        >
          <span className="mr-1 text-sm font-semibold text-indigo-900" aria-hidden>
            {count} selected
          </span>
          <Button variant="ghost" size="sm" onPress={selection.selectAll} isDisabled={busy}>
            <ListChecks className="h-4 w-4" aria-hidden />
            Select all {selection.inView()}
          </Button>
          <StatusMenu statuses={boardStatuses(live.statuses, projectId)} busy={busy} run={run} />
          <AssigneeMenu members={members} busy={busy} run={run} />
          <PriorityMenu busy={busy} run={run} />
          <LabelsMenu labels={live.labels} busy={busy} run={run} />
          <DueDateButton busy={busy} onApply={(dueDate) => run({ kind: "dueDate", dueDate })} />
          {/* The live board's fields: one a teammate adds is here at once (issue 25). */}
          {live.fields.length > 0 && (
            <FieldButton
              fields={live.fields}
              members={members}
              busy={busy}
              onApply={(field, value) => apply({ kind: "field", fieldId: field.id, value }, { field: field.name })}
            />
          )}
          <Button variant="secondary" size="sm" onPress={() => setConfirmDelete(true)} isDisabled={busy} className="text-red-700">
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete
          </Button>
          <Button variant="ghost" size="sm" onPress={selection.clear} aria-label="Clear selection" aria-keyshortcuts="Escape">
            <X className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">Clear</span>
          </Button>
        </Toolbar>
      )}
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${tasksWord}`}
        message={`Are you sure you want to delete ${tasksWord}? Their subtasks that are not selected stay on the board as top-level tasks. Undo brings them all back in one step.`}
        confirmLabel={`Delete ${tasksWord}`}
        onConfirm={() => run({ kind: "delete" })}
      />
    </>
  );
}
