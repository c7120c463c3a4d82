import { pushJob } from "../notifications/job-push";
import { recordJobProgress } from "../services/jobs";
import type { JobRow } from "./job-handlers";

/**
 * What a running job has produced so far (e.g. the plan items a model has streamed): stored for
 * GET /api/jobs/:id, then pushed to the person's open tabs (worker/notifications/job-push.ts).
 */
export async function reportJobProgress(env: Env, job: Pick<JobRow, "id" | "kind" | "userId">, progress: unknown): Promise<void> {
  await recordJobProgress(env, job.id, progress);
  await pushJob(env, job.userId, { id: job.id, kind: job.kind, status: "running", progress });
}
