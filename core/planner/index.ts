import type { GeneratedPlan } from "../schemas/plan";
import { buildPlan } from "./build-plan";
import { withPlanDependencies } from "./dependencies";

// The embedded planner: a deterministic, offline stand-in for a model. It runs unchanged in
// Workers and in the browser (no Node or DOM APIs) and never reads the clock itself.

/**
 * Turns an idea, a pasted spec or a chat thread into a plan. `today` is read as a UTC calendar
 * day; the same idea and day always give the same plan.
 */
export function generateEmbeddedPlan(idea: string, today: Date): GeneratedPlan {
  return withPlanDependencies(buildPlan(idea, today));
}

export { planDependencyProblems, withPlanDependencies } from "./dependencies";
export { detectKind } from "./detect-kind";
export type { ProjectKind } from "./types";
