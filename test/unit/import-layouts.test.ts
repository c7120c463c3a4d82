import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readImportFile } from "../../core/import-files/formats";

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
