import type { TaskDraft } from "../../lib/task-edit";
import { Button } from "../ui/button";
import { type AssigneeOption, TaskDraftFields } from "./task-draft-fields";
import { ConflictNotice, RestoredDraftNotice, SaveRefusedNotice } from "./task-edit-notices";

export type { AssigneeOption } from "./task-draft-fields";
export { CONFLICT_NOTICE } from "./task-edit-notices";

export interface TaskEditRowProps {
  /** Why the last save was refused (the server's message, naming the field). */
  error?: string | null;
  /** The draft came back from this browser after a reload: it is not saved, and the row says so. */
  restored?: boolean;
  /** The row's place in the whole list (aria-rowindex): only the rows on screen are rendered. */
  rowIndex?: number;
  taskId: string;
  /** Fields saved on their own, below the draft's (the "Waits for" links). */
  extra?: React.ReactNode;
  draft: TaskDraft;
  onChange: (draft: TaskDraft) => void;
  assignees: AssigneeOption[];
  assigneeName: (id: number | null) => string;
  /** After a 409: the other person's version, and the fields where it differs from this draft. */
  theirs: TaskDraft | null;
  differing: Array<keyof TaskDraft>;
  nameError: string | null;
  saving: boolean;
  colSpan: number;
  onSave: () => void;
  onCancel: () => void;
}

/** The row in edit mode: the whole width of the table, so it works on a phone too. */
export function TaskEditRow({ restored = false, error = null, draft, theirs, saving, onSave, onCancel, ...props }: TaskEditRowProps) {
  return (
    <tr aria-rowindex={props.rowIndex} className="border-b border-slate-100 bg-indigo-50/40">
      <td colSpan={props.colSpan} className="p-3">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.stopPropagation();
              onCancel();
            }
          }}
          aria-label={`Edit task ${draft.name}`}
          data-editing={props.taskId}
          className="space-y-3"
        >
          {restored && <RestoredDraftNotice />}
          {theirs && <ConflictNotice theirs={theirs} draft={draft} differing={props.differing} assigneeName={props.assigneeName} />}
          <TaskDraftFields draft={draft} onChange={props.onChange} assignees={props.assignees} nameError={props.nameError} />
          {error && <SaveRefusedNotice error={error} />}
          {props.extra}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onPress={onCancel} isDisabled={saving}>
              Cancel
            </Button>
            <Button type="submit" size="sm" isDisabled={saving}>
              {saving ? "Saving..." : "Save"}
            </Button>
          </div>
        </form>
      </td>
    </tr>
  );
}
