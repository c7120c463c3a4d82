import { describe, expect, it } from "vitest";
import {
  computeProjectAnalytics,
  defaultFrom,
  describeBurndown,
  describeBurnup,
  describeCycleTime,
  describeOverdue,
  describeThroughput,
  describeWorkload,
  type HistoryEntry,
  summarizeProject,
} from "../../core/analytics";
import { forecastCompletion } from "../../core/analytics/forecast";

// A scripted board history: each step is what the BoardRoom records after a change.
function script() {
  const entries: HistoryEntry[] = [];
  const state = new Map<string, Omit<HistoryEntry, "version" | "at" | "taskId">>();
  let version = 0;
  const put = (day: string, taskId: string, change: Partial<Omit<HistoryEntry, "version" | "at" | "taskId">>, hour = 12) => {
    const prev = state.get(taskId) ?? { kind: "task" as const, status: "todo" as const, assigneeId: null, dueDate: null };
    const next = { ...prev, ...change };
    state.set(taskId, next);
    entries.push({ version: ++version, at: `${day}T${String(hour).padStart(2, "0")}:00:00.000Z`, taskId, ...next });
  };
  return {
    entries,
    create: (day: string, id: string, extra: Partial<Omit<HistoryEntry, "version" | "at" | "taskId">> = {}) => put(day, id, extra, 9),
    start: (day: string, id: string, hour = 10) => put(day, id, { status: "in-progress" }, hour),
    finish: (day: string, id: string, hour = 16) => put(day, id, { status: "done" }, hour),
    reopen: (day: string, id: string) => put(day, id, { status: "todo" }, 17),
    assign: (day: string, id: string, assigneeId: number) => put(day, id, { assigneeId }),
    remove: (day: string, id: string) => put(day, id, { status: null }, 18),
  };
}

const names = new Map([
  [1, "Ada"],
  [2, "Ben"],
]);

/** Mon 2026-03-02 … : 4 tasks, scope added mid-way, one reopened, one deleted. */
function board() {
  const s = script();
  for (const id of ["a", "b", "c", "d"]) s.create("2026-03-02", id, { dueDate: "2026-03-10" });
  s.create("2026-03-02", "m", { kind: "milestone" }); // never counts
  s.assign("2026-03-02", "a", 1);
  s.assign("2026-03-02", "b", 2);
  s.start("2026-03-03", "a");
  s.finish("2026-03-05", "a"); // 2.25 days in progress
  s.finish("2026-03-05", "b"); // never in progress: no cycle time
  s.create("2026-03-06", "e"); // scope added mid-way
  s.create("2026-03-06", "f");
  s.reopen("2026-03-09", "b"); // reopened: back in the remaining work
  s.remove("2026-03-10", "c"); // deleted: out of scope
  s.start("2026-03-11", "b", 9);
  s.finish("2026-03-12", "b", 9); // 1 day in progress since the reopen
  return s.entries;
}

const run = (from: string, to: string, dueDate: string | null = "2026-03-13", today = to) =>
  computeProjectAnalytics({ history: board(), from, to, today, dueDate, memberNames: names });

describe("project analytics from a scripted history", () => {
  const a = run("2026-03-02", "2026-03-13");
  const on = <T extends { day: string }>(series: T[], day: string) => series.find((p) => p.day === day)!;

  it("burnup shows scope added mid-way, a deletion and a reopen", () => {
    expect(on(a.burnup, "2026-03-02")).toEqual({ day: "2026-03-02", scope: 4, done: 0 });
    expect(on(a.burnup, "2026-03-05")).toEqual({ day: "2026-03-05", scope: 4, done: 2 });
    expect(on(a.burnup, "2026-03-06")).toEqual({ day: "2026-03-06", scope: 6, done: 2 });
    expect(on(a.burnup, "2026-03-09")).toEqual({ day: "2026-03-09", scope: 6, done: 1 });
    expect(on(a.burnup, "2026-03-10")).toEqual({ day: "2026-03-10", scope: 5, done: 1 });
    expect(on(a.burnup, "2026-03-12")).toEqual({ day: "2026-03-12", scope: 5, done: 2 });
    expect(a.burnup).toHaveLength(12);
  });

  it("burndown is the remaining work against an ideal line to the due date", () => {
    expect(a.burndown.map((p) => p.remaining)).toEqual([4, 4, 4, 2, 4, 4, 4, 5, 4, 4, 3, 3]);
    expect(on(a.burndown, "2026-03-02").ideal).toBe(4);
    expect(on(a.burndown, "2026-03-13").ideal).toBe(0);
    // Half way between Mar 2 and Mar 13 lies 2 of 4 tasks, give or take a day's share.
    expect(on(a.burndown, "2026-03-07").ideal).toBeCloseTo(4 * (1 - 5 / 11), 1);
  });

  it("has no ideal line without a due date", () => {
    expect(run("2026-03-02", "2026-03-13", null).burndown.every((p) => p.ideal === null)).toBe(true);
  });

  it("counts throughput per week as distinct tasks still done, reopens apart", () => {
    // b was done in week 1, reopened and done again in week 2: it counts once, in week 2 (issue 21).
    expect(a.throughput).toEqual([
      { week: "2026-03-02", completed: 1, reopened: 0 },
      { week: "2026-03-09", completed: 1, reopened: 1 },
    ]);
  });

  it("counts a task toggled done and undone again and again once, and not at all when it ends undone", () => {
    const s = script();
    for (const id of ["x", "y", "z"]) s.create("2026-03-09", id);
    for (const id of ["x", "y", "z"]) {
      s.finish("2026-03-10", id, 10);
      s.reopen("2026-03-10", id);
      s.finish("2026-03-11", id, 10);
    }
    s.reopen("2026-03-12", "z");
    const toggled = computeProjectAnalytics({
      history: s.entries,
      from: "2026-03-09",
      to: "2026-03-13",
      today: "2026-03-13",
      dueDate: null,
      memberNames: names,
    });
    expect(toggled.throughput).toEqual([{ week: "2026-03-09", completed: 2, reopened: 4 }]);
    expect(summarizeProject(s.entries, "2026-03-13", null)).toMatchObject({ done: 2, doneThisWeek: 2 });
  });

  it("measures cycle time from In Progress to done, restarting after a reopen", () => {
    expect(a.cycleTime.samples).toBe(2);
    expect(a.cycleTime.perWeek).toEqual([
      { week: "2026-03-02", count: 1, medianDays: 2.3 },
      { week: "2026-03-09", count: 1, medianDays: 1 },
    ]);
    expect(a.cycleTime.medianDays).toBe(1);
    expect(a.cycleTime.p85Days).toBe(2.3);
  });

  it("counts a reopened task's cycle time from its start after the reopen, not its first start", () => {
    // Issue 27: b above was never started before it was reopened, so it could not tell the two apart.
    const s = script();
    s.create("2026-03-02", "r");
    s.start("2026-03-02", "r", 10);
    s.finish("2026-03-04", "r", 10); // 2 days
    s.reopen("2026-03-05", "r");
    s.start("2026-03-09", "r", 10);
    s.finish("2026-03-10", "r", 10); // 1 day since the restart (8 since the first start)
    const c = computeProjectAnalytics({
      history: s.entries,
      from: "2026-03-02",
      to: "2026-03-13",
      today: "2026-03-13",
      dueDate: null,
      memberNames: names,
    }).cycleTime;
    // One sample per task still done (issue 21: distinct tasks), from the restart: 1 day, not 8.
    expect(c.perWeek).toEqual([{ week: "2026-03-09", count: 1, medianDays: 1 }]);
    expect(c.samples).toBe(1);
  });

  it("a task reopened and finished again without a restart has no cycle time to count", () => {
    const s = script();
    s.create("2026-03-02", "r");
    s.start("2026-03-02", "r", 10);
    s.finish("2026-03-04", "r", 10);
    s.reopen("2026-03-05", "r");
    s.finish("2026-03-06", "r", 10);
    const c = computeProjectAnalytics({
      history: s.entries,
      from: "2026-03-02",
      to: "2026-03-13",
      today: "2026-03-13",
      dueDate: null,
      memberNames: names,
    }).cycleTime;
    // Its last completion had no start after the reopen, so it is no sample (nor a 4-day one).
    expect([c.samples, c.perWeek]).toEqual([0, []]);
  });

  it("shows work per member now, with unassigned work and overdue tasks", () => {
    // At Mar 13: a done, b done, c deleted, d/e/f open (d is overdue since Mar 11).
    expect(a.workload).toEqual([{ userId: null, name: "Unassigned", open: 3, inProgress: 0, overdue: 1 }]);
    const earlier = run("2026-03-02", "2026-03-11", "2026-03-13", "2026-03-11");
    expect(earlier.workload).toEqual([
      { userId: null, name: "Unassigned", open: 3, inProgress: 0, overdue: 1 },
      { userId: 2, name: "Ben", open: 0, inProgress: 1, overdue: 1 },
    ]);
  });

  it("tracks overdue work over time, leaving deleted and finished tasks out", () => {
    expect(on(a.overdue, "2026-03-10").overdue).toBe(0);
    // Mar 11: b (reopened, in progress), d; c was deleted on the 10th.
    expect(on(a.overdue, "2026-03-11").overdue).toBe(2);
    expect(on(a.overdue, "2026-03-12").overdue).toBe(1);
  });

  it("reports progress by the one rule (milestones ignored)", () => {
    expect(a.progress).toEqual({ completed: 2, total: 5, percent: 40 });
  });

  it("a range that starts later still starts from the board as it was", () => {
    const late = run("2026-03-09", "2026-03-10");
    expect(late.burnup).toEqual([
      { day: "2026-03-09", scope: 6, done: 1 },
      { day: "2026-03-10", scope: 5, done: 1 },
    ]);
    expect(late.throughput).toEqual([{ week: "2026-03-09", completed: 0, reopened: 1 }]);
  });

  it("forecasts from recent throughput in a plain sentence", () => {
    // Net 2 finished (3 done, 1 reopened) over the board's 12 days: 3 open tasks take 18 more days.
    expect(a.forecast).toMatchObject({ remaining: 3, finishDate: "2026-03-31", dueDate: "2026-03-13", daysLate: 18, atRisk: true });
    expect(a.forecast.summary).toBe("At the current pace this finishes Mar 31, 3 weeks after the due date.");
  });
});

describe("forecast sentences", () => {
  const base = { scope: 10, today: "2026-03-01", firstDay: "2026-01-01" };
  const doneDays = (n: number) => Array.from({ length: n }, () => ({ at: "2026-02-20T12:00:00Z" }));

  it("before the due date", () => {
    const f = forecastCompletion({ ...base, completions: doneDays(28), remaining: 4, dueDate: "2026-03-10" });
    expect(f.summary).toBe("At the current pace this finishes Mar 5, 5 days before the due date.");
    expect(f.atRisk).toBe(false);
  });

  it("without a due date, and across a year", () => {
    const f = forecastCompletion({
      ...base,
      today: "2026-12-30",
      firstDay: "2026-01-01",
      completions: [{ at: "2026-12-29T00:00:00Z" }],
      remaining: 2,
      dueDate: null,
    });
    expect(f.summary).toBe("At the current pace this finishes Feb 24, 2027.");
  });

  it("with no pace", () => {
    const f = forecastCompletion({ ...base, completions: [], remaining: 3, dueDate: "2026-04-01" });
    expect(f.summary).toBe(
      "No tasks were completed in the last 4 weeks, so there is no pace to forecast from; 3 open tasks are at risk of missing the due date (Apr 1).",
    );
    expect(f.atRisk).toBe(true);
  });

  it("a brand-new project is not at risk on day 0, nor in its first week, unless its due date has passed", () => {
    const day0 = forecastCompletion({ ...base, firstDay: "2026-03-01", completions: [], remaining: 8, dueDate: "2026-03-20" });
    expect(day0).toMatchObject({ atRisk: false, summary: "No tasks are done yet, so it is too early to forecast." });
    const day6 = forecastCompletion({ ...base, firstDay: "2026-02-24", completions: [], remaining: 8, dueDate: "2026-03-20" });
    expect(day6.atRisk).toBe(false);
    const day7 = forecastCompletion({ ...base, firstDay: "2026-02-22", completions: [], remaining: 8, dueDate: "2026-03-20" });
    expect(day7.atRisk).toBe(true);
    const overdue = forecastCompletion({ ...base, firstDay: "2026-02-28", completions: [], remaining: 8, dueDate: "2026-02-28" });
    expect(overdue.atRisk).toBe(true);
  });

  it("when everything is done, or nothing exists", () => {
    expect(forecastCompletion({ ...base, completions: [], remaining: 0, dueDate: null }).summary).toBe("All tasks are done.");
    expect(forecastCompletion({ ...base, scope: 0, completions: [], remaining: 0, dueDate: null }).summary).toBe(
      "There are no tasks yet, so there is nothing to forecast.",
    );
  });
});

describe("project summary for the portfolio", () => {
  it("counts the board now and the last weeks' throughput", () => {
    const s = summarizeProject(board(), "2026-03-13", "2026-03-13");
    expect(s).toMatchObject({ open: 3, inProgress: 0, done: 2, overdue: 1, doneThisWeek: 1 });
    expect(s.throughput).toHaveLength(6);
    expect(s.throughput.slice(-2).map((w) => w.completed)).toEqual([1, 1]);
    expect(s.workload).toEqual([{ userId: null, open: 3, inProgress: 0, overdue: 1 }]);
  });
});

describe("chart summaries", () => {
  const a = run("2026-03-02", "2026-03-13");

  it("say in one sentence what each chart shows", () => {
    expect(describeBurndown(a)).toBe("3 tasks remain on Mar 13, down from 4 on Mar 2. The ideal line would have 0 left.");
    expect(describeBurnup(a)).toBe("Scope grew from 4 to 5 tasks; 2 done.");
    expect(describeThroughput(a)).toBe("2 tasks completed over 2 weeks, 1 in the last one; 1 reopened.");
    expect(describeCycleTime(a)).toBe("Half the tasks took 1 day or less from In Progress to done, 85% within 2.3 days (2 tasks).");
    expect(describeWorkload(a)).toBe("Unassigned holds the most open work: 3 tasks. 1 task overdue in all.");
    expect(describeOverdue(a)).toBe("1 task is overdue now; the most was 2 on Mar 11.");
  });

  it("handle a single day and a board without a due date", () => {
    const one = run("2026-03-13", "2026-03-13", null);
    expect(describeBurndown(one)).toBe("3 tasks remain on Mar 13. There is no due date, so there is no ideal line.");
  });
});

describe("the ideal line", () => {
  it("starts on the first day of the range with any work, not before the board existed", () => {
    const a = run("2026-02-28", "2026-03-13");
    expect(a.burndown.slice(0, 2).map((p) => p.ideal)).toEqual([null, null]);
    expect(a.burndown[2]).toEqual({ day: "2026-03-02", remaining: 4, ideal: 4 });
    expect(a.burndown.at(-1)!.ideal).toBe(0);
  });
});

// Issue 27 (mutation bench): the edges of the replay.
describe("analytics edges", () => {
  const analytics = (history: HistoryEntry[], from: string, to: string, dueDate: string | null = null) =>
    computeProjectAnalytics({ history, from, to, today: to, dueDate, memberNames: names });

  it("a task's first recorded change counts (the replay starts at the first entry)", () => {
    const s = script();
    s.create("2026-03-02", "x");
    expect(summarizeProject(s.entries, "2026-03-03", null)).toMatchObject({ open: 1, inProgress: 0, done: 0 });
    s.start("2026-03-03", "x");
    expect(summarizeProject(s.entries, "2026-03-03", null)).toMatchObject({ open: 0, inProgress: 1, done: 0 });
  });

  it("a finished task that is deleted is no completion", () => {
    const s = script();
    s.create("2026-03-02", "x");
    s.finish("2026-03-03", "x");
    s.remove("2026-03-04", "x");
    const a = analytics(s.entries, "2026-03-02", "2026-03-06");
    expect(a.throughput.map((w) => w.completed)).toEqual([0]);
    expect(a.burnup.at(-1)).toEqual({ day: "2026-03-06", scope: 0, done: 0 });
  });

  it("counts completions on the range's first and last day, and reopens before the range not at all", () => {
    const s = script();
    s.create("2026-02-23", "x");
    s.finish("2026-02-24", "x");
    s.reopen("2026-02-25", "x");
    s.create("2026-03-02", "y");
    s.finish("2026-03-02", "y");
    s.create("2026-03-02", "z");
    s.finish("2026-03-13", "z");
    s.create("2026-03-02", "w");
    s.finish("2026-03-03", "w");
    s.reopen("2026-03-13", "w");
    const a = analytics(s.entries, "2026-03-02", "2026-03-13");
    expect(a.throughput).toEqual([
      { week: "2026-03-02", completed: 1, reopened: 0 },
      { week: "2026-03-09", completed: 1, reopened: 1 },
    ]);
  });

  it("the 85th percentile of cycle time is the nearest rank (7 samples: the 6th)", () => {
    const s = script();
    for (let n = 1; n <= 7; n++) {
      s.create("2026-03-02", `t${n}`);
      s.start("2026-03-02", `t${n}`, 9);
      s.finish(`2026-03-${String(2 + n).padStart(2, "0")}`, `t${n}`, 9);
    }
    const a = analytics(s.entries, "2026-03-02", "2026-03-13");
    expect([a.cycleTime.samples, a.cycleTime.medianDays, a.cycleTime.p85Days]).toEqual([7, 4, 6]);
  });

  it("orders workload by open work, then overdue work, then person (unassigned first)", () => {
    const s = script();
    s.create("2026-03-02", "a1", { assigneeId: 1 });
    s.create("2026-03-02", "n1");
    s.create("2026-03-02", "b1", { assigneeId: 2, dueDate: "2026-03-03" });
    s.create("2026-03-02", "c1", { assigneeId: 3 });
    s.create("2026-03-02", "c2", { assigneeId: 3 });
    s.start("2026-03-02", "c2");
    s.create("2026-03-02", "d1", { assigneeId: 4 });
    s.create("2026-03-02", "d2", { assigneeId: 4 });
    const w = analytics(s.entries, "2026-03-02", "2026-03-06").workload;
    expect(w.map((r) => [r.userId, r.open, r.inProgress, r.overdue])).toEqual([
      [3, 1, 1, 0],
      [4, 2, 0, 0],
      [2, 1, 0, 1],
      [null, 1, 0, 0],
      [1, 1, 0, 0],
    ]);
  });

  it("draws no ideal line when the due date is the first day with work, or no day in the range has any", () => {
    const s = script();
    s.create("2026-03-04", "x");
    expect(analytics(s.entries, "2026-03-04", "2026-03-06", "2026-03-04").burndown.map((p) => p.ideal)).toEqual([null, null, null]);
    expect(analytics(s.entries, "2026-03-01", "2026-03-03", "2026-03-10").burndown.map((p) => p.ideal)).toEqual([null, null, null]);
  });

  it("a board without history: a range of today, and nothing to count", () => {
    expect(defaultFrom([], "2026-03-13")).toBe("2026-03-13");
    const s = script();
    s.create("2026-03-02", "x");
    expect(defaultFrom(s.entries, "2026-03-13")).toBe("2026-03-02");
    expect(summarizeProject([], "2026-03-13", null)).toMatchObject({ open: 0, inProgress: 0, done: 0, overdue: 0, doneThisWeek: 0 });
    expect(analytics([], "2026-03-12", "2026-03-13").burnup).toEqual([
      { day: "2026-03-12", scope: 0, done: 0 },
      { day: "2026-03-13", scope: 0, done: 0 },
    ]);
  });
});
