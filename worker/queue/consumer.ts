import { and, eq, sql } from "drizzle-orm";
import { db } from "../db/client";
import { jobs } from "../db/schema";
import { jobEnded } from "../services/notify-sources";
import { type JobRow, jobHandler, PermanentJobError, RetryLaterError } from "./job-handlers";
import type { JobMessage } from "./messages";

/** Deliveries per message: 1 + max_retries of wrangler.toml; after the last one the queue moves it to the DLQ. */
export const MAX_JOB_ATTEMPTS = 4;

/** Queues accept retry delays up to 12 hours; a provider asking for longer is capped to it. */
const MAX_RETRY_DELAY_SECONDS = 43_200;

const backoffSeconds = (attempt: number) => Math.min(60, 2 ** attempt);

/** updated_at as SQLite writes it (the schema default), set on every status change. */
const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export async function handleJobBatch(batch: MessageBatch<JobMessage>, env: Env): Promise<void> {
  // One message at a time: a batch holds a few jobs and each may call a model; order doesn't matter.
  for (const msg of batch.messages) await handleJobMessage(msg, env);
}

async function handleJobMessage(msg: Message<JobMessage>, env: Env): Promise<void> {
  const jobId = msg.body?.jobId;
  const d = db(env.DB);
  const row = jobId
    ? await d
        .select({
          id: jobs.id,
          userId: jobs.userId,
          projectId: jobs.projectId,
          kind: jobs.kind,
          input: jobs.input,
          status: jobs.status,
          attempts: jobs.attempts,
        })
        .from(jobs)
        .where(eq(jobs.id, jobId))
        .get()
    : null;
  // Unknown job, or one already finished by an earlier delivery: the job id is the idempotency key.
  if (!row || row.status === "done" || row.status === "failed") {
    msg.ack();
    return;
  }
  // Claim the job for this delivery; a concurrent duplicate delivery sees running and backs off.
  const claimed = await d
    .update(jobs)
    .set({ status: "running", attempts: sql`${jobs.attempts} + 1`, updatedAt: now })
    .where(and(eq(jobs.id, row.id), eq(jobs.status, "queued")))
    .returning({ attempts: jobs.attempts })
    .get();
  if (!claimed) {
    msg.retry({ delaySeconds: 5 });
    return;
  }
  const handler = jobHandler(row.kind);
  try {
    if (!handler) throw new PermanentJobError(`Unknown job kind: ${row.kind}`);
    // json mode has already parsed input (SQL NULL reads as null, as the old text "null" did).
    const job: JobRow = { ...row, attempts: claimed.attempts };
    const result = await handler(env, job);
    // json mode stores JSON.stringify(result); no result is SQL NULL, which getJobForUser shows as `result: null`.
    await d
      .update(jobs)
      .set({ status: "done", result: result ?? null, error: null, updatedAt: now })
      .where(eq(jobs.id, row.id))
      .run();
    await jobEnded(env, row, { ok: true });
    msg.ack();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const permanent = err instanceof PermanentJobError;
    const last = permanent || msg.attempts >= MAX_JOB_ATTEMPTS;
    console.error(
      JSON.stringify({ level: "warn", msg: "job failed", jobId: row.id, kind: row.kind, attempt: msg.attempts, last, error: message }),
    );
    await d
      .update(jobs)
      .set({ status: last ? "failed" : "queued", error: message, updatedAt: now })
      .where(eq(jobs.id, row.id))
      .run();
    if (last) await jobEnded(env, row, { ok: false, error: message });
    if (permanent) msg.ack();
    // Retrying after the last delivery hands the message to the dead-letter queue.
    else
      msg.retry({
        delaySeconds: err instanceof RetryLaterError ? Math.min(MAX_RETRY_DELAY_SECONDS, err.delaySeconds) : backoffSeconds(msg.attempts),
      });
  }
}
