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

  it("Asana: Name, Section/Column, Description, Due Date, Priority", () => {
    const l = lines(exportFile(plan, "asana").text);
    expect(l[0]).toBe("Name,Section/Column,Description,Due Date,Priority");
    expect(l[1]).toBe("Milestone: Bookings done,Bookings done,,2027-05-03,Medium");
    expect(l.at(-1)).toBe("'=SUM(A1),Other tasks,,,Low");
  });

  it("monday: item name first, then Group, Due date, Priority", () => {
    const l = lines(exportFile(plan, "monday").text);
    expect(l[0]).toBe("Name,Group,Due date,Priority,Description");
    expect(l[1]).toBe("Bookings done,Bookings done,2027-05-03,Milestone,");
  });

  it("Smartsheet: Task, Due, Status, Priority, Phase, Description", () => {
    const l = lines(exportFile(plan, "smartsheet").text);
    expect(l[0]).toBe("Task,Due,Status,Priority,Phase,Description");
    expect(l[1]).toBe("Milestone: Bookings done,2027-05-03,Not Started,Medium,Bookings done,");
  });
});
