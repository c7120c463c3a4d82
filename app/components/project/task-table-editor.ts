import { useEffect, useRef, useState } from "react";
import type { Task } from "../../../core/schemas/task";
import { errorMessage } from "../../lib/api";
import { SAVED_OFFLINE } from "../../lib/live-writes";
import { displayPatch } from "../../lib/queued-view";
import { changedKeys, draftOf, patchOf, rebaseDraft, type TaskDraft } from "../../lib/task-edit";
import { type LiveBoard, TaskConflict } from "../../lib/use-live-board";
import { useShortcut } from "../keyboard/keyboard-context";
import { useToast } from "../ui/toast";
import type { useCompleteParentConfirm } from "./complete-parent-confirm";
import { useKeptTaskDraft } from "./use-kept-task-draft";

export interface Editing {
  id: string;
  draft: TaskDraft;
  /** The task's fields when editing began (or after the last conflict): the save sends what differs. */
  start: TaskDraft;
  /** The version the draft is based on: sent with the save so a concurrent change is detected. */
  baseVersion: number;
  theirs: TaskDraft | null;
  differing: Array<keyof TaskDraft>;
  nameError: string | null;
  /** Brought back from this browser after a reload: not saved yet, and the row says so. */
  restored?: boolean;
  /** The server's refusal of the last save, shown in the editor. */
  error?: string | null;
}

/** e or a pressed on the board: the list opens this task's editor (on its Assignee field for a). */
export interface EditRequest {
  id: string;
  field: "name" | "assignee";
}

type SetEditing = (editing: Editing | null) => void;
type CompleteParent = ReturnType<typeof useCompleteParentConfirm>;

export interface TaskEditorOptions {
  projectId: number;
  live: LiveBoard;
  canEdit: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onEditStart: () => void;
  editRequest: EditRequest | null;
  onEditRequestDone?: () => void;
  completeParent: CompleteParent;
  /** Closes the delete confirmation: a viewer can't delete either. */
  onReadOnly: () => void;
}

/** The list's one row in edit mode (spec §2.7): opening, keeping it true to the board, and saving it. */
export function useTaskEditor(o: TaskEditorOptions) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const discard = useEditorFollowsBoard(o.live, o.canEdit, editing, setEditing, o.onReadOnly);
  useEditorRecovery(o.projectId, o.live, o.canEdit, editing, setEditing, o.onSelect);
  const startEdit = (task: Task) => {
    const draft = draftOf(task);
    setEditing({ id: task.id, draft, start: draft, baseVersion: task.version, theirs: null, differing: [], nameError: null });
    o.onSelect(task.id);
    o.onEditStart();
  };
  useEditShortcuts(o, startEdit);
  const { save, saving } = useSaveEdit(o.live, editing, setEditing, o.completeParent);
  return { editing, setEditing, saving, save, startEdit, ...discard };
}

/** Closes the editor when its task is deleted, or when we can no longer edit (the notice says so). */
function useEditorFollowsBoard(live: LiveBoard, canEdit: boolean, editing: Editing | null, setEditing: SetEditing, onReadOnly: () => void) {
  const toast = useToast();
  // Someone deleted the task being edited: nothing left to save.
  useEffect(() => {
    if (editing && !live.byId[editing.id]) {
      setEditing(null);
      toast({ title: "Task deleted", description: "The task you were editing was deleted by someone else.", variant: "destructive" });
    }
  }, [live.byId, editing, toast, setEditing]);

  // We can't edit any more (our role went down to viewer, or the board closed): an open edit could
  // never be saved, so it is closed now rather than failing on Save. The notice stays in the table,
  // where the edit was, instead of a toast: the page's own toast about the role change would replace it.
  const [discarded, setDiscarded] = useState<string | null>(null);
  useEffect(() => {
    if (canEdit) {
      setDiscarded(null);
      return;
    }
    onReadOnly();
    if (editing) {
      setDiscarded(editing.draft.name.trim() || "this task");
      setEditing(null);
    }
  }, [canEdit, editing, onReadOnly, setEditing]);
  return { discarded, dismissDiscarded: () => setDiscarded(null) };
}

/** Brings back an edit that met someone else's change after a reconnect, or a draft kept over a reload. */
function useEditorRecovery(
  projectId: number,
  live: LiveBoard,
  canEdit: boolean,
  editing: Editing | null,
  setEditing: SetEditing,
  onSelect: (id: string) => void,
) {
  // A change of ours sent after a reconnect or reload met someone else's: the same notice as a 409 on
  // Save, with our values on top of theirs, so the person decides what stays.
  const { replayConflict, settleReplayConflict } = live;
  useEffect(() => {
    if (!replayConflict || editing || !canEdit) return;
    const { base, patch, current } = replayConflict;
    const start = draftOf(base);
    const r = rebaseDraft(draftOf({ ...base, ...displayPatch(patch) }), start, current);
    setEditing({
      id: current.id,
      draft: r.draft,
      start: r.start,
      baseVersion: current.version,
      theirs: draftOf(current),
      differing: r.differing,
      nameError: null,
    });
    onSelect(current.id);
    settleReplayConflict();
  }, [replayConflict, editing, canEdit, onSelect, settleReplayConflict, setEditing]);

  // An unsaved row edit outlives a reload (issue 21 #8); if the task changed meanwhile, the draft is
  // laid over the current task the way a conflict is, so both sides stay visible.
  useKeptTaskDraft(projectId, editing, live.confirmed, canEdit, (kept, current) => {
    const same = kept.baseVersion === current.version;
    const r = same ? { draft: kept.draft, start: kept.start, differing: [] } : rebaseDraft(kept.draft, kept.start, current);
    setEditing({
      id: current.id,
      draft: r.draft,
      start: r.start,
      baseVersion: current.version,
      theirs: same ? null : draftOf(current),
      differing: r.differing,
      nameError: null,
      restored: true,
    });
    onSelect(current.id);
  });
}

/** e edits the selected task, a edits it with the Assignee field focused (after the name's autofocus). */
function useEditShortcuts(o: TaskEditorOptions, startEdit: (task: Task) => void) {
  const { live, canEdit, selectedId, editRequest, onEditRequestDone } = o;
  const editSelected = (field: EditRequest["field"], id = selectedId) => {
    const task = id ? live.byId[id] : undefined;
    if (!task) return "Select a task first (j or k).";
    if (!canEdit) return "You have read-only access to this project.";
    startEdit(task);
    if (field === "assignee") {
      setTimeout(() => {
        const form = document.querySelector(`form[data-editing="${CSS.escape(task.id)}"]`);
        const label = [...(form?.querySelectorAll("label, span[id]") ?? [])].find((l) => l.textContent === "Assignee");
        form?.querySelector<HTMLElement>(`button[aria-labelledby~="${CSS.escape(label?.id ?? "")}"]`)?.focus();
      }, 50);
      return `Assign ${task.name}: choose a person with Enter`;
    }
    return `Editing ${task.name}. Escape cancels.`;
  };
  useShortcut("e", () => editSelected("name"));
  useShortcut("a", () => editSelected("assignee"));

  // The board asked for this editor (its e or a) and switched to the list to show it.
  const pendingEdit = useRef(editSelected);
  pendingEdit.current = editSelected;
  useEffect(() => {
    if (!editRequest) return;
    pendingEdit.current(editRequest.field, editRequest.id);
    onEditRequestDone?.();
  }, [editRequest, onEditRequestDone]);
}

/** Save sends what differs from where the edit began; a 409 lays our draft over their version. */
function useSaveEdit(live: LiveBoard, editing: Editing | null, setEditing: SetEditing, completeParent: CompleteParent) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const save = async (confirmed = false): Promise<void> => {
    if (!editing || saving) return;
    const task = live.confirmed[editing.id];
    if (!task) return setEditing(null);
    if (!editing.draft.name.trim()) return setEditing({ ...editing, nameError: "Please enter a task name" });
    const keys = changedKeys(editing.draft, editing.start);
    if (keys.length === 0) return setEditing(null);
    if (!confirmed && keys.includes("status") && editing.draft.status === "done") {
      completeParent.guard(task, "done", () => save(true));
      return;
    }
    setSaving(true);
    try {
      const { queued } = await live.updateTask(task, patchOf(editing.draft, keys, editing.start), { baseVersion: editing.baseVersion });
      setEditing(null);
      toast({ title: "Task updated", description: queued ? SAVED_OFFLINE : "Your changes have been saved." });
    } catch (err) {
      if (err instanceof TaskConflict) {
        const r = rebaseDraft(editing.draft, editing.start, err.current);
        setEditing({
          ...editing,
          draft: r.draft,
          start: r.start,
          baseVersion: err.current.version,
          theirs: draftOf(err.current),
          differing: r.differing,
        });
      } else {
        const message = errorMessage(err, "Your changes were not saved. Please try again.");
        setEditing({ ...editing, error: message });
        toast({ title: "Failed to update task", description: message, variant: "destructive" });
      }
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
