import type { BoardStatus, StatusCategory } from "../../../core/schemas/statuses";
import { updateStatus } from "../../lib/definitions-api";
import { ColorDot } from "../labels/color-dot";
import { EditableShapeRow } from "../labels/editable-shape-row";
import { ColorSelect } from "../labels/shape-editing";
import { Select } from "../ui/select";
import { CATEGORY_LABELS, CATEGORY_OPTIONS } from "./status-select";

type Run = (action: () => Promise<unknown>, fallback: string) => Promise<boolean>;

/** One status in the editor: renamed, recoloured, recategorised, moved or deleted in place; read-only for viewers. */
export function StatusRow({
  status: s,
  index,
  count,
  canEdit,
  busy,
  run,
  onDelete,
}: {
  status: BoardStatus;
  index: number;
  count: number;
  canEdit: boolean;
  busy: boolean;
  run: Run;
  onDelete: (status: BoardStatus) => void;
}) {
  if (!canEdit)
    return (
      <li className="flex flex-wrap items-center gap-2 px-3 py-2">
        <span className="flex items-center gap-2 text-sm">
          <ColorDot color={s.color} />
          <span className="font-medium text-slate-900">{s.name}</span>
          <span className="text-slate-500">{CATEGORY_LABELS[s.category]}</span>
        </span>
      </li>
    );
  return (
    <li className="flex flex-wrap items-center gap-2 px-3 py-2">
      <EditableShapeRow
        kind="status"
        name={s.name}
        limit={40}
        index={index}
        count={count}
        busy={busy}
        onRename={(next) => run(() => updateStatus(s.id, { name: next }), "The status was not renamed.")}
        onMove={(to) => void run(() => updateStatus(s.id, { order: to }), "The status was not moved.")}
        onDelete={() => onDelete(s)}
      >
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
      </EditableShapeRow>
    </li>
  );
}
