import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PortfolioTimelineView } from "../../app/components/timeline/portfolio-timeline";
import { axisFor, CHART_MAX_DAYS, chartWindow, ticks, todayUtc } from "../../app/lib/gantt-model";
import { computeSchedule } from "../../core/schedule";
import type { ProjectView } from "../../core/schemas/project";
import type { TimelineItem } from "../../worker/services/timeline";

// Issue 27: one task due 9999-12-31 made /timeline draw a gridline per month of eight thousand
// years (4.5–8.6 s, 14.9 MB). A chart's cost follows what it shows, not the span of the data: a
// far-off date (a provider's pull writes dates the API's own bounds never see) costs what a near one does.

const today = todayUtc();
const plus = (days: number) => new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10);

const project: ProjectView = {
  id: 1,
  name: "Launch",
  description: null,
  dueDate: null,
  status: "active",
  progress: 0,
  totalTasks: 1,
  completedTasks: 0,
  icon: "rocket",
  iconBg: "bg-indigo-100",
  ownerId: 1,
  externalId: null,
  externalUrl: null,
  source: "manual",
  aiGenerated: false,
  createdAt: `${today}T00:00:00.000Z`,
  updatedAt: `${today}T00:00:00.000Z`,
  role: "owner",
};

const item = (dueDate: string): TimelineItem => ({ id: "1-a", projectId: 1, kind: "task", name: "Ship", dueDate, done: false });

function portfolioHtml(items: TimelineItem[], projectDue: string | null = null): string {
  const view = createElement(PortfolioTimelineView, { timeline: { projects: [{ ...project, dueDate: projectDue }], items } });
  return renderToString(createElement(MemoryRouter, null, view));
}

describe("the portfolio timeline's cost", () => {
  it("stays the size of a five-year chart whatever the stored dates", () => {
    const near = portfolioHtml([item(plus(4 * 366))]);
    for (const far of ["9999-12-31", "2200-12-31", "0001-01-01", "1900-01-01"]) {
      const html = portfolioHtml([item(far)], far);
      expect(html.length, far).toBeLessThan(near.length * 1.2);
      // The list under the chart still names the task's project, so nothing is lost from sight.
      expect(html, far).toContain("Launch");
    }
    expect(near.length).toBeLessThan(60_000);
  });

  it("draws at most one gridline per month of the window", () => {
    const html = portfolioHtml([item("9999-12-31")], "9999-12-31");
    const gridlines = html.match(/<line /g)?.length ?? 0;
    // Months of the window, plus one row line and the today line.
    expect(gridlines).toBeLessThanOrEqual(Math.ceil(CHART_MAX_DAYS / 28) + 2);
    expect(gridlines).toBeGreaterThan(12);
  });
});

describe("chartWindow", () => {
  it("keeps the data's span when it is short", () => {
    const t = Date.parse(today) / 86_400_000;
    const w = chartWindow(t - 10, t + 100, today);
    expect(w.last - w.first).toBe(110);
  });

  it("cuts a long span to the window, starting no more than two years back", () => {
    const w = chartWindow(-1_000_000, 3_000_000, today);
    expect(w.last - w.first + 1).toBe(CHART_MAX_DAYS);
  });
});

describe("the Gantt axis", () => {
  it("draws at most the window's days and ticks for a task due 9999-12-31", () => {
    const schedule = computeSchedule(
      [
        { id: "a", milestone: false, startDate: today, dueDate: plus(3), assigneeId: null, done: false },
        { id: "b", milestone: false, startDate: plus(4), dueDate: "9999-12-31", assigneeId: null, done: false },
      ],
      [],
      { today },
    );
    const axis = axisFor(schedule, today, "day");
    // The axis starts on a Monday: up to six days more than the window.
    expect(axis.days).toBeLessThanOrEqual(CHART_MAX_DAYS + 6);
    expect(ticks(axis, "day").length).toBeLessThanOrEqual(CHART_MAX_DAYS + 6);
  });
});
