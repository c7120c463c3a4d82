import { X } from "lucide-react";
import { useState } from "react";
import { type CustomField, FIELD_TYPE_LABELS, FIELD_TYPES, type FieldType } from "../../../core/schemas/custom-field";
import { createField, deleteField, updateField } from "../../lib/definitions-api";
import { ErrorNote, RenameField, RowButtons, useShapeAction } from "../labels/shape-editing";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Select } from "../ui/select";
import { TextField } from "../ui/text-field";
import { useProjectShape } from "./project-shape";

const TYPE_OPTIONS = FIELD_TYPES.map((t) => ({ id: t, label: FIELD_TYPE_LABELS[t] }));
const hasOptions = (t: FieldType) => t === "single-select" || t === "multi-select";

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
  const [name, setName] = useState("");
  const [type, setType] = useState<FieldType>("text");
  const [options, setOptions] = useState("");
  const [deleting, setDeleting] = useState<CustomField | null>(null);

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
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Fields of your own show as columns in the list and in the task editor.</p>
      <ErrorNote error={error} />
      {fields.length === 0 ? (
        <p className="text-sm text-slate-500">No fields yet.</p>
      ) : (
        <ul aria-label="Fields of this project" className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {fields.map((f, i) => (
            <li key={f.id} className="space-y-2 px-3 py-2">
              <div className="flex flex-wrap items-center gap-2">
                {canEdit ? (
                  <RenameField
                    label={`Name of field “${f.name}”`}
                    value={f.name}
                    limit={60}
                    onSave={(next) => run(() => updateField(f.id, { name: next }), "The field was not renamed.")}
                  />
                ) : (
                  <span className="min-w-0 flex-1 text-sm font-medium text-slate-900">{f.name}</span>
                )}
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{FIELD_TYPE_LABELS[f.type]}</span>
                {canEdit && (
                  <RowButtons
                    name={f.name}
                    kind="field"
                    index={i}
                    count={fields.length}
                    busy={busy}
                    onMove={(to) => void run(() => updateField(f.id, { position: to }), "The field was not moved.")}
                    onDelete={() => setDeleting(f)}
                  />
                )}
              </div>
              {hasOptions(f.type) && (
                <OptionsEditor
                  field={f}
                  canEdit={canEdit}
                  busy={busy}
                  save={(next) => run(() => updateField(f.id, { options: next }), "The options were not saved.")}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
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
      )}
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

/** A select field's options: rename, remove (clears it from the tasks that chose it), add. */
function OptionsEditor({
  field,
  canEdit,
  busy,
  save,
}: {
  field: CustomField;
  canEdit: boolean;
  busy: boolean;
  save: (options: Array<{ id?: string; name: string }>) => Promise<boolean>;
}) {
  const [name, setName] = useState("");
  if (!canEdit)
    return (
      <p className="text-sm text-slate-600">Options: {field.options.length === 0 ? "none" : field.options.map((o) => o.name).join(", ")}</p>
    );
  const kept = field.options.map((o) => ({ id: o.id, name: o.name }));
  return (
    <div className="space-y-2 pl-2">
      <ul aria-label={`Options of “${field.name}”`} className="flex flex-col gap-1">
        {field.options.map((o) => (
          <li key={o.id} className="flex items-center gap-1">
            <RenameField
              label={`Option “${o.name}” of “${field.name}”`}
              value={o.name}
              limit={60}
              onSave={(next) => save(kept.map((k) => (k.id === o.id ? { ...k, name: next } : k)))}
            />
            <button
              type="button"
              aria-label={`Remove option “${o.name}” of “${field.name}”`}
              disabled={busy}
              onClick={() => void save(kept.filter((k) => k.id !== o.id))}
              className="rounded p-1.5 text-slate-600 outline-none hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <form
        aria-label={`New option of “${field.name}”`}
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          if (name.trim() && (await save([...kept, { name: name.trim() }]))) setName("");
        }}
      >
        <TextField label={`New option of “${field.name}”`} value={name} onChange={setName} limit={60} className="min-w-0 flex-1 basis-40" />
        <Button type="submit" variant="secondary" size="sm" isDisabled={busy || !name.trim()}>
          Add option
        </Button>
      </form>
    </div>
  );
}
