import { useState } from "react";
import { type CustomField, FIELD_TYPE_LABELS, FIELD_TYPES, type FieldType } from "../../../core/schemas/custom-field";
import { createField, deleteField } from "../../lib/definitions-api";
import { ErrorNote, useShapeAction } from "../labels/shape-editing";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Select } from "../ui/select";
import { TextField } from "../ui/text-field";
import { FieldRow } from "./field-row";
import { hasOptions } from "./options-editor";
import { useProjectShape } from "./project-shape";

const TYPE_OPTIONS = FIELD_TYPES.map((t) => ({ id: t, label: FIELD_TYPE_LABELS[t] }));

/** The options typed one per line, blank lines dropped. */
export function optionLines(text: string): Array<{ name: string }> {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((name) => ({ name }));
}

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
      {canEdit && <NewFieldForm projectId={projectId} busy={busy} run={run} />}
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

/** A new field: its name and type, and a select's options one per line; cleared once the server took it. */
function NewFieldForm({
  projectId,
  busy,
  run,
}: {
  projectId: number;
  busy: boolean;
  run: (action: () => Promise<unknown>, fallback: string) => Promise<boolean>;
}) {
  const [name, setName] = useState("");
  const [type, setType] = useState<FieldType>("text");
  const [options, setOptions] = useState("");
  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    const input = { name: name.trim(), type, ...(hasOptions(type) ? { options: optionLines(options) } : {}) };
    if (await run(() => createField(projectId, input), "The field was not added. Please try again.")) {
      setName("");
      setOptions("");
    }
  };
  return (
    <form onSubmit={add} aria-label="New field" className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <TextField label="New field name" value={name} onChange={setName} limit={60} className="min-w-0 flex-1 basis-40" />
        <Select<FieldType> label="Type" className="w-40" options={TYPE_OPTIONS} value={type} onChange={setType} />
      </div>
      {hasOptions(type) && (
        <TextField label="Options" description="One per line" value={options} onChange={setOptions} multiline rows={3} />
      )}
      <Button type="submit" isDisabled={busy || !name.trim()}>
        Add field
      </Button>
    </form>
  );
}
