import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../core/import-files/csv";
import { readImportFile } from "../../core/import-files/formats";
import { flattenMondayExport, outlineHierarchy } from "../../core/import-files/layouts";

// Exports whose layout carries the structure (issue 19): monday.com's board export saved as CSV
// (board name, group rows, the header repeated per group, subitems under their item with their own
// header one column to the right) and a Smartsheet outline kept as indentation in the name column.

const file = (name: string) => readFileSync(new URL(`../support/import-files/${name}`, import.meta.url), "utf8");

const tree = (tasks: Array<{ name: string; parent: number | null }>) =>
  tasks.map((t) => `${t.name}${t.parent === null ? "" : ` < ${tasks[t.parent].name}`}`);

describe("monday.com board export (Excel saved as CSV)", () => {
  it("reads items of every group and subitems under their own item, skipping the board, group and header rows", () => {
    const read = readImportFile("csv", file("monday-board-export.csv"));
    expect(read.columns).toEqual(["Name", "Person", "Status", "Date", "Group", "Parent item", "Row ID"]);
    expect(read.mapping).toMatchObject({ name: "Name", status: "Status", dueDate: "Date", assignee: "Person", parent: "Parent item" });
    expect(tree(read.tasks)).toEqual([
      "Home page",
      "Hero image < Home page",
      // A subitem and an item share the name "Copy": each keeps its own place.
      "Copy < Home page",
      "Contact form",
      "Copy",
      "Launch",
    ]);
    expect(read.tasks.find((t) => t.name === "Hero image")).toMatchObject({ status: "done", dueDate: "2027-04-28" });
    expect(read.tasks[0]).toMatchObject({ status: "in-progress", dueDate: "2027-05-02", assignee: "Ada Lovelace" });
    expect(read.notices).toEqual([]);
  });

  it("a plain sheet with its header on row 1 is read as it is", () => {
    const read = readImportFile("csv", "Name,Status\nOne,Done\nTwo,\n");
    expect(read.columns).toEqual(["Name", "Status"]);
    expect(read.tasks.map((t) => t.name)).toEqual(["One", "Two"]);
  });
});

describe("Smartsheet outline (hierarchy as indentation)", () => {
  it("makes each indented row a subtask of the nearest shallower row above it", () => {
    const read = readImportFile("csv", file("smartsheet-outline.csv"));
    expect(read.mapping).toMatchObject({ name: "Task Name", parent: "Parent item", dueDate: "End Date", assignee: "Assigned To" });
    expect(tree(read.tasks)).toEqual([
      "Summer fair",
      "Venue < Summer fair",
      "Sign the lease < Venue",
      "Pay the deposit < Venue",
      "Food < Summer fair",
      "Taste the menu < Food",
      "Cleanup",
    ]);
    expect(read.tasks[1]).toMatchObject({ name: "Venue", status: "done", assignee: "ada@example.com" });
  });

  it("a file that names its parents keeps them, indentation or not", () => {
    const read = readImportFile("csv", "Name,Parent\nA,\n  B,A\n  C,\n");
    expect(tree(read.tasks)).toEqual(["A", "B < A", "C"]);
  });
});

// Issue 27: the layouts row by row (the samples above check the tasks they end as).
describe("layouts, row by row", () => {
  const cells = (rows: ReturnType<typeof flattenMondayExport>) => rows?.map((r) => [r.line, ...r.cells]);

  it("flattens monday's export: groups, items, subitems under their item, cells past the header kept", () => {
    const rows = parseCsv(
      [
        "Board,,",
        "Group A,,",
        "Name,Status",
        "Item 1,Done",
        ",Subitems,Status",
        ",Sub 1,Working on it",
        "Item 2,,extra",
        ",,",
        "Group B,",
        "Name,Status",
        "Item 3,Stuck",
        "Empty group",
      ].join("\n"),
    );
    expect(cells(flattenMondayExport(rows))).toEqual([
      [3, "Name", "Status", "Group", "Parent item", "Row ID"],
      [4, "Item 1", "Done", "Group A", "", "L4"],
      [6, "Sub 1", "Working on it", "Group A", "L4", "L6"],
      [7, "Item 2", "", "Group A", "", "L7", "extra"],
      [11, "Item 3", "Stuck", "Group B", "", "L11"],
    ]);
  });

  it("finds monday's header with two cells right under the board's name, and not under a row of two cells", () => {
    const two = flattenMondayExport(parseCsv("Board\nName,Status\nItem,Done\n"));
    expect(cells(two)).toEqual([
      [2, "Name", "Status", "Group", "Parent item", "Row ID"],
      [3, "Item", "Done", "Board", "", "L3"],
    ]);
    expect(flattenMondayExport(parseCsv("Title,Owner\nGroup\nName,Status\nItem,Done\n"))).toBeNull();
    expect(flattenMondayExport(parseCsv("Name,Status\nItem,Done\n"))).toBeNull();
    expect(flattenMondayExport(parseCsv("Board\nName\nItem\n"))).toBeNull();
  });

  it("reads an outline: each row under the nearest shallower row above it, rows without a name kept as they are", () => {
    const rows = parseCsv(["Task,Due", "Top,", "  Child,", "\tGrandchild,", "  Child 2,", ",note", "Next,"].join("\n"));
    expect(cells(outlineHierarchy(rows, 0))).toEqual([
      [1, "Task", "Due", "Parent item", "Row ID"],
      [2, "Top", "", "", "L2"],
      [3, "  Child", "", "L2", "L3"],
      [4, "\tGrandchild", "", "L3", "L4"],
      [5, "  Child 2", "", "L2", "L5"],
      [6, "", "note"],
      [7, "Next", "", "", "L7"],
    ]);
  });

  it("leaves a sheet without indentation, or one that names its parents, to the columns", () => {
    expect(outlineHierarchy(parseCsv("Task,Due\nA,\nB,\n"), 0)).toBeNull();
    expect(outlineHierarchy(parseCsv("Task,Row ID\nA,1\n  B,2\n"), 0)).toBeNull();
    expect(outlineHierarchy([], 0)).toBeNull();
  });
});

// Issue 27: the survivors of the mutation bench's re-run of layouts.ts's sample, each a behaviour of its own.
describe("layouts at their edges", () => {
  const cells = (rows: ReturnType<typeof flattenMondayExport>) => rows?.map((r) => [r.line, ...r.cells]);

  it("ends an item's subitems at a row of empty cells: a row after it with an empty first cell is not a subitem", () => {
    const rows = parseCsv(["Board", "Group", "Name,Status", "Item,Done", ",Subitems,Status", ",Sub,Done", ",,", ",Loose,Stuck"].join("\n"));
    expect(cells(flattenMondayExport(rows))).toEqual([
      [3, "Name", "Status", "Group", "Parent item", "Row ID"],
      [4, "Item", "Done", "Group", "", "L4"],
      [6, "Sub", "Done", "Group", "L4", "L6"],
      // Read as an item with an empty name, its third cell past the header (the import then names the row).
      [8, "", "Loose", "Group", "", "L8", "Stuck"],
    ]);
  });
  it("reads a one-cell row as a group only before the header or at the end, so an item with one value stays an item", () => {
    const rows = parseCsv(["Board", "Group", "Name,Status", "Only a name,", "Last,Done"].join("\n"));
    expect(cells(flattenMondayExport(rows))).toEqual([
      [3, "Name", "Status", "Group", "Parent item", "Row ID"],
      [4, "Only a name", "", "Group", "", "L4"],
      [5, "Last", "Done", "Group", "", "L5"],
    ]);
  });
  it("fills a subitem's cells by the subitems header's own columns only, not by its name column's title", () => {
    // monday's item header has a "Subitems" column (the item's subitem names); a subitem row leaves it empty.
    const rows = parseCsv(["Board", "Group", "Name,Subitems,Status", "Item,Sub,Done", ",Subitems,Status", ",Sub,Stuck"].join("\n"));
    expect(cells(flattenMondayExport(rows))).toEqual([
      [3, "Name", "Subitems", "Status", "Group", "Parent item", "Row ID"],
      [4, "Item", "Sub", "Done", "Group", "", "L4"],
      [6, "Sub", "", "Stuck", "Group", "L4", "L6"],
    ]);
  });
});
