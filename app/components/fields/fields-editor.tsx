import { useState } from "react";
import type { CustomField } from "../../../core/schemas/custom-field";
import { deleteField } from "../../lib/definitions-api";
import { ErrorNote, useShapeAction } from "../labels/shape-editing";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { FieldRow } from "./field-row";
import { NewFieldForm } from "./new-field-form";
import { useProjectShape } from "./project-shape";

// The options-per-line reader lives with the form that uses it; kept importable from here.
export { optionLines } from "./new-field-form";

/**
 * Issue 25: the project's own fields: add (of the eight types), rename, reorder, edit a select's
 * options, delete. A field's type never changes (its values would stop meaning anything).
 */
export function FieldsEditor({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const { fields } = useProjectShape();
  const { busy, error, run } = useShapeAction();
  const [deleting, setDeleting] = useState<CustomField | null>(null);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Fields of your own show as columns in the list and in the task editor.</p>
      <ErrorNote error={error} />
      {fields.length === 0 ? (
        <p className="text-sm text-slate-500">No fields yet.</p>
      ) : (
        <ul aria-label="Fields of this project" className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {fields.map((f, i) => (
            <FieldRow key={f.id} field={f} index={i} count={fields.length} canEdit={canEdit} busy={busy} run={run} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      {canEdit && <NewFieldForm projectId={projectId} busy={busy} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete field"
        message={deleting ? `Delete the field “${deleting.name}”? Its values are cleared from every task.` : ""}
        confirmLabel="Delete field"
        onConfirm={() => deleting && run(() => deleteField(deleting.id), "The field was not deleted.")}
      />
    </div>
  );
}
