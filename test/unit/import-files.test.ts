import { describe, expect, it } from "vitest";
import { ImportFileError, parseCsv } from "../../core/import-files/csv";
import { guessFormat, guessMapping, readImportFile } from "../../core/import-files/formats";
import { dayFromText, statusFromText } from "../../core/import-files/values";
import { ASANA_CSV, BROKEN_JIRA_CSV, JIRA_CSV, TRELLO_BOARD } from "../support/import-files/samples";

describe("CSV", () => {
  it("reads quoted commas, doubled quotes and line breaks, and keeps each row's line", () => {
    const rows = parseCsv('a,b\n"x, y","say ""hi"""\n"two\nlines",z\n');
    expect(rows).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["x, y", 'say "hi"'] },
      { line: 3, cells: ["two\nlines", "z"] },
    ]);
  });

  it("names the row of a quote that never closes", () => {
    expect(() => parseCsv('a,b\n1,2\n"open,3\n')).toThrow(new ImportFileError('Row 3: a quoted value is never closed (a " is missing).'));
  });
});

describe("values", () => {
  it("reads the date forms the tools write, and refuses the rest", () => {
    expect(dayFromText("2027-03-01")).toBe("2027-03-01");
    expect(dayFromText("2027-04-01T12:00:00.000Z")).toBe("2027-04-01");
    expect(dayFromText("01/Mar/27 12:00 AM")).toBe("2027-03-01");
    expect(dayFromText("03/15/2027")).toBe("2027-03-15");
    expect(dayFromText("")).toBeNull();
    expect(dayFromText("2027-02-30")).toBeUndefined();
    expect(dayFromText("next week")).toBeUndefined();
  });

  it("reads statuses in words and completion dates", () => {
    expect(statusFromText("Done")).toBe("done");
    expect(statusFromText("2027-01-05")).toBe("done");
    expect(statusFromText("In Progress")).toBe("in-progress");
    expect(statusFromText("Not started")).toBe("todo");
    expect(statusFromText("")).toBe("todo");
  });
});

describe("file formats", () => {
  it("guesses the format and the mapping from the headers", () => {
    expect(guessFormat("board.json", TRELLO_BOARD)).toBe("trello");
    expect(guessFormat("export.csv", JIRA_CSV)).toBe("jira-csv");
    expect(guessFormat("export.csv", ASANA_CSV)).toBe("asana-csv");
    expect(guessMapping("jira-csv", ["Summary", "Status", "Due Date", "Description", "Priority", "Assignee"])).toEqual({
      name: "Summary",
      description: "Description",
      status: "Status",
      dueDate: "Due Date",
      assignee: "Assignee",
      priority: "Priority",
      parent: null,
    });
  });

  it("reads a Trello board: open cards only, status from the list", () => {
    const read = readImportFile("trello", TRELLO_BOARD);
    expect(read.projectName).toBe("Spring Fair");
    expect(read.tasks.map((t) => [t.name, t.status, t.dueDate])).toEqual([
      ["Rent the tents", "todo", "2027-04-01"],
      ["Design the flyer", "in-progress", null],
      ["Book the band", "done", null],
    ]);
  });

  it("reads a Jira CSV, the first of repeated headers, and an edited mapping", () => {
    const read = readImportFile("jira-csv", JIRA_CSV);
    expect(read.tasks[0]).toMatchObject({ name: "Set up CI", status: "done", priority: "high", dueDate: "2027-03-01" });
    expect(read.tasks[1]).toMatchObject({ status: "in-progress", description: "Line one\nLine two" });
    expect(read.tasks[2]).toMatchObject({ priority: "low", dueDate: "2027-04-15" });
    const byKey = readImportFile("jira-csv", JIRA_CSV, { ...read.mapping, name: "Issue key", dueDate: null });
    expect(byKey.tasks.map((t) => t.name)).toEqual(["KO-1", "KO-2", "KO-3"]);
    expect(byKey.tasks[0].dueDate).toBeNull();
  });

  it("reads an Asana CSV: completed from Completed At, assignee e-mail", () => {
    const read = readImportFile("asana-csv", ASANA_CSV.replace("{me}", "ada@example.com"));
    expect(read.mapping).toMatchObject({ name: "Name", status: "Completed At", assignee: "Assignee Email", description: "Notes" });
    expect(read.tasks).toEqual([
      {
        name: "Pick the venue",
        description: "Near the station",
        status: "done",
        dueDate: "2027-01-04",
        assigneeEmail: "ada@example.com",
        priority: "medium",
        parent: null,
      },
      {
        name: "Order the food",
        description: "",
        status: "todo",
        dueDate: "2027-02-10",
        assigneeEmail: "bob@example.com",
        priority: "medium",
        parent: null,
      },
    ]);
  });

  it("names the row and column of a bad value", () => {
    expect(() => readImportFile("jira-csv", BROKEN_JIRA_CSV)).toThrow(
      'Row 3, column "Due Date": "31/Foo/27" is not a date Kickoff can read.',
    );
    expect(() => readImportFile("asana-csv", "Name,Notes\nFine,\n,orphan note\n")).toThrow(
      'Row 3, column "Name": a task needs a name, and this one is empty.',
    );
    expect(() => readImportFile("trello", "{not json")).toThrow(/not a Trello board export/);
    expect(() =>
      readImportFile("jira-csv", JIRA_CSV, {
        name: "Title",
        description: null,
        status: null,
        dueDate: null,
        assignee: null,
        priority: null,
        parent: null,
      }),
    ).toThrow('The Task name column "Title" is not in this file.');
  });
});
