import type { TaskDraft } from "../../lib/task-edit";
import { useProjectShape } from "../fields/project-shape";
import { AlertTriangle } from "../ui/icons";
import { DRAFT_FIELD_NAMES, draftFieldText } from "./task-draft-text";

export const CONFLICT_NOTICE = "Someone else changed this task. Their version is shown; your edit is kept — Save again to apply it.";

/** The draft came back from this browser after a reload: it is not saved, and the row says so. */
export function RestoredDraftNotice() {
  return (
    <p role="status" className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
      Unsaved draft restored from this browser. It is not saved yet: Save to keep it, or Cancel to drop it.
    </p>
  );
}

/** After a 409: the other person's version is shown, and each field where it differs from this draft. */
export function ConflictNotice({
  theirs,
  draft,
  differing,
  assigneeName,
}: {
  theirs: TaskDraft;
  draft: TaskDraft;
  differing: Array<keyof TaskDraft>;
  assigneeName: (id: number | null) => string;
}) {
  const shape = useProjectShape();
  const text = (key: keyof TaskDraft, d: TaskDraft) => draftFieldText(key, d, shape, assigneeName);
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        {CONFLICT_NOTICE}
      </p>
      {differing.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 pl-6">
          {/* A chosen status shows once, by its name. */}
          {differing
            .filter((k) => !(k === "status" && differing.includes("statusId")))
            .map((k) => (
              <div key={k} className="contents">
                <dt className="font-medium">{DRAFT_FIELD_NAMES[k]}:</dt>
                <dd className="break-words">
                  theirs <strong>{text(k, theirs)}</strong>, yours <strong>{text(k, draft)}</strong>
                </dd>
              </div>
            ))}
        </dl>
      )}
    </div>
  );
}

/** Why the last save was refused (the server's message, naming the field); `id` ties it to the form. */
export function SaveRefusedNotice({ error, id }: { error: string; id?: string }) {
  return (
    <p id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      Not saved: {error}
    </p>
  );
}
