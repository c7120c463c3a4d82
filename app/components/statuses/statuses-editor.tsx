import { useState } from "react";
import type { BoardStatus } from "../../../core/schemas/statuses";
import { deleteStatus } from "../../lib/definitions-api";
import { useProjectShape } from "../fields/project-shape";
import { ColorDot } from "../labels/color-dot";
import { ErrorNote, useShapeAction } from "../labels/shape-editing";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Select } from "../ui/select";
import { NewStatusForm } from "./new-status-form";
import { StatusRow } from "./status-row";
import { CATEGORY_LABELS } from "./status-select";

/** Where a deleted status's tasks go unless the person chooses otherwise: a status of the same category first. */
export function defaultMoveTarget(statuses: BoardStatus[], deleting: BoardStatus): string | null {
  const others = statuses.filter((s) => s.id !== deleting.id);
  return (others.find((s) => s.category === deleting.category) ?? others[0])?.id ?? null;
}

/**
 * Issue 25: the project's statuses: add, rename, recolour, reorder, change category, delete (asking
 * where its tasks go). Every category keeps at least one status; the server says so when a change
 * would leave one empty.
 */
export function StatusesEditor({
  projectId,
  canEdit,
  taskCount,
}: {
  projectId: number;
  canEdit: boolean;
  /** How many tasks are in a status now (what its deletion moves). */
  taskCount: (statusId: string) => number;
}) {
  const { statuses } = useProjectShape();
  const { busy, error, run } = useShapeAction();
  const [deleting, setDeleting] = useState<BoardStatus | null>(null);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Each status is in a category (To do, In progress or Done): the category drives progress, analytics and the Board's columns.
      </p>
      <ErrorNote error={error} />
      <ul aria-label="Statuses of this project" className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {statuses.map((s, i) => (
          <StatusRow
            key={s.id}
            status={s}
            index={i}
            count={statuses.length}
            canEdit={canEdit}
            busy={busy}
            run={run}
            onDelete={setDeleting}
          />
        ))}
      </ul>
      {canEdit && <NewStatusForm projectId={projectId} busy={busy} />}
      {deleting && (
        <DeleteStatusDialog
          status={deleting}
          statuses={statuses}
          tasks={taskCount(deleting.id)}
          onClose={() => setDeleting(null)}
          onDelete={(moveTo) => run(() => deleteStatus(deleting.id, moveTo), "The status was not deleted.")}
        />
      )}
    </div>
  );
}

/** Deleting a status asks where its tasks go (issue 25); one with no tasks just asks to confirm. */
function DeleteStatusDialog({
  status,
  statuses,
  tasks,
  onClose,
  onDelete,
}: {
  status: BoardStatus;
  statuses: BoardStatus[];
  tasks: number;
  onClose: () => void;
  onDelete: (moveTo: string | undefined) => Promise<boolean>;
}) {
  const [moveTo, setMoveTo] = useState(defaultMoveTarget(statuses, status));
  const [pending, setPending] = useState(false);
  const others = statuses.filter((s) => s.id !== status.id);
  const confirm = async () => {
    setPending(true);
    await onDelete(moveTo ?? undefined);
    setPending(false);
    onClose();
  };
  return (
    <Dialog title="Delete status" role="alertdialog" size="sm" isOpen onOpenChange={(open) => !open && !pending && onClose()}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          {tasks > 0
            ? `“${status.name}” has ${tasks} ${tasks === 1 ? "task" : "tasks"}. Choose the status they move to.`
            : `Delete the status “${status.name}”? No task is in it.`}
        </p>
        {tasks > 0 && (
          <Select
            label="Move its tasks to"
            options={others.map((s) => ({
              id: s.id,
              label: `${s.name} (${CATEGORY_LABELS[s.category]})`,
              icon: <ColorDot color={s.color} />,
            }))}
            value={moveTo}
            onChange={setMoveTo}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onPress={confirm} isDisabled={pending || (tasks > 0 && !moveTo)} autoFocus>
            {pending ? "Deleting..." : tasks > 0 ? "Move tasks and delete" : "Delete status"}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
