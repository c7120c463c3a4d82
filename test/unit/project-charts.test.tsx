// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProjectCharts } from "../../app/components/analytics/project-charts";
import { computeProjectAnalytics, type HistoryEntry } from "../../core/analytics";

// The Analytics tab's six charts (issue 13), each a figure named by its title and summary, with its
// numbers in a table so the picture is never the only way to read them.

let version = 0;
const entry = (day: string, taskId: string, status: HistoryEntry["status"], assigneeId: number | null): HistoryEntry => ({
  version: ++version,
  at: `${day}T10:00:00.000Z`,
  taskId,
  kind: "task",
  status,
  assigneeId,
  dueDate: "2026-02-20",
});
const HISTORY = [
  entry("2026-02-02", "a", "todo", 1),
  entry("2026-02-02", "b", "todo", 2),
  entry("2026-02-04", "a", "in-progress", 1),
  entry("2026-02-10", "a", "done", 1),
  entry("2026-02-11", "b", "in-progress", 2),
  entry("2026-02-12", "c", "todo", 1),
];
const analytics = (history: HistoryEntry[]) =>
  computeProjectAnalytics({
    history,
    from: "2026-02-01",
    to: "2026-03-10",
    today: "2026-03-10",
    dueDate: "2026-03-31",
    memberNames: new Map([
      [1, "Ada Lovelace-Byron"],
      [2, "Grace"],
    ]),
  });

afterEach(cleanup);

describe("project charts", () => {
  it("shows the six charts as figures named by their titles, each drawn and labelled by its summary", () => {
    render(<ProjectCharts data={analytics(HISTORY)} />);
    const titles = ["Burndown", "Burnup", "Throughput per week", "Cycle time (In Progress → Done)", "Work per member", "Overdue over time"];
    expect(screen.getAllByRole("figure").map((f) => within(f).getByRole("heading").textContent)).toEqual(titles);
    for (const title of titles) {
      const figure = screen.getByRole("figure", { name: title });
      const svg = figure.querySelector("svg[aria-labelledby]");
      const [titleId, summaryId] = svg?.getAttribute("aria-labelledby")?.split(" ") ?? [];
      expect(document.getElementById(titleId ?? "")?.textContent).toBe(title);
      expect(document.getElementById(summaryId ?? "")?.textContent?.length).toBeGreaterThan(10);
    }
  });

  it("gives each chart its numbers as a table, a member's whole name included", () => {
    render(<ProjectCharts data={analytics(HISTORY)} />);
    const workload = screen.getByRole("figure", { name: "Work per member" });
    const table = within(workload).getByRole("table", { name: "Work per member" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Member", "To Do", "In Progress", "Overdue"]);
    expect(within(table).getByRole("rowheader", { name: "Ada Lovelace-Byron" })).toBeTruthy();
    // Under the bars, the long name is cut to fit.
    expect(within(workload).getByText("Ada Lovelac…")).toBeTruthy();
    const burndown = within(screen.getByRole("figure", { name: "Burndown" })).getByRole("table");
    expect(
      within(burndown)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Day", "Remaining", "Ideal"]);
    expect(within(burndown).getByRole("rowheader", { name: "Feb 10" })).toBeTruthy();
    // Two series, so a legend; the cycle time has one and needs none.
    expect(within(screen.getByRole("figure", { name: "Burnup" })).getByRole("list").textContent).toBe("ScopeDone");
  });

  it("says there is no data yet instead of drawing empty axes", () => {
    render(<ProjectCharts data={analytics([])} />);
    for (const name of ["Cycle time (In Progress → Done)", "Work per member"]) {
      const figure = screen.getByRole("figure", { name });
      expect(within(figure).getByText("No data yet")).toBeTruthy();
      expect(within(figure).queryByRole("table")).toBeNull();
    }
  });
});
