// Subtasks in a plan (issue 14): a task's parentIndex names another task of the plan. The board
// nests deeper, but a plan nests one level: a subtask's parent is a task of its own, so a plan can
// never hold a cycle, and the review step can show every subtask right under its parent.

interface PlanTaskLike {
  name: string;
  milestoneIndex: number | null;
  parentIndex?: number | null;
}

export interface PlanSubtaskIssue {
  path: Array<string | number>;
  message: string;
}

const quoted = (name: string) => `“${name.length > 60 ? `${name.slice(0, 59)}…` : name}”`;

/** Why each parentIndex is wrong, in words a user or a model can act on; empty when all are right. */
export function planSubtaskIssues(plan: { tasks: PlanTaskLike[] }): PlanSubtaskIssue[] {
  const issues: PlanSubtaskIssue[] = [];
  plan.tasks.forEach((task, i) => {
    const p = task.parentIndex ?? null;
    if (p === null) return;
    const path = ["tasks", i, "parentIndex"];
    const parent = plan.tasks[p];
    const own = `Task ${i} ${quoted(task.name)}`;
    if (p === i) issues.push({ path, message: `${own} can't be a subtask of itself.` });
    else if (!parent)
      issues.push({ path, message: `${own} is a subtask of task ${p}, which is not in the plan (it has ${plan.tasks.length} tasks).` });
    else if ((parent.parentIndex ?? null) !== null)
      issues.push({
        path,
        message: `${own} is a subtask of ${quoted(parent.name)}, which is itself a subtask: plans nest subtasks one level deep.`,
      });
    else if (parent.milestoneIndex !== task.milestoneIndex)
      issues.push({ path, message: `${own} must be in the same milestone as its parent ${quoted(parent.name)}.` });
  });
  return issues;
}

/** The problems as "path: message" lines, the form model answers are checked with. */
export function planSubtaskProblems(plan: { tasks: PlanTaskLike[] }): string[] {
  return planSubtaskIssues(plan).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

/**
 * A model's subtasks made valid without losing any task: a parentIndex that names no task, the task
 * itself, or a task that is itself a subtask is dropped (the task stays, at the top level), and a
 * subtask takes its parent's milestone.
 */
export function sanitizePlanSubtasks<T extends PlanTaskLike>(tasks: T[]): Array<T & { parentIndex: number | null }> {
  const parentOf = tasks.map((task, i) => {
    const p = task.parentIndex ?? null;
    return p !== null && p !== i && p < tasks.length ? p : null;
  });
  // Judged on the original links, so the outcome does not depend on which task is read first.
  const kept = parentOf.map((p) => (p !== null && parentOf[p] === null ? p : null));
  return tasks.map((task, i) => {
    const p = kept[i] ?? null;
    const parent = p === null ? undefined : tasks[p];
    return { ...task, parentIndex: p, milestoneIndex: parent ? parent.milestoneIndex : task.milestoneIndex };
  });
}
