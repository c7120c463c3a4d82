import type { CustomField, FieldType } from "../../../core/schemas/custom-field";
import { RenameField } from "../labels/shape-editing";
import { X } from "../ui/icons";
import { NewOptionForm } from "./new-option-form";

/** Whether a field of this type has options of its own (a single or multi select). */
export const hasOptions = (t: FieldType) => t === "single-select" || t === "multi-select";

/** A select field's options: rename, remove (clears it from the tasks that chose it), add. */
export function OptionsEditor({
  field,
  canEdit,
  busy,
  save,
  add,
}: {
  field: CustomField;
  canEdit: boolean;
  busy: boolean;
  save: (options: Array<{ id?: string; name: string }>) => Promise<boolean>;
  /** Sends the list with a new option; throws when refused, so the form shows why next to its input. */
  add: (options: Array<{ id?: string; name: string }>) => Promise<unknown>;
}) {
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
      <NewOptionForm field={field} kept={kept} busy={busy} add={add} />
    </div>
  );
}
