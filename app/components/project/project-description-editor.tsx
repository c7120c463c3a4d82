import { useEffect, useRef, useState } from "react";
import { descriptionDraftKey, readDraft } from "../../lib/drafts";
import { Pencil } from "../ui/icons";
import { type DescriptionDraft, DescriptionForm, isDescriptionDraft } from "./project-description-form";

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
  /** Saves; throws when refused (the form then shows why, next to the text). */
  onSave: (description: string | null) => Promise<void>;
}) {
  const current = description?.trim() ?? "";
  const key = descriptionDraftKey(projectId);
  const [editing, setEditing] = useState<(DescriptionDraft & { restored: boolean }) | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  // A draft kept from before a reload opens the editor again, marked as a draft.
  useEffect(() => {
    if (!canEdit) return;
    const kept = readDraft(key, isDescriptionDraft);
    if (kept) setEditing({ ...kept, restored: true });
  }, [key, canEdit]);
  useEffect(() => {
    if (!canEdit) setEditing(null);
  }, [canEdit]);

  if (editing) {
    const close = () => {
      setEditing(null);
      setTimeout(() => editButton.current?.focus(), 0);
    };
    return <DescriptionForm draftKey={key} start={editing} current={current} onSave={onSave} onClose={close} />;
  }
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
