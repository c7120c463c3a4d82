import { and, eq } from "drizzle-orm";
import { randomId } from "../auth/tokens";
import { db } from "../db/client";
import { jobs } from "../db/schema";
import { notFound } from "../http/errors";

export type JobStatus = "queued" | "running" | "done" | "failed";

export interface JobView {
  id: string;
  kind: string;
  status: JobStatus;
  result?: unknown;
  /** A running job's partial result, e.g. the plan items a model has streamed so far. */
  progress?: unknown;
  error?: string;
}

/** Records the job, then enqueues its id. The API answers 202 {jobId} and the client follows GET /api/jobs/:id. */
export async function enqueueJob(
  env: Env,
  job: { userId: number; kind: string; input: unknown; projectId?: number | null },
): Promise<string> {
  const id = randomId(12);
  // json mode stores JSON.stringify(input); a missing input is SQL NULL (was the text "null"): both read back as null.
  await db(env.DB)
    .insert(jobs)
    .values({ id, userId: job.userId, projectId: job.projectId ?? null, kind: job.kind, input: job.input ?? null })
    .run();
  await env.JOBS.send({ jobId: id });
  return id;
}

/** Only the user who started a job can read it; anyone else gets the same 404 as for a missing job. */
export async function getJobForUser(env: Env, id: string, userId: number): Promise<JobView> {
  const row = await db(env.DB)
    .select({ id: jobs.id, kind: jobs.kind, status: jobs.status, result: jobs.result, progress: jobs.progress, error: jobs.error })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
    .get();
  if (!row) throw notFound("Job not found");
  const view: JobView = { id: row.id, kind: row.kind, status: row.status };
  // Only a finished job has a result (the consumer writes it with status 'done'), and a handler that
  // returned nothing still shows `result: null`. json mode reads the stored text "null" and SQL NULL
  // both as null, so the status, not the null, tells whether the result key belongs in the view.
  if (row.status === "done" || row.result !== null) view.result = row.result;
  if (row.status === "running" && row.progress !== null) view.progress = row.progress;
  if (row.error !== null) view.error = row.error;
  return view;
}

/** Records what a running job has produced so far; a finished job keeps its final result only. */
export async function recordJobProgress(env: Env, id: string, progress: unknown): Promise<void> {
  await db(env.DB)
    .update(jobs)
    .set({ progress })
    .where(and(eq(jobs.id, id), eq(jobs.status, "running")))
    .run();
}
