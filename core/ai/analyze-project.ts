import { addDays, type Day, daysBetween, isDay, workIndex } from "../dates";
import { boardProgress, daysUntil, isDone, isWork } from "../progress";
import type { AnalysisDimension, DeepAnalysis } from "../schemas/analysis";
import type { Task } from "../schemas/task";

// Deep analysis computed from the board alone, so every score can be traced back to counts the
// user can check. Used by the embedded AI provider and as a baseline next to model answers.

export interface AnalyzeProjectInput {
  project: { name: string; description: string; dueDate: string | null; createdAt: string };
  tasks: Task[];
  members: Array<{ userId: number; role: "owner" | "editor" | "viewer"; name: string }>;
  /** The requesting person's day (core/dates todayIn with their time zone): what "overdue" is measured from. */
  today: Day;
}

export const DIMENSION_NAMES = [
  "Scope clarity",
  "Schedule realism",
  "Workload balance",
  "Risk coverage",
  "Dependencies",
  "Quality and testing",
  "Communication",
] as const;

// Scope and schedule decide whether the plan can work at all, so they count more.
const WEIGHTS: Record<(typeof DIMENSION_NAMES)[number], number> = {
  "Scope clarity": 1.5,
  "Schedule realism": 1.5,
  "Workload balance": 1,
  "Risk coverage": 1,
  Dependencies: 1,
  "Quality and testing": 1,
  Communication: 1,
};

const RISK_PATTERN = /\b(risk|contingenc|backup|back up|fallback|rollback|secur|mitigat|audit|failover|disaster|pentest|pen test|review)/;
const QA_PATTERN = /\b(test(?!imon)|qa\b|quality|review|bug|debug|verif|validat|regression|e2e|acceptance|uat\b|proofread)/;
const COMM_PATTERN =
  /\b(meeting|stand-?up|(weekly|daily|team) sync|demo|stakeholder|retro|kick-?off|check-?in|one-on-one|all-hands|(status|progress|weekly) update|update (the )?(team|stakeholders?|clients?|customers?)|present|review)/;

interface Facts {
  input: AnalyzeProjectInput;
  today: string;
  /** The project's own due date, as a day. */
  projectDue: string | null;
  items: Task[];
  work: Task[];
  milestones: Task[];
  open: Task[];
  done: number;
  overdue: Task[];
  openWithoutDue: number;
  withoutDescription: number;
  unassignedOpen: number;
  activeMembers: number;
  /** Open tasks per person: every owner/editor plus anyone holding an open task. */
  loads: Array<{ name: string; count: number }>;
  deadline: string | null;
  workingDaysLeft: number | null;
  calendarDaysLeft: number | null;
  /** Open tasks ÷ active members, at roughly one task per working day per person. */
  daysOfWorkEach: number;
  risk: Task[];
  qa: Task[];
  comm: Task[];
}

const textOf = (t: Task) => `${t.name} ${t.description}`.toLowerCase();
const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number) => round1(Math.min(10, Math.max(0, n)));
const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));
const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
const isAre = (n: number) => (n === 1 ? "is" : "are");
const hasHave = (n: number) => (n === 1 ? "has" : "have");

/** Dates are compared as "YYYY-MM-DD" strings, so cut timestamps to the day and drop anything unparseable. */
function toDay(value: string | null): Day | null {
  const day = value?.slice(0, 10) ?? "";
  return isDay(day) ? day : null;
}

/**
 * Weekdays from `today` up to the deadline (today counted, the deadline not); negative when it has
 * passed: minus the weekdays after the deadline up to today. The standard week, no holidays.
 */
function workingDaysLeft(deadline: Day, today: Day): number {
  if (deadline >= today) return workIndex(deadline) - workIndex(today);
  return workIndex(addDays(deadline, 1)) - workIndex(addDays(today, 1));
}

function gatherFacts(input: AnalyzeProjectInput): Facts {
  const { today } = input;
  const items = input.tasks.map((t) => ({ ...t, dueDate: toDay(t.dueDate) }));
  const projectDue = toDay(input.project.dueDate);
  const work = items.filter(isWork);
  const milestones = items.filter((t) => !isWork(t));
  const open = work.filter((t) => !isDone(t));
  const active = input.members.filter((m) => m.role !== "viewer");
  const activeMembers = Math.max(1, active.length);

  const counts = new Map<number, number>(active.map((m) => [m.userId, 0]));
  for (const t of open) if (t.assigneeId !== null) counts.set(t.assigneeId, (counts.get(t.assigneeId) ?? 0) + 1);
  const nameOf = (id: number) => input.members.find((m) => m.userId === id)?.name ?? `user #${id}`;
  const loads = [...counts]
    .map(([id, count]) => ({ name: nameOf(id), count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

  const latestTaskDue = items.reduce<string | null>((max, t) => (t.dueDate && (!max || t.dueDate > max) ? t.dueDate : max), null);
  const deadline = projectDue ?? latestTaskDue;

  return {
    input,
    today,
    projectDue,
    items,
    work,
    milestones,
    open,
    done: work.length - open.length,
    overdue: open.filter((t) => t.dueDate !== null && t.dueDate < today),
    openWithoutDue: open.filter((t) => t.dueDate === null).length,
    withoutDescription: work.filter((t) => t.description.trim() === "").length,
    unassignedOpen: open.filter((t) => t.assigneeId === null).length,
    activeMembers,
    loads,
    deadline,
    workingDaysLeft: deadline ? workingDaysLeft(deadline, today) : null,
    calendarDaysLeft: deadline ? daysBetween(today, deadline) : null,
    daysOfWorkEach: Math.ceil(open.length / activeMembers),
    risk: items.filter((t) => RISK_PATTERN.test(textOf(t))),
    qa: items.filter((t) => QA_PATTERN.test(textOf(t))),
    comm: items.filter((t) => COMM_PATTERN.test(textOf(t))),
  };
}

/** The figures each dimension is judged on, named so the user can check them on the board. */
function basisOf(name: string, f: Facts): string[] {
  const tasks = plural(f.work.length, "task");
  const items = plural(f.items.length, "board item");
  const open = plural(f.open.length, "open task");
  switch (name) {
    case "Scope clarity":
      return [
        tasks,
        `${f.withoutDescription} without a description`,
        `project description: ${f.input.project.description.trim() ? "yes" : "no"}`,
      ];
    case "Schedule realism":
      return [
        open,
        `${f.overdue.length} overdue`,
        `${f.openWithoutDue} without a due date`,
        f.projectDue ? `project due ${f.projectDue}` : "no project due date",
        f.workingDaysLeft === null ? "no deadline" : `${plural(f.workingDaysLeft, "working day")} left`,
        plural(f.activeMembers, "active member"),
      ];
    case "Workload balance":
      return [open, `${f.unassignedOpen} unassigned`, ...f.loads.map((l) => `${l.name}: ${l.count}`)];
    case "Risk coverage":
      return [items, `${f.risk.length} about risk, backup, security or review`];
    case "Dependencies":
      return [plural(f.milestones.length, "milestone"), tasks];
    case "Quality and testing":
      return [items, `${f.qa.length} about testing, QA, review or bugs`];
    default:
      return [items, `${f.comm.length} meetings, demos, reviews or updates`, plural(f.input.members.length, "member")];
  }
}

function dimension(
  f: Facts,
  name: string,
  score: number,
  sentences: Array<string | false>,
  recs: Array<string | false>,
  fallback: string,
): AnalysisDimension {
  const recommendations = recs.filter((r): r is string => Boolean(r)).slice(0, 3);
  const rounded = clamp(score);
  // The schema allows an empty list, but the product promises advice whenever a dimension is weak.
  if (recommendations.length === 0 && rounded < 9 && fallback) recommendations.push(fallback);
  const basis = basisOf(name, f);
  return { name, score: rounded, assessment: sentences.filter(Boolean).join(" "), recommendations, basis };
}

/**
 * The project page's own figures, in its words: "3 of 20 tasks completed (15%), 12 days remaining".
 * Milestones don't count, as on the page and the cards (decision 016); the dimensions below then
 * speak of tasks and milestones apart.
 */
export function progressSentence(input: AnalyzeProjectInput): string {
  const { completed, total, percent } = boardProgress(input.tasks);
  const { today } = input;
  const due = toDay(input.project.dueDate);
  const left = due === null ? null : daysUntil(due, today);
  const time = left === null ? "no deadline set" : left <= 0 ? "overdue" : `${plural(left, "day")} remaining`;
  return `Progress: ${completed} of ${total} tasks completed (${percent}%), ${time}.`;
}

function scopeClarity(f: Facts): AnalysisDimension {
  const n = f.work.length;
  const noProjectDescription = f.input.project.description.trim() === "";
  const describeProject =
    noProjectDescription && "Write a two-to-three sentence project description stating the goal and what 'done' means.";
  if (n === 0) {
    return dimension(
      f,
      "Scope clarity",
      noProjectDescription ? 1 : 2,
      [
        `The board has no tasks yet${noProjectDescription ? " and the project has no description" : ""}, so the scope is not broken down into work.`,
      ],
      [
        "Break the project into concrete tasks of one or two days each, starting with the first deliverable.",
        describeProject,
        "Add a milestone for each major phase.",
      ],
      "",
    );
  }
  const share = f.withoutDescription / n;
  return dimension(
    f,
    "Scope clarity",
    10 - 6 * share - (noProjectDescription ? 1.5 : 0) - (n < 3 ? 2 : 0),
    [
      `${f.withoutDescription} of ${plural(n, "task")} (${pct(f.withoutDescription, n)}%) ${hasHave(f.withoutDescription)} no description.`,
      noProjectDescription ? "The project itself has no description." : "The project has a description.",
      n < 3 && `With only ${plural(n, "task")}, the work is barely broken down.`,
    ],
    [
      f.withoutDescription > 0 && `Add a one-line "done when…" description to the ${plural(f.withoutDescription, "task")} without one.`,
      describeProject,
      n < 3 && "Split the work into smaller tasks of one or two days each.",
    ],
    "Check that each task name starts with a verb and names a single deliverable.",
  );
}

function scheduleRealism(f: Facts): AnalysisDimension {
  const projectDue = f.projectDue;
  const setProjectDue = !projectDue && "Set a project due date so progress can be measured against it.";
  if (f.work.length === 0) {
    return dimension(
      f,
      "Schedule realism",
      projectDue ? 3 : 2,
      [`There are no tasks to schedule yet; the project due date is ${projectDue ?? "not set"}.`],
      [setProjectDue, "Give each task a due date as you add it, working back from the project due date."],
      "",
    );
  }
  const openN = f.open.length;
  if (openN === 0) {
    return dimension(
      f,
      "Schedule realism",
      9.5,
      [`All ${plural(f.work.length, "task")} are done; nothing is left to schedule.`],
      [setProjectDue],
      "",
    );
  }
  const overdue = f.overdue.length;
  const days = f.workingDaysLeft;
  const passed = f.calendarDaysLeft !== null && f.calendarDaysLeft < 0;
  const short = days !== null && !passed && days < f.daysOfWorkEach;
  const capacityPenalty = days === null ? 0 : passed ? 3 : short ? Math.min(3, 3 * (1 - days / f.daysOfWorkEach)) : 0;
  const deadlineText = projectDue
    ? `The project is due ${projectDue}`
    : f.deadline
      ? `The project has no due date; the latest task is due ${f.deadline}`
      : "Neither the project nor any task has a due date, so the schedule cannot be checked against a deadline.";
  const capacityText =
    days === null
      ? ""
      : passed
        ? `, which has passed, with ${plural(openN, "task")} still open.`
        : `, ${plural(days, "working day")} from today, for ${plural(openN, "open task")} across ${plural(f.activeMembers, "active member")} (about ${plural(f.daysOfWorkEach, "working day")} of work each at one task per day).`;
  return dimension(
    f,
    "Schedule realism",
    10 - 5 * (overdue / openN) - 3 * (f.openWithoutDue / openN) - (f.deadline === null ? 2 : projectDue ? 0 : 1) - capacityPenalty,
    [
      `${overdue} of ${plural(openN, "open task")} (${pct(overdue, openN)}%) ${isAre(overdue)} overdue and ${f.openWithoutDue} (${pct(f.openWithoutDue, openN)}%) ${hasHave(f.openWithoutDue)} no due date.`,
      deadlineText + capacityText,
    ],
    [
      overdue > 0 &&
        `Re-plan the ${plural(overdue, "overdue task")}: give ${overdue === 1 ? "it" : "each"} a realistic new date or cut ${overdue === 1 ? "it" : "them"}.`,
      passed && "Agree a new project due date with stakeholders; the current one has passed.",
      short &&
        `Cut scope or add people: ${plural(openN, "open task")} need about ${plural(f.daysOfWorkEach, "working day")} per person but only ${days} remain.`,
      f.openWithoutDue > 0 && `Give the ${plural(f.openWithoutDue, "open task")} without a due date at least a rough date.`,
      setProjectDue,
    ],
    "Review the dates of the next two weeks' tasks with the people doing them.",
  );
}

function workloadBalance(f: Facts): AnalysisDimension {
  const openN = f.open.length;
  if (f.work.length === 0) {
    return dimension(
      f,
      "Workload balance",
      5,
      ["There are no tasks yet, so there is no workload to balance."],
      ["Assign an owner to each task as you add it."],
      "",
    );
  }
  if (openN === 0) {
    return dimension(f, "Workload balance", 9.5, ["There are no open tasks, so there is no workload to balance."], [], "");
  }
  const assigned = openN - f.unassignedOpen;
  const people = f.loads.length;
  const max = f.loads[0];
  const min = f.loads[f.loads.length - 1];
  const mean = people > 0 ? assigned / people : 0;
  const ratio = assigned > 0 && people > 1 ? max.count / mean : 1;
  const loadText =
    assigned > 0 &&
    `Open tasks per person: ${f.loads.map((l) => `${l.name} ${l.count}`).join(", ")} (max ${max.count} vs mean ${mean.toFixed(1)}).`;
  return dimension(
    f,
    "Workload balance",
    10 - 6 * (f.unassignedOpen / openN) - Math.min(4, 2 * (ratio - 1)),
    [
      `${f.unassignedOpen} of ${plural(openN, "open task")} (${pct(f.unassignedOpen, openN)}%) ${isAre(f.unassignedOpen)} unassigned.`,
      loadText,
    ],
    [
      f.unassignedOpen > 0 &&
        `Assign ${f.unassignedOpen === 1 ? "an owner" : "owners"} to the ${plural(f.unassignedOpen, "unassigned open task")}.`,
      ratio >= 1.5 && `Move some of ${max.name}'s ${max.count} open tasks to ${min.name} (${min.count}).`,
      // Counted over the assigned tasks only, so it agrees with the per-person figures above.
      people === 1 && assigned >= 10 && `${max.name} holds all ${assigned} assigned open tasks; name a backup for the critical ones.`,
    ],
    "Re-check the load at each milestone and rebalance before anyone passes 1.5× the mean.",
  );
}

function riskCoverage(f: Facts): AnalysisDimension {
  const addRiskTask = "Add a risk-review task: list the top three risks, each with an owner and a fallback plan.";
  if (f.items.length === 0) {
    return dimension(f, "Risk coverage", 1, ["There are no tasks yet, so no risks are planned for."], [addRiskTask], "");
  }
  const riskN = f.risk.length;
  const byPriority = { high: 0, medium: 0, low: 0 };
  for (const t of f.open) byPriority[t.priority]++;
  const flat = f.open.length >= 4 ? (["high", "medium", "low"] as const).find((p) => byPriority[p] === f.open.length) : undefined;
  const highOverdue = f.overdue.filter((t) => t.priority === "high").length;
  const hasBackupOrSecurity = f.items.some((t) => /\b(backup|back up|secur|rollback|failover)/.test(textOf(t)));
  return dimension(
    f,
    "Risk coverage",
    ([3, 6, 7.5][riskN] ?? 9) - (flat ? 1.5 : 0) - Math.min(2, 0.5 * highOverdue),
    [
      `${riskN} of ${plural(f.items.length, "board item")} ${riskN === 1 ? "mentions" : "mention"} risk, contingency, backup, security or review.`,
      f.open.length > 0 && `Open tasks by priority: ${byPriority.high} high, ${byPriority.medium} medium, ${byPriority.low} low.`,
      flat !== undefined && `All ${f.open.length} open tasks are ${flat} priority, so nothing signals what can slip.`,
      highOverdue > 0 && `${plural(highOverdue, "high-priority task")} ${isAre(highOverdue)} overdue.`,
    ],
    [
      riskN === 0 && addRiskTask,
      !hasBackupOrSecurity && "Plan a backup and security check before launch.",
      flat !== undefined && "Re-prioritise: mark the few tasks the deadline depends on as high and the nice-to-haves as low.",
      highOverdue > 0 && `Deal with the ${plural(highOverdue, "overdue high-priority task")} first.`,
    ],
    "Revisit the risk list at each milestone and add a fallback for any new risk.",
  );
}

function dependencies(f: Facts): AnalysisDimension {
  const addMilestones = "Add 2–4 milestones for the main phases and give each a date.";
  if (f.items.length === 0) {
    return dimension(f, "Dependencies", 2, ["There are no tasks or milestones yet, so there is no order to check."], [addMilestones], "");
  }
  const m = f.milestones.length;
  const n = f.work.length;
  if (m === 0) {
    return dimension(
      f,
      "Dependencies",
      n <= 3 ? 5 : 3,
      [`The board has no milestones, so its ${plural(n, "task")} have no checkpoints to be ordered against.`],
      [addMilestones, "Set each task's parent to the milestone it feeds, so late work shows up early."],
      "",
    );
  }
  const byId = new Map(f.milestones.map((ms) => [ms.id, ms]));
  const undated = f.milestones.filter((ms) => ms.dueDate === null).length;
  const last = f.milestones.reduce<string | null>((max, ms) => (ms.dueDate && (!max || ms.dueDate > max) ? ms.dueDate : max), null);
  const afterLast = last ? f.work.filter((t) => t.dueDate !== null && t.dueDate > last).length : 0;
  const lateChildren = f.work.filter((t) => {
    const parent = t.parentTaskId ? byId.get(t.parentTaskId) : undefined;
    return Boolean(parent?.dueDate && t.dueDate && t.dueDate > parent.dueDate);
  }).length;
  const projectDue = f.projectDue;
  const pastProjectDue = projectDue ? f.milestones.filter((ms) => ms.dueDate !== null && ms.dueDate > projectDue).length : 0;
  return dimension(
    f,
    "Dependencies",
    10 - 3 * (undated / m) - (n > 0 ? 4 * (afterLast / n) : 0) - Math.min(2, 0.5 * lateChildren) - Math.min(2, pastProjectDue),
    [
      `${plural(m, "milestone")}, ${undated} without a date.`,
      last
        ? `${afterLast} of ${plural(n, "task")} ${isAre(afterLast)} due after the last milestone (${last}).`
        : "No milestone has a date, so tasks cannot be ordered against them.",
      lateChildren > 0 &&
        `${plural(lateChildren, "task")} ${isAre(lateChildren)} due after the milestone ${lateChildren === 1 ? "it belongs" : "they belong"} to.`,
      pastProjectDue > 0 &&
        `${plural(pastProjectDue, "milestone")} ${pastProjectDue === 1 ? "falls" : "fall"} after the project due date (${projectDue}).`,
    ],
    [
      undated > 0 && `Date the ${plural(undated, "milestone")} without a due date.`,
      afterLast > 0 &&
        `Add a final milestone (e.g. launch) covering the ${plural(afterLast, "task")} due after ${last}, or move ${afterLast === 1 ? "it" : "them"} earlier.`,
      lateChildren > 0 &&
        `Move the ${plural(lateChildren, "task")} due after ${lateChildren === 1 ? "its" : "their"} milestone to an earlier date, or move the milestone.`,
      pastProjectDue > 0 && "Pull milestones that fall after the project due date back inside it.",
    ],
    "Set each task's parent to the milestone it feeds, so late work shows up early.",
  );
}

function qualityAndTesting(f: Facts): AnalysisDimension {
  const addQa = "Add a testing task for each major deliverable and a final QA pass before the deadline.";
  if (f.items.length === 0) {
    return dimension(f, "Quality and testing", 1, ["There are no tasks yet, so no testing or review is planned."], [addQa], "");
  }
  const qaN = f.qa.length;
  const examples = f.qa
    .slice(0, 2)
    .map((t) => `"${t.name}"`)
    .join(", ");
  const hasReview = f.qa.some((t) => /\breview/.test(textOf(t)));
  return dimension(
    f,
    "Quality and testing",
    qaN === 0 ? 2 : 5 + 1.5 * Math.min(qaN, 3) + (qaN / f.items.length >= 0.1 ? 0.5 : 0),
    [
      `${qaN} of ${plural(f.items.length, "board item")} (${pct(qaN, f.items.length)}%) ${qaN === 1 ? "is" : "are"} about testing, QA, review or bugs${qaN > 0 ? `, e.g. ${examples}` : ""}.`,
    ],
    [
      qaN === 0 && addQa,
      qaN > 0 && qaN < 3 && "Schedule a QA or bug-bash task before the last milestone.",
      !hasReview && "Add a review step (code, design or content) before work is marked done.",
    ],
    "Track open bugs on the board so quality stays visible.",
  );
}

function communication(f: Facts): AnalysisDimension {
  const members = f.input.members.length;
  const viewers = f.input.members.filter((mb) => mb.role === "viewer").length;
  const addSync = "Add a recurring check-in (e.g. a weekly 15-minute sync) and a demo at each milestone.";
  const teamText = `a team of ${plural(members, "member")} (${plural(viewers, "viewer")})`;
  if (f.items.length === 0) {
    return dimension(
      f,
      "Communication",
      2,
      [`There are no tasks yet, so no meetings, demos or updates are planned for ${teamText}.`],
      [addSync],
      "",
    );
  }
  const commN = f.comm.length;
  const base = [members <= 1 ? 5 : 3, 6.5, 8][commN] ?? 9.5;
  return dimension(
    f,
    "Communication",
    base - (members >= 4 && commN < 2 ? 1 : 0) - (viewers > 0 && commN === 0 ? 0.5 : 0),
    [
      `${commN} of ${plural(f.items.length, "board item")} ${commN === 1 ? "plans" : "plan"} meetings, demos, reviews or stakeholder updates, for ${teamText}.`,
    ],
    [
      commN === 0 && addSync,
      viewers > 0 && commN < 2 && `Send the ${plural(viewers, "viewer")} a short status update at each milestone.`,
      members >= 3 && commN < 3 && "Hold a short retro after the first milestone to adjust the plan.",
    ],
    "Share a written status update at each milestone.",
  );
}

function methodology(f: Facts): { suggestedMethodology: string; methodologyRationale: string } {
  const openN = f.open.length;
  const active = f.activeMembers;
  const weeks = f.calendarDaysLeft !== null && f.calendarDaysLeft > 0 ? Math.floor(f.calendarDaysLeft / 7) : null;
  const datedMilestones = f.milestones.filter((ms) => ms.dueDate !== null).length;
  const noDescShare = f.work.length > 0 ? f.withoutDescription / f.work.length : 0;
  if (f.work.length === 0) {
    return {
      suggestedMethodology: "Kanban",
      methodologyRationale:
        "The board is empty, so a simple Kanban board (To Do, In Progress, Done) is the lightest way to start; revisit the choice once there are tasks and a due date.",
    };
  }
  if (f.projectDue && datedMilestones >= 2) {
    return {
      suggestedMethodology: "Waterfall with milestones",
      methodologyRationale: `The project has a fixed due date (${f.projectDue}) and ${datedMilestones} dated milestones, so working phase by phase toward each milestone fits; review scope at every milestone rather than at the end.`,
    };
  }
  if (active >= 3 && (weeks === null ? openN >= 12 : weeks >= 4)) {
    const horizon =
      weeks === null ? `${openN} open tasks and no fixed end date` : `${plural(weeks, "week")} left and ${plural(openN, "open task")}`;
    return {
      suggestedMethodology: "Scrum (2-week sprints)",
      methodologyRationale: `With ${active} active members, ${horizon}, 2-week sprints give the team regular planning, a demo and a retro without a long fixed plan.`,
    };
  }
  if (active <= 3 && weeks !== null && weeks >= 6 && noDescShare >= 0.4) {
    return {
      suggestedMethodology: "Shape Up (6-week cycles)",
      methodologyRationale: `A small team of ${active} has ${weeks} weeks, but ${pct(f.withoutDescription, f.work.length)}% of tasks have no description: shape the work into a fixed 6-week appetite first, then build without re-planning mid-cycle.`,
    };
  }
  const horizon = weeks === null ? "no fixed deadline" : `${plural(weeks, "week")} left`;
  return {
    suggestedMethodology: "Kanban",
    methodologyRationale: `${plural(openN, "open task")}, ${plural(active, "active member")} and ${horizon}: a continuous-flow Kanban board with a work-in-progress limit of about ${active * 2} keeps work moving without sprint overhead.`,
  };
}

function missingElements(f: Facts): string[] {
  const projectDue = f.projectDue;
  const passedWithOpenWork = projectDue !== null && projectDue < f.today && f.open.length > 0;
  const checks: Array<string | false> = [
    f.work.length === 0 && "No tasks yet",
    !projectDue && "No due date on the project",
    f.input.project.description.trim() === "" && "No project description",
    f.work.length > 0 && f.milestones.length === 0 && "No milestones",
    f.items.length > 0 && f.qa.length === 0 && "No testing or QA tasks",
    f.items.length > 0 && f.risk.length === 0 && "No risk, backup or security tasks",
    f.items.length > 0 && f.comm.length === 0 && "No meetings, demos or stakeholder updates planned",
    f.unassignedOpen > 0 && `No one assigned to ${plural(f.unassignedOpen, "open task")}`,
    f.openWithoutDue > 0 && `No due date on ${plural(f.openWithoutDue, "open task")}`,
    passedWithOpenWork && `Project due date (${projectDue}) has passed with ${plural(f.open.length, "task")} still open`,
  ];
  return checks.filter((c): c is string => Boolean(c));
}

function summary(f: Facts, overall: number, dims: AnalysisDimension[]): string {
  const name = f.input.project.name;
  const progress = progressSentence(f.input);
  if (f.work.length === 0) {
    return `${progress} ${name} has no tasks yet${f.milestones.length > 0 ? ` (only ${plural(f.milestones.length, "milestone")})` : ""}, so it rates ${overall}/10: there is no work to schedule, assign or test. Add tasks with due dates and owners to get a meaningful analysis.`;
  }
  const ranked = [...dims].sort((a, b) => b.score - a.score);
  const best = ranked[0];
  const worst = ranked[ranked.length - 1];
  const status =
    f.open.length === 0
      ? "All tasks are done."
      : `${f.overdue.length} of ${plural(f.open.length, "open task")} ${isAre(f.overdue.length)} overdue and ${f.unassignedOpen} ${isAre(f.unassignedOpen)} unassigned.`;
  return `${progress} ${name} has ${plural(f.work.length, "task")} (${f.done} done) and ${plural(f.milestones.length, "milestone")}, rated ${overall}/10 overall. ${status} Strongest area: ${best.name} (${best.score}/10); weakest: ${worst.name} (${worst.score}/10).`;
}

export function analyzeProjectEmbedded(input: AnalyzeProjectInput): DeepAnalysis {
  const f = gatherFacts(input);
  const dims = [scopeClarity, scheduleRealism, workloadBalance, riskCoverage, dependencies, qualityAndTesting, communication].map((fn) =>
    fn(f),
  );

  const totalWeight = dims.reduce((sum, d) => sum + WEIGHTS[d.name as keyof typeof WEIGHTS], 0);
  const overall = round1(dims.reduce((sum, d) => sum + d.score * WEIGHTS[d.name as keyof typeof WEIGHTS], 0) / totalWeight);
  return {
    overallRating: overall,
    summary: summary(f, overall, dims),
    ...methodology(f),
    criticalMissingElements: missingElements(f),
    dimensions: dims,
  };
}
