import { formatDay } from "../../lib/dates";
import { priorityLabel, statusLabel } from "../../lib/task-display";
import type { TaskDraft } from "../../lib/task-edit";
import { formatFieldValue } from "../fields/field-values";
import { memberName, type ProjectShape } from "../fields/project-shape";

/** What each of a draft's fields is called when the conflict notice names it. */
export const DRAFT_FIELD_NAMES: Record<keyof TaskDraft, string> = {
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

/** One field of a draft as a person reads it ("High", "Mar 04, 2026", "Design, Bug"…). */
export function draftFieldText(
  key: keyof TaskDraft,
  d: TaskDraft,
  shape: ProjectShape,
  assigneeName: (id: number | null) => string,
): string {
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
}
