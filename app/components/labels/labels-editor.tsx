import { useState } from "react";
import { deleteLabel, updateLabel } from "../../lib/definitions-api";
import { useProjectShape } from "../fields/project-shape";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { EditableShapeRow } from "./editable-shape-row";
import { LABEL_CLASSES } from "./label-chips";
import { NewLabelForm } from "./new-label-form";
import { ColorSelect, ErrorNote, useShapeAction } from "./shape-editing";

/** Issue 25: the project's labels: add, rename, recolour, reorder, delete (editors); a list for viewers. */
export function LabelsEditor({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const { labels } = useProjectShape();
  const { busy, error, run } = useShapeAction();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Labels mark tasks across statuses: a task can have many. They show on rows, cards and bars.</p>
      <ErrorNote error={error} />
      {labels.length === 0 ? (
        <p className="text-sm text-slate-500">No labels yet.</p>
      ) : (
        <ul aria-label="Labels of this project" className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {labels.map((l, i) => (
            <li key={l.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
              {canEdit ? (
                <EditableShapeRow
                  kind="label"
                  name={l.name}
                  limit={40}
                  index={i}
                  count={labels.length}
                  busy={busy}
                  onRename={(next) => run(() => updateLabel(l.id, { name: next }), "The label was not renamed.")}
                  onMove={(to) => void run(() => updateLabel(l.id, { order: to }), "The label was not moved.")}
                  onDelete={() => setDeleting(l)}
                >
                  <ColorSelect
                    label={`Colour of label “${l.name}”`}
                    hideLabel
                    value={l.color}
                    onChange={(c) => void run(() => updateLabel(l.id, { color: c }), "The colour was not changed.")}
                  />
                </EditableShapeRow>
              ) : (
                <span className={`rounded px-1.5 py-0.5 text-sm font-medium ${LABEL_CLASSES[l.color]}`}>{l.name}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && <NewLabelForm projectId={projectId} busy={busy} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete label"
        message={deleting ? `Delete the label “${deleting.name}”? It is taken off every task that has it.` : ""}
        confirmLabel="Delete label"
        onConfirm={() => deleting && run(() => deleteLabel(deleting.id), "The label was not deleted.")}
      />
    </div>
  );
}
