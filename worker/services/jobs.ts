import { and, eq, lt, sql } from "drizzle-orm";
import { randomId } from "../auth/tokens";
import { db } from "../db/client";
import { jobs } from "../db/schema";
import { notFound } from "../http/errors";
import type { JobKind } from "../queue/job-kinds";

export type JobStatus = "queued" | "running" | "done" | "failed";

/**
 * How long a consumer's claim on a job holds. A job still `running` after this belongs to a consumer that
 * died (the provider call itself gives up after 90 s): the next delivery, or the starter's next poll,
 * takes it back (docs/decisions/009-first-load-budget.md, "Jobs never stick").
 */
export const JOB_LEASE_SECONDS = 150;
/** Deliveries per message: 1 + max_retries of wrangler.toml; after the last one the queue moves it to the DLQ. */
export const MAX_JOB_ATTEMPTS = 4;
export const JOB_ABANDONED = "The job stopped before it could finish. Please try again.";

/** updated_at as SQLite writes it (the schema default), set on every status change. */
export const sqlNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
/** The updated_at before which a `running` claim has expired. */
export const leaseExpiredBefore = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now',${`-${JOB_LEASE_SECONDS} seconds`}))`;

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
  job: { userId: number; kind: JobKind; input: unknown; projectId?: number | null },
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
  const d = db(env.DB);
  const read = () =>
    d
      .select({
        id: jobs.id,
        kind: jobs.kind,
        status: jobs.status,
        result: jobs.result,
        progress: jobs.progress,
        error: jobs.error,
        attempts: jobs.attempts,
        updatedAt: jobs.updatedAt,
      })
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.userId, userId)))
      .get();
  let row = await read();
  if (!row) throw notFound("Job not found");
  // Checked here first so that polling a healthy job costs no write.
  const abandoned = row.status === "running" && Date.parse(row.updatedAt) + JOB_LEASE_SECONDS * 1000 < Date.now();
  if (abandoned) {
    // Whether this poll or a concurrent one took it back, the row has moved on: read it again.
    await reclaimAbandonedJob(env, row.id, row.attempts);
    row = (await read()) ?? row;
  }
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
    // Progress also renews the job's claim: a job reporting progress is alive (decision 009).
    .set({ progress, updatedAt: sqlNow })
    .where(and(eq(jobs.id, id), eq(jobs.status, "running")))
    .run();
}

/**
 * A `running` job whose lease has expired lost its consumer, and its message may be gone too (the
 * consumer died on the last delivery, or the redeliveries ran out while the claim still held). Put it
 * back on the queue, or fail it once it has had all its attempts. Conditional on the row still being
 * stale, so two polls reclaim it once. Returns whether it changed the job.
 */
export async function reclaimAbandonedJob(env: Env, id: string, attempts: number): Promise<boolean> {
  const d = db(env.DB);
  const stale = and(eq(jobs.id, id), eq(jobs.status, "running"), lt(jobs.updatedAt, leaseExpiredBefore));
  if (attempts >= MAX_JOB_ATTEMPTS) {
    const failed = await d
      .update(jobs)
      .set({ status: "failed", error: JOB_ABANDONED, updatedAt: sqlNow })
      .where(stale)
      .returning({ id: jobs.id })
      .get();
    return Boolean(failed);
  }
  const requeued = await d.update(jobs).set({ status: "queued", updatedAt: sqlNow }).where(stale).returning({ id: jobs.id }).get();
  if (requeued) await env.JOBS.send({ jobId: id });
  return Boolean(requeued);
}
