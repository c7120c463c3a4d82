import { describe, expect, it } from "vitest";
import { guessFormat, guessMapping, readImportFile } from "../../core/import-files/formats";
import { breakLoops, linkParents, treeOrder } from "../../core/import-files/parents";
import {
  ASANA_CSV,
  ASANA_SUBTASKS_CSV,
  GENERIC_PARENT_CSV,
  JIRA_CSV,
  JIRA_SUBTASKS_CSV,
  TRELLO_BOARD,
  TRELLO_CHECKLIST_BOARD,
} from "../support/import-files/samples";

// Issue 14: a file's Parent column makes subtasks; a parent that is not in the file leaves the row at
// the top level with a notice, never drops it.

const shape = (file: ReturnType<typeof readImportFile>) =>
  treeOrder(file.tasks.map((t) => t.parent)).map(({ index, depth }) => `${"  ".repeat(depth)}${file.tasks[index].name}`);

describe("the Parent column", () => {
  it("is guessed from each tool's headers", () => {
    expect(guessMapping("jira-csv", JIRA_SUBTASKS_CSV.split("\r\n")[0].split(",")).parent).toBe("Parent");
    expect(guessMapping("jira-csv", ["Summary", "Issue key", "Parent id"]).parent).toBe("Parent id");
    expect(guessMapping("jira-csv", ["Summary", "Issue key", "Parent summary"]).parent).toBe("Parent summary");
    expect(guessMapping("asana-csv", ASANA_SUBTASKS_CSV.split("\n")[0].split(",")).parent).toBe("Parent task");
    expect(guessMapping("csv", ["Name", "Status", "Parent item"]).parent).toBe("Parent item");
    expect(guessMapping("csv", ["Title", "Parent"]).parent).toBe("Parent");
    expect(guessMapping("jira-csv", JIRA_CSV.split("\r\n")[0].split(",")).parent).toBeNull();
  });

  it("tells an ordinary sheet from Jira's and Asana's exports", () => {
    expect(guessFormat("export.csv", JIRA_SUBTASKS_CSV)).toBe("jira-csv");
    expect(guessFormat("export.csv", ASANA_SUBTASKS_CSV)).toBe("asana-csv");
    expect(guessFormat("board.csv", GENERIC_PARENT_CSV)).toBe("csv");
  });

  it("nests Jira sub-tasks under the row whose Issue id the Parent cell holds, two levels deep", () => {
    const file = readImportFile("jira-csv", JIRA_SUBTASKS_CSV);
    expect(shape(file)).toEqual(["Launch the site", "  Write the copy", "    Proofread the copy", "  Pick the images", "Check the links"]);
    expect(file.tasks[2]).toMatchObject({ name: "Pick the images", parent: 0, dueDate: "2027-04-02" });
    expect(file.notices).toEqual(['Row 5: the parent "10999" is not in this file, so "Check the links" is imported as a top-level task.']);
  });

  it("matches a parent by its key or, with the summary column mapped, by name", () => {
    const byKey = JIRA_SUBTASKS_CSV.replace(",10010,Launch the site", ",KO-10,Launch the site");
    expect(readImportFile("jira-csv", byKey).tasks[1].parent).toBe(0);
    const mapping = { ...readImportFile("jira-csv", JIRA_SUBTASKS_CSV).mapping, parent: "Parent summary" };
    const file = readImportFile("jira-csv", JIRA_SUBTASKS_CSV, mapping);
    expect(file.tasks.map((t) => t.parent)).toEqual([null, 0, 0, null, 1]);
    expect(file.notices).toEqual([
      'Row 5: the parent "An old story" is not in this file, so "Check the links" is imported as a top-level task.',
    ]);
  });

  it("nests Asana subtasks by the parent's name, even when the subtask comes first", () => {
    const file = readImportFile("asana-csv", ASANA_SUBTASKS_CSV);
    expect(shape(file)).toEqual(["Plan the dinner", "  Book the caterer", "  Send invitations"]);
    expect(file.tasks[2]).toMatchObject({ status: "done", parent: 1 });
    expect(file.notices).toEqual([]);
    // An Asana file without subtasks has an empty Parent task column: all top level.
    expect(readImportFile("asana-csv", ASANA_CSV).tasks.map((t) => t.parent)).toEqual([null, null]);
  });

  it("reads a sheet without ids by name, and keeps a row whose parent is missing", () => {
    const file = readImportFile("csv", GENERIC_PARENT_CSV);
    expect(file.mapping).toMatchObject({ name: "Name", status: "Status", dueDate: "Due", parent: "Parent item" });
    expect(shape(file)).toEqual(["Website", "  Home page", "  Contact form", "Newsletter"]);
    expect(file.tasks[1]).toMatchObject({ status: "done", parent: 0 });
    expect(file.notices).toEqual(['Row 5: the parent "Marketing" is not in this file, so "Newsletter" is imported as a top-level task.']);
  });

  it("imports everything flat when the Parent column is not mapped", () => {
    const mapping = { ...readImportFile("csv", GENERIC_PARENT_CSV).mapping, parent: null };
    const file = readImportFile("csv", GENERIC_PARENT_CSV, mapping);
    expect(file.tasks.map((t) => t.parent)).toEqual([null, null, null, null]);
    expect(file.notices).toEqual([]);
  });

  it("makes a Trello card's checklist items its subtasks, ticked ones done, or leaves them out when unmapped", () => {
    const file = readImportFile("trello", TRELLO_CHECKLIST_BOARD);
    expect(file.mapping.parent).toBe("checklists");
    expect(shape(file)).toEqual(["Rent the tents", "  Compare prices", "  Pay the deposit", "  Return the tents", "Book the band"]);
    expect(file.tasks.find((t) => t.name === "Compare prices")).toMatchObject({ status: "done" });
    expect(file.tasks.find((t) => t.name === "Pay the deposit")).toMatchObject({ status: "todo", dueDate: "2027-05-20" });
    expect(file.notices).toEqual([]);
    const cardsOnly = readImportFile("trello", TRELLO_CHECKLIST_BOARD, { ...file.mapping, parent: null });
    expect(cardsOnly.tasks.map((t) => t.name)).toEqual(["Rent the tents", "Book the band"]);
    // A board without checklists reads as before.
    expect(readImportFile("trello", TRELLO_BOARD).tasks.every((t) => t.parent === null)).toBe(true);
  });

  it("breaks a loop and ignores a row naming itself", () => {
    const { parents, notices } = linkParents([
      { row: 2, name: "A", ids: ["1"], parent: "3" },
      { row: 3, name: "B", ids: ["2"], parent: "1" },
      { row: 4, name: "C", ids: ["3"], parent: "2" },
      { row: 5, name: "D", ids: ["4"], parent: "4" },
      { row: 6, name: "E", ids: ["5"], parent: "B" },
    ]);
    expect(parents).toEqual([null, 0, 1, null, 1]);
    expect(notices).toEqual(['Row 2: "A" is, through its parents, its own subtask, so it is imported as a top-level task.']);
    expect(treeOrder(parents).map((n) => [n.index, n.depth])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [4, 2],
      [3, 0],
    ]);
  });
});

// Issue 27: the edges the mutation bench found unchecked.
describe("the Parent column: edges", () => {
  it("reads an id two rows share as the first row's", () => {
    const { parents } = linkParents([
      { row: 2, name: "First", ids: ["KO-1"], parent: "" },
      { row: 3, name: "Second", ids: ["ko-1"], parent: "" },
      { row: 4, name: "Child", ids: ["KO-3"], parent: "KO-1" },
    ]);
    expect(parents).toEqual([null, null, 0]);
  });

  it("cuts only the item that closes a loop, not one hanging under the loop", () => {
    // 0 hangs under 1; 1 and 2 are each other's parent.
    const parents: Array<number | null> = [1, 2, 1];
    expect(breakLoops(parents)).toEqual([1]);
    expect(parents).toEqual([1, null, 1]);
  });
});
