import { AlertTriangle } from "lucide-react";
import type { TaskStatus } from "../../../core/schemas/fields";
import { formatDay } from "../../lib/dates";
import { useEstimates } from "../../lib/estimates";
import { priorityLabel, statusLabel, TASK_STATUSES } from "../../lib/task-display";
import type { TaskDraft } from "../../lib/task-edit";
import { FieldInput } from "../fields/field-input";
import { formatFieldValue } from "../fields/field-values";
import { memberName, useProjectShape } from "../fields/project-shape";
import { LabelPicker } from "../labels/label-picker";
import { StatusSelect } from "../statuses/status-select";
import { Button } from "../ui/button";
import { Select } from "../ui/select";
import { TextField } from "../ui/text-field";
import { PrioritySelect } from "./priority-select";

export const CONFLICT_NOTICE = "Someone else changed this task. Their version is shown; your edit is kept — Save again to apply it.";

const fieldNames: Record<keyof TaskDraft, string> = {
  name: "Name",
  description: "Description",
  status: "Status",
  priority: "Priority",
  assigneeId: "Assignee",
  dueDate: "Due date",
  estimate: "Estimate",
  statusId: "Status",
  labelIds: "Labels",
  fields: "Fields",
};

const statusOptions = TASK_STATUSES.map((s) => ({ id: s, label: statusLabel(s) }));

export interface AssigneeOption {
  id: string;
  label: string;
}

/** The row in edit mode: the whole width of the table, so it works on a phone too. */
export function TaskEditRow({
  rowIndex,
  taskId,
  draft,
  onChange,
  assignees,
  assigneeName,
  theirs,
  differing,
  nameError,
  saving,
  colSpan,
  onSave,
  onCancel,
  extra,
  restored = false,
  error = null,
}: {
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
}) {
  const estimateUnit = useEstimates().unit;
  const shape = useProjectShape();
  const set = <K extends keyof TaskDraft>(key: K, value: TaskDraft[K]) => onChange({ ...draft, [key]: value });
  const shown = (key: keyof TaskDraft, d: TaskDraft): string => {
    switch (key) {
      case "status":
        return statusLabel(d.status);
      case "priority":
        return priorityLabel(d.priority);
      case "assigneeId":
        return assigneeName(d.assigneeId);
      case "dueDate":
        return formatDay(d.dueDate, "MMM dd, yyyy");
      case "statusId":
        return shape.statuses.find((x) => x.id === d.statusId)?.name ?? statusLabel(d.status);
      case "labelIds":
        return (
          shape.labels
            .filter((l) => d.labelIds.includes(l.id))
            .map((l) => l.name)
            .join(", ") || "(none)"
        );
      case "fields":
        return (
          shape.fields
            .map((f) => [f.name, formatFieldValue(f, d.fields[f.id], (id) => memberName(shape.members, id))])
            .filter(([, v]) => v)
            .map(([n, v]) => `${n}: ${v}`)
            .join("; ") || "(empty)"
        );
      default:
        return d[key] || "(empty)";
    }
  };

  return (
    <tr aria-rowindex={rowIndex} className="border-b border-slate-100 bg-indigo-50/40">
      <td colSpan={colSpan} className="p-3">
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
          data-editing={taskId}
          className="space-y-3"
        >
          {restored && (
            <p role="status" className="rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
              Unsaved draft restored from this browser. It is not saved yet: Save to keep it, or Cancel to drop it.
            </p>
          )}
          {theirs && (
            <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <p className="flex items-start gap-2 font-medium">
                <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                {CONFLICT_NOTICE}
              </p>
              {differing.length > 0 && (
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 pl-6">
                  {/* A chosen status shows once, by its name. */}
                  {differing
                    .filter((k) => !(k === "status" && differing.includes("statusId")))
                    .map((k) => (
                      <div key={k} className="contents">
                        <dt className="font-medium">{fieldNames[k]}:</dt>
                        <dd className="break-words">
                          theirs <strong>{shown(k, theirs)}</strong>, yours <strong>{shown(k, draft)}</strong>
                        </dd>
                      </div>
                    ))}
                </dl>
              )}
            </div>
          )}
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
          {error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              Not saved: {error}
            </p>
          )}
          {extra}
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
