import { describe, expect, it } from "vitest";
import { type AnalyzeProjectInput, analyzeProjectEmbedded } from "../../core/ai/analyze-project";
import type { DeepAnalysis } from "../../core/schemas/analysis";
import type { Task } from "../../core/schemas/task";
import { storedTask } from "../support/stored-task";

// Issue 27: the analysis' weights, thresholds and wording, each worked out by hand from the rules the
// module states (scope and schedule weigh 1.5, the others 1; every score traced to counts on the board).

const TODAY = "2026-03-10"; // a Tuesday; 2026-04-30 is 51 days and 37 weekdays away

let nextId = 0;
/** A planned, assigned task with a description, due on the 20th, unless the test says otherwise. */
function task(overrides: Partial<Task> = {}): Task {
  nextId++;
  return storedTask(`s${nextId}`, {
    name: `Item ${nextId}`,
    description: "Has a description",
    isCompleted: false,
    dueDate: "2026-03-20",
    assigneeId: 1,
    createdAt: "2026-03-01T00:00:00Z",
    updatedAt: "2026-03-01T00:00:00Z",
    ...overrides,
  });
}

const ANA = { userId: 1, role: "owner", name: "Ana" } as const;
const BEN = { userId: 2, role: "editor", name: "Ben" } as const;
const CY = { userId: 3, role: "viewer", name: "Cy" } as const;
const PROJECT = { name: "Launch site", description: "Ship the marketing site.", dueDate: "2026-04-30", createdAt: "2026-03-01" };

function analyze(tasks: Task[], overrides: Partial<AnalyzeProjectInput> = {}): DeepAnalysis {
  return analyzeProjectEmbedded({ project: PROJECT, tasks, members: [ANA, BEN], today: TODAY, ...overrides });
}
const project = (over: Partial<AnalyzeProjectInput["project"]>) => ({ project: { ...PROJECT, ...over } });

const dim = (analysis: DeepAnalysis, name: string) => {
  const found = analysis.dimensions.find((d) => d.name === name);
  if (!found) throw new Error(`missing dimension ${name}`);
  return found;
};
const score = (analysis: DeepAnalysis, name: string) => dim(analysis, name).score;
const r1 = (n: number) => Math.round(n * 10) / 10;

describe("the analysis of a mixed board, figure by figure", () => {
  const beta = task({ id: "m-beta", kind: "milestone", name: "Beta", dueDate: "2026-03-20" });
  const launch = task({ id: "m-launch", kind: "milestone", name: "Launch", dueDate: "2026-05-05" }); // after the project's due date
  const tasks = [
    beta,
    launch,
    task({ name: "Build signup form", dueDate: "2026-03-09", priority: "high", parentTaskId: "m-beta" }), // overdue, high
    task({ name: "Write copy", description: " ", dueDate: null, assigneeId: null, priority: "low" }),
    task({ name: "Run QA testing", dueDate: "2026-03-25", parentTaskId: "m-beta" }), // after its milestone
    task({ name: "Weekly sync with stakeholders", dueDate: "2026-05-10", assigneeId: 2 }), // after the last milestone
    task({ name: "Deploy", status: "done", isCompleted: true, dueDate: "2026-03-01" }), // done: never overdue
  ];
  const a = analyze(tasks, { members: [ANA, BEN, CY] });

  it("scores scope from the share of tasks without a description", () => {
    // 5 tasks, 1 without a description: 10 − 6 × 1/5.
    expect(dim(a, "Scope clarity")).toEqual({
      name: "Scope clarity",
      score: 8.8,
      assessment: "1 of 5 tasks (20%) has no description. The project has a description.",
      recommendations: ['Add a one-line "done when…" description to the 1 task without one.'],
      basis: ["5 tasks", "1 without a description", "project description: yes"],
    });
  });

  it("scores the schedule from overdue and undated open work against the deadline", () => {
    // 4 open, 1 overdue, 1 undated, 37 working days for about 2 days of work each: 10 − 5/4 − 3/4.
    expect(dim(a, "Schedule realism")).toEqual({
      name: "Schedule realism",
      score: 8,
      assessment:
        "1 of 4 open tasks (25%) is overdue and 1 (25%) has no due date. The project is due 2026-04-30, 37 working days from today, for 4 open tasks across 2 active members (about 2 working days of work each at one task per day).",
      recommendations: [
        "Re-plan the 1 overdue task: give it a realistic new date or cut it.",
        "Give the 1 open task without a due date at least a rough date.",
      ],
      basis: ["4 open tasks", "1 overdue", "1 without a due date", "project due 2026-04-30", "37 working days left", "2 active members"],
    });
  });

  it("scores the workload from unassigned work and the busiest person against the mean", () => {
    // 1 of 4 unassigned; Ana 2, Ben 1 (the viewer holds none): max/mean = 2/1.5. 10 − 6/4 − 2 × (4/3 − 1).
    expect(dim(a, "Workload balance")).toEqual({
      name: "Workload balance",
      score: r1(10 - 1.5 - 2 * (2 / 1.5 - 1)),
      assessment: "1 of 4 open tasks (25%) is unassigned. Open tasks per person: Ana 2, Ben 1 (max 2 vs mean 1.5).",
      recommendations: ["Assign an owner to the 1 unassigned open task."],
      basis: ["4 open tasks", "1 unassigned", "Ana: 2", "Ben: 1"],
    });
    expect(score(a, "Workload balance")).toBe(7.8);
  });

  it("scores risk from risk tasks, less half a point per overdue high-priority task", () => {
    expect(dim(a, "Risk coverage")).toEqual({
      name: "Risk coverage",
      score: 2.5,
      assessment:
        "0 of 7 board items mention risk, contingency, backup, security or review. Open tasks by priority: 1 high, 2 medium, 1 low. 1 high-priority task is overdue.",
      recommendations: [
        "Add a risk-review task: list the top three risks, each with an owner and a fallback plan.",
        "Plan a backup and security check before launch.",
        "Deal with the 1 overdue high-priority task first.",
      ],
      basis: ["7 board items", "0 about risk, backup, security or review"],
    });
  });

  it("checks tasks against their milestones and milestones against the project's due date", () => {
    // 2 dated milestones; 1 of 5 tasks after the last, 1 after its own, 1 milestone after the project: 10 − 4/5 − 0.5 − 1.
    expect(dim(a, "Dependencies")).toEqual({
      name: "Dependencies",
      score: 7.7,
      assessment:
        "2 milestones, 0 without a date. 1 of 5 tasks is due after the last milestone (2026-05-05). 1 task is due after the milestone it belongs to. 1 milestone falls after the project due date (2026-04-30).",
      recommendations: [
        "Add a final milestone (e.g. launch) covering the 1 task due after 2026-05-05, or move it earlier.",
        "Move the 1 task due after its milestone to an earlier date, or move the milestone.",
        "Pull milestones that fall after the project due date back inside it.",
      ],
      basis: ["2 milestones", "5 tasks"],
    });
  });

  it("scores testing from QA items, with half a point when they are a tenth of the board", () => {
    // 1 of 7 (≥ 10%): 5 + 1.5 + 0.5.
    expect(dim(a, "Quality and testing")).toEqual({
      name: "Quality and testing",
      score: 7,
      assessment: '1 of 7 board items (14%) is about testing, QA, review or bugs, e.g. "Run QA testing".',
      recommendations: [
        "Schedule a QA or bug-bash task before the last milestone.",
        "Add a review step (code, design or content) before work is marked done.",
      ],
      basis: ["7 board items", "1 about testing, QA, review or bugs"],
    });
  });

  it("scores communication from planned meetings for the team's size", () => {
    expect(dim(a, "Communication")).toEqual({
      name: "Communication",
      score: 6.5,
      assessment: "1 of 7 board items plans meetings, demos, reviews or stakeholder updates, for a team of 3 members (1 viewer).",
      recommendations: [
        "Send the 1 viewer a short status update at each milestone.",
        "Hold a short retro after the first milestone to adjust the plan.",
      ],
      basis: ["7 board items", "1 meetings, demos, reviews or updates", "3 members"],
    });
  });

  it("weighs scope and schedule 1.5 and the other five 1 in the overall rating", () => {
    const [scope, schedule, ...rest] = a.dimensions.map((d) => d.score);
    expect(a.overallRating).toBe(r1((1.5 * scope + 1.5 * schedule + rest.reduce((s, x) => s + x, 0)) / 8));
    expect(a.overallRating).toBe(7.1); // 56.7 / 8
  });

  it("sums it up with the page's progress, the counts, and the strongest and weakest areas", () => {
    expect(a.summary).toBe(
      "Progress: 1 of 5 tasks completed (20%), 51 days remaining. Launch site has 5 tasks (1 done) and 2 milestones, rated 7.1/10 overall. 1 of 4 open tasks is overdue and 1 is unassigned. Strongest area: Scope clarity (8.8/10); weakest: Risk coverage (2.5/10).",
    );
    expect(a.criticalMissingElements).toEqual([
      "No risk, backup or security tasks",
      "No one assigned to 1 open task",
      "No due date on 1 open task",
    ]);
    expect(a.suggestedMethodology).toBe("Waterfall with milestones");
    expect(a.methodologyRationale).toBe(
      "The project has a fixed due date (2026-04-30) and 2 dated milestones, so working phase by phase toward each milestone fits; review scope at every milestone rather than at the end.",
    );
  });
});

const many = (n: number, over: Partial<Task> = {}) => Array.from({ length: n }, () => task(over));

describe("the analysis' thresholds, dimension by dimension", () => {
  it("scope: an empty board, a project without a description, and fewer than three tasks", () => {
    const bare = analyze([], project({ description: "" }));
    expect(dim(bare, "Scope clarity")).toMatchObject({
      score: 1,
      assessment: "The board has no tasks yet and the project has no description, so the scope is not broken down into work.",
      recommendations: [
        "Break the project into concrete tasks of one or two days each, starting with the first deliverable.",
        "Write a two-to-three sentence project description stating the goal and what 'done' means.",
        "Add a milestone for each major phase.",
      ],
    });
    expect(dim(analyze([]), "Scope clarity")).toMatchObject({
      score: 2,
      assessment: "The board has no tasks yet, so the scope is not broken down into work.",
      recommendations: [
        "Break the project into concrete tasks of one or two days each, starting with the first deliverable.",
        "Add a milestone for each major phase.",
      ],
    });
    // 2 described tasks, no project description: 10 − 1.5 − 2.
    expect(dim(analyze(many(2), project({ description: "  " })), "Scope clarity")).toMatchObject({
      score: 6.5,
      assessment:
        "0 of 2 tasks (0%) have no description. The project itself has no description. With only 2 tasks, the work is barely broken down.",
      recommendations: [
        "Write a two-to-three sentence project description stating the goal and what 'done' means.",
        "Split the work into smaller tasks of one or two days each.",
      ],
      basis: ["2 tasks", "0 without a description", "project description: no"],
    });
    // Three tasks are enough; at 9 or more nothing needs saying.
    expect(dim(analyze(many(3)), "Scope clarity")).toMatchObject({ score: 10, recommendations: [] });
    expect(score(analyze(many(4, { description: "" })), "Scope clarity")).toBe(4);
  });

  it("schedule: no work, all done, a passed deadline, no project due date, no deadline at all", () => {
    expect(dim(analyze([]), "Schedule realism")).toMatchObject({
      score: 3,
      assessment: "There are no tasks to schedule yet; the project due date is 2026-04-30.",
      recommendations: ["Give each task a due date as you add it, working back from the project due date."],
    });
    expect(dim(analyze([], project({ dueDate: null })), "Schedule realism")).toMatchObject({
      score: 2,
      assessment: "There are no tasks to schedule yet; the project due date is not set.",
      recommendations: [
        "Set a project due date so progress can be measured against it.",
        "Give each task a due date as you add it, working back from the project due date.",
      ],
    });
    const done = many(2, { status: "done", isCompleted: true });
    expect(dim(analyze(done), "Schedule realism")).toMatchObject({
      score: 9.5,
      assessment: "All 2 tasks are done; nothing is left to schedule.",
      recommendations: [],
    });
    expect(dim(analyze(done, project({ dueDate: null })), "Schedule realism").recommendations).toEqual([
      "Set a project due date so progress can be measured against it.",
    ]);
    // Due on Sunday 1 March, 7 weekdays ago: 10 − 5 (all overdue) − 3 (passed).
    expect(dim(analyze([task({ dueDate: "2026-03-05" })], project({ dueDate: "2026-03-01" })), "Schedule realism")).toMatchObject({
      score: 2,
      assessment:
        "1 of 1 open task (100%) is overdue and 0 (0%) have no due date. The project is due 2026-03-01, which has passed, with 1 task still open.",
      recommendations: [
        "Re-plan the 1 overdue task: give it a realistic new date or cut it.",
        "Agree a new project due date with stakeholders; the current one has passed.",
      ],
      basis: ["1 open task", "1 overdue", "0 without a due date", "project due 2026-03-01", "-7 working days left", "2 active members"],
    });
    // No project due date: the latest task's (8 weekdays away) stands in, at a point's cost.
    expect(dim(analyze([task({ dueDate: "2026-03-20" })], project({ dueDate: null })), "Schedule realism")).toMatchObject({
      score: 9,
      assessment:
        "0 of 1 open task (0%) are overdue and 0 (0%) have no due date. The project has no due date; the latest task is due 2026-03-20, 8 working days from today, for 1 open task across 2 active members (about 1 working day of work each at one task per day).",
      recommendations: ["Set a project due date so progress can be measured against it."],
    });
    // Nothing dated: 10 − 3 (all undated) − 2 (no deadline).
    expect(dim(analyze([task({ dueDate: null })], project({ dueDate: null })), "Schedule realism")).toMatchObject({
      score: 5,
      assessment:
        "0 of 1 open task (0%) are overdue and 1 (100%) has no due date. Neither the project nor any task has a due date, so the schedule cannot be checked against a deadline.",
      recommendations: [
        "Give the 1 open task without a due date at least a rough date.",
        "Set a project due date so progress can be measured against it.",
      ],
      basis: ["1 open task", "0 overdue", "1 without a due date", "no project due date", "no deadline", "2 active members"],
    });
  });

  it("schedule: the capacity penalty is 3 × the share of work that does not fit before the deadline", () => {
    const due = project({ dueDate: "2026-03-13" }); // 3 weekdays away
    // 6 open tasks for 2 people: 3 days each, exactly the 3 days left.
    expect(dim(analyze(many(6, { dueDate: "2026-03-13" }), due), "Schedule realism")).toMatchObject({ score: 10, recommendations: [] });
    // 8 tasks: 4 days each for 3 days: 10 − 3 × (1 − 3/4).
    expect(score(analyze(many(8, { dueDate: "2026-03-13" }), due), "Schedule realism")).toBe(9.3);
    // 20 tasks: 10 days each: 10 − 3 × 0.7.
    const tight = dim(analyze(many(20, { dueDate: "2026-03-13" }), due), "Schedule realism");
    expect(tight.score).toBe(7.9);
    expect(tight.recommendations).toEqual([
      "Cut scope or add people: 20 open tasks need about 10 working days per person but only 3 remain.",
    ]);
    // Due today: no working day left, the whole penalty; but the day has not passed.
    const today = dim(analyze([task({ dueDate: TODAY })], project({ dueDate: TODAY })), "Schedule realism");
    expect(today.score).toBe(7);
    expect(today.assessment).toContain("The project is due 2026-03-10, 0 working days from today, for 1 open task");
    expect(today.recommendations.join(" ")).not.toContain("has passed");
  });

  it("workload: no work, all done, one rank above 1.5 × the mean, the penalty's cap, one person's ten", () => {
    expect(dim(analyze([]), "Workload balance")).toMatchObject({
      score: 5,
      assessment: "There are no tasks yet, so there is no workload to balance.",
      recommendations: ["Assign an owner to each task as you add it."],
    });
    expect(dim(analyze(many(2, { status: "done" })), "Workload balance")).toMatchObject({
      score: 9.5,
      assessment: "There are no open tasks, so there is no workload to balance.",
      recommendations: [],
    });
    // Ana 3, Ben 1: max/mean exactly 1.5, penalty 2 × 0.5.
    expect(dim(analyze([...many(3), task({ assigneeId: 2 })]), "Workload balance")).toMatchObject({
      score: 9,
      recommendations: ["Move some of Ana's 3 open tasks to Ben (1)."],
    });
    // Four active members, Ana holds all 8: max/mean 4, the penalty capped at 4.
    const four = [ANA, BEN, { userId: 4, role: "editor", name: "Dee" } as const, { userId: 5, role: "editor", name: "Eve" } as const];
    expect(score(analyze(many(8), { members: four }), "Workload balance")).toBe(6);
    const none = dim(analyze(many(2, { assigneeId: null })), "Workload balance");
    expect(none).toMatchObject({
      score: 4,
      assessment: "2 of 2 open tasks (100%) are unassigned.",
      recommendations: ["Assign owners to the 2 unassigned open tasks."],
    });
    // One active member: ten assigned open tasks call for a backup, nine do not.
    expect(dim(analyze(many(10), { members: [ANA] }), "Workload balance")).toMatchObject({
      score: 10,
      assessment: "0 of 10 open tasks (0%) are unassigned. Open tasks per person: Ana 10 (max 10 vs mean 10.0).",
      recommendations: ["Ana holds all 10 assigned open tasks; name a backup for the critical ones."],
    });
    expect(dim(analyze(many(9), { members: [ANA] }), "Workload balance").recommendations).toEqual([]);
  });

  it("workload: the busiest first, ties by name, and open work held by a viewer or a former member counted", () => {
    const busy = analyze([...many(3, { assigneeId: 2 }), task({ assigneeId: 1 })], { members: [BEN, ANA] });
    expect(dim(busy, "Workload balance").basis).toEqual(["4 open tasks", "0 unassigned", "Ben: 3", "Ana: 1"]);
    const tied = analyze([task({ assigneeId: 2 }), task({ assigneeId: 1 })], { members: [BEN, ANA] });
    expect(dim(tied, "Workload balance").assessment).toContain("Open tasks per person: Ana 1, Ben 1 (max 1 vs mean 1.0).");
    // The viewer and user #9 (no longer a member) hold one open task each.
    const held = analyze([task({ assigneeId: 3 }), task({ assigneeId: 9 }), ...many(2)], { members: [ANA, BEN, CY] });
    expect(dim(held, "Workload balance").basis).toEqual(["4 open tasks", "0 unassigned", "Ana: 2", "Cy: 1", "user #9: 1", "Ben: 0"]);
  });

  it("risk: 3, 6, 7.5 and 9 for 0, 1, 2 and 3+ risk items; a flat spread from four open tasks; at most 2 for overdue highs", () => {
    expect(dim(analyze([]), "Risk coverage")).toMatchObject({
      score: 1,
      assessment: "There are no tasks yet, so no risks are planned for.",
      recommendations: ["Add a risk-review task: list the top three risks, each with an owner and a fallback plan."],
    });
    const risks = [task({ name: "Database backup" }), task({ name: "Security audit" }), task({ name: "Plan a rollback" })];
    const mixed = [task({ priority: "high" }), task({ priority: "low" })];
    expect(dim(analyze([risks[0], ...mixed]), "Risk coverage")).toMatchObject({
      score: 6,
      assessment:
        "1 of 3 board items mentions risk, contingency, backup, security or review. Open tasks by priority: 1 high, 1 medium, 1 low.",
      // Below 9 with nothing else to say: the fallback advice.
      recommendations: ["Revisit the risk list at each milestone and add a fallback for any new risk."],
    });
    expect(score(analyze([...risks.slice(0, 2), ...mixed]), "Risk coverage")).toBe(7.5);
    expect(score(analyze([...risks, ...mixed]), "Risk coverage")).toBe(9);
    expect(score(analyze([...risks, task({ name: "Fallback plan" }), ...mixed]), "Risk coverage")).toBe(9);
    // A risk item without a backup or security task, and nothing else to say: the fallback advice.
    expect(dim(analyze([task({ name: "Risk register" }), ...mixed]), "Risk coverage").recommendations).toEqual([
      "Plan a backup and security check before launch.",
    ]);
    // Three open tasks all medium are not yet a flat spread; four are.
    expect(score(analyze([risks[0], ...many(2)]), "Risk coverage")).toBe(6);
    const flat = dim(analyze([risks[0], ...many(3)]), "Risk coverage");
    expect(flat.score).toBe(4.5);
    expect(flat.assessment).toContain("All 4 open tasks are medium priority, so nothing signals what can slip.");
    expect(flat.recommendations).toEqual([
      "Re-prioritise: mark the few tasks the deadline depends on as high and the nice-to-haves as low.",
    ]);
    // Five overdue high-priority tasks (and one low): 9 − min(2, 2.5).
    const late = [...risks, ...many(5, { priority: "high", dueDate: "2026-03-01" }), task({ priority: "low" })];
    const overdue = dim(analyze(late), "Risk coverage");
    expect(overdue.score).toBe(7);
    expect(overdue.assessment).toContain("5 high-priority tasks are overdue.");
    expect(overdue.recommendations).toEqual(["Deal with the 5 overdue high-priority tasks first."]);
  });

  it("dependencies: no milestones (5 up to three tasks, 3 beyond), undated milestones, and the caps", () => {
    expect(dim(analyze([]), "Dependencies")).toMatchObject({
      score: 2,
      assessment: "There are no tasks or milestones yet, so there is no order to check.",
      recommendations: ["Add 2–4 milestones for the main phases and give each a date."],
    });
    expect(dim(analyze(many(3)), "Dependencies")).toMatchObject({
      score: 5,
      assessment: "The board has no milestones, so its 3 tasks have no checkpoints to be ordered against.",
      recommendations: [
        "Add 2–4 milestones for the main phases and give each a date.",
        "Set each task's parent to the milestone it feeds, so late work shows up early.",
      ],
    });
    expect(score(analyze(many(4)), "Dependencies")).toBe(3);
    const undated = many(2, { kind: "milestone", dueDate: null });
    expect(dim(analyze([...undated, ...many(2)]), "Dependencies")).toMatchObject({
      score: 7,
      assessment: "2 milestones, 2 without a date. No milestone has a date, so tasks cannot be ordered against them.",
      recommendations: ["Date the 2 milestones without a due date."],
    });
    // Only a milestone, no task: nothing can be late.
    expect(score(analyze([task({ kind: "milestone" })]), "Dependencies")).toBe(10);
    // Five children after their milestone (capped at 2) and three milestones after the project (capped at 2).
    const gate = task({ id: "m-gate", kind: "milestone", dueDate: "2026-05-20" });
    const past = [gate, task({ kind: "milestone", dueDate: "2026-05-10" }), task({ kind: "milestone", dueDate: "2026-05-15" })];
    const children = many(5, { parentTaskId: "m-gate", dueDate: "2026-05-21" });
    const deps = dim(analyze([...past, ...children]), "Dependencies");
    // 10 − 4 × 5/5 (all after the last milestone) − 2 − 2.
    expect(deps.score).toBe(2);
    expect(deps.assessment).toBe(
      "3 milestones, 0 without a date. 5 of 5 tasks are due after the last milestone (2026-05-20). 5 tasks are due after the milestone they belong to. 3 milestones fall after the project due date (2026-04-30).",
    );
    expect(deps.recommendations).toEqual([
      "Add a final milestone (e.g. launch) covering the 5 tasks due after 2026-05-20, or move them earlier.",
      "Move the 5 tasks due after their milestone to an earlier date, or move the milestone.",
      "Pull milestones that fall after the project due date back inside it.",
    ]);
    // A task's parent that is another task is no milestone to be late for.
    const parent = task({ id: "p-task", dueDate: "2026-03-12" });
    expect(
      dim(analyze([task({ kind: "milestone", dueDate: "2026-03-31" }), parent, task({ parentTaskId: "p-task" })]), "Dependencies").score,
    ).toBe(10);
  });

  it("testing: 2 without QA, 5 + 1.5 per QA item up to three, half a point from a tenth of the board", () => {
    expect(dim(analyze([]), "Quality and testing")).toMatchObject({
      score: 1,
      assessment: "There are no tasks yet, so no testing or review is planned.",
      recommendations: ["Add a testing task for each major deliverable and a final QA pass before the deadline."],
    });
    expect(dim(analyze(many(2)), "Quality and testing")).toMatchObject({
      score: 2,
      assessment: "0 of 2 board items (0%) are about testing, QA, review or bugs.",
      recommendations: [
        "Add a testing task for each major deliverable and a final QA pass before the deadline.",
        "Add a review step (code, design or content) before work is marked done.",
      ],
    });
    const qa = [task({ name: "Code review" }), task({ name: "Write unit tests" }), task({ name: "Fix bugs" }), task({ name: "QA pass" })];
    // 3 of 30 items: exactly a tenth, 5 + 4.5 + 0.5; one more plain item and the half point goes.
    expect(dim(analyze([...qa.slice(0, 3), ...many(27)]), "Quality and testing")).toMatchObject({
      score: 10,
      assessment: '3 of 30 board items (10%) are about testing, QA, review or bugs, e.g. "Code review", "Write unit tests".',
      recommendations: [],
    });
    expect(score(analyze([...qa.slice(0, 3), ...many(28)]), "Quality and testing")).toBe(9.5);
    // A fourth QA item adds nothing past three (4 of 41: under a tenth).
    expect(score(analyze([...qa, ...many(37)]), "Quality and testing")).toBe(9.5);
    expect(dim(analyze([qa[1], ...many(2)]), "Quality and testing")).toMatchObject({ score: 7 });
    // One item is a board, not an empty one.
    expect(dim(analyze([task()]), "Quality and testing")).toMatchObject({
      score: 2,
      assessment: "0 of 1 board item (0%) are about testing, QA, review or bugs.",
    });
  });

  it("communication: 3 (5 alone), 6.5, 8, 9.5 for 0 to 3+ meetings; less for a big team or waiting viewers", () => {
    expect(dim(analyze([], { members: [ANA, CY] }), "Communication")).toMatchObject({
      score: 2,
      assessment: "There are no tasks yet, so no meetings, demos or updates are planned for a team of 2 members (1 viewer).",
      recommendations: ["Add a recurring check-in (e.g. a weekly 15-minute sync) and a demo at each milestone."],
    });
    expect(score(analyze(many(2), { members: [ANA] }), "Communication")).toBe(5);
    expect(dim(analyze(many(2)), "Communication")).toMatchObject({
      score: 3,
      assessment: "0 of 2 board items plan meetings, demos, reviews or stakeholder updates, for a team of 2 members (0 viewers).",
      recommendations: ["Add a recurring check-in (e.g. a weekly 15-minute sync) and a demo at each milestone."],
    });
    // A viewer and no update planned: half a point less, and the viewer named.
    expect(dim(analyze(many(2), { members: [ANA, CY] }), "Communication")).toMatchObject({
      score: 2.5,
      recommendations: [
        "Add a recurring check-in (e.g. a weekly 15-minute sync) and a demo at each milestone.",
        "Send the 1 viewer a short status update at each milestone.",
      ],
    });
    const meets = [task({ name: "Weekly standup" }), task({ name: "Client demo" }), task({ name: "Kickoff" }), task({ name: "Retro" })];
    // One meeting, two members: 6.5 and the fallback advice.
    expect(dim(analyze([meets[0]]), "Communication")).toMatchObject({
      score: 6.5,
      recommendations: ["Share a written status update at each milestone."],
    });
    expect(score(analyze(meets.slice(0, 2)), "Communication")).toBe(8);
    expect(score(analyze(meets.slice(0, 3)), "Communication")).toBe(9.5);
    expect(score(analyze(meets), "Communication")).toBe(9.5);
    // Four members and fewer than two meetings: a point less.
    const four = [ANA, BEN, { userId: 4, role: "editor", name: "Dee" } as const, CY];
    expect(score(analyze([meets[0]], { members: four }), "Communication")).toBe(5.5);
    expect(score(analyze(meets.slice(0, 2), { members: four }), "Communication")).toBe(8);
  });
});

describe("the overall rating of an empty board", () => {
  it("weighs scope and schedule 1.5 and the other five 1", () => {
    // Scope 2 (described), schedule 3 (due date set), workload 5, risk 1, dependencies 2, testing 1,
    // communication 2: (1.5 × 2 + 1.5 × 3 + 5 + 1 + 2 + 1 + 2) / 8 = 2.3125.
    const empty = analyze([]);
    expect(empty.dimensions.map((d) => d.score)).toEqual([2, 3, 5, 1, 2, 1, 2]);
    expect(empty.overallRating).toBe(2.3);
    expect(empty.summary).toContain("so it rates 2.3/10");
  });
});

describe("the methodology's thresholds", () => {
  const three = [ANA, BEN, { userId: 4, role: "editor", name: "Dee" } as const];
  it("suggests Scrum to three active members with four weeks or more, or twelve open tasks and no deadline", () => {
    // 2026-04-07 is 28 days away: 4 weeks; 2026-04-06 is 3.
    expect(analyze(many(5), { members: three, ...project({ dueDate: "2026-04-07" }) })).toMatchObject({
      suggestedMethodology: "Scrum (2-week sprints)",
      methodologyRationale:
        "With 3 active members, 4 weeks left and 5 open tasks, 2-week sprints give the team regular planning, a demo and a retro without a long fixed plan.",
    });
    expect(analyze(many(5), { members: three, ...project({ dueDate: "2026-04-06" }) })).toMatchObject({
      suggestedMethodology: "Kanban",
      methodologyRationale:
        "5 open tasks, 3 active members and 3 weeks left: a continuous-flow Kanban board with a work-in-progress limit of about 6 keeps work moving without sprint overhead.",
    });
    // Two active members and a viewer are not three.
    expect(analyze(many(5), { members: [ANA, BEN, CY], ...project({ dueDate: "2026-04-07" }) }).suggestedMethodology).toBe("Kanban");
    const undated = { members: three, ...project({ dueDate: null }) };
    expect(analyze(many(12, { dueDate: null }), undated)).toMatchObject({
      suggestedMethodology: "Scrum (2-week sprints)",
      methodologyRationale:
        "With 3 active members, 12 open tasks and no fixed end date, 2-week sprints give the team regular planning, a demo and a retro without a long fixed plan.",
    });
    expect(analyze(many(11, { dueDate: null }), undated)).toMatchObject({
      suggestedMethodology: "Kanban",
      methodologyRationale:
        "11 open tasks, 3 active members and no fixed deadline: a continuous-flow Kanban board with a work-in-progress limit of about 6 keeps work moving without sprint overhead.",
    });
  });

  it("suggests Shape Up to a small team with six weeks or more and 40% of its tasks undescribed", () => {
    const work = [...many(3), ...many(2, { description: "" })];
    // 2026-04-21 is 42 days away: 6 weeks.
    expect(analyze(work, project({ dueDate: "2026-04-21" }))).toMatchObject({
      suggestedMethodology: "Shape Up (6-week cycles)",
      methodologyRationale:
        "A small team of 2 has 6 weeks, but 40% of tasks have no description: shape the work into a fixed 6-week appetite first, then build without re-planning mid-cycle.",
    });
    expect(analyze(work, project({ dueDate: "2026-04-20" })).suggestedMethodology).toBe("Kanban");
    // One task, without a description: all of the work is unshaped.
    expect(analyze([task({ description: "" })], project({ dueDate: "2026-04-21" })).suggestedMethodology).toBe("Shape Up (6-week cycles)");
    expect(analyze([...many(4), ...many(1, { description: "" })], project({ dueDate: "2026-04-21" })).suggestedMethodology).toBe("Kanban");
  });

  it("needs a project due date and two dated milestones for phases", () => {
    const one = [task({ kind: "milestone", dueDate: "2026-03-31" }), task({ kind: "milestone", dueDate: null }), task()];
    expect(analyze(one).suggestedMethodology).toBe("Kanban");
    const two = [task({ kind: "milestone", dueDate: "2026-03-31" }), task({ kind: "milestone", dueDate: "2026-04-15" }), task()];
    expect(analyze(two, project({ dueDate: null })).suggestedMethodology).toBe("Kanban");
    // A deadline already passed gives no weeks to count.
    expect(analyze(many(2), project({ dueDate: "2026-03-01" })).methodologyRationale).toBe(
      "2 open tasks, 2 active members and no fixed deadline: a continuous-flow Kanban board with a work-in-progress limit of about 4 keeps work moving without sprint overhead.",
    );
  });
});

describe("the summary and the missing elements", () => {
  it("names a passed due date with open work, and what an empty board lacks", () => {
    const passed = analyze([task({ dueDate: "2026-03-05" })], project({ dueDate: "2026-03-01", description: "" }));
    expect(passed.criticalMissingElements).toEqual([
      "No project description",
      "No milestones",
      "No testing or QA tasks",
      "No risk, backup or security tasks",
      "No meetings, demos or stakeholder updates planned",
      "Project due date (2026-03-01) has passed with 1 task still open",
    ]);
    expect(passed.summary).toMatch(/^Progress: 0 of 1 tasks completed \(0%\), overdue\. /);
    expect(analyze([], project({ dueDate: null })).criticalMissingElements).toEqual(["No tasks yet", "No due date on the project"]);
    // A one-task board lacks the rest as a bigger one does.
    expect(analyze([task()]).criticalMissingElements).toEqual([
      "No milestones",
      "No testing or QA tasks",
      "No risk, backup or security tasks",
      "No meetings, demos or stakeholder updates planned",
    ]);
    // Done work past the due date is not late.
    expect(analyze([task({ status: "done" })], project({ dueDate: "2026-03-01" })).criticalMissingElements.join(" ")).not.toContain(
      "has passed",
    );
  });

  it("says how many milestones an empty board has, and when all its work is done", () => {
    const milestonesOnly = analyze([task({ kind: "milestone" })], project({ dueDate: null }));
    expect(milestonesOnly.summary).toBe(
      `Progress: 0 of 0 tasks completed (0%), no deadline set. Launch site has no tasks yet (only 1 milestone), so it rates ${milestonesOnly.overallRating}/10: there is no work to schedule, assign or test. Add tasks with due dates and owners to get a meaningful analysis.`,
    );
    const finished = analyze(many(2, { status: "done" }), project({ dueDate: "2026-03-11" }));
    expect(finished.summary).toContain(
      "Progress: 2 of 2 tasks completed (100%), 1 day remaining. Launch site has 2 tasks (2 done) and 0 milestones",
    );
    expect(finished.summary).toContain(" overall. All tasks are done. Strongest area: ");
  });
});
