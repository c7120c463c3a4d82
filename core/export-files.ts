import type { ProviderId } from "./schemas/integrations";
import type { GeneratedPlan } from "./schemas/plan";

// With nothing connected, each export choice offers a file for the provider's own importer (Jira's
// CSV importer, Asana's CSV import, monday's Excel/CSV import, Smartsheet's import). Columns follow
// what those importers read without any mapping or editing.

type Row = Array<string | number | null>;

/** RFC 4180: quote every field that needs it, double embedded quotes, CRLF line ends. */
export function toCsv(rows: Row[]): string {
  const field = (v: string | number | null) => {
    const s = v === null ? "" : String(v);
    // A leading =, +, - or @ would be run as a formula by spreadsheet importers.
    const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `${rows.map((r) => r.map(field).join(",")).join("\r\n")}\r\n`;
}

/**
 * Issue 25: what a saved project's tasks carry beyond the plan (core/board-export.ts
 * boardExportShape): per task of plan.tasks, its label names, status name and field cells in
 * `fieldNames` order. The files get Labels, Status and one column per field.
 */
export interface ExportShape {
  fieldNames: string[];
  tasks: Array<{ labels: string[]; status: string; fields: string[] }>;
}

interface Entry {
  /** The task's index in plan.tasks (null for a milestone): where its shape is found. */
  index: number | null;
  kind: "milestone" | "task";
  name: string;
  description: string;
  dueDate: string | null;
  priority: "low" | "medium" | "high";
  phase: string | null;
  /** For a subtask, its parent task's entry. */
  parent: Entry | null;
}

type PlanTask = GeneratedPlan["tasks"][number];

/** Each milestone followed by its tasks, each task by its subtasks, then tasks of no phase: the order every export uses. */
function entries(plan: GeneratedPlan): Entry[] {
  const phaseOf = (i: number | null) => (i !== null && i < plan.milestones.length ? plan.milestones[i].name : null);
  const parentOf = (t: PlanTask) => (t.parentIndex === null ? undefined : plan.tasks[t.parentIndex]);
  // Only a valid subtask (the plan schema checks them) nests; anything else stays a task, never lost.
  const isSubtask = (t: PlanTask) => {
    const parent = parentOf(t);
    return parent !== undefined && parent !== t && parent.parentIndex === null;
  };
  const task = (t: PlanTask): Entry[] => {
    const entry: Entry = { index: plan.tasks.indexOf(t), kind: "task", ...t, phase: phaseOf(t.milestoneIndex), parent: null };
    const subtasks = plan.tasks
      .filter((s) => isSubtask(s) && parentOf(s) === t)
      .map((s): Entry => ({ index: plan.tasks.indexOf(s), kind: "task", ...s, phase: phaseOf(s.milestoneIndex), parent: entry }));
    return [entry, ...subtasks];
  };
  return [
    ...plan.milestones.flatMap((m, i): Entry[] => [
      {
        index: null,
        kind: "milestone",
        name: m.name,
        description: m.description,
        dueDate: m.dueDate,
        priority: "medium",
        phase: m.name,
        parent: null,
      },
      ...plan.tasks.filter((t) => t.milestoneIndex === i && !isSubtask(t)).flatMap(task),
    ]),
    ...plan.tasks.filter((t) => phaseOf(t.milestoneIndex) === null && !isSubtask(t)).flatMap(task),
  ];
}

/** The description, and for a subtask the parent task that a flat importer has no column for. */
const withParent = (e: Entry) => [e.description, e.parent ? `Subtask of: ${e.parent.name}` : ""].filter(Boolean).join("\n\n");

const PRIORITY = { high: "High", medium: "Medium", low: "Low" } as const;

/** The shape of an entry's task, or an empty one (milestones, or a plan with no shape). */
function shapeOf(shape: ExportShape | undefined, e: Entry): ExportShape["tasks"][number] {
  const found = shape && e.index !== null ? shape.tasks[e.index] : undefined;
  return found ?? { labels: [], status: "", fields: (shape?.fieldNames ?? []).map(() => "") };
}

/**
 * The extra header and cells: Labels (as `labelsCell` writes them), Status when the project has its
 * own, and one column per field. A field named like a fixed column is suffixed so no column is lost.
 */
function shapeColumns(shape: ExportShape | undefined, fixed: string[], labelsHeader: string[], status: boolean) {
  if (!shape) return { header: [] as string[], cells: (_e: Entry, _labels: (l: string[]) => Row) => [] as Row };
  const taken = new Set([...fixed, ...labelsHeader, ...(status ? ["Status"] : [])].map((h) => h.toLowerCase()));
  const fieldHeaders = shape.fieldNames.map((n) => (taken.has(n.toLowerCase()) ? `${n} (field)` : n));
  return {
    header: [...labelsHeader, ...(status ? ["Status"] : []), ...fieldHeaders],
    cells: (e: Entry, labels: (l: string[]) => Row): Row => {
      const s = shapeOf(shape, e);
      return [...labels(s.labels), ...(status ? [s.status] : []), ...s.fields];
    },
  };
}

/** The most labels one task has: Jira's importer reads one label per "Labels" column. */
const mostLabels = (shape: ExportShape | undefined) => Math.max(1, ...(shape?.tasks ?? []).map((t) => t.labels.length));
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Jira's CSV importer reads dates in its default format, dd/MMM/yy h:mm a, unless told otherwise. */
export function jiraDate(day: string | null): string {
  if (!day) return "";
  const [y, m, d] = day.split("-");
  return `${d}/${MONTHS[Number(m) - 1]}/${y.slice(2)} 12:00 AM`;
}

/**
 * Jira: an Epic row, then a child per milestone and task whose Parent is the epic's Issue ID, then
 * each subtask as a Subtask whose Parent is its task's Issue ID. Jira's importer wants the rows in
 * hierarchy order, epics first and subtasks last, or it loses the parent links.
 */
function jira(plan: GeneratedPlan, shape?: ExportShape): string {
  const fixed = ["Issue ID", "Issue Type", "Summary", "Description", "Due Date", "Priority", "Parent"];
  // Jira labels hold no spaces, and its importer takes one label per repeated "Labels" column.
  const slots = mostLabels(shape);
  const extra = shapeColumns(shape, fixed, Array(slots).fill("Labels"), true);
  const labelCells = (labels: string[]): Row => Array.from({ length: slots }, (_, i) => labels[i]?.trim().replace(/\s+/g, "_") ?? "");
  const rows: Row[] = [[...fixed, ...extra.header]];
  rows.push([1, "Epic", plan.name, plan.description, jiraDate(plan.timeline.endDate), "", "", ...extra.header.map(() => "")]);
  const all = entries(plan);
  const ids = new Map<Entry, number>();
  const ordered = [...all.filter((e) => e.parent === null), ...all.filter((e) => e.parent !== null)];
  for (const e of ordered) ids.set(e, ids.size + 2);
  for (const e of ordered) {
    rows.push([
      ids.get(e) as number,
      e.parent ? "Subtask" : "Task",
      e.kind === "milestone" ? `Milestone: ${e.name}` : e.name,
      [e.description, e.kind === "task" && e.phase ? `Phase: ${e.phase}` : ""].filter(Boolean).join("\n\n"),
      jiraDate(e.dueDate),
      PRIORITY[e.priority],
      e.parent ? (ids.get(e.parent) as number) : 1,
      ...extra.cells(e, labelCells),
    ]);
  }
  return toCsv(rows);
}

/**
 * Asana: the columns in the order Asana's CSV importer documents (Name first, then Description, then
 * Section; test/support/importer-rules.ts), Section putting each task in its phase, Priority as a
 * custom field after them.
 */
function asana(plan: GeneratedPlan, shape?: ExportShape): string {
  const fixed = ["Name", "Description", "Section", "Due Date", "Priority"];
  // Asana's importer makes tags from a Tags column (comma-separated) and custom fields of the rest.
  const extra = shapeColumns(shape, fixed, ["Tags"], true);
  const rows: Row[] = [[...fixed, ...extra.header]];
  for (const e of entries(plan)) {
    rows.push([
      e.kind === "milestone" ? `Milestone: ${e.name}` : e.name,
      withParent(e),
      e.phase ?? "Other tasks",
      e.dueDate ?? "",
      PRIORITY[e.priority],
      ...extra.cells(e, (labels) => [labels.join(", ")]),
    ]);
  }
  return toCsv(rows);
}

/**
 * monday: the first column is the item name; Group groups the items on import. monday has no
 * milestone type, so a milestone is an item named as one; its Priority is a priority like any other
 * (a "Milestone" label would make the Priority column a mix of two things).
 */
function monday(plan: GeneratedPlan, shape?: ExportShape): string {
  const fixed = ["Name", "Group", "Due date", "Priority", "Description"];
  const extra = shapeColumns(shape, fixed, ["Labels"], true);
  const rows: Row[] = [[...fixed, ...extra.header]];
  for (const e of entries(plan)) {
    rows.push([
      e.kind === "milestone" ? `Milestone: ${e.name}` : e.name,
      e.phase ?? "Other tasks",
      e.dueDate ?? "",
      PRIORITY[e.priority],
      withParent(e),
      ...extra.cells(e, (labels) => [labels.join(", ")]),
    ]);
  }
  return toCsv(rows);
}

/** Smartsheet: the same Task, Due, Status and Priority columns as a connected export, plus the phase. */
function smartsheet(plan: GeneratedPlan, shape?: ExportShape): string {
  const fixed = ["Task", "Due", "Status", "Priority", "Phase", "Description"];
  // Status is already a column here: a saved project's task gives its own status's name.
  const extra = shapeColumns(shape, fixed, ["Labels"], false);
  const rows: Row[] = [[...fixed, ...extra.header]];
  for (const e of entries(plan)) {
    rows.push([
      e.kind === "milestone" ? `Milestone: ${e.name}` : e.name,
      e.dueDate ?? "",
      shapeOf(shape, e).status || "Not Started",
      PRIORITY[e.priority],
      e.phase ?? "",
      withParent(e),
      ...extra.cells(e, (labels) => [labels.join(", ")]),
    ]);
  }
  return toCsv(rows);
}

const BUILDERS: Record<ProviderId, (plan: GeneratedPlan, shape?: ExportShape) => string> = { jira, asana, monday, smartsheet };

export function exportFileName(plan: GeneratedPlan, provider: ProviderId): string {
  const slug =
    plan.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "plan";
  return `${slug}-${provider}-import.csv`;
}

/** The CSV a provider's importer takes, with a byte-order mark so Excel-based importers read UTF-8. */
export function exportFile(plan: GeneratedPlan, provider: ProviderId, shape?: ExportShape): { name: string; type: string; text: string } {
  return { name: exportFileName(plan, provider), type: "text/csv;charset=utf-8", text: `\uFEFF${BUILDERS[provider](plan, shape)}` };
}
