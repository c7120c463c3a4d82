import { Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { projectNameField } from "../../../core/schemas/project";
import { tooLong } from "../ui/text-field";

/**
 * The project name, editable in place (spec §5): Enter or leaving the field saves, Escape cancels, and a
 * blank or unchanged name is discarded with the old one restored. A rename by someone else while this
 * one is being typed doesn't touch the draft; it is pointed out instead, so Save knowingly replaces it.
 */
export function ProjectNameEditor({ name, canEdit, onSave }: { name: string; canEdit: boolean; onSave: (name: string) => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  // The name when editing began: a different `name` now means someone else renamed the project meanwhile.
  const [startName, setStartName] = useState(name);
  const [error, setError] = useState<string | null>(null);
  // Enter/Escape close the field, which blurs it: the blur must not save a second time.
  const closed = useRef(false);

  // Edit rights gone mid-edit (role lowered, board closed): drop the draft, so regaining them later
  // doesn't bring back a stale field.
  useEffect(() => {
    if (!canEdit) setEditing(false);
  }, [canEdit]);

  const heading = (
    <h1 dir="auto" className="text-2xl font-bold tracking-tight break-words text-slate-900">
      {name}
    </h1>
  );
  if (!canEdit) return heading;

  const start = () => {
    setDraft(name);
    setStartName(name);
    setError(null);
    closed.current = false;
    setEditing(true);
  };
  const cancel = () => {
    closed.current = true;
    setEditing(false);
    setError(null);
  };
  const commit = async () => {
    if (closed.current) return;
    const next = draft.trim();
    if (next === "" || next === name) return cancel();
    const checked = projectNameField.safeParse(next);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "Invalid name");
      return;
    }
    closed.current = true;
    setEditing(false);
    setError(null);
    await onSave(checked.data);
  };

  if (!editing) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <h1 dir="auto" className="min-w-0 text-2xl font-bold tracking-tight text-slate-900">
          <button
            type="button"
            onClick={start}
            className="max-w-full rounded text-left break-words outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {name}
          </button>
        </h1>
        <button
          type="button"
          onClick={start}
          aria-label="Rename project"
          className="rounded p-1 text-slate-400 outline-none hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <Pencil className="h-4 w-4" aria-hidden />
        </button>
      </div>
    );
  }

  return (
    <div className="min-w-0 flex-1">
      <input
        // biome-ignore lint/a11y/noAutofocus: the user just asked to rename; focus goes where they will type.
        autoFocus
        aria-label="Project name"
        aria-invalid={!!error}
        aria-describedby={error ? "project-name-error" : undefined}
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          setError(e.target.value.trim().length > 120 ? tooLong("Project name", 120) : null);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            void commit();
          } else if (e.key === "Escape") {
            e.preventDefault();
            cancel();
          }
        }}
        onBlur={() => void commit()}
        className="w-full max-w-xl rounded-md border border-indigo-400 bg-white px-2 py-1 text-2xl font-bold tracking-tight outline-none focus:ring-2 focus:ring-indigo-500/30"
      />
      {draft.length >= 96 && (
        <p
          className={`mt-1 text-xs tabular-nums ${draft.length > 120 ? "font-medium text-red-700" : "text-slate-500"}`}
          data-testid="char-counter"
        >
          {draft.length} / 120
        </p>
      )}
      {error && (
        <p id="project-name-error" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
      {!error && name !== startName && (
        <p role="status" className="mt-1 text-sm text-amber-700">
          Someone else renamed this project to “{name}” while you were typing. Save to replace it, or press Escape to keep theirs.
        </p>
      )}
    </div>
  );
}
