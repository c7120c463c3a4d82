import { useInputControl } from "@conform-to/react";
import { useRef, useState } from "react";
import { updateProjectSchema } from "../../../core/schemas/project";
import { formSchema, textOf, useSchemaForm } from "../../lib/use-schema-form";
import { tooLong } from "../ui/text-field";

// The update route's own schema, for the one field this form sends.
const renameSchema = formSchema(updateProjectSchema.pick({ name: true }).required(), (v) => ({ name: textOf(v.name) }));

/** The rename's state: Conform's form and field, the typed name, and what Enter, Escape and leaving do. */
function useRenameForm(name: string, onSave: (name: string) => Promise<void>, onClose: () => void) {
  // Enter/Escape close the field, which may blur it: the blur must not save a second time.
  const closed = useRef(false);
  // A name the server refused is not sent again just because the field lost focus.
  const refused = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const close = () => {
    closed.current = true;
    onClose();
  };
  const { form, fields } = useSchemaForm({
    schema: renameSchema,
    defaultValue: { name },
    shouldValidate: "onSubmit",
    fallback: "Failed to update project details",
    onSubmit: async (payload) => {
      try {
        await onSave(payload.name);
      } catch (err) {
        refused.current = payload.name;
        throw err;
      }
      close();
    },
  });
  const control = useInputControl(fields.name);
  const draft = control.value ?? "";
  const commit = (onBlur: boolean) => {
    if (closed.current) return;
    const next = draft.trim();
    if (next === "" || next === name) return close();
    if (onBlur && next === refused.current) return;
    formRef.current?.requestSubmit();
  };
  return { form, fields, control, draft, commit, close, formRef };
}

/**
 * The rename field (Conform over the update payload's schema). Opened with the current name; Enter or
 * leaving it saves, Escape or a blank or unchanged name closes it. It closes once the server has the
 * name; a refusal stays next to the field, with the typed name kept.
 */
export function ProjectNameForm({ name, onSave, onClose }: { name: string; onSave: (name: string) => Promise<void>; onClose: () => void }) {
  // The name when editing began: a different `name` now means someone else renamed the project meanwhile.
  const [startName] = useState(name);
  const { form, fields, control, draft, commit, close, formRef } = useRenameForm(name, onSave, onClose);
  // Too long is said while typing; the rest once Save is tried (spec §5).
  const error = fields.name.errors?.[0] ?? (draft.trim().length > 120 ? tooLong("Project name", 120) : form.errors?.[0]);

  return (
    <form ref={formRef} id={form.id} onSubmit={form.onSubmit} noValidate className="min-w-0 flex-1">
      <input
        // biome-ignore lint/a11y/noAutofocus: the user just asked to rename; focus goes where they will type.
        autoFocus
        aria-label="Project name"
        aria-invalid={!!error}
        aria-describedby={error ? "project-name-error" : undefined}
        value={draft}
        onChange={(e) => control.change(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit(false);
          } else if (e.key === "Escape") {
            e.preventDefault();
            close();
          }
        }}
        onBlur={() => {
          control.blur();
          commit(true);
        }}
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
    </form>
  );
}
