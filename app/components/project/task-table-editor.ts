import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from "react";
import type { Task } from "../../../core/schemas/task";
import { errorMessage } from "../../lib/api";
import { SAVED_OFFLINE } from "../../lib/live-writes";
import { displayPatch, type EditablePatch } from "../../lib/queued-view";
import type { Selection } from "../../lib/selection-store";
import { openSubtasksOnDone } from "../../lib/subtasks";
import { changedKeys, draftOf, rebaseDraft, type TaskDraft } from "../../lib/task-edit";
import { type LiveBoard, TaskConflict } from "../../lib/use-live-board";
import { useShortcut } from "../keyboard/keyboard-context";
import { useToast } from "../ui/toast";
import type { useCompleteParentConfirm } from "./complete-parent-confirm";
import { useKeptTaskDraft } from "./use-kept-task-draft";

export interface Editing {
  id: string;
  /** What the inputs hold (the row's form reports every change): kept across a reload, rebased on a conflict. */
  draft: TaskDraft;
  /** The task's fields when editing began (or after the last conflict): the save sends what differs. */
  start: TaskDraft;
  /** The version the draft is based on: sent with the save so a concurrent change is detected. */
  baseVersion: number;
  theirs: TaskDraft | null;
  differing: Array<keyof TaskDraft>;
  /** Bumped when the draft is replaced from outside the inputs (a conflict's rebase): the form starts again from it. */
  round: number;
  /** Brought back from this browser after a reload: not saved yet, and the row says so. */
  restored?: boolean;
  /** The server's refusal of a save sent after the "Subtasks still open" question (the form's own submit places its refusals itself). */
  error?: string | null;
}

/** e or a pressed on the board: the list opens this task's editor (on its Assignee field for a). */
export interface EditRequest {
  id: string;
  field: "name" | "assignee";
}

type SetEditing = Dispatch<SetStateAction<Editing | null>>;
type CompleteParent = ReturnType<typeof useCompleteParentConfirm>;

export interface TaskEditorOptions {
  projectId: number;
  live: LiveBoard;
  canEdit: boolean;
  /** Read when e or a is pressed, not while rendering: a new selection doesn't re-render the table (issue 22). */
  selection: Selection;
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
    setEditing({ id: task.id, draft, start: draft, baseVersion: task.version, theirs: null, differing: [], round: 0 });
    o.onSelect(task.id);
    o.onEditStart();
  };
  useEditShortcuts(o, startEdit);
  const { save, saving } = useSaveEdit(o.live, editing, setEditing, o.completeParent);
  // The row's form reports what its inputs hold; an unchanged draft keeps the state as it is.
  const setDraft = useCallback(
    (draft: TaskDraft) => setEditing((cur) => (cur && changedKeys(draft, cur.draft).length > 0 ? { ...cur, draft } : cur)),
    [],
  );
  return { editing, setEditing, setDraft, saving, save, startEdit, ...discard };
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
      round: 0,
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
      round: 0,
      restored: true,
    });
    onSelect(current.id);
  });
}

/** e edits the selected task, a edits it with the Assignee field focused (after the name's autofocus). */
function useEditShortcuts(o: TaskEditorOptions, startEdit: (task: Task) => void) {
  const { live, canEdit, selection, editRequest, onEditRequestDone } = o;
  const editSelected = (field: EditRequest["field"], id = selection.get()) => {
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

const NOT_SAVED = "Your changes were not saved. Please try again.";

/**
 * Save sends the form's patch (what differs from where the edit began, checked by the update's schema).
 * A 409 lays our draft over their version and the form starts again from it; any other refusal is
 * thrown, after the spec's toast, for the form to place next to its input.
 */
function useSaveEdit(live: LiveBoard, editing: Editing | null, setEditing: SetEditing, completeParent: CompleteParent) {
  const toast = useToast();
  // A save sent from the "Subtasks still open" question, outside the form's own submit.
  const [saving, setSaving] = useState(false);
  const send = async (edit: Editing, task: Task, patch: EditablePatch): Promise<void> => {
    setEditing((cur) => (cur?.error ? { ...cur, error: null } : cur));
    try {
      const { queued } = await live.updateTask(task, patch, { baseVersion: edit.baseVersion });
      setEditing(null);
      toast({ title: "Task updated", description: queued ? SAVED_OFFLINE : "Your changes have been saved." });
    } catch (err) {
      if (!(err instanceof TaskConflict)) {
        toast({ title: "Failed to update task", description: errorMessage(err, NOT_SAVED), variant: "destructive" });
        throw err;
      }
      const current = err.current;
      setEditing((cur) => {
        const base = cur?.id === edit.id ? cur : edit;
        const r = rebaseDraft(base.draft, base.start, current);
        return {
          ...base,
          draft: r.draft,
          start: r.start,
          baseVersion: current.version,
          theirs: draftOf(current),
          differing: r.differing,
          round: base.round + 1,
        };
      });
    }
  };
  const save = async (patch: EditablePatch): Promise<void> => {
    if (!editing) return;
    const task = live.confirmed[editing.id];
    if (!task) return setEditing(null);
    if (Object.keys(patch).length === 0) return setEditing(null);
    // Done with open subtasks asks first (issue 14); the answer sends the same patch.
    if (patch.status === "done" && editing.start.status !== "done" && openSubtasksOnDone(live.tasks, task, "done").length > 0) {
      completeParent.guard(task, "done", async () => {
        setSaving(true);
        try {
          await send(editing, task, patch);
        } catch (err) {
          setEditing((cur) => cur && { ...cur, error: errorMessage(err, NOT_SAVED) });
        } finally {
          setSaving(false);
        }
      });
      return;
    }
    return send(editing, task, patch);
  };
  return { save, saving };
}
