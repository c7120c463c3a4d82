import { useEffect, useState } from "react";
import { LABEL_COLORS, type LabelColor } from "../../../core/schemas/labels";
import { errorMessage } from "../../lib/api";
import { ArrowDown, ArrowUp, Trash2 } from "../ui/icons";
import { Select } from "../ui/select";
import { TextField } from "../ui/text-field";
import { ColorDot } from "./color-dot";

// Issue 25: the pieces the Labels, Statuses and Fields editors share: colour choice, rename in place,
// move up and down, delete, and the server's refusal shown where the change was made.

const colorName = (c: LabelColor) => c[0].toUpperCase() + c.slice(1);
export const COLOR_OPTIONS = LABEL_COLORS.map((c) => ({ id: c, label: colorName(c), icon: <ColorDot color={c} /> }));

export function ColorSelect({
  label,
  value,
  onChange,
  hideLabel = false,
}: {
  label: string;
  value: LabelColor;
  onChange: (c: LabelColor) => void;
  hideLabel?: boolean;
}) {
  return (
    <Select<LabelColor> label={label} hideLabel={hideLabel} options={COLOR_OPTIONS} value={value} onChange={onChange} className="w-32" />
  );
}

/** A change sent to the server: busy while it runs, the server's message when it is refused. */
export function useShapeAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, fallback: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (err) {
      setError(errorMessage(err, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

export function ErrorNote({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {error}
    </p>
  );
}

/** A name edited in place: saved on Enter or when the field loses focus, if it changed. */
export function RenameField({
  label,
  value,
  onSave,
  limit,
  isDisabled,
}: {
  label: string;
  value: string;
  onSave: (name: string) => Promise<boolean>;
  limit: number;
  isDisabled?: boolean;
}) {
  const [text, setText] = useState(value);
  // Someone else renamed it meanwhile (a live push): show theirs.
  useEffect(() => setText(value), [value]);
  const commit = async () => {
    const name = text.trim();
    if (name === value) return;
    if (!name) return setText(value);
    if (!(await onSave(name))) setText(value);
  };
  return (
    <TextField
      label={label}
      hideLabel
      value={text}
      onChange={setText}
      limit={limit}
      isDisabled={isDisabled}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          void commit();
        }
      }}
      className="min-w-0 flex-1"
    />
  );
}

const iconButton =
  "rounded p-1.5 text-slate-600 outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-40 disabled:hover:bg-transparent";

/** Move up, move down and delete, for one row of a list that has an order. */
export function RowButtons({
  name,
  kind,
  index,
  count,
  onMove,
  onDelete,
  busy,
}: {
  name: string;
  kind: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onDelete: () => void;
  busy: boolean;
}) {
  return (
    <div className="flex shrink-0 items-center">
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${kind} “${name}” up`}
        disabled={busy || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp className="h-4 w-4" aria-hidden />
      </button>
      <button
        type="button"
        className={iconButton}
        aria-label={`Move ${kind} “${name}” down`}
        disabled={busy || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown className="h-4 w-4" aria-hidden />
      </button>
      <button
        type="button"
        className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
        aria-label={`Delete ${kind} “${name}”`}
        disabled={busy}
        onClick={onDelete}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
