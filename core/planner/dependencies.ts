import { cycleIfLinked, type ScheduleLink } from "../schedule";
import type { GeneratedPlan, PlanDependency } from "../schemas/plan";

// Links for a generated plan (issue 12), added after the plan is built so the planner's reading of
// the idea and its scheduling stay independent of them: each phase waits for the one before it
// (its first task follows the previous phase's last), and inside a phase, work follows the design
// it builds on, checks follow the work, and a launch follows everything it ships.

/** Rough stage of a task from its wording: shape it (0), make it (1), check it (2), ship it (3). */
const STAGES: RegExp[] = [
  /\b(?:research|define|discover|scope|plan|design|map|sketch|prototype|draft|outline|specify|wireframe|set goals|list)\w*/i,
  /\b(?:build|implement|develop|set up|write|create|code|book|prepare|arrange|produce|record|add|integrate|complete|make|configure)\w*/i,
  /\b(?:test|review|fix|qa|check|polish|edit|proofread|beta|confirm|verify|rehearse)\w*/i,
  /\b(?:launch|release|ship|deploy|publish|submit|deliver|host|go live|announce|open)\w*/i,
];

function stageOf(name: string): number | null {
  const firstWord = /^\p{L}+/u.exec(name)?.[0] ?? "";
  for (let s = 0; s < STAGES.length; s++) if (firstWord && STAGES[s].test(firstWord)) return s;
  for (let s = STAGES.length - 1; s >= 0; s--) if (STAGES[s].test(name)) return s;
  return null;
}

/** The plan with `dependencies` filled in, unless it already has some (a model's own are kept). */
export function withPlanDependencies(plan: GeneratedPlan): GeneratedPlan {
  if (plan.dependencies?.length) return plan;
  return { ...plan, dependencies: suggestDependencies(plan) };
}

export function suggestDependencies(plan: GeneratedPlan): PlanDependency[] {
  const links: PlanDependency[] = [];
  const asLinks: ScheduleLink[] = [];
  const add = (predecessor: number, successor: number) => {
    if (predecessor === successor) return;
    // A repeating task (a weekly standup) runs beside the work: nothing waits for it, and it waits for nothing.
    if (plan.tasks[predecessor].recurrence || plan.tasks[successor].recurrence) return;
    // A task and its own subtask are one piece of work: neither waits for the other to finish.
    if (plan.tasks[predecessor].parentIndex === successor || plan.tasks[successor].parentIndex === predecessor) return;
    const a = plan.tasks[predecessor].dueDate;
    const b = plan.tasks[successor].dueDate;
    // Only links the plan's own dates already keep: a suggestion must never put the plan in conflict.
    if (a && b && a >= b) return;
    if (asLinks.some((l) => l.predecessorId === String(predecessor) && l.successorId === String(successor))) return;
    if (cycleIfLinked(asLinks, String(predecessor), String(successor))) return;
    links.push({ predecessor, successor, type: "FS", lagDays: 0 });
    asLinks.push({ predecessorId: String(predecessor), successorId: String(successor), type: "FS", lagDays: 0 });
  };

  const phases = plan.milestones.map((_, m) => plan.tasks.flatMap((t, i) => (t.milestoneIndex === m ? [i] : [])));
  const byDue = (list: number[]) =>
    [...list].sort((x, y) => (plan.tasks[x].dueDate ?? "9999").localeCompare(plan.tasks[y].dueDate ?? "9999") || x - y);

  let previous: number[] | null = null;
  for (const phase of phases) {
    if (phase.length === 0) continue;
    const ordered = byDue(phase);
    if (previous) add(previous[previous.length - 1], ordered[0]);
    // Inside the phase: each task waits for the latest earlier task of the nearest earlier stage.
    const stages = ordered.map((i) => stageOf(plan.tasks[i].name));
    ordered.forEach((i, k) => {
      const stage = stages[k];
      if (stage === null || stage === 0) return;
      for (let j = k - 1; j >= 0; j--) {
        const earlier = stages[j];
        if (earlier !== null && earlier < stage) {
          add(ordered[j], i);
          return;
        }
      }
    });
    previous = ordered;
  }
  return links;
}

/** What the plan's JSON schema can't say about its links: indexes in range, no self links, no cycles. */
export function planDependencyProblems(plan: GeneratedPlan): string[] {
  const problems: string[] = [];
  const seen: ScheduleLink[] = [];
  (plan.dependencies ?? []).forEach((d, i) => {
    for (const key of ["predecessor", "successor"] as const) {
      if (d[key] >= plan.tasks.length)
        problems.push(`dependencies.${i}.${key}: ${d[key]} is not the index of a task (there are ${plan.tasks.length})`);
    }
    if (d.predecessor === d.successor) problems.push(`dependencies.${i}: a task can't depend on itself`);
    else if (cycleIfLinked(seen, String(d.predecessor), String(d.successor))) problems.push(`dependencies.${i}: closes a cycle`);
    else seen.push({ predecessorId: String(d.predecessor), successorId: String(d.successor), type: d.type, lagDays: d.lagDays });
  });
  return problems;
}
