import { type FieldMetadata, useInputControl } from "@conform-to/react";
import { useEstimates } from "../../lib/estimates";
import { statusLabel, TASK_STATUSES } from "../../lib/task-display";
import { listOf } from "../../lib/use-schema-form";
import { useProjectShape } from "../fields/project-shape";
import { ColorDot } from "../labels/color-dot";
import { LabelPicker } from "../labels/label-picker";
import { CATEGORY_LABELS } from "../statuses/status-select";
import { FormSelect, FormTextField } from "../ui/form-fields";
import { FormCustomField } from "./add-task-inputs";
import { PRIORITY_OPTIONS } from "./priority-select";
import type { EditValues } from "./task-edit-values";

const statusOptions = TASK_STATUSES.map((s) => ({ id: s, label: statusLabel(s) }));

export interface AssigneeOption {
  id: string;
  label: string;
}

// biome-ignore lint/suspicious/noExplicitAny: the editor's form; only a field's name, value and errors are read.
type EditFields = { [K in keyof EditValues]: FieldMetadata<EditValues[K], any, string[]> };

/**
 * The row editor's inputs, one per field of the task update (their names are its fields), with the
 * project's statuses, labels and fields. Conform holds the values and each input's refusal.
 */
export function TaskDraftFields({ fields, assignees }: { fields: EditFields; assignees: AssigneeOption[] }) {
  const estimateUnit = useEstimates().unit;
  const shape = useProjectShape();
  const custom = fields.fields.getFieldset();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <FormTextField
        field={fields.name}
        label="Name"
        autoFocus
        limit={200}
        limitLabel="Task name"
        className="sm:col-span-2 lg:col-span-3"
      />
      <FormTextField field={fields.description} label="Description" multiline rows={2} className="sm:col-span-2 lg:col-span-3" />
      {shape.statuses.length > 0 ? (
        <FormSelect
          field={fields.statusId}
          label="Status"
          placeholder="Choose a status"
          options={shape.statuses.map((s) => ({
            id: s.id,
            label: `${s.name} (${CATEGORY_LABELS[s.category]})`,
            icon: <ColorDot color={s.color} />,
          }))}
        />
      ) : (
        <FormSelect field={fields.status} label="Status" options={statusOptions} />
      )}
      <FormSelect field={fields.priority} label="Priority" options={PRIORITY_OPTIONS} />
      <FormSelect field={fields.assigneeId} label="Assignee" options={assignees} />
      <FormTextField field={fields.dueDate} label="Due date" type="date" />
      <FormTextField
        field={fields.estimate}
        label="Estimate"
        description={estimateUnit === "hours" ? "In hours, like 2 or 1.5" : "In points, like 3"}
      />
      <EditLabels field={fields.labelIds} />
      {shape.fields.map((f) => (
        <FormCustomField key={f.id} field={f} meta={custom[f.id]} members={shape.members} />
      ))}
    </div>
  );
}

/** The task's labels: checkboxes, held by Conform as the list of chosen ids (the picker spans the row). */
function EditLabels({ field }: { field: EditFields["labelIds"] }) {
  const shape = useProjectShape();
  const control = useInputControl<string[]>({
    key: field.key,
    name: field.name,
    formId: field.formId,
    initialValue: listOf(field.initialValue),
  });
  const value = Array.isArray(control.value) ? control.value.filter((x): x is string => typeof x === "string") : [];
  return (
    <>
      <LabelPicker labels={shape.labels} value={value} onChange={(ids) => control.change(ids)} />
      {field.errors?.[0] && <p className="text-sm text-red-600 sm:col-span-2 lg:col-span-3">{field.errors[0]}</p>}
    </>
  );
}
