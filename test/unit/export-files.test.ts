import { describe, expect, it } from "vitest";
import { exportFile, jiraDate, toCsv } from "../../core/export-files";
import { generatedPlanSchema } from "../../core/schemas/plan";

// The files offered when no provider is connected: the columns each importer reads, RFC 4180 quoting.

const plan = generatedPlanSchema.parse({
  name: "Harbour Festival",
  description: 'A "one-day" festival, by the sea',
  milestones: [{ name: "Bookings done", description: "", dueDate: "2027-05-03" }],
  tasks: [
    { name: "Book the stage", description: "Line one\nLine two", dueDate: "2027-04-20", priority: "high", milestoneIndex: 0 },
    { name: "=SUM(A1)", description: "", dueDate: null, priority: "low", milestoneIndex: null },
  ],
  timeline: { startDate: "2027-04-05", endDate: "2027-06-12" },
});

const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

describe("export files", () => {
  it("quotes commas, quotes and newlines, and defuses formulas", () => {
    expect(toCsv([["a,b", 'say "hi"', "x\ny", "=1+1", null, 3]])).toBe('"a,b","say ""hi""","x\ny",\'=1+1,,3\r\n');
  });

  it("Jira: an Epic and its children by Issue ID/Parent, dates in the importer's default format", () => {
    const file = exportFile(plan, "jira");
    expect(file.name).toBe("harbour-festival-jira-import.csv");
    expect(file.text.startsWith("\uFEFF")).toBe(true);
    expect(lines(file.text)[0]).toBe("Issue ID,Issue Type,Summary,Description,Due Date,Priority,Parent");
    expect(lines(file.text)[1]).toBe('1,Epic,Harbour Festival,"A ""one-day"" festival, by the sea",12/Jun/27 12:00 AM,,');
    expect(lines(file.text)[2]).toBe("2,Task,Milestone: Bookings done,,03/May/27 12:00 AM,Medium,1");
    expect(file.text).toContain('3,Task,Book the stage,"Line one\nLine two\n\nPhase: Bookings done",20/Apr/27 12:00 AM,High,1');
    expect(jiraDate(null)).toBe("");
  });

  it("Asana: Name, Description, Section, Due Date, Priority (the importer's documented order)", () => {
    const l = lines(exportFile(plan, "asana").text);
    expect(l[0]).toBe("Name,Description,Section,Due Date,Priority");
    expect(l[1]).toBe("Milestone: Bookings done,,Bookings done,2027-05-03,Medium");
    expect(l.at(-1)).toBe("'=SUM(A1),,Other tasks,,Low");
  });

  it("monday: item name first, then Group, Due date, Priority", () => {
    const l = lines(exportFile(plan, "monday").text);
    expect(l[0]).toBe("Name,Group,Due date,Priority,Description");
    // A milestone is named as one; its Priority column holds a priority, never "Milestone".
    expect(l[1]).toBe("Milestone: Bookings done,Bookings done,2027-05-03,Medium,");
  });

  it("Smartsheet: Task, Due, Status, Priority, Phase, Description", () => {
    const l = lines(exportFile(plan, "smartsheet").text);
    expect(l[0]).toBe("Task,Due,Status,Priority,Phase,Description");
    expect(l[1]).toBe("Milestone: Bookings done,2027-05-03,Not Started,Medium,Bookings done,");
  });
});

describe("export files with subtasks (issue 14)", () => {
  const nested = generatedPlanSchema.parse({
    ...plan,
    tasks: [
      ...plan.tasks,
      { name: "Sign the stage contract", description: "", dueDate: "2027-04-18", priority: "medium", milestoneIndex: 0, parentIndex: 0 },
      {
        name: "Check the stage insurance",
        description: "Ask the port",
        dueDate: "2027-04-19",
        priority: "low",
        milestoneIndex: 0,
        parentIndex: 0,
      },
    ],
  });

  it("Jira: subtasks come last as Subtasks whose Parent is their task's Issue ID", () => {
    const l = lines(exportFile(nested, "jira").text);
    expect(l.slice(1)).toEqual([
      '1,Epic,Harbour Festival,"A ""one-day"" festival, by the sea",12/Jun/27 12:00 AM,,',
      "2,Task,Milestone: Bookings done,,03/May/27 12:00 AM,Medium,1",
      '3,Task,Book the stage,"Line one\nLine two\n\nPhase: Bookings done",20/Apr/27 12:00 AM,High,1',
      "4,Task,'=SUM(A1),,,Low,1",
      "5,Subtask,Sign the stage contract,Phase: Bookings done,18/Apr/27 12:00 AM,Medium,3",
      '6,Subtask,Check the stage insurance,"Ask the port\n\nPhase: Bookings done",19/Apr/27 12:00 AM,Low,3',
    ]);
  });

  it("Asana, monday and Smartsheet: every subtask is a row right under its task, naming it", () => {
    const asana = lines(exportFile(nested, "asana").text);
    expect(asana.slice(2, 5)).toEqual([
      'Book the stage,"Line one\nLine two",Bookings done,2027-04-20,High',
      "Sign the stage contract,Subtask of: Book the stage,Bookings done,2027-04-18,Medium",
      'Check the stage insurance,"Ask the port\n\nSubtask of: Book the stage",Bookings done,2027-04-19,Low',
    ]);
    expect(exportFile(nested, "monday").text).toContain(
      "Sign the stage contract,Bookings done,2027-04-18,Medium,Subtask of: Book the stage",
    );
    expect(exportFile(nested, "smartsheet").text).toContain(
      "Sign the stage contract,2027-04-18,Not Started,Medium,Bookings done,Subtask of: Book the stage",
    );
  });
});

// Issue 27: the file name's length, which the mutation bench found unchecked.
describe("export file names", () => {
  it("keeps at most 60 characters of the plan's name, and names an unnamed plan plan", () => {
    const long = { ...plan, name: `${"a".repeat(59)}bcdef` };
    expect(exportFile(long, "jira").name).toBe(`${"a".repeat(59)}b-jira-import.csv`);
    expect(exportFile({ ...plan, name: "!!!" }, "asana").name).toBe("plan-asana-import.csv");
  });
});
