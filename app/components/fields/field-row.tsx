import { type CustomField, FIELD_TYPE_LABELS } from "../../../core/schemas/custom-field";
import { updateField } from "../../lib/definitions-api";
import { EditableShapeRow } from "../labels/editable-shape-row";
import { hasOptions, OptionsEditor } from "./options-editor";

type Run = (action: () => Promise<unknown>, fallback: string) => Promise<boolean>;

/** One field in the editor: renamed, moved, deleted, its options edited; read-only for viewers. Its type never changes. */
export function FieldRow({
  field: f,
  index,
  count,
  canEdit,
  busy,
  run,
  onDelete,
}: {
  field: CustomField;
  index: number;
  count: number;
  canEdit: boolean;
  busy: boolean;
  run: Run;
  onDelete: (field: CustomField) => void;
}) {
  // Its type never changes: shown, not edited.
  const typeBadge = <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{FIELD_TYPE_LABELS[f.type]}</span>;
  return (
    <li className="space-y-2 px-3 py-2">
      <div className="flex flex-wrap items-center gap-2">
        {canEdit ? (
          <EditableShapeRow
            kind="field"
            name={f.name}
            limit={60}
            index={index}
            count={count}
            busy={busy}
            onRename={(next) => run(() => updateField(f.id, { name: next }), "The field was not renamed.")}
            onMove={(to) => void run(() => updateField(f.id, { position: to }), "The field was not moved.")}
            onDelete={() => onDelete(f)}
          >
            {typeBadge}
          </EditableShapeRow>
        ) : (
          <>
            <span className="min-w-0 flex-1 text-sm font-medium text-slate-900">{f.name}</span>
            {typeBadge}
          </>
        )}
      </div>
      {hasOptions(f.type) && (
        <OptionsEditor
          field={f}
          canEdit={canEdit}
          busy={busy}
          save={(next) => run(() => updateField(f.id, { options: next }), "The options were not saved.")}
          add={(next) => updateField(f.id, { options: next })}
        />
      )}
    </li>
  );
}
