import { describe, expect, it } from "vitest";
import { DAY, HEADER, portfolioAxis, portfolioRows, ROW } from "../../app/components/timeline/portfolio-geometry";
import type { ProjectView } from "../../core/schemas/project";
import type { TimelineItem } from "../../worker/services/timeline";

// Where the portfolio timeline draws each project (split out of the view for issue 23).

const TODAY = "2026-03-10";
const project = (id: number, createdAt: string, dueDate: string | null): ProjectView => ({
  id,
  name: `Project ${id}`,
  description: null,
  dueDate,
  status: "active",
  progress: 0,
  totalTasks: 0,
  completedTasks: 0,
  icon: "rocket",
  iconBg: "bg-indigo-100",
  ownerId: 1,
  externalId: null,
  externalUrl: null,
  source: "manual",
  aiGenerated: false,
  createdAt: `${createdAt}T09:00:00.000Z`,
  updatedAt: `${createdAt}T09:00:00.000Z`,
  role: "owner",
});
const item = (id: string, projectId: number, dueDate: string, done = false): TimelineItem => ({
  id,
  projectId,
  kind: "task",
  name: id,
  dueDate,
  done,
});

describe("portfolio rows", () => {
  it("spans each project from its creation (or earliest due date) to its due date (or latest task), with its overdue tasks", () => {
    const rows = portfolioRows(
      {
        projects: [project(1, "2026-03-01", "2026-04-30"), project(2, "2026-03-05", null)],
        items: [
          item("late", 1, "2026-03-09"),
          item("done", 1, "2026-03-02", true),
          item("early", 2, "2026-02-20"),
          item("far", 2, "2026-06-01"),
        ],
      },
      TODAY,
    );
    expect(rows.map((r) => [r.project.id, r.start, r.end, r.items.length, r.overdue.map((i) => i.id)])).toEqual([
      [1, "2026-03-01", "2026-04-30", 2, ["late"]],
      [2, "2026-02-20", "2026-06-01", 2, ["early"]],
    ]);
  });

  it("gives a project without dates a one-day span on its creation day", () => {
    const [row] = portfolioRows({ projects: [project(1, "2026-03-03", null)], items: [] }, TODAY);
    expect([row?.start, row?.end]).toEqual(["2026-03-03", "2026-03-03"]);
  });
});

describe("portfolio axis", () => {
  it("runs from a week before the first start to two weeks after the last end, a gridline each month", () => {
    const rows = portfolioRows({ projects: [project(1, "2026-03-01", "2026-04-30")], items: [] }, TODAY);
    const axis = portfolioAxis(rows, TODAY);
    expect(axis.x("2026-02-22")).toBe(0);
    expect(axis.x("2026-03-01")).toBe(7 * DAY);
    // Feb 22 to May 14, inclusive.
    expect(axis.width).toBe(82 * DAY);
    expect(axis.height).toBe(HEADER + ROW);
    expect(axis.months).toEqual([
      { x: 7 * DAY, label: "Mar 2026" },
      { x: 38 * DAY, label: "Apr 2026" },
      { x: 68 * DAY, label: "May 2026" },
    ]);
  });
});
