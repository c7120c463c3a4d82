import { z } from "zod";
import { ideaSchema } from "../../core/schemas/plan";
import { PermanentJobError, registerJobHandler } from "../queue/job-handlers";
import { runDeepAnalysis } from "../services/insights";
import { aiProvider } from "./select-provider";

// The AI work that runs on the JOBS queue. Imported once by worker/index.ts so the consumer knows
// these kinds; each handler re-validates its stored input because a queue row outlives deploys.

export const GENERATE_PLAN = "generate-plan";
export const DEEP_ANALYSIS = "deep-analysis";

const generatePlanInput = ideaSchema.extend({ today: z.iso.date() });
const deepAnalysisInput = z.object({ projectId: z.number().int().positive() });

function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new PermanentJobError(`Invalid job input: ${parsed.error.issues[0]?.message ?? "unknown"}`);
  return parsed.data;
}

registerJobHandler(GENERATE_PLAN, async (env, job) => {
  const { idea, today } = parseInput(generatePlanInput, job.input);
  const provider = aiProvider(env);
  // "today" was fixed when the job was recorded, so a retry tomorrow plans from the same day.
  const plan = await provider.generatePlan(idea, new Date(`${today}T00:00:00Z`));
  return { plan, provider: provider.name };
});

registerJobHandler(DEEP_ANALYSIS, async (env, job) => {
  const { projectId } = parseInput(deepAnalysisInput, job.input);
  return runDeepAnalysis(env, { projectId, userId: job.userId, jobId: job.id });
});
