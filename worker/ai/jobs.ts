import { z } from "zod";
import { PlanRefusal } from "../../core/planner/refusal";
import { generatePlanSchema } from "../../core/schemas/plan";
import { type JobHandler, PermanentJobError } from "../queue/job-handlers";
import { reportJobProgress } from "../queue/job-progress";
import { runDeepAnalysis } from "../services/insights";
import { aiProvider } from "./select-provider";

// The AI work that runs on the JOBS queue (worker/queue/job-table.ts). Each handler re-validates its
// stored input because a queue row outlives deploys.

const generatePlanInput = generatePlanSchema.extend({ today: z.iso.date() });
/** Partial plans are written at most this often, so a fast stream does not hammer D1. */
const PROGRESS_EVERY_MS = 300;
const deepAnalysisInput = z.object({ projectId: z.number().int().positive() });

function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new PermanentJobError(`Invalid job input: ${parsed.error.issues[0]?.message ?? "unknown"}`);
  return parsed.data;
}

export const runGeneratePlanJob: JobHandler = async (env, job) => {
  const { idea, today, feedback } = parseInput(generatePlanInput, job.input);
  const provider = aiProvider(env);
  let lastWrite = 0;
  let lastCount = 0;
  let writing: Promise<void> = Promise.resolve();
  try {
    // "today" was fixed when the job was recorded, so a retry tomorrow plans from the same day.
    const plan = await provider.generatePlan(idea, new Date(`${today}T00:00:00Z`), {
      feedback,
      onPartial: (partial) => {
        const count = partial.milestones.length + partial.tasks.length;
        const now = Date.now();
        if (count === lastCount || now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        lastCount = count;
        // One write at a time, in order; a failed progress write never fails the plan.
        writing = writing.then(() => reportJobProgress(env, job, partial)).catch(() => undefined);
      },
    });
    await writing;
    return { plan, provider: provider.name };
  } catch (err) {
    if (err instanceof PlanRefusal) throw new PermanentJobError(err.message);
    throw err;
  }
};

export const runDeepAnalysisJob: JobHandler = async (env, job) => {
  const { projectId } = parseInput(deepAnalysisInput, job.input);
  return runDeepAnalysis(env, { projectId, userId: job.userId, jobId: job.id });
};
