import { useEffect, useMemo, useState } from "react";
import { ApiError } from "../../lib/api";
import type { EditablePatch } from "../../lib/queued-view";
import { type FormErrors, formErrorsFrom } from "../../lib/server-errors";
import type { TaskDraft } from "../../lib/task-edit";
import { useSchemaForm } from "../../lib/use-schema-form";
import { useProjectShape } from "../fields/project-shape";
import { Button } from "../ui/button";
import { type AssigneeOption, TaskDraftFields } from "./task-draft-fields";
import { ConflictNotice, RestoredDraftNotice, SaveRefusedNotice } from "./task-edit-notices";
import { draftFrom, type EditContext, editInputs, editSchema, valuesOf } from "./task-edit-values";
import type { Editing } from "./task-table-editor";

export type { AssigneeOption } from "./task-draft-fields";
export { CONFLICT_NOTICE } from "./task-edit-notices";

const NOT_SAVED = "Your changes were not saved. Please try again.";

export interface TaskEditRowProps {
  editing: Editing;
  /** The row's place in the whole list (aria-rowindex): only the rows on screen are rendered. */
  rowIndex?: number;
  /** Fields saved on their own, below the draft's (the "Waits for" links). */
  extra?: React.ReactNode;
  /** The people to choose from, given the draft's assignee (who stays listed though no longer a member). */
  assignees: (current: number | null) => AssigneeOption[];
  assigneeName: (id: number | null) => string;
  /** A save sent outside the form's own submit is on its way (the "Subtasks still open" answer). */
  saving: boolean;
  colSpan: number;
  /** What the inputs hold, after every change. */
  onDraft: (draft: TaskDraft) => void;
  /** Sends the checked patch; throws when refused. */
  onSave: (patch: EditablePatch) => Promise<unknown>;
  onCancel: () => void;
}

/** The row in edit mode: the whole width of the table, so it works on a phone too. */
export function TaskEditRow({ rowIndex, colSpan, ...props }: TaskEditRowProps) {
  return (
    <tr aria-rowindex={rowIndex} className="border-b border-slate-100 bg-indigo-50/40">
      <td colSpan={colSpan} className="p-3">
        {/* A conflict's rebase replaces the draft: the form starts again from it. */}
        <TaskEditForm key={props.editing.round} {...props} />
      </td>
    </tr>
  );
}

/**
 * A refusal in place. The board answers a write with a message only: one that begins with a field's name
 * ("Budget: enter a number.") is marked on that input, and the "Not saved" alert says it too.
 */
function editErrors(err: unknown, ctx: EditContext): FormErrors {
  const named = ctx.fields.map((f) => ({ prefix: f.name, input: `fields.${f.id}` }));
  const placed = formErrorsFrom(err, editInputs(ctx), NOT_SAVED, named);
  const pathless = err instanceof ApiError && (err.details === undefined || err.details === null);
  if (pathless && placed.formErrors.length === 0) return { ...placed, formErrors: [err.message] };
  return placed;
}

/** Conform over the task update's schema; the draft (kept, rebased) follows the inputs. */
function TaskEditForm({
  editing,
  extra,
  assignees,
  assigneeName,
  saving,
  onDraft,
  onSave,
  onCancel,
}: Omit<TaskEditRowProps, "rowIndex" | "colSpan">) {
  const shape = useProjectShape();
  const ctx = useMemo<EditContext>(() => ({ statuses: shape.statuses, fields: shape.fields }), [shape.statuses, shape.fields]);
  const [defaultValue] = useState(() => valuesOf(editing.draft, ctx));
  const { start } = editing;
  const schema = useMemo(() => editSchema(start, ctx), [start, ctx]);
  const { form, fields, pending } = useSchemaForm({
    schema,
    defaultValue,
    fallback: NOT_SAVED,
    errorsOf: (err) => editErrors(err, ctx),
    onSubmit: onSave,
  });
  const draft = useMemo(() => draftFrom(form.value ?? defaultValue, ctx, start), [form.value, defaultValue, ctx, start]);
  useEffect(() => onDraft(draft), [draft, onDraft]);
  const busy = pending || saving;
  const refused = form.errors?.length ? form.errors.join(" ") : editing.error;
  return (
    <form
      id={form.id}
      onSubmit={form.onSubmit}
      noValidate
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          onCancel();
        }
      }}
      aria-label={`Edit task ${draft.name}`}
      aria-describedby={form.errors?.length ? form.errorId : undefined}
      data-editing={editing.id}
      className="space-y-3"
    >
      {editing.restored && <RestoredDraftNotice />}
      {editing.theirs && <ConflictNotice theirs={editing.theirs} draft={draft} differing={editing.differing} assigneeName={assigneeName} />}
      <TaskDraftFields fields={fields} assignees={assignees(draft.assigneeId)} />
      {refused && <SaveRefusedNotice id={form.errorId} error={refused} />}
      {extra}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onPress={onCancel} isDisabled={busy}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isDisabled={busy}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
