import { hasProject, PlanRefusal, VAGUE_IDEA_MESSAGE } from "../../core/planner/refusal";
import type { GeneratedPlan, PlanFeedback } from "../../core/schemas/plan";
import { embeddedProvider } from "../ai/embedded";
import { aiProviderKind } from "../ai/select-provider";
import { ApiError } from "../http/errors";
import { GENERATE_PLAN } from "../queue/job-kinds";
import { enqueueJob } from "./jobs";

export type PlanStart = { plan: GeneratedPlan; provider: string } | { jobId: string };

function usesEmbedded(env: Env): boolean {
  try {
    return aiProviderKind(env) === "embedded";
  } catch {
    // A misconfigured provider fails its job with the configuration message the user can act on.
    return false;
  }
}

/**
 * Starts a plan (or a feedback round on one). The built-in planner takes milliseconds, so it answers
 * inline; a model provider is slow and keeps the queue, and the client follows the job. `charge`
 * counts a request against the per-user AI limit: only a model's request is charged (it costs money
 * and minutes), after the refusal gate; the built-in planner costs about what any API call costs, and
 * the limit's D1 write was most of its time through the API (decision 078).
 */
export async function startPlan(
  env: Env,
  userId: number,
  input: { idea: string; feedback?: PlanFeedback },
  charge: () => Promise<void>,
): Promise<PlanStart> {
  const todayIso = new Date().toISOString().slice(0, 10);
  if (usesEmbedded(env)) {
    // The built-in planner runs the same gate itself and throws PlanRefusal, answered 422 below.
    try {
      const plan = await embeddedProvider.generatePlan(input.idea, new Date(`${todayIso}T00:00:00Z`), { feedback: input.feedback });
      return { plan, provider: embeddedProvider.name };
    } catch (err) {
      if (err instanceof PlanRefusal) throw new ApiError(422, err.message);
      throw err;
    }
  }
  // Refused before any model runs: a model would happily plan "hello", and that costs the user a wait.
  if (!input.feedback && !hasProject(input.idea)) throw new ApiError(422, VAGUE_IDEA_MESSAGE);
  await charge();
  const jobId = await enqueueJob(env, {
    userId,
    kind: GENERATE_PLAN,
    input: { idea: input.idea, today: todayIso, ...(input.feedback ? { feedback: input.feedback } : {}) },
  });
  return { jobId };
}
