import type { ReactNode } from "react";
import { RenameField, RowButtons } from "./shape-editing";

/**
 * What every row of the Labels, Statuses and Fields editors holds for an editor: the name, renamed in
 * place ("Name of status “Done”"), the row's own controls (`children`: colour, category, type), then move
 * up, move down and delete. The row's container and its read-only form stay with each editor.
 */
export function EditableShapeRow({
  kind,
  name,
  limit,
  index,
  count,
  busy,
  onRename,
  onMove,
  onDelete,
  children,
}: {
  /** "label", "status", "field": in the inputs' and buttons' names. */
  kind: string;
  name: string;
  limit: number;
  index: number;
  count: number;
  busy: boolean;
  onRename: (name: string) => Promise<boolean>;
  onMove: (to: number) => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      <RenameField label={`Name of ${kind} “${name}”`} value={name} limit={limit} onSave={onRename} />
      {children}
      <RowButtons name={name} kind={kind} index={index} count={count} busy={busy} onMove={onMove} onDelete={onDelete} />
    </>
  );
}
