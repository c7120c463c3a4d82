import type { Priority } from "../../../core/schemas/fields";
import { PRIORITIES, priorityLabel } from "../../lib/task-display";
import { Button } from "../ui/button";
import { Select } from "../ui/select";
import { TextField } from "../ui/text-field";
import { type DraftMilestone, type DraftTask, dayPart } from "./plan-draft";

// The inline editor of one task or milestone of the plan under review (spec §2.4).

/** A textarea that grows with its text on a phone, where the review has no scroll box of its own (issue 21). */
export const GROWS_ON_PHONE = "max-md:field-sizing-content max-md:min-h-16";

/** Highest first: High, Medium, Low. */
const PRIORITY_OPTIONS = [...PRIORITIES].reverse().map((p) => ({ id: p, label: priorityLabel(p) }));

function EditorFrame({
  label,
  children,
  onSave,
  onCancel,
  className = "",
}: {
  label: string;
  children: React.ReactNode;
  onSave: () => void;
  onCancel: () => void;
  className?: string;
}) {
  return (
    // Escape cancels like the Cancel button (an open select handles its own Escape first).
    <li
      data-plan-editor
      className={`rounded-md border border-indigo-300 bg-indigo-50/40 p-3 ${className}`}
      onKeyDown={(e) => {
        if (e.key === "Escape" && !e.defaultPrevented) {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
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

/** The first two fields of both editors; the name takes the focus. */
function NameAndDescription<T extends DraftMilestone | DraftTask>({
  nameLabel,
  value,
  onChange,
  nameError,
}: {
  nameLabel: string;
  value: T;
  onChange: (item: T) => void;
  nameError?: string | null;
}) {
  return (
    <>
      <TextField
        label={nameLabel}
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
        errorMessage={nameError ?? undefined}
        autoFocus
      />
      <TextField
        label="Description"
        multiline
        rows={2}
        inputClassName={GROWS_ON_PHONE}
        value={value.description}
        onChange={(description) => onChange({ ...value, description })}
      />
    </>
  );
}

/** The item's due day; clearing it means no due date. */
function DueDateField<T extends DraftMilestone | DraftTask>({
  value,
  onChange,
  className,
}: {
  value: T;
  onChange: (item: T) => void;
  className?: string;
}) {
  return (
    <TextField
      label="Due date"
      type="date"
      value={dayPart(value.dueDate)}
      onChange={(d) => onChange({ ...value, dueDate: d || null })}
      className={className}
    />
  );
}

export function MilestoneEditor({
  value,
  nameError,
  onChange,
  onSave,
  onCancel,
}: {
  value: DraftMilestone;
  nameError?: string | null;
  onChange: (m: DraftMilestone) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <EditorFrame label="Edit milestone" onSave={onSave} onCancel={onCancel}>
      <NameAndDescription nameLabel="Milestone name" value={value} onChange={onChange} nameError={nameError} />
      <DueDateField value={value} onChange={onChange} className="max-w-48" />
    </EditorFrame>
  );
}

const NOT_A_SUBTASK = "none";

export function TaskEditor({
  value,
  nameError,
  milestones,
  tasks,
  onChange,
  onSave,
  onCancel,
}: {
  value: DraftTask;
  nameError?: string | null;
  milestones: DraftMilestone[];
  /** Every task of the plan, for the "Subtask of" choice. */
  tasks: DraftTask[];
  onChange: (t: DraftTask) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const parent = value.parentKey ? tasks.find((t) => t.key === value.parentKey && t.parentKey === null) : undefined;
  const phase = parent ? parent.milestoneKey : value.milestoneKey;
  const milestoneOptions = [{ id: "none", label: "No milestone" }, ...milestones.map((m) => ({ id: m.key, label: m.name }))];
  const milestoneValue = phase && milestones.some((m) => m.key === phase) ? phase : "none";
  // Plans nest one level: a task with subtasks of its own can't become one.
  const hasSubtasks = tasks.some((t) => t.parentKey === value.key);
  const parentOptions = [
    { id: NOT_A_SUBTASK, label: "Not a subtask" },
    ...tasks.filter((t) => t.key !== value.key && t.parentKey === null).map((t) => ({ id: t.key, label: t.name })),
  ];
  return (
    <EditorFrame
      label={parent ? `Edit subtask of ${parent.name}` : "Edit task"}
      onSave={onSave}
      onCancel={onCancel}
      className={parent ? "ml-6" : ""}
    >
      <NameAndDescription nameLabel="Task name" value={value} onChange={onChange} nameError={nameError} />
      <Select
        label="Subtask of"
        options={parentOptions}
        value={parent ? parent.key : NOT_A_SUBTASK}
        isDisabled={hasSubtasks}
        description={
          hasSubtasks
            ? "This task has subtasks, so it can't be a subtask itself."
            : "A subtask is saved under its parent task, in the parent's milestone."
        }
        onChange={(key) =>
          onChange(
            key === NOT_A_SUBTASK
              ? { ...value, parentKey: null, milestoneKey: phase }
              : { ...value, parentKey: key, milestoneKey: tasks.find((t) => t.key === key)?.milestoneKey ?? null },
          )
        }
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <DueDateField value={value} onChange={onChange} />
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
          isDisabled={parent !== undefined}
          description={parent ? "Set by its parent task." : undefined}
          onChange={(key) => onChange({ ...value, milestoneKey: key === "none" ? null : key })}
        />
      </div>
    </EditorFrame>
  );
}
