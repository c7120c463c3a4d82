import { type FieldMetadata, useInputControl } from "@conform-to/react";
import type { CustomField } from "../../../core/schemas/custom-field";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { statusLabel, TASK_STATUSES } from "../../lib/task-display";
import { FieldInput } from "../fields/field-input";
import type { useProjectShape } from "../fields/project-shape";
import { ColorDot } from "../labels/color-dot";
import { LabelPicker } from "../labels/label-picker";
import { CATEGORY_LABELS } from "../statuses/status-select";
import { FormSelect, FormTextField } from "../ui/form-fields";
import { fieldInputValue, fieldText, type NewTaskContext, UNASSIGNED } from "./new-task-payload";
import { PRIORITY_OPTIONS } from "./priority-select";
import type { useAddTaskForm } from "./use-add-task-form";

const statusOptions = TASK_STATUSES.map((s) => ({ id: s, label: statusLabel(s) }));

type NewTaskFields = ReturnType<typeof useAddTaskForm>["fields"];

/** Status (the project's own, or the four categories), priority, assignee and due date, side by side. */
export function NewTaskChoices({ fields, ctx, members }: { fields: NewTaskFields; ctx: NewTaskContext; members: MemberView[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {ctx.statuses.length > 0 ? (
        <FormSelect
          field={fields.statusId}
          label="Status"
          options={ctx.statuses.map((s) => ({
            id: s.id,
            label: `${s.name} (${CATEGORY_LABELS[s.category]})`,
            icon: <ColorDot color={s.color} />,
          }))}
        />
      ) : (
        <FormSelect field={fields.status} label="Status" options={statusOptions} />
      )}
      <FormSelect field={fields.priority} label="Priority" options={PRIORITY_OPTIONS} />
      <FormSelect
        field={fields.assigneeId}
        label="Assignee"
        options={[{ id: UNASSIGNED, label: "Unassigned" }, ...members.map((m) => ({ id: String(m.userId), label: displayName(m.user) }))]}
      />
      <FormTextField field={fields.dueDate} label="Due date" type="date" />
    </div>
  );
}

/** The project's own fields, each with the input its type asks for. */
export function NewTaskCustomFields({ fields, ctx, members }: { fields: NewTaskFields; ctx: NewTaskContext; members: MemberView[] }) {
  const customFields = fields.fields.getFieldset();
  if (ctx.fields.length === 0) return null;
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">Fields</legend>
      {ctx.fields.map((f) => (
        <FormCustomField key={f.id} field={f} meta={customFields[f.id]} members={members} />
      ))}
    </fieldset>
  );
}

// biome-ignore lint/suspicious/noExplicitAny: a field of any form; only its name, value and errors are read.
type AnyField<V> = FieldMetadata<V, any, string[]>;

/** The task's labels: checkboxes, held by Conform as the list of chosen ids. */
export function FormLabels({ field, labels }: { field: AnyField<string[]>; labels: ReturnType<typeof useProjectShape>["labels"] }) {
  const control = useInputControl<string[]>(field as never);
  const value = Array.isArray(control.value) ? control.value.filter((x): x is string => typeof x === "string") : [];
  return (
    <div>
      <LabelPicker labels={labels} value={value} onChange={(ids) => control.change(ids)} />
      {field.errors?.[0] && <p className="mt-1 text-sm text-red-600">{field.errors[0]}</p>}
    </div>
  );
}

/** One of the project's own fields, with the input its type asks for (the task editor's FieldInput). */
export function FormCustomField({
  field,
  meta,
  members,
}: {
  field: CustomField;
  meta: AnyField<string | string[]>;
  members: MemberView[];
}) {
  const control = useInputControl(meta as never);
  const error = meta.errors?.[0];
  return (
    <div className={field.type === "multi-select" ? "sm:col-span-2" : undefined} data-invalid={error ? true : undefined}>
      <FieldInput
        field={field}
        value={fieldInputValue(field, control.value)}
        members={members}
        onChange={(v) => control.change(fieldText(field, v) as never)}
        errorMessage={error}
      />
    </div>
  );
}
