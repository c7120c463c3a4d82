import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { repeatedGroups, uniqueColumns } from "../../core/import-files/columns";
import { ImportFileError, parseCsv } from "../../core/import-files/csv";
import { guessFormat, guessMapping, priorityFromText, readImportFile } from "../../core/import-files/formats";
import { matchAssignees } from "../../core/import-files/people";
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
      kind: null,
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

  it("reads a Jira CSV with repeated headers, and an edited mapping", () => {
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
        kind: "task",
        assignee: "ada@example.com",
        priority: "medium",
        parent: null,
      },
      {
        name: "Order the food",
        description: "",
        status: "todo",
        dueDate: "2027-02-10",
        kind: "task",
        assignee: "bob@example.com",
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
        kind: null,
      }),
    ).toThrow('The Task name column "Title" is not in this file.');
  });
});

describe("Jira's Export CSV (all fields)", () => {
  const file = readFileSync(new URL("../support/import-files/jira-all-fields.csv", import.meta.url), "utf8");

  it("tells repeated headers apart instead of failing on them", () => {
    expect(uniqueColumns(["Labels", "Labels", "Sprint", "", "Labels", "Labels (2)"])).toEqual([
      "Labels",
      "Labels (2)",
      "Sprint",
      "Column 4",
      "Labels (3)",
      "Labels (2) (2)",
    ]);
    const read = readImportFile("jira-csv", file);
    expect(read.columns.filter((c) => c.startsWith("Labels"))).toEqual(["Labels", "Labels (2)", "Labels (3)"]);
    expect(new Set(read.columns).size).toBe(read.columns.length);
    expect(read.repeated).toMatchObject({ Labels: 3, Sprint: 2, Comment: 2, Watchers: 2, "Component/s": 2 });
  });

  it("takes the project name, makes the epic a milestone and keeps the rest", () => {
    const read = readImportFile("jira-csv", file);
    expect(read.projectName).toBe("Spring Campaign");
    expect(read.mapping).toMatchObject({ name: "Summary", kind: "Issue Type", assignee: "Assignee", parent: "Parent" });
    expect(read.tasks.map((t) => [t.kind, t.name, t.status, t.assignee, t.parent])).toEqual([
      ["milestone", "Launch the spring campaign", "in-progress", "Ada Lovelace", null],
      ["task", "Write the landing page copy", "done", "Ada Lovelace", null],
      ["task", "Design the banner", "todo", "Grace Hopper", null],
      ["task", "Pick the photos", "in-progress", "Linus Nobody", 2],
      ["task", "Book the press review", "todo", null, null],
    ]);
    expect(read.notices).toEqual(['"Launch the spring campaign" becomes a milestone; its 2 issues are imported as tasks.']);
  });

  it("reads a repeated column as one multi-value field", () => {
    const read = readImportFile("jira-csv", file);
    // Priority from the Labels group: "urgent" sits in the second Labels column.
    const byLabels = readImportFile("jira-csv", file, { ...read.mapping, priority: "Labels" });
    expect(byLabels.tasks[2].priority).toBe("high");
    // Picking one column of the group reads that column alone.
    const firstOnly = readImportFile("jira-csv", file, { ...read.mapping, priority: "Labels (3)" });
    expect(firstOnly.tasks[2].priority).toBe("medium");
  });

  it("names the row and column of a bad value in a repeated column", () => {
    const broken = file.replace("10/Mar/27 12:00 AM", "the tenth");
    expect(() => readImportFile("jira-csv", broken)).toThrow('Row 3, column "Due Date": "the tenth" is not a date Kickoff can read.');
  });
});

describe("priorities and people", () => {
  it("reads priorities from Jira's words and from labels", () => {
    expect(priorityFromText("Highest")).toBe("high");
    expect(priorityFromText("Blocker")).toBe("high");
    expect(priorityFromText("High priority")).toBe("high");
    expect(priorityFromText("Minor")).toBe("low");
    expect(priorityFromText("design")).toBeNull();
  });

  it("matches assignees by e-mail, username or display name, and lists the rest", () => {
    const people = [
      { id: 1, email: "ada@example.com", username: "ada", name: "Ada Lovelace" },
      { id: 2, email: "grace@example.com", username: "grace", name: "Grace Hopper" },
      { id: 3, email: "g2@example.com", username: "g2", name: "Sam Twin" },
      { id: 4, email: "g3@example.com", username: "g3", name: "Sam Twin" },
    ];
    const { matched, unmatched } = matchAssignees(["ADA@example.com", "grace  hopper", "Sam Twin", "Linus", null, "Linus"], people);
    expect([...matched].map(([v, p]) => [v, p.id])).toEqual([
      ["ADA@example.com", 1],
      ["grace  hopper", 2],
    ]);
    // Two people share a name: it matches neither.
    expect(unmatched).toEqual(["Sam Twin", "Linus"]);
  });
});

describe("Trello extras", () => {
  const board = JSON.stringify({
    name: "Fair",
    lists: [
      { id: "l1", name: "To Do", closed: false },
      { id: "l2", name: "Old", closed: true },
    ],
    members: [{ id: "m1", fullName: "Ada Lovelace", username: "ada" }],
    cards: [
      {
        id: "c1",
        name: "Live card",
        desc: "**Bold** plan",
        idList: "l1",
        labels: [{ name: "Design" }, { name: "Urgent" }],
        idMembers: ["m1"],
      },
      { id: "c2", name: "In an archived list", desc: "", idList: "l2", labels: [] },
    ],
  });

  it("skips cards in archived lists and maps labels to priority and members to assignees", () => {
    const read = readImportFile("trello", board);
    expect(read.mapping).toMatchObject({ priority: "labels", assignee: "members" });
    expect(read.tasks).toHaveLength(1);
    expect(read.tasks[0]).toMatchObject({ name: "Live card", priority: "high", assignee: "Ada Lovelace", description: "**Bold** plan" });
  });
});

// Issue 27 (mutation bench): the CSV reader's and the value readers' edges, each stated by a case.
describe("CSV at its edges", () => {
  it("drops a leading byte-order mark", () => {
    expect(parseCsv("\uFEFFa,b")).toEqual([{ line: 1, cells: ["a", "b"] }]);
  });

  it("reads no row from an empty file or leading blank lines", () => {
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("\n\na,b")).toEqual([{ line: 3, cells: ["a", "b"] }]);
  });

  it("names its error, so the log tells a bad file from a fault of ours", () => {
    expect(() => parseCsv('"open')).toThrow(expect.objectContaining({ name: "ImportFileError" }));
  });

  it("ends rows at CRLF or a lone CR, skips blank lines but counts them, and needs no final line break", () => {
    expect(parseCsv("a,b\r\nc,d\re\n\nf")).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["c", "d"] },
      { line: 3, cells: ["e"] },
      { line: 5, cells: ["f"] },
    ]);
  });

  it("keeps rows of empty cells: a lone comma, or an empty quoted value", () => {
    expect(parseCsv(',\n""\n')).toEqual([
      { line: 1, cells: ["", ""] },
      { line: 2, cells: [""] },
    ]);
    expect(parseCsv('""')).toEqual([{ line: 1, cells: [""] }]);
    expect(parseCsv(",")).toEqual([{ line: 1, cells: ["", ""] }]);
  });

  it("reads a quote inside an unquoted value as a character", () => {
    expect(parseCsv('a"b,c')).toEqual([{ line: 1, cells: ['a"b', "c"] }]);
  });

  it("counts the lines inside a quoted value for the rows after it, and for a quote that never closes", () => {
    expect(parseCsv('"one\ntwo\nthree",x\ny\n')).toEqual([
      { line: 1, cells: ["one\ntwo\nthree", "x"] },
      { line: 4, cells: ["y"] },
    ]);
    expect(() => parseCsv('"a\nb"\nc,"d\n')).toThrow('Row 3: a quoted value is never closed (a " is missing).');
  });
});

describe("values at their edges", () => {
  it("takes the years a typed date takes, and refuses the rest", () => {
    expect(dayFromText("1900-01-01")).toBe("1900-01-01");
    expect(dayFromText("2200-12-31")).toBe("2200-12-31");
    expect(dayFromText("1899-12-31")).toBeUndefined();
    expect(dayFromText("2201-01-01")).toBeUndefined();
    expect(dayFromText("9999-12-31")).toBeUndefined();
    expect(dayFromText("31/Dec/2200")).toBe("2200-12-31");
    expect(dayFromText("01/01/2201")).toBeUndefined();
  });

  it("refuses months and days that do not exist, in every form", () => {
    expect(dayFromText("2027-13-01")).toBeUndefined();
    expect(dayFromText("2027-01-00")).toBeUndefined();
    expect(dayFromText("2027-04-31")).toBeUndefined();
    expect(dayFromText("31/Feb/27")).toBeUndefined();
    expect(dayFromText("12/Foo/27")).toBeUndefined();
    expect(dayFromText("13/01/2027")).toBeUndefined();
  });

  it("reads Jira's day/month/year with two- or four-digit years, any case and a time; and US month/day/year", () => {
    expect(dayFromText("5/mar/25")).toBe("2025-03-05");
    expect(dayFromText("12/DEC/2026 9:30 PM")).toBe("2026-12-12");
    expect(dayFromText("1/Jan/2027")).toBe("2027-01-01");
    expect(dayFromText("3/5/2027")).toBe("2027-03-05");
    expect(dayFromText("  2027-04-01 10:00:00+02:00  ")).toBe("2027-04-01");
  });

  it("reads done, in progress and to do from the words tools use", () => {
    for (const done of ["completed", " Closed ", "RESOLVED", "finished", "shipped", "complete", "true"])
      expect(statusFromText(done), done).toBe("done");
    for (const doing of ["Doing", "In review", "working on it", "Started", "active", "Testing"])
      expect(statusFromText(doing), doing).toBe("in-progress");
    for (const todo of ["Open", "done soon", "   ", "not started yet", "false"]) expect(statusFromText(todo), todo).toBe("todo");
  });
});

// Issue 27: the repeated-header groups, read directly (the Jira sample only checks the groups it has).
describe("repeated headers as groups", () => {
  it("groups only headers that repeat, case and spaces aside, under the first one's column", () => {
    const headers = ["Name", "Labels", " labels ", "Sprint", "LABELS"];
    expect([...repeatedGroups(headers, uniqueColumns(headers))]).toEqual([["Labels", [1, 2, 4]]]);
  });

  it("does not group empty headers: each is a column of its own", () => {
    const headers = ["", "Name", ""];
    expect(uniqueColumns(headers)).toEqual(["Column 1", "Name", "Column 3"]);
    expect(repeatedGroups(headers, uniqueColumns(headers)).size).toBe(0);
  });
});

describe("assignees: usernames and people without a name", () => {
  it("matches a username, and a person whose profile has no name by e-mail or username", () => {
    const people = [
      { id: 1, email: "ada@example.com", username: "ada_l", name: "Ada Lovelace" },
      { id: 5, email: "nameless@example.com", username: "quiet", name: null },
    ];
    const { matched, unmatched } = matchAssignees(["Ada_L", "quiet", "nameless@example.com", "Nobody"], people);
    expect([...matched].map(([v, p]) => [v, p.id])).toEqual([
      ["Ada_L", 1],
      ["quiet", 5],
      ["nameless@example.com", 5],
    ]);
    expect(unmatched).toEqual(["Nobody"]);
  });
});

// Issue 27: the survivors of the mutation bench's sample of formats.ts, each a behaviour of its own.
describe("file formats at their edges", () => {
  const noMapping = {
    name: null,
    description: null,
    status: null,
    dueDate: null,
    assignee: null,
    priority: null,
    parent: null,
    kind: null,
  };
  const rows = (n: number) => `Name,Status\n${Array.from({ length: n }, (_, i) => `Task ${i + 1},todo`).join("\n")}\n`;

  it("reads 500 rows, and refuses 501 saying how many it takes", () => {
    expect(readImportFile("csv", rows(500)).tasks).toHaveLength(500);
    expect(() => readImportFile("csv", rows(501))).toThrow("This file has 501 tasks; Kickoff imports at most 500 at once.");
  });

  it("asks for the column of the task names when the mapping names none", () => {
    expect(() => readImportFile("csv", "Name,Status\nA,todo\n", { ...noMapping, status: "Status" })).toThrow(
      "Choose the column that holds the task names.",
    );
  });

  it("cuts an assignee's name to 200 characters", () => {
    const long = "a".repeat(250);
    expect(readImportFile("csv", `Name,Assignee\nA,${long}\n`).tasks[0].assignee).toBe("a".repeat(200));
  });

  it("takes the project's name from its column, also when it is the first", () => {
    expect(readImportFile("csv", "Project,Name\nApollo,Design\nApollo,Build\n").projectName).toBe("Apollo");
    expect(readImportFile("csv", "Name,Board\nDesign,\nBuild,Zeus\n").projectName).toBe("Zeus");
  });

  it("says an empty file is empty", () => {
    expect(() => readImportFile("csv", "")).toThrow(new ImportFileError("This file is empty."));
    expect(() => readImportFile("csv", "\n\n")).toThrow(new ImportFileError("This file is empty."));
  });

  it("reads layouts only in a plain CSV: a Jira file's indented summary stays a name", () => {
    const read = readImportFile("jira-csv", "Summary,Issue key\nParent work,K-1\n   Indented work,K-2\n");
    expect(read.columns).toEqual(["Summary", "Issue key"]);
    expect(read.tasks.map((t) => [t.name, t.parent])).toEqual([
      ["Parent work", null],
      ["Indented work", null],
    ]);
    // The same rows in a plain CSV are an outline.
    expect(readImportFile("csv", "Name,Key\nParent work,K-1\n   Indented work,K-2\n").tasks[1].parent).toBe(0);
  });
  it("takes a row whose extra cells are all empty, and refuses one with a value past the last column", () => {
    expect(readImportFile("csv", "Name,Status\nA,todo,,\n").tasks.map((t) => t.name)).toEqual(["A"]);
    expect(() => readImportFile("csv", "Name,Status\nA,todo,,x\n")).toThrow(
      "Row 2, column 3: this row has more values than there are columns.",
    );
  });

  it("finds a parent by the id in the file's first column", () => {
    const read = readImportFile("csv", "ID,Name,Parent\n7,Design,\n8,Sketch,7\n");
    expect(read.tasks.map((t) => t.parent)).toEqual([null, 0]);
    expect(read.notices).toEqual([]);
  });
  it("makes a Trello card's checklist items its subtasks, in Trello's order, leaving out what is not an item", () => {
    const board = JSON.stringify({
      name: "Fair",
      lists: [{ id: "l1", name: "To Do" }],
      cards: [
        { id: "c1", name: "Live card", idList: "l1" },
        { id: "c2", name: "Archived card", idList: "l1", closed: true },
      ],
      checklists: [
        { idCard: "c1", pos: 2, checkItems: [{ name: "From the second list", pos: 1 }] },
        {
          idCard: "c1",
          pos: 1,
          checkItems: [
            { name: "Ticked", state: "complete", pos: 0.5 },
            { name: "  ", pos: 0.1 },
            null,
            { name: 5, pos: 0.2 },
            { name: "Without a position" },
          ],
        },
        { idCard: "c2", pos: 0, checkItems: [{ name: "On the archived card", pos: 1 }] },
        { idCard: "c1", pos: 0, checkItems: "not a list" },
        null,
      ],
    });
    const read = readImportFile("trello", board);
    expect(read.mapping.parent).toBe("checklists");
    expect(read.tasks.map((t) => [t.name, t.parent, t.status])).toEqual([
      ["Live card", null, "todo"],
      ["Without a position", 0, "todo"],
      ["Ticked", 0, "done"],
      ["From the second list", 0, "todo"],
    ]);
  });
  it("refuses JSON that is not a Trello board, and skips lists and members without an id", () => {
    for (const text of ["{}", "[]", "null", '{"cards":[],"lists":{}}']) {
      expect(() => readImportFile("trello", text)).toThrow(
        new ImportFileError("This is not a Trello board export: it has no cards and lists."),
      );
    }
    const board = JSON.stringify({
      lists: [null, { name: "No id" }, { id: "l1", name: "Doing" }],
      members: [null, { fullName: "No id" }, { id: "m1", fullName: "Ada Lovelace" }],
      cards: [{ id: "c1", name: "Card", idList: "l1", idMembers: ["m1"] }],
    });
    expect(readImportFile("trello", board).tasks[0]).toMatchObject({ name: "Card", status: "in-progress", assignee: "Ada Lovelace" });
  });
  it("names a checklist item's row after the cards when its due date cannot be read", () => {
    const board = JSON.stringify({
      lists: [{ id: "l1", name: "To Do" }],
      cards: [{ id: "c1", name: "Card", idList: "l1" }],
      checklists: [{ idCard: "c1", pos: 1, checkItems: [{ name: "Item", pos: 1, due: "someday" }] }],
    });
    expect(() => readImportFile("trello", board)).toThrow('Row 2, column "due": "someday" is not a date Kickoff can read.');
  });

  it("guesses Jira only from a header naming both Summary and Issue key, within its first 2,000 characters", () => {
    expect(guessFormat("export.csv", "Summary,Status\nA,Done\n")).toBe("csv");
    expect(guessFormat("export.csv", "Issue key,Status\nK-1,Done\n")).toBe("csv");
    const padded = (length: number) => `Summary,${"x".repeat(length)},Issue key\n`;
    // "issue key" ends at character 2,000 in the first and 2,001 in the second.
    expect(padded(1982).indexOf("Issue key") + "Issue key".length).toBe(2000);
    expect(guessFormat("export.csv", padded(1982))).toBe("jira-csv");
    expect(guessFormat("export.csv", padded(1983))).toBe("csv");
  });
});
