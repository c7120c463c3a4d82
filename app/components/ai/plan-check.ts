import { generatedPlanSchema } from "../../../core/schemas/plan";
import { type DraftPlan, fromDraft } from "./plan-draft";

export interface PlanProblem {
  /** Names the row, e.g. 'Task 3 ("Write copy"): Task name is required'. */
  message: string;
  item: { kind: "task" | "milestone"; key: string } | null;
}

const quoted = (name: string) => {
  const n = name.trim();
  if (!n) return "";
  return ` (“${n.length > 40 ? `${n.slice(0, 40)}…` : n}”)`;
};

/**
 * The first thing Save Project would be refused for, checked with the server's own schema before the
 * request, and said about the row it is in, or null when the plan can be saved.
 */
export function firstPlanProblem(draft: DraftPlan): PlanProblem | null {
  const parsed = generatedPlanSchema.safeParse(fromDraft(draft));
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const [field, index] = issue.path;
  if ((field === "tasks" || field === "milestones") && typeof index === "number") {
    const kind = field === "tasks" ? "task" : "milestone";
    const item = field === "tasks" ? draft.tasks[index] : draft.milestones[index];
    const label = kind === "task" ? "Task" : "Milestone";
    return { message: `${label} ${index + 1}${quoted(item?.name ?? "")}: ${issue.message}`, item: item ? { kind, key: item.key } : null };
  }
  return { message: issue.message, item: null };
}
