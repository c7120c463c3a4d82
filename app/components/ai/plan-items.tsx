import { CalendarDays, Flag, Pencil, Trash2 } from "lucide-react";
import type { Priority } from "../../../core/schemas/fields";
import { Badge, type BadgeTone } from "../ui/badge";
import { Button } from "../ui/button";
import { Select } from "../ui/select";
import { TextField } from "../ui/text-field";
import { type DraftMilestone, type DraftTask, dayPart } from "./plan-draft";

// One task or milestone of the plan under review: a read-only row, or its inline editor (spec §2.4).

/** Spec §4: high red, medium amber, low blue. */
const PRIORITY_TONE: Record<Priority, BadgeTone> = { high: "red", medium: "amber", low: "blue" };
const PRIORITY_OPTIONS: Array<{ id: Priority; label: string }> = [
  { id: "high", label: "High" },
  { id: "medium", label: "Medium" },
  { id: "low", label: "Low" },
];

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <Badge tone={PRIORITY_TONE[priority] ?? "gray"} className="capitalize">
      {priority}
    </Badge>
  );
}

function DueDate({ value }: { value: string | null }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-600">
      <CalendarDays className="h-3.5 w-3.5" aria-hidden />
      {dayPart(value) || "No due date"}
    </span>
  );
}

function RowActions({
  kind,
  name,
  disabled,
  onEdit,
  onDelete,
}: {
  kind: string;
  name: string;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${kind} ${name}`} onPress={onEdit} isDisabled={disabled}>
        <Pencil className="h-4 w-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${kind} ${name}`} onPress={onDelete}>
        <Trash2 className="h-4 w-4 text-red-600" aria-hidden />
      </Button>
    </div>
  );
}

export function MilestoneRow({
  milestone,
  editDisabled,
  onEdit,
  onDelete,
}: {
  milestone: DraftMilestone;
  editDisabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex items-start justify-between gap-3 rounded-md border border-slate-200 p-3">
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <Flag className="h-4 w-4 shrink-0 text-indigo-600" aria-hidden />
          {milestone.name}
        </p>
        {milestone.description && <p className="mt-1 text-sm text-slate-600">{milestone.description}</p>}
        <div className="mt-2">
          <DueDate value={milestone.dueDate} />
        </div>
      </div>
      <RowActions kind="milestone" name={milestone.name} disabled={editDisabled} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}

export function TaskRow({
  task,
  milestoneName,
  editDisabled,
  onEdit,
  onDelete,
}: {
  task: DraftTask;
  milestoneName: string | null;
  editDisabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex items-start justify-between gap-3 rounded-md border border-slate-200 p-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{task.name}</p>
        {task.description && <p className="mt-1 text-sm text-slate-600">{task.description}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <PriorityBadge priority={task.priority} />
          <DueDate value={task.dueDate} />
          {milestoneName && (
            <span className="inline-flex items-center gap-1 text-xs text-slate-600">
              <Flag className="h-3.5 w-3.5" aria-hidden />
              {milestoneName}
            </span>
          )}
        </div>
      </div>
      <RowActions kind="task" name={task.name} disabled={editDisabled} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}

function EditorFrame({
  label,
  children,
  onSave,
  onCancel,
}: {
  label: string;
  children: React.ReactNode;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <li className="rounded-md border border-indigo-300 bg-indigo-50/40 p-3">
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{label}</legend>
        {children}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onPress={onCancel}>
            Cancel
          </Button>
          <Button size="sm" onPress={onSave}>
            Save
          </Button>
        </div>
      </fieldset>
    </li>
  );
}

export function MilestoneEditor({
  value,
  onChange,
  onSave,
  onCancel,
}: {
  value: DraftMilestone;
  onChange: (m: DraftMilestone) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <EditorFrame label="Edit milestone" onSave={onSave} onCancel={onCancel}>
      <TextField label="Milestone name" value={value.name} onChange={(name) => onChange({ ...value, name })} autoFocus />
      <TextField
        label="Description"
        multiline
        rows={2}
        value={value.description}
        onChange={(description) => onChange({ ...value, description })}
      />
      <TextField
        label="Due date"
        type="date"
        value={dayPart(value.dueDate)}
        onChange={(d) => onChange({ ...value, dueDate: d || null })}
        className="max-w-48"
      />
    </EditorFrame>
  );
}

export function TaskEditor({
  value,
  milestones,
  onChange,
  onSave,
  onCancel,
}: {
  value: DraftTask;
  milestones: DraftMilestone[];
  onChange: (t: DraftTask) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const milestoneOptions = [{ id: "none", label: "No milestone" }, ...milestones.map((m) => ({ id: m.key, label: m.name }))];
  const milestoneValue = value.milestoneKey && milestones.some((m) => m.key === value.milestoneKey) ? value.milestoneKey : "none";
  return (
    <EditorFrame label="Edit task" onSave={onSave} onCancel={onCancel}>
      <TextField label="Task name" value={value.name} onChange={(name) => onChange({ ...value, name })} autoFocus />
      <TextField
        label="Description"
        multiline
        rows={2}
        value={value.description}
        onChange={(description) => onChange({ ...value, description })}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Due date"
          type="date"
          value={dayPart(value.dueDate)}
          onChange={(d) => onChange({ ...value, dueDate: d || null })}
        />
        <Select<Priority>
          label="Priority"
          options={PRIORITY_OPTIONS}
          value={value.priority}
          onChange={(priority) => onChange({ ...value, priority })}
        />
        <Select
          label="Milestone"
          options={milestoneOptions}
          value={milestoneValue}
          onChange={(key) => onChange({ ...value, milestoneKey: key === "none" ? null : key })}
        />
      </div>
    </EditorFrame>
  );
}
