import { describe, expect, it } from "vitest";
import { boardAsPlan, boardExportShape, type ExportableItem, fieldCell } from "../../core/board-export";
import { exportFile } from "../../core/export-files";
import { parseCsv } from "../../core/import-files/csv";
import type { CustomField } from "../../core/schemas/custom-field";
import type { Label } from "../../core/schemas/labels";
import type { BoardStatus } from "../../core/schemas/statuses";

// Issue 25: a saved project's CSVs carry its labels, each task's status name and its own fields.

const item = (over: Partial<ExportableItem> & { id: string; name: string }): ExportableItem => ({
  kind: "task",
  description: "",
  status: "todo",
  startDate: null,
  dueDate: null,
  priority: "medium",
  parentTaskId: null,
  ...over,
});

const label = (id: string, name: string, order: number): Label => ({ id, projectId: 7, name, color: "blue", order });
const labels = [label("7-l1", "Needs review", 0), label("7-l2", "web", 1)];
const statuses: BoardStatus[] = [
  { id: "7-todo", projectId: 7, name: "Backlog", color: "gray", category: "todo", order: 0 } as BoardStatus,
  { id: "7-review", projectId: 7, name: "In review", color: "amber", category: "in-progress", order: 1 } as BoardStatus,
];
const field = (id: string, name: string, type: CustomField["type"], options: string[] = []): CustomField => ({
  id,
  projectId: 7,
  name,
  type,
  options: options.map((o, i) => ({ id: `${id}-o${i}`, name: o })),
  position: 0,
  createdAt: "2027-01-01T00:00:00.000Z",
  updatedAt: "2027-01-01T00:00:00.000Z",
});
const fields = [
  field("7-f1", "Estimate", "number"),
  field("7-f2", "Team", "multi-select", ["Web", "Ops"]),
  field("7-f3", "Priority", "text"),
];

const project = { name: "Fair stand", description: "", dueDate: "2027-05-30", createdAt: "2027-04-01T10:00:00.000Z" };
const items = [
  item({ id: "m", kind: "milestone", name: "Open", dueDate: "2027-05-20" }),
  item({
    id: "a",
    name: "Order banners",
    dueDate: "2027-05-05",
    labelIds: ["7-l1", "7-l2"],
    statusId: "7-review",
    fields: { "7-f1": 3, "7-f2": ["7-f2-o0", "7-f2-o1"], "7-f3": "urgent" },
  }),
  item({ id: "b", name: "Someday", statusId: "7-todo" }),
];

function table(provider: "jira" | "asana" | "monday" | "smartsheet") {
  const plan = boardAsPlan(project, items);
  const file = exportFile(plan, provider, boardExportShape(items, { labels, statuses, fields }));
  const rows = parseCsv(file.text).map((r) => r.cells);
  return { header: rows[0], row: (name: string) => rows.find((r) => r.some((c) => c === name || c === `Milestone: ${name}`))! };
}

describe("labels, status and fields in the export files", () => {
  it("Jira: one Labels column per label (no spaces), Status, and a column per field (renamed when it clashes)", () => {
    const { header, row } = table("jira");
    expect(header.slice(7)).toEqual(["Labels", "Labels", "Status", "Estimate", "Team", "Priority (field)"]);
    expect(row("Order banners").slice(7)).toEqual(["Needs_review", "web", "In review", "3", "Web, Ops", "urgent"]);
    expect(row("Someday").slice(7)).toEqual(["", "", "Backlog", "", "", ""]);
    expect(row("Open").slice(7)).toEqual(["", "", "", "", "", ""]);
  });

  it("Asana: Tags, Status and the fields after the importer's own columns", () => {
    const { header, row } = table("asana");
    expect(header).toEqual([
      "Name",
      "Description",
      "Section",
      "Due Date",
      "Priority",
      "Tags",
      "Status",
      "Estimate",
      "Team",
      "Priority (field)",
    ]);
    expect(row("Order banners").slice(5)).toEqual(["Needs review, web", "In review", "3", "Web, Ops", "urgent"]);
  });

  it("monday: Labels and Status columns; Smartsheet: its Status column takes the status name", () => {
    const monday = table("monday");
    expect(monday.header.slice(5)).toEqual(["Labels", "Status", "Estimate", "Team", "Priority (field)"]);
    expect(monday.row("Order banners").slice(5, 7)).toEqual(["Needs review, web", "In review"]);
    const sheet = table("smartsheet");
    expect(sheet.header).toEqual([
      "Task",
      "Due",
      "Status",
      "Priority",
      "Phase",
      "Description",
      "Labels",
      "Estimate",
      "Team",
      "Priority (field)",
    ]);
    expect(sheet.row("Order banners")[2]).toBe("In review");
    expect(sheet.row("Open")[2]).toBe("Not Started");
    expect(sheet.row("Order banners").slice(6)).toEqual(["Needs review, web", "3", "Web, Ops", "urgent"]);
  });

  it("a plan without a shape (the wizard's) keeps the importers' columns as they were", () => {
    const plan = boardAsPlan(project, items);
    const rows = parseCsv(exportFile(plan, "monday").text).map((r) => r.cells);
    expect(rows[0]).toEqual(["Name", "Group", "Due date", "Priority", "Description"]);
  });
});

// Issue 27: what the mutation bench found unchecked in the board's export.
describe("the board as a file: cells and timeline", () => {
  const names = (id: number) => (id === 7 ? "Ada Lovelace" : null);

  it("writes a field's value as a person reads it", () => {
    const select = field("s", "Risk", "single-select", ["Low", "High"]);
    expect(fieldCell(select, "s-o1", names)).toBe("High");
    expect(fieldCell(field("c", "Signed", "checkbox"), true, names)).toBe("Yes");
    expect(fieldCell(field("c", "Signed", "checkbox"), false, names)).toBe("");
    expect(fieldCell(field("p", "Owner", "person"), 7, names)).toBe("Ada Lovelace");
    expect(fieldCell(field("p", "Owner", "person"), 8, names)).toBe("8");
    // A number that happens to be a member's id stays a number.
    expect(fieldCell(field("n", "Estimate", "number"), 7, names)).toBe("7");
    expect(fieldCell(field("n", "Estimate", "number"), undefined, names)).toBe("");
  });

  it("spans the timeline from the earliest date to the last task's when the project has no due date", () => {
    const undated = { ...project, dueDate: null };
    const plan = boardAsPlan(undated, [
      item({ id: "x", name: "Early", startDate: "2027-03-20", dueDate: "2027-03-25" }),
      item({ id: "y", name: "Late", dueDate: "2027-06-10" }),
      item({ id: "z", name: "Middle", startDate: "2027-05-01", dueDate: "2027-05-02" }),
    ]);
    expect(plan.timeline).toEqual({ startDate: "2027-03-20", endDate: "2027-06-10" });
  });

  it("keeps 120 characters of the project's name", () => {
    expect(boardAsPlan({ ...project, name: "n".repeat(130) }, items).name).toBe("n".repeat(120));
  });
});
