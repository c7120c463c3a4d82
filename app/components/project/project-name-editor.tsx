import { useEffect, useState } from "react";
import { Pencil } from "../ui/icons";
import { ProjectNameForm } from "./project-name-form";

/**
 * The project name, editable in place (spec §5): Enter or leaving the field saves, Escape cancels, and a
 * blank or unchanged name is discarded with the old one restored. A rename by someone else while this
 * one is being typed doesn't touch the draft; it is pointed out instead, so Save knowingly replaces it.
 * The field stays open until the server answers, so a refusal is shown next to it.
 */
export function ProjectNameEditor({ name, canEdit, onSave }: { name: string; canEdit: boolean; onSave: (name: string) => Promise<void> }) {
  const [editing, setEditing] = useState(false);

  // Edit rights gone mid-edit (role lowered, board closed): drop the draft, so regaining them later
  // doesn't bring back a stale field.
  useEffect(() => {
    if (!canEdit) setEditing(false);
  }, [canEdit]);

  if (!canEdit) {
    return (
      <h1 dir="auto" className="text-2xl font-bold tracking-tight break-words text-slate-900">
        {name}
      </h1>
    );
  }
  if (editing) return <ProjectNameForm name={name} onSave={onSave} onClose={() => setEditing(false)} />;
  return (
    <div className="flex min-w-0 items-center gap-1">
      <h1 dir="auto" className="min-w-0 text-2xl font-bold tracking-tight text-slate-900">
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="max-w-full rounded text-left break-words outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          {name}
        </button>
      </h1>
      <button
        type="button"
        onClick={() => setEditing(true)}
        aria-label="Rename project"
        className="rounded p-1 text-slate-400 outline-none hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <Pencil className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
