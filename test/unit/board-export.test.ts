import { describe, expect, it } from "vitest";
import { boardAsPlan, type ExportableItem } from "../../core/board-export";
import { exportFile } from "../../core/export-files";

// A saved project leaves as the same CSVs the wizard offers (issue 21): its board read as a plan.

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

const project = { name: "Fair stand", description: "For the May fair", dueDate: "2027-05-30", createdAt: "2027-04-01T10:00:00.000Z" };
const items = [
  item({ id: "m2", kind: "milestone", name: "Open", dueDate: "2027-05-20" }),
  item({ id: "m1", kind: "milestone", name: "Ready", dueDate: "2027-05-10" }),
  item({ id: "a", name: "Order banners", dueDate: "2027-05-05", priority: "high" }),
  item({ id: "b", name: "Hang banners", dueDate: "2027-05-15", parentTaskId: "a" }),
  item({ id: "c", name: "Grandchild", parentTaskId: "b" }),
  item({ id: "d", name: "Someday" }),
];

describe("a board as a plan", () => {
  it("orders milestones by date, puts each task in the first milestone due after it, keeps one level of subtasks", () => {
    const plan = boardAsPlan(project, items);
    expect(plan.milestones.map((m) => m.name)).toEqual(["Ready", "Open"]);
    expect(plan.tasks.map((t) => [t.name, t.milestoneIndex, t.parentIndex])).toEqual([
      ["Order banners", 0, null],
      // A subtask goes with its parent's phase.
      ["Hang banners", 0, 0],
      // Deeper than one level: kept, at the top level.
      ["Grandchild", null, null],
      ["Someday", null, null],
    ]);
    expect(plan.timeline).toEqual({ startDate: "2027-04-01", endDate: "2027-05-30" });
  });

  it("makes every provider's CSV with every item in it", () => {
    const plan = boardAsPlan(project, items);
    for (const provider of ["jira", "asana", "monday", "smartsheet"] as const) {
      const file = exportFile(plan, provider);
      expect(file.name).toBe(`fair-stand-${provider}-import.csv`);
      for (const i of items) expect(file.text).toContain(i.name);
    }
  });
});
