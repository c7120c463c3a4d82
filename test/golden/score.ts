import type { GeneratedPlan } from "../../core/schemas/plan";
import type { GoldenIdea } from "./ideas";

// Scores a plan against a golden idea. Shared by the unit test and `npm run bench`.

export interface GoldenScore {
  found: number;
  total: number;
  lost: string[];
  deadlineProblem: string | null;
}

const words = (text: string) => text.toLocaleLowerCase().normalize("NFC").split(/\s+/).filter(Boolean);

export function itemFound(plan: GeneratedPlan, item: string): boolean {
  const wanted = words(item);
  return plan.tasks.some((t) => {
    const name = t.name.toLocaleLowerCase().normalize("NFC");
    return wanted.every((w) => name.includes(w));
  });
}

const DAY_MS = 86_400_000;

export function scoreGolden(idea: GoldenIdea, plan: GeneratedPlan): GoldenScore {
  const lost = idea.items.filter((item) => !itemFound(plan, item));
  let deadlineProblem: string | null = null;
  if (idea.deadline) {
    const end = Date.parse(plan.timeline.endDate);
    const due = Date.parse(idea.deadline);
    if (end > due || due - end > 7 * DAY_MS) deadlineProblem = `timeline ends ${plan.timeline.endDate}, deadline ${idea.deadline}`;
  }
  const outside = plan.tasks.find((t) => t.dueDate && (t.dueDate < plan.timeline.startDate || t.dueDate > plan.timeline.endDate));
  if (!deadlineProblem && outside) deadlineProblem = `"${outside.name}" due ${outside.dueDate} outside the timeline`;
  return { found: idea.items.length - lost.length, total: idea.items.length, lost, deadlineProblem };
}
