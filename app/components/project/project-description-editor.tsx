import { Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { clearDraft, descriptionDraftKey, readDraft, writeDraft } from "../../lib/drafts";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";

const LIMIT = 10_000;
const isText = (v: unknown): v is { text: string; base: string } =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as { text?: unknown }).text === "string" &&
  typeof (v as { base?: unknown }).base === "string";

/**
 * The project's description on its page (issue 21 #8): owners and editors edit it in place, viewers
 * read it. What is typed is kept in this browser until Save or Cancel, so a reload doesn't lose it,
 * and a restored draft says it is not saved yet. A change by someone else meanwhile is pointed out.
 */
export function ProjectDescriptionEditor({
  projectId,
  description,
  canEdit,
  onSave,
}: {
  projectId: number;
  description: string | null;
  canEdit: boolean;
  onSave: (description: string | null) => Promise<boolean>;
}) {
  const current = description?.trim() ?? "";
  const key = descriptionDraftKey(projectId);
  const [editing, setEditing] = useState<{ text: string; base: string; restored: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  // A draft kept from before a reload opens the editor again, marked as a draft.
  useEffect(() => {
    if (!canEdit) return;
    const kept = readDraft(key, isText);
    if (kept) setEditing({ ...kept, restored: true });
  }, [key, canEdit]);
  useEffect(() => {
    if (!canEdit) setEditing(null);
  }, [canEdit]);

  const change = (text: string) => {
    if (!editing) return;
    setEditing({ ...editing, text });
    if (text.trim() === editing.base) clearDraft(key);
    else writeDraft(key, { text, base: editing.base });
  };
  const close = () => {
    clearDraft(key);
    setEditing(null);
    setTimeout(() => editButton.current?.focus(), 0);
  };
  const save = async () => {
    if (!editing || saving || editing.text.length > LIMIT) return;
    setSaving(true);
    const ok = await onSave(editing.text.trim() || null);
    setSaving(false);
    if (ok) close();
  };

  if (!editing) {
    return (
      <div>
        <div className="flex items-center gap-2">
          <h3 className="text-sm font-medium text-slate-500">Description</h3>
          {canEdit && (
            <button
              ref={editButton}
              type="button"
              onClick={() => setEditing({ text: current, base: current, restored: false })}
              className="inline-flex items-center gap-1 rounded px-1 text-sm text-indigo-700 outline-none hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <Pencil className="h-3.5 w-3.5" aria-hidden />
              Edit description
            </button>
          )}
        </div>
        <p dir="auto" className="mt-1 whitespace-pre-line break-words text-slate-800" data-testid="project-description">
          {current || "No description provided."}
        </p>
      </div>
    );
  }

  return (
    <form
      aria-label="Edit project description"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          close();
        }
      }}
      className="space-y-2"
    >
      {editing.restored && (
        <p role="status" className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Unsaved draft restored from this browser. It is not saved yet: Save to keep it, or Cancel to drop it.
        </p>
      )}
      {current !== editing.base && (
        <p role="status" className="text-sm text-amber-700">
          Someone else changed the description while you were editing. Saving replaces their text with yours.
        </p>
      )}
      <TextField label="Description" value={editing.text} onChange={change} multiline rows={4} limit={LIMIT} autoFocus />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onPress={close} isDisabled={saving}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isDisabled={saving || editing.text.length > LIMIT}>
          {saving ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
