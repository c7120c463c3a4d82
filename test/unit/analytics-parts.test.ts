import { describe, expect, it } from "vitest";
import { breakdownOf } from "../../core/analytics/breakdown";
import { describeBurnup, describeCycleTime, describeOverdue, describeThroughput, describeWorkload } from "../../core/analytics/describe";
import { durationText, forecastCompletion, shortDate } from "../../core/analytics/forecast";
import { dayOf, eachDay, isHistoryChange, type TrackedState } from "../../core/analytics/history";
import { metricsOf, type Portfolio, type PortfolioProject } from "../../core/analytics/portfolio";
import type { ProjectAnalytics, ProjectSummary } from "../../core/analytics/types";
import type { Label } from "../../core/schemas/labels";
import type { BoardStatus } from "../../core/schemas/statuses";

// Issue 27: the analytics parts the series tests do not reach, in Node (test/api/analytics-breakdown.test.ts
// checks the breakdown through the API as well).

const status = (id: string, category: BoardStatus["category"]): BoardStatus => ({
  id,
  projectId: 1,
  name: `Status ${id}`,
  color: "gray",
  category,
  order: 0,
});
const label = (id: string): Label => ({ id, projectId: 1, name: `Label ${id}`, color: "blue", order: 0 });

describe("the board's breakdown", () => {
  const statuses = [
    status("s-todo", "todo"),
    status("s-doing", "in-progress"),
    status("s-review", "in-progress"),
    status("s-done", "done"),
  ];
  const labels = [label("bug"), label("ux")];

  it("counts tasks per category, per status and per label, and a task with two labels under each", () => {
    const b = breakdownOf(
      [
        { kind: "task", status: "todo", statusId: "s-todo", labelIds: ["bug"] },
        { kind: "task", status: "in-progress", statusId: "s-doing", labelIds: ["bug", "ux"] },
        { kind: "task", status: "in-progress", statusId: "s-review" },
        { kind: "task", status: "done", statusId: "s-done", labelIds: ["ux"] },
        { kind: "task", status: "done", statusId: "s-done" },
      ],
      labels,
      statuses,
    );
    expect(b.byCategory).toEqual({ todo: 1, inProgress: 2, done: 2 });
    expect(b.byStatus.map((s) => [s.id, s.name, s.category, s.tasks])).toEqual([
      ["s-todo", "Status s-todo", "todo", 1],
      ["s-doing", "Status s-doing", "in-progress", 1],
      ["s-review", "Status s-review", "in-progress", 1],
      ["s-done", "Status s-done", "done", 2],
    ]);
    expect(b.byLabel).toEqual([
      { id: "bug", name: "Label bug", color: "blue", todo: 1, inProgress: 1, done: 0 },
      { id: "ux", name: "Label ux", color: "blue", todo: 0, inProgress: 1, done: 1 },
    ]);
  });

  it("leaves milestones out, and ignores a status or label that is not on the board", () => {
    const b = breakdownOf(
      [
        { kind: "milestone", status: "todo", statusId: "s-todo", labelIds: ["bug"] },
        { kind: "task", status: "todo", statusId: "gone", labelIds: ["gone"] },
        { kind: "task", status: "todo" },
      ],
      labels,
      statuses,
    );
    expect(b.byCategory).toEqual({ todo: 2, inProgress: 0, done: 0 });
    expect(b.byStatus.map((s) => s.tasks)).toEqual([0, 0, 0, 0]);
    expect(b.byLabel.map((l) => l.todo + l.inProgress + l.done)).toEqual([0, 0]);
  });
});

describe("the analytics history", () => {
  const state: TrackedState = { kind: "task", status: "todo", assigneeId: 1, dueDate: "2026-12-01" };

  it("records a creation and a deletion", () => {
    expect(isHistoryChange(null, state)).toBe(true);
    expect(isHistoryChange(state, null)).toBe(true);
  });

  it("records a change of status, assignee, due date or kind, and nothing else", () => {
    expect(isHistoryChange(state, { ...state })).toBe(false);
    expect(isHistoryChange(state, { ...state, status: "done" })).toBe(true);
    expect(isHistoryChange(state, { ...state, assigneeId: 2 })).toBe(true);
    expect(isHistoryChange(state, { ...state, dueDate: null })).toBe(true);
    expect(isHistoryChange(state, { ...state, kind: "milestone" })).toBe(true);
  });

  it("reads the day of a timestamp and lists every day of a range, both ends included", () => {
    expect(dayOf("2026-11-26T23:59:59.000Z")).toBe("2026-11-26");
    expect(eachDay("2026-11-29", "2026-12-02")).toEqual(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"]);
    expect(eachDay("2026-11-29", "2026-11-29")).toEqual(["2026-11-29"]);
    expect(eachDay("2026-11-30", "2026-11-29")).toEqual([]);
  });
});

describe("the portfolio's metrics", () => {
  const summary = (over: Partial<ProjectSummary>, atRisk: boolean): ProjectSummary => ({
    open: 0,
    inProgress: 0,
    done: 0,
    overdue: 0,
    doneThisWeek: 0,
    throughput: [],
    workload: [],
    forecast: { remaining: 0, weeklyPace: 0, paceWeeks: 4, finishDate: null, dueDate: null, daysLate: null, atRisk, summary: "" },
    ...over,
  });
  const project = (id: number, status: string, s: ProjectSummary): PortfolioProject => ({
    id,
    name: `P${id}`,
    status,
    dueDate: null,
    icon: "rocket",
    iconBg: "blue",
    progress: { completed: 0, total: 0, percent: 0 },
    summary: s,
  });

  it("sums open work, this week's done and overdue tasks over every project, and counts active projects at risk", () => {
    const p: Portfolio = {
      today: "2026-11-26",
      people: [],
      projects: [
        project(1, "active", summary({ open: 3, inProgress: 2, doneThisWeek: 4, overdue: 1 }, true)),
        project(2, "active", summary({ open: 1, inProgress: 0, doneThisWeek: 1, overdue: 2 }, false)),
        project(3, "archived", summary({ open: 5, inProgress: 1, doneThisWeek: 2, overdue: 3 }, true)),
      ],
    };
    expect(metricsOf(p)).toEqual({ activeProjects: 2, open: 12, doneThisWeek: 7, overdue: 6, atRisk: 1 });
  });
});

describe("the chart sentences: edges", () => {
  const base: ProjectAnalytics = {
    from: "2026-11-02",
    to: "2026-11-26",
    today: "2026-11-26",
    progress: { completed: 0, total: 0, percent: 0 },
    burndown: [],
    burnup: [],
    throughput: [],
    cycleTime: { samples: 0, medianDays: null, p85Days: null, perWeek: [] },
    workload: [],
    overdue: [{ day: "2026-11-26", overdue: 0 }],
    forecast: { remaining: 0, weeklyPace: 0, paceWeeks: 4, finishDate: null, dueDate: null, daysLate: null, atRisk: false, summary: "" },
  };

  it("describes the burnup from its first day to its last, not the day before the last", () => {
    const a: ProjectAnalytics = {
      ...base,
      burnup: [
        { day: "2026-11-24", scope: 4, done: 1 },
        { day: "2026-11-25", scope: 4, done: 2 },
        { day: "2026-11-26", scope: 6, done: 3 },
      ],
    };
    expect(describeBurnup(a)).toBe("Scope grew from 4 to 6 tasks; 3 done.");
  });

  it("gives the cycle time of a single sample", () => {
    const a: ProjectAnalytics = { ...base, cycleTime: { samples: 1, medianDays: 2, p85Days: 2, perWeek: [] } };
    expect(describeCycleTime(a)).toBe("Half the tasks took 2 days or less from In Progress to done, 85% within 2 days (1 task).");
  });

  it("says no task has a cycle time without samples", () => {
    expect(describeCycleTime(base)).toBe("No task has gone from In Progress to done in this range yet.");
  });

  it("names the last week's completions, and reopened work only when there is some", () => {
    const a: ProjectAnalytics = {
      ...base,
      throughput: [
        { week: "2026-11-09", completed: 4, reopened: 0 },
        { week: "2026-11-16", completed: 2, reopened: 0 },
        { week: "2026-11-23", completed: 1, reopened: 0 },
      ],
    };
    expect(describeThroughput(a)).toBe("7 tasks completed over 3 weeks, 1 in the last one.");
  });

  it("words a range without weeks or overdue work", () => {
    expect(describeThroughput(base)).toBe("0 tasks completed over 0 weeks, 0 in the last one.");
    expect(describeOverdue(base)).toBe("No task was overdue in this range.");
    expect(describeOverdue({ ...base, overdue: [{ day: "2026-11-26", overdue: 1 }] })).toBe(
      "1 task is overdue now; the most was 1 on Nov 26.",
    );
  });

  it("says nobody has open work when no one does", () => {
    expect(describeWorkload(base)).toBe("Nobody has open work.");
  });

  it("counts open and in-progress work for the busiest person", () => {
    const a: ProjectAnalytics = {
      ...base,
      workload: [{ userId: 3, name: "Ada", open: 2, inProgress: 3, overdue: 0 }],
    };
    expect(describeWorkload(a)).toBe("Ada has the most open work: 5 tasks. Nothing is overdue.");
  });

  it("names the first day of the overdue peak", () => {
    const a: ProjectAnalytics = {
      ...base,
      overdue: [
        { day: "2026-11-20", overdue: 1 },
        { day: "2026-11-23", overdue: 3 },
        { day: "2026-11-24", overdue: 3 },
        { day: "2026-11-26", overdue: 2 },
      ],
    };
    expect(describeOverdue(a)).toBe("2 tasks are overdue now; the most was 3 on Nov 23.");
  });
});

describe("the forecast: words, window and pace", () => {
  it("words a duration in days under two weeks, weeks under 60 days, then months", () => {
    expect([0, 1, 13, 14, -14, 59, 60, -90].map(durationText)).toEqual([
      "0 days",
      "1 day",
      "13 days",
      "2 weeks",
      "2 weeks",
      "8 weeks",
      "2 months",
      "3 months",
    ]);
  });

  it("words a day with its year only when it is not this year's", () => {
    expect(shortDate("2026-03-09", "2026-12-01")).toBe("Mar 9");
    expect(shortDate("2027-01-02", "2026-12-01")).toBe("Jan 2, 2027");
  });

  const base = { scope: 10, today: "2026-03-01", firstDay: "2026-01-01", dueDate: null };

  it("counts the tasks done in the last four weeks, today included, and no others", () => {
    const f = forecastCompletion({
      ...base,
      remaining: 1,
      completions: [
        { at: "2026-02-02T00:00:00Z" }, // the window's first day
        { at: "2026-03-01T23:00:00Z" }, // today
        { at: "2026-02-01T23:59:59Z" }, // the day before the window
        { at: "2026-03-02T00:00:00Z" }, // after today
      ],
    });
    expect(f).toMatchObject({ weeklyPace: 0.5, paceWeeks: 4, finishDate: "2026-03-15", daysLate: null, atRisk: false });
    expect(f.summary).toBe("At the current pace this finishes Mar 15.");
  });

  it("measures a young board over its age, and at least a week", () => {
    // Two days old: measured over a week, one done a week, so seven more take seven weeks.
    const week = forecastCompletion({ ...base, firstDay: "2026-02-27", remaining: 7, completions: [{ at: "2026-03-01T10:00:00Z" }] });
    expect(week).toMatchObject({ paceWeeks: 1, weeklyPace: 1, finishDate: "2026-04-19" });
    // Ten days old: two done in ten days is 1.4 a week, and two more take ten days.
    const tenDays = forecastCompletion({
      ...base,
      firstDay: "2026-02-20",
      remaining: 2,
      completions: [{ at: "2026-02-20T10:00:00Z" }, { at: "2026-03-01T10:00:00Z" }],
    });
    expect(tenDays).toMatchObject({ paceWeeks: 1.4, weeklyPace: 1.4, finishDate: "2026-03-11" });
  });

  it("is at risk only when the finish is after the due date", () => {
    const done = (n: number) => Array.from({ length: n }, () => ({ at: "2026-02-20T12:00:00Z" }));
    const late = forecastCompletion({ ...base, completions: done(28), remaining: 20, dueDate: "2026-03-10" });
    expect(late).toMatchObject({ finishDate: "2026-03-21", daysLate: 11, atRisk: true });
    expect(late.summary).toBe("At the current pace this finishes Mar 21, 11 days after the due date.");
    const onTime = forecastCompletion({ ...base, completions: done(28), remaining: 9, dueDate: "2026-03-10" });
    expect(onTime).toMatchObject({ daysLate: 0, atRisk: false });
    expect(onTime.summary).toBe("At the current pace this finishes Mar 10, on the due date.");
  });

  it("without a pace, words one open task, and puts nothing at risk without a due date", () => {
    const one = forecastCompletion({ ...base, completions: [], remaining: 1, dueDate: "2026-04-01" });
    expect(one.summary).toBe(
      "No tasks were completed in the last 4 weeks, so there is no pace to forecast from; 1 open task is at risk of missing the due date (Apr 1).",
    );
    const undated = forecastCompletion({ ...base, completions: [], remaining: 3 });
    expect(undated).toMatchObject({ atRisk: false, finishDate: null });
    expect(undated.summary).toBe("No tasks were completed in the last 4 weeks, so there is no pace to forecast from.");
  });
});

describe("the forecast: who is at risk", () => {
  const base = { scope: 10, today: "2026-03-01", dueDate: null };

  it("words a finish one day late, and long spans in months", () => {
    const done = Array.from({ length: 28 }, () => ({ at: "2026-02-20T12:00:00Z" }));
    const f = forecastCompletion({ ...base, firstDay: "2026-01-01", completions: done, remaining: 10, dueDate: "2026-03-10" });
    expect(f.summary).toBe("At the current pace this finishes Mar 11, 1 day after the due date.");
    expect(durationText(105)).toBe("4 months");
  });

  it("puts an empty board at no risk", () => {
    const f = forecastCompletion({ ...base, firstDay: "2026-01-01", completions: [], remaining: 0, scope: 0, dueDate: "2026-02-01" });
    expect(f).toMatchObject({ atRisk: false, finishDate: null, daysLate: null });
  });

  it("puts a young board due today at no risk yet: its due date has not passed", () => {
    const f = forecastCompletion({ ...base, firstDay: "2026-02-27", completions: [], remaining: 3, dueDate: "2026-03-01" });
    expect(f).toMatchObject({ atRisk: false, summary: "No tasks are done yet, so it is too early to forecast." });
  });
});
