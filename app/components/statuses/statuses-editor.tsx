import { useState } from "react";
import type { LabelColor } from "../../../core/schemas/labels";
import { type BoardStatus, STATUS_CATEGORIES, type StatusCategory } from "../../../core/schemas/statuses";
import { createStatus, deleteStatus, updateStatus } from "../../lib/definitions-api";
import { useProjectShape } from "../fields/project-shape";
import { ColorDot } from "../labels/color-dot";
import { ColorSelect, ErrorNote, RenameField, RowButtons, useShapeAction } from "../labels/shape-editing";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Select } from "../ui/select";
import { TextField } from "../ui/text-field";
import { CATEGORY_LABELS } from "./status-select";

const CATEGORY_OPTIONS = STATUS_CATEGORIES.map((c) => ({ id: c, label: CATEGORY_LABELS[c] }));

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
  const [name, setName] = useState("");
  const [category, setCategory] = useState<StatusCategory>("in-progress");
  const [color, setColor] = useState<LabelColor>("blue");
  const [deleting, setDeleting] = useState<BoardStatus | null>(null);

  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    if (await run(() => createStatus(projectId, { name: name.trim(), category, color }), "The status was not added. Please try again."))
      setName("");
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Each status is in a category (To do, In progress or Done): the category drives progress, analytics and the Board's columns.
      </p>
      <ErrorNote error={error} />
      <ul aria-label="Statuses of this project" className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {statuses.map((s, i) => (
          <li key={s.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
            {canEdit ? (
              <>
                <RenameField
                  label={`Name of status “${s.name}”`}
                  value={s.name}
                  limit={40}
                  onSave={(next) => run(() => updateStatus(s.id, { name: next }), "The status was not renamed.")}
                />
                <ColorSelect
                  label={`Colour of status “${s.name}”`}
                  hideLabel
                  value={s.color}
                  onChange={(c) => void run(() => updateStatus(s.id, { color: c }), "The colour was not changed.")}
                />
                <Select<StatusCategory>
                  label={`Category of status “${s.name}”`}
                  hideLabel
                  className="w-36"
                  options={CATEGORY_OPTIONS}
                  value={s.category}
                  onChange={(c) => void run(() => updateStatus(s.id, { category: c }), "The category was not changed.")}
                />
                <RowButtons
                  name={s.name}
                  kind="status"
                  index={i}
                  count={statuses.length}
                  busy={busy}
                  onMove={(to) => void run(() => updateStatus(s.id, { order: to }), "The status was not moved.")}
                  onDelete={() => setDeleting(s)}
                />
              </>
            ) : (
              <span className="flex items-center gap-2 text-sm">
                <ColorDot color={s.color} />
                <span className="font-medium text-slate-900">{s.name}</span>
                <span className="text-slate-500">{CATEGORY_LABELS[s.category]}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <form onSubmit={add} aria-label="New status" className="flex flex-wrap items-end gap-2">
          <TextField label="New status name" value={name} onChange={setName} limit={40} className="min-w-0 flex-1 basis-40" />
          <Select<StatusCategory> label="Category" className="w-36" options={CATEGORY_OPTIONS} value={category} onChange={setCategory} />
          <ColorSelect label="Colour" value={color} onChange={setColor} />
          <Button type="submit" isDisabled={busy || !name.trim()}>
            Add status
          </Button>
        </form>
      )}
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
