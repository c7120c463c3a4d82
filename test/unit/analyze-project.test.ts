import { describe, expect, it } from "vitest";
import { completion } from "../../app/lib/task-display";
import { type AnalyzeProjectInput, analyzeProjectEmbedded, DIMENSION_NAMES } from "../../core/ai/analyze-project";
import { type DeepAnalysis, deepAnalysisSchema } from "../../core/schemas/analysis";
import type { Task } from "../../core/schemas/task";

const TODAY = "2026-03-10"; // a Tuesday

let nextId = 0;
function task(overrides: Partial<Task> = {}): Task {
  nextId++;
  return {
    id: `t${nextId}`,
    projectId: 1,
    kind: "task",
    name: `Task ${nextId}`,
    description: "Has a description",
    status: "todo",
    isCompleted: false,
    startDate: null,
    dueDate: "2026-03-20",
    priority: "medium",
    assigneeId: 1,
    parentTaskId: null,
    externalId: null,
    sourceText: null,
    source: "manual",
    order: "a0",
    version: 1,
    createdAt: "2026-03-01T00:00:00Z",
    updatedAt: "2026-03-01T00:00:00Z",
    ...overrides,
  };
}

const TEAM: AnalyzeProjectInput["members"] = [
  { userId: 1, role: "owner", name: "Ana" },
  { userId: 2, role: "editor", name: "Ben" },
];

function analyze(tasks: Task[], overrides: Partial<AnalyzeProjectInput> = {}): DeepAnalysis {
  return analyzeProjectEmbedded({
    project: { name: "Launch site", description: "Ship the marketing site.", dueDate: "2026-04-30", createdAt: "2026-03-01T00:00:00Z" },
    tasks,
    members: TEAM,
    today: TODAY,
    ...overrides,
  });
}

const dim = (analysis: DeepAnalysis, name: string) => {
  const found = analysis.dimensions.find((d) => d.name === name);
  if (!found) throw new Error(`missing dimension ${name}`);
  return found;
};

function expectWellFormed(analysis: DeepAnalysis) {
  expect(deepAnalysisSchema.parse(analysis)).toEqual(analysis);
  expect(analysis.dimensions.map((d) => d.name)).toEqual([...DIMENSION_NAMES]);
  for (const d of analysis.dimensions) {
    expect(d.score * 10).toBe(Math.round(d.score * 10));
    expect(d.assessment.length).toBeGreaterThan(10);
    expect(d.recommendations.length).toBeLessThanOrEqual(3);
    // Below 9 there is something to recommend; at 9 or more there may be nothing.
    expect(d.recommendations.length >= (d.score < 9 ? 1 : 0), d.name).toBe(true);
  }
  const scores = analysis.dimensions.map((d) => d.score);
  expect(analysis.overallRating).toBeGreaterThanOrEqual(Math.min(...scores));
  expect(analysis.overallRating).toBeLessThanOrEqual(Math.max(...scores));
  expect(analysis.overallRating * 10).toBe(Math.round(analysis.overallRating * 10));
}

describe("analyzeProjectEmbedded", () => {
  it("quotes the real description counts in Scope clarity", () => {
    const tasks = [...Array.from({ length: 8 }, () => task()), ...Array.from({ length: 4 }, () => task({ description: "  " }))];
    const analysis = analyze(tasks);
    expectWellFormed(analysis);
    expect(dim(analysis, "Scope clarity").assessment).toContain("4 of 12 tasks (33%) have no description.");
    expect(dim(analysis, "Scope clarity").score).toBeLessThan(dim(analyze(tasks.slice(0, 8)), "Scope clarity").score);
  });

  it("counts overdue tasks against the given today only", () => {
    const tasks = [
      task({ dueDate: "2026-03-09" }), // overdue
      task({ dueDate: "2026-03-10" }), // due today: not overdue
      task({ dueDate: "2026-03-01", status: "done", isCompleted: true }), // done: never overdue
      task({ dueDate: null }),
    ];
    const analysis = analyze(tasks);
    expectWellFormed(analysis);
    const schedule = dim(analysis, "Schedule realism");
    expect(schedule.assessment).toContain("1 of 3 open tasks (33%) is overdue and 1 (33%) has no due date.");
    expect(schedule.assessment).toContain("2026-04-30");
    expect(analysis.summary).toContain("1 of 3 open tasks is overdue");

    const later = analyze(tasks, { today: "2026-03-11" });
    expect(dim(later, "Schedule realism").assessment).toContain("2 of 3 open tasks (67%) are overdue");
    expect(dim(later, "Schedule realism").score).toBeLessThan(schedule.score);
  });

  it("flags a deadline that is too close for the open work", () => {
    const tasks = Array.from({ length: 20 }, () => task({ dueDate: "2026-03-13" }));
    const tight = analyze(tasks, { project: { name: "P", description: "d", dueDate: "2026-03-13", createdAt: "2026-03-01" } });
    const roomy = analyze(tasks, { project: { name: "P", description: "d", dueDate: "2026-06-30", createdAt: "2026-03-01" } });
    expect(dim(tight, "Schedule realism").assessment).toContain(
      "3 working days from today, for 20 open tasks across 2 active members (about 10 working days of work each",
    );
    expect(dim(tight, "Schedule realism").score).toBeLessThan(dim(roomy, "Schedule realism").score);
    expect(dim(tight, "Schedule realism").recommendations.join(" ")).toContain("Cut scope or add people");
  });

  it("reports a passed project due date as missing work", () => {
    const analysis = analyze([task({ dueDate: "2026-02-01" })], {
      project: { name: "Late", description: "d", dueDate: "2026-03-01", createdAt: "2026-01-01" },
    });
    expectWellFormed(analysis);
    expect(analysis.criticalMissingElements).toContain("Project due date (2026-03-01) has passed with 1 task still open");
  });

  it("scores an unassigned board lower on Workload balance than a balanced one", () => {
    const unassigned = analyze(Array.from({ length: 7 }, () => task({ assigneeId: null })));
    const balanced = analyze([
      ...Array.from({ length: 4 }, () => task({ assigneeId: 1 })),
      ...Array.from({ length: 3 }, () => task({ assigneeId: 2 })),
    ]);
    const lopsided = analyze(Array.from({ length: 7 }, () => task({ assigneeId: 1 })));
    expectWellFormed(unassigned);
    expect(dim(unassigned, "Workload balance").score).toBeLessThan(dim(balanced, "Workload balance").score);
    expect(dim(lopsided, "Workload balance").score).toBeLessThan(dim(balanced, "Workload balance").score);
    expect(dim(unassigned, "Workload balance").assessment).toContain("7 of 7 open tasks (100%) are unassigned.");
    expect(dim(balanced, "Workload balance").assessment).toContain("Open tasks per person: Ana 4, Ben 3 (max 4 vs mean 3.5).");
    expect(dim(lopsided, "Workload balance").recommendations.join(" ")).toContain("Move some of Ana's 7 open tasks to Ben (0).");
    expect(unassigned.criticalMissingElements).toContain("No one assigned to 7 open tasks");
    expect(balanced.criticalMissingElements.some((m) => m.startsWith("No one assigned"))).toBe(false);
  });

  it("scores a board with QA tasks higher on Quality and testing", () => {
    const base = [task({ name: "Build signup form" }), task({ name: "Build pricing page" }), task({ name: "Write copy" })];
    const withQa = [
      ...base,
      task({ name: "Write e2e tests for signup" }),
      task({ name: "QA pass on staging" }),
      task({ name: "Fix bugs from bug bash" }),
    ];
    const without = analyze(base);
    const withIt = analyze(withQa);
    expect(dim(withIt, "Quality and testing").score).toBeGreaterThan(dim(without, "Quality and testing").score);
    expect(dim(withIt, "Quality and testing").assessment).toContain("3 of 6 board items (50%) are about testing");
    expect(without.criticalMissingElements).toContain("No testing or QA tasks");
    expect(withIt.criticalMissingElements).not.toContain("No testing or QA tasks");
  });

  it("rewards risk and communication tasks, and penalises a flat priority spread", () => {
    const plain = Array.from({ length: 5 }, (_, i) => task({ name: `Build part ${i}` }));
    const mixed = plain.map((t, i) => ({ ...t, priority: (["high", "medium", "low"] as const)[i % 3] }));
    const careful = [
      ...mixed,
      task({ name: "Risk review", description: "List risks and a contingency plan" }),
      task({ name: "Set up database backup" }),
      task({ name: "Weekly standup" }),
      task({ name: "Stakeholder demo" }),
    ];
    expect(dim(analyze(plain), "Risk coverage").assessment).toContain("All 5 open tasks are medium priority");
    expect(dim(analyze(plain), "Risk coverage").score).toBeLessThan(dim(analyze(mixed), "Risk coverage").score);
    expect(dim(analyze(careful), "Risk coverage").score).toBeGreaterThan(dim(analyze(mixed), "Risk coverage").score);
    expect(dim(analyze(careful), "Communication").score).toBeGreaterThan(dim(analyze(mixed), "Communication").score);
    expect(analyze(plain).criticalMissingElements).toEqual(
      expect.arrayContaining(["No risk, backup or security tasks", "No meetings, demos or stakeholder updates planned", "No milestones"]),
    );
  });

  it("checks tasks against milestone dates in Dependencies", () => {
    const beta = task({ id: "m-beta", kind: "milestone", name: "Beta", dueDate: "2026-03-20" });
    const undated = task({ id: "m-launch", kind: "milestone", name: "Launch", dueDate: null });
    const tasks = [
      beta,
      undated,
      task({ parentTaskId: "m-beta", dueDate: "2026-03-18" }),
      task({ parentTaskId: "m-beta", dueDate: "2026-03-25" }), // after its milestone and after the last one
      task({ dueDate: "2026-03-15" }),
    ];
    const analysis = analyze(tasks);
    expectWellFormed(analysis);
    const deps = dim(analysis, "Dependencies");
    expect(deps.assessment).toContain("2 milestones, 1 without a date.");
    expect(deps.assessment).toContain("1 of 3 tasks is due after the last milestone (2026-03-20).");
    expect(deps.assessment).toContain("1 task is due after the milestone it belongs to.");
    const tidy = analyze([beta, task({ parentTaskId: "m-beta", dueDate: "2026-03-18" }), task({ dueDate: "2026-03-15" })]);
    expect(dim(tidy, "Dependencies").score).toBeGreaterThan(deps.score);
    expect(dim(analyze(tasks.slice(2).map((t) => ({ ...t, parentTaskId: null }))), "Dependencies").score).toBeLessThan(deps.score);
  });

  it("gives an empty board a valid, honest, low result", () => {
    const analysis = analyze([], { project: { name: "Blank", description: "", dueDate: null, createdAt: "2026-03-01" }, members: [] });
    expectWellFormed(analysis);
    expect(dim(analysis, "Scope clarity").score).toBeLessThanOrEqual(2);
    expect(analysis.overallRating).toBeLessThan(4);
    expect(analysis.criticalMissingElements).toEqual(expect.arrayContaining(["No tasks yet", "No due date on the project"]));
    expect(analysis.summary).toContain("no tasks yet");
    expect(analysis.suggestedMethodology).toBe("Kanban");
  });

  it("suggests a methodology from the numbers", () => {
    const milestones = [
      task({ kind: "milestone", name: "Alpha", dueDate: "2026-03-31" }),
      task({ kind: "milestone", name: "Launch", dueDate: "2026-04-30" }),
    ];
    const phased = analyze([...milestones, task(), task()]);
    expect(phased.suggestedMethodology).toBe("Waterfall with milestones");
    expect(phased.methodologyRationale).toContain("2 dated milestones");

    const bigTeam: AnalyzeProjectInput["members"] = [1, 2, 3, 4].map((id) => ({ userId: id, role: "editor", name: `M${id}` }));
    const scrum = analyze(
      Array.from({ length: 16 }, (_, i) => task({ assigneeId: (i % 4) + 1 })),
      { members: bigTeam },
    );
    expect(scrum.suggestedMethodology).toBe("Scrum (2-week sprints)");
    expect(scrum.methodologyRationale).toContain("4 active members");

    const small = analyze([task(), task()], { project: { name: "P", description: "d", dueDate: "2026-03-20", createdAt: "2026-03-01" } });
    expect(small.suggestedMethodology).toBe("Kanban");
  });

  it("accepts timestamps as due dates and ignores unparseable ones", () => {
    const tasks = [task({ dueDate: "2026-03-09T18:00:00Z" }), task({ dueDate: "soon" })];
    const analysis = analyze(tasks, {
      project: { name: "P", description: "d", dueDate: "2026-04-30T00:00:00.000Z", createdAt: "2026-03-01" },
    });
    expectWellFormed(analysis);
    const schedule = dim(analysis, "Schedule realism").assessment;
    expect(schedule).toContain("1 of 2 open tasks (50%) is overdue and 1 (50%) has no due date.");
    expect(schedule).toContain("The project is due 2026-04-30,");
  });

  it("is deterministic for a given today", () => {
    const tasks = [task({ dueDate: "2026-03-01" }), task({ assigneeId: null }), task({ name: "Write tests", dueDate: null })];
    expect(analyze(tasks)).toEqual(analyze(tasks));
  });
});

describe("an analysis that agrees with itself and with the app (issue 9)", () => {
  const alice: AnalyzeProjectInput["members"] = [{ userId: 1, role: "owner", name: "alice" }];

  it("quotes the project page's own progress figures", () => {
    const tasks = [
      task({ kind: "milestone", name: "Beta", status: "done" }),
      task({ status: "done" }),
      task({ status: "done" }),
      task(),
      task({ status: "in-progress" }),
    ];
    const page = completion(tasks);
    // Tasks only: the done milestone is not work (decision 016), on the page as in the analysis.
    expect(page).toEqual({ completed: 2, total: 4, percent: 50 });
    const analysis = analyze(tasks);
    expect(analysis.summary).toMatch(/^Progress: 2 of 4 tasks completed \(50%\), 51 days remaining\. /);
    expect(analysis.summary).toContain(`${page.completed} of ${page.total} tasks completed (${page.percent}%)`);
  });

  it("never says one person holds all the open tasks when most are unassigned", () => {
    const tasks = Array.from({ length: 15 }, (_, i) => task({ assigneeId: i === 0 ? 1 : null }));
    const analysis = analyze(tasks, { members: alice });
    const text = JSON.stringify(analysis);
    expect(text).toContain("alice 1");
    expect(text).not.toMatch(/holds all 15/);
    expect(dim(analysis, "Workload balance").assessment).toContain("14 of 15 open tasks (93%) are unassigned.");
    // Fully assigned to one person, the same rule speaks of the assigned tasks it counted.
    const mine = analyze(
      Array.from({ length: 12 }, () => task({ assigneeId: 1 })),
      { members: alice },
    );
    expect(dim(mine, "Workload balance").recommendations).toContain(
      "alice holds all 12 assigned open tasks; name a backup for the critical ones.",
    );
  });

  it("names the figures each dimension is based on, and they match its assessment", () => {
    const tasks = [task({ dueDate: "2026-03-01" }), task({ assigneeId: null, description: "" }), task({ name: "Run QA testing" })];
    const analysis = analyze(tasks);
    for (const d of analysis.dimensions) expect(d.basis.length, d.name).toBeGreaterThan(0);
    expect(dim(analysis, "Schedule realism").basis).toEqual(
      expect.arrayContaining(["3 open tasks", "1 overdue", "0 without a due date", "project due 2026-04-30", "2 active members"]),
    );
    expect(dim(analysis, "Schedule realism").assessment).toContain("1 of 3 open tasks (33%) is overdue");
    expect(dim(analysis, "Scope clarity").basis).toEqual(["3 tasks", "1 without a description", "project description: yes"]);
    expect(dim(analysis, "Quality and testing").basis).toEqual(["3 board items", "1 about testing, QA, review or bugs"]);
  });
});
