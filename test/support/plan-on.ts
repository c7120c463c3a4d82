import { generateEmbeddedPlan } from "../../core/planner";

/** The built-in planner as if run on `day` (an ISO date), and the names of the tasks the text asked for. */
export function planOn(day: string) {
  const today = new Date(`${day}T00:00:00Z`);
  const plan = (idea: string) => generateEmbeddedPlan(idea, today);
  const names = (idea: string) =>
    plan(idea)
      .tasks.filter((t) => !t.suggested)
      .map((t) => t.name);
  return { plan, names };
}
