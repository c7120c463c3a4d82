import type { ExportShape } from "./export-files";
import type { CustomField, TaskFields } from "./schemas/custom-field";
import type { Label } from "./schemas/labels";
import type { GeneratedPlan } from "./schemas/plan";
import type { BoardStatus } from "./schemas/statuses";

// A saved project as the plan shape the export files are built from (core/export-files.ts), so a
// project can leave as a CSV for Jira, Asana, monday.com or Smartsheet at any time, not only from
// the wizard before it is saved (issue 21). The board keeps no task → milestone link, so a task's
// phase is the first milestone due on or after the task's own due date.

export interface ExportableProject {
  name: string;
  description: string | null;
  dueDate: string | null;
  createdAt: string;
}

export interface ExportableItem {
  id: string;
  kind: string;
  name: string;
  description: string;
  status: string;
  startDate: string | null;
  dueDate: string | null;
  priority: "low" | "medium" | "high";
  parentTaskId: string | null;
  /** Issue 25: the task's labels, status and own fields, carried as columns of the files. */
  labelIds?: string[];
  statusId?: string;
  fields?: TaskFields;
}

export interface ExportDefinitions {
  labels: readonly Label[];
  statuses: readonly BoardStatus[];
  fields: readonly CustomField[];
}

/** A field value as a file cell: option names for selects, "Yes" for a ticked checkbox, a person by name. */
export function fieldCell(field: CustomField, value: TaskFields[string] | undefined, personName?: (id: number) => string | null): string {
  if (value === undefined || value === null) return "";
  const option = (id: string) => field.options.find((o) => o.id === id)?.name ?? "";
  if (field.type === "single-select") return option(String(value));
  if (field.type === "multi-select") return (Array.isArray(value) ? value : []).map(option).filter(Boolean).join(", ");
  if (field.type === "checkbox") return value === true ? "Yes" : "";
  if (field.type === "person") return personName?.(Number(value)) ?? String(value);
  return String(value);
}

/**
 * The labels, status name and field values of the plan's tasks (boardAsPlan's order), for the
 * files' Labels, Status and field columns (issue 25).
 */
export function boardExportShape(
  items: readonly ExportableItem[],
  defs: ExportDefinitions,
  personName?: (id: number) => string | null,
): ExportShape {
  const labels = new Map(defs.labels.map((l) => [l.id, l.name]));
  const statuses = new Map(defs.statuses.map((st) => [st.id, st.name]));
  const tasks = items.filter((i) => i.kind !== "milestone");
  return {
    fieldNames: defs.fields.map((f) => f.name),
    tasks: tasks.map((t) => ({
      labels: (t.labelIds ?? []).map((id) => labels.get(id)).filter((n): n is string => Boolean(n)),
      status: (t.statusId && statuses.get(t.statusId)) || "",
      fields: defs.fields.map((f) => fieldCell(f, t.fields?.[f.id], personName)),
    })),
  };
}

const byDue = (a: { dueDate: string | null }, b: { dueDate: string | null }) =>
  (a.dueDate ?? "9999-12-31").localeCompare(b.dueDate ?? "9999-12-31");

export function boardAsPlan(project: ExportableProject, items: readonly ExportableItem[]): GeneratedPlan {
  const milestones = items.filter((i) => i.kind === "milestone").sort(byDue);
  const tasks = items.filter((i) => i.kind !== "milestone");
  const index = new Map(tasks.map((t, i) => [t.id, i]));
  const phaseOf = (t: ExportableItem): number | null => {
    const due = t.dueDate;
    if (!due) return null;
    const i = milestones.findIndex((m) => m.dueDate !== null && m.dueDate >= due);
    return i >= 0 ? i : null;
  };
  const days = items
    .flatMap((i) => [i.startDate, i.dueDate])
    .filter((d): d is string => d !== null)
    .sort();
  const created = project.createdAt.slice(0, 10);
  const startDate = [created, ...days].sort()[0];
  const endDate = project.dueDate ?? days.at(-1) ?? startDate;
  return {
    name: project.name.slice(0, 120),
    description: project.description ?? "",
    milestones: milestones.map((m) => ({ name: m.name, description: m.description, dueDate: m.dueDate, sourceText: null })),
    tasks: tasks.map((t) => {
      // A subtask keeps its parent when the parent is a task of its own; the exports nest one level.
      const parent = t.parentTaskId === null ? undefined : index.get(t.parentTaskId);
      const parentIndex = parent !== undefined && tasks[parent].parentTaskId === null ? parent : null;
      return {
        name: t.name,
        description: t.description,
        dueDate: t.dueDate,
        priority: t.priority,
        milestoneIndex: parentIndex === null ? phaseOf(t) : phaseOf(tasks[parentIndex]),
        sourceText: null,
        parentIndex,
      };
    }),
    timeline: { startDate, endDate: endDate < startDate ? startDate : endDate },
    notices: [],
  };
}
