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

interface Entry {
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
    const entry: Entry = { kind: "task", ...t, phase: phaseOf(t.milestoneIndex), parent: null };
    const subtasks = plan.tasks
      .filter((s) => isSubtask(s) && parentOf(s) === t)
      .map((s): Entry => ({ kind: "task", ...s, phase: phaseOf(s.milestoneIndex), parent: entry }));
    return [entry, ...subtasks];
  };
  return [
    ...plan.milestones.flatMap((m, i): Entry[] => [
      { kind: "milestone", name: m.name, description: m.description, dueDate: m.dueDate, priority: "medium", phase: m.name, parent: null },
      ...plan.tasks.filter((t) => t.milestoneIndex === i && !isSubtask(t)).flatMap(task),
    ]),
    ...plan.tasks.filter((t) => phaseOf(t.milestoneIndex) === null && !isSubtask(t)).flatMap(task),
  ];
}

/** The description, and for a subtask the parent task that a flat importer has no column for. */
const withParent = (e: Entry) => [e.description, e.parent ? `Subtask of: ${e.parent.name}` : ""].filter(Boolean).join("\n\n");

const PRIORITY = { high: "High", medium: "Medium", low: "Low" } as const;
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
function jira(plan: GeneratedPlan): string {
  const rows: Row[] = [["Issue ID", "Issue Type", "Summary", "Description", "Due Date", "Priority", "Parent"]];
  rows.push([1, "Epic", plan.name, plan.description, jiraDate(plan.timeline.endDate), "", ""]);
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
    ]);
  }
  return toCsv(rows);
}

/**
 * Asana: the columns in the order Asana's CSV importer documents (Name first, then Description, then
 * Section; test/support/importer-rules.ts), Section putting each task in its phase, Priority as a
 * custom field after them.
 */
function asana(plan: GeneratedPlan): string {
  const rows: Row[] = [["Name", "Description", "Section", "Due Date", "Priority"]];
  for (const e of entries(plan)) {
    rows.push([
      e.kind === "milestone" ? `Milestone: ${e.name}` : e.name,
      withParent(e),
      e.phase ?? "Other tasks",
      e.dueDate ?? "",
      PRIORITY[e.priority],
    ]);
  }
  return toCsv(rows);
}

/**
 * monday: the first column is the item name; Group groups the items on import. monday has no
 * milestone type, so a milestone is an item named as one; its Priority is a priority like any other
 * (a "Milestone" label would make the Priority column a mix of two things).
 */
function monday(plan: GeneratedPlan): string {
  const rows: Row[] = [["Name", "Group", "Due date", "Priority", "Description"]];
  for (const e of entries(plan)) {
    rows.push([
      e.kind === "milestone" ? `Milestone: ${e.name}` : e.name,
      e.phase ?? "Other tasks",
      e.dueDate ?? "",
      PRIORITY[e.priority],
      withParent(e),
    ]);
  }
  return toCsv(rows);
}

/** Smartsheet: the same Task, Due, Status and Priority columns as a connected export, plus the phase. */
function smartsheet(plan: GeneratedPlan): string {
  const rows: Row[] = [["Task", "Due", "Status", "Priority", "Phase", "Description"]];
  for (const e of entries(plan)) {
    rows.push([
      e.kind === "milestone" ? `Milestone: ${e.name}` : e.name,
      e.dueDate ?? "",
      "Not Started",
      PRIORITY[e.priority],
      e.phase ?? "",
      withParent(e),
    ]);
  }
  return toCsv(rows);
}

const BUILDERS: Record<ProviderId, (plan: GeneratedPlan) => string> = { jira, asana, monday, smartsheet };

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
export function exportFile(plan: GeneratedPlan, provider: ProviderId): { name: string; type: string; text: string } {
  return { name: exportFileName(plan, provider), type: "text/csv;charset=utf-8", text: `\uFEFF${BUILDERS[provider](plan)}` };
}
