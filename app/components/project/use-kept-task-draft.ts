import { useEffect, useRef } from "react";
import type { Task } from "../../../core/schemas/task";
import { clearDraft, isRecord, readDraft, taskDraftIds, taskDraftKey, writeDraft } from "../../lib/drafts";
import { changedKeys, DRAFT_KEYS, type TaskDraft } from "../../lib/task-edit";

/** What a row edit keeps in this browser: the typed fields, the task as it was, and its version then. */
export interface KeptTaskDraft {
  draft: TaskDraft;
  start: TaskDraft;
  baseVersion: number;
}

const isTaskDraft = (v: unknown): v is TaskDraft => isRecord(v) && DRAFT_KEYS.every((k) => k in v) && typeof v.name === "string";
const isKept = (v: unknown): v is KeptTaskDraft =>
  isRecord(v) && isTaskDraft(v.draft) && isTaskDraft(v.start) && typeof v.baseVersion === "number";

/**
 * Issue 21 #8: the row being edited is kept as a draft while it differs from the task, and dropped
 * when the edit ends (saved, cancelled, or the task went away). After a reload the first kept draft
 * of a task still on the board is handed to `onRestore`, once.
 */
export function useKeptTaskDraft(
  projectId: number,
  editing: { id: string; draft: TaskDraft; start: TaskDraft; baseVersion: number } | null,
  tasks: Readonly<Record<string, Task>>,
  canEdit: boolean,
  onRestore: (kept: KeptTaskDraft, current: Task) => void,
) {
  const lastId = useRef<string | null>(null);
  useEffect(() => {
    if (editing) {
      lastId.current = editing.id;
      const key = taskDraftKey(projectId, editing.id);
      if (changedKeys(editing.draft, editing.start).length > 0)
        writeDraft(key, { draft: editing.draft, start: editing.start, baseVersion: editing.baseVersion });
      else clearDraft(key);
    } else if (lastId.current) {
      // The edit ended on this page (a reload never gets here): nothing is left to keep.
      clearDraft(taskDraftKey(projectId, lastId.current));
      lastId.current = null;
    }
  }, [projectId, editing]);

  const restored = useRef(false);
  const restore = useRef(onRestore);
  restore.current = onRestore;
  useEffect(() => {
    if (restored.current || !canEdit) return;
    restored.current = true;
    for (const id of taskDraftIds(projectId)) {
      const key = taskDraftKey(projectId, id);
      const kept = readDraft(key, isKept);
      const current = tasks[id];
      if (!kept || !current) {
        clearDraft(key);
        continue;
      }
      restore.current(kept, current);
      return;
    }
  }, [projectId, tasks, canEdit]);
}
