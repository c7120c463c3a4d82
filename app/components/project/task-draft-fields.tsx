import type { TaskStatus } from "../../../core/schemas/fields";
import { useEstimates } from "../../lib/estimates";
import { statusLabel, TASK_STATUSES } from "../../lib/task-display";
import type { TaskDraft } from "../../lib/task-edit";
import { FieldInput } from "../fields/field-input";
import { useProjectShape } from "../fields/project-shape";
import { LabelPicker } from "../labels/label-picker";
import { StatusSelect } from "../statuses/status-select";
import { Select } from "../ui/select";
import { TextField } from "../ui/text-field";
import { PrioritySelect } from "./priority-select";

const statusOptions = TASK_STATUSES.map((s) => ({ id: s, label: statusLabel(s) }));

export interface AssigneeOption {
  id: string;
  label: string;
}

/** The row editor's inputs, one per field of the draft, with the project's statuses, labels and fields. */
export function TaskDraftFields({
  draft,
  onChange,
  assignees,
  nameError,
}: {
  draft: TaskDraft;
  onChange: (draft: TaskDraft) => void;
  assignees: AssigneeOption[];
  nameError: string | null;
}) {
  const estimateUnit = useEstimates().unit;
  const shape = useProjectShape();
  const set = <K extends keyof TaskDraft>(key: K, value: TaskDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <TextField
        label="Name"
        value={draft.name}
        onChange={(v) => set("name", v)}
        errorMessage={nameError}
        autoFocus
        limit={200}
        limitLabel="Task name"
        className="sm:col-span-2 lg:col-span-3"
      />
      <TextField
        label="Description"
        value={draft.description}
        onChange={(v) => set("description", v)}
        multiline
        rows={2}
        className="sm:col-span-2 lg:col-span-3"
      />
      {shape.statuses.length > 0 ? (
        <StatusSelect
          statuses={shape.statuses}
          value={draft.statusId}
          onChange={(s) => onChange({ ...draft, statusId: s.id, status: s.category })}
        />
      ) : (
        <Select<TaskStatus> label="Status" options={statusOptions} value={draft.status} onChange={(v) => set("status", v)} />
      )}
      <PrioritySelect value={draft.priority} onChange={(v) => set("priority", v)} />
      <Select
        label="Assignee"
        options={assignees}
        value={draft.assigneeId == null ? "unassigned" : String(draft.assigneeId)}
        onChange={(v) => set("assigneeId", v === "unassigned" ? null : Number(v))}
      />
      <TextField label="Due date" type="date" value={draft.dueDate} onChange={(v) => set("dueDate", v)} />
      <TextField
        label="Estimate"
        value={draft.estimate}
        onChange={(v) => set("estimate", v)}
        description={estimateUnit === "hours" ? "In hours, like 2 or 1.5" : "In points, like 3"}
      />
      <LabelPicker labels={shape.labels} value={draft.labelIds} onChange={(ids) => set("labelIds", ids)} />
      {shape.fields.map((f) => (
        <FieldInput
          key={f.id}
          field={f}
          value={draft.fields[f.id]}
          members={shape.members}
          onChange={(v) => set("fields", { ...draft.fields, [f.id]: v })}
        />
      ))}
    </div>
  );
}
