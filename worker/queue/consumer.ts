import { and, eq, lt, or, sql } from "drizzle-orm";
import { db } from "../db/client";
import { jobs } from "../db/schema";
import { pushJob } from "../notifications/job-push";
import { JOB_LEASE_SECONDS, leaseExpiredBefore, MAX_JOB_ATTEMPTS, sqlNow as now } from "../services/jobs";
import { jobEnded } from "../services/notify-sources";
import { handleWebhookMessage } from "../webhooks/deliver";
import { type JobRow, PermanentJobError, RetryLaterError } from "./job-handlers";
import { jobHandler } from "./job-table";
import type { JobMessage, QueueMessage } from "./messages";

export { MAX_JOB_ATTEMPTS };

/** Queues accept retry delays up to 12 hours; a provider asking for longer is capped to it. */
const MAX_RETRY_DELAY_SECONDS = 43_200;

const backoffSeconds = (attempt: number) => Math.min(60, 2 ** attempt);

/** When a claim taken at `updatedAt` runs out (at least 5 s from now): the moment a redelivery can take the job. */
function secondsUntilLeaseExpires(updatedAt: string): number {
  const left = Math.ceil((Date.parse(updatedAt) + JOB_LEASE_SECONDS * 1000 - Date.now()) / 1000) + 1;
  return Math.min(JOB_LEASE_SECONDS + 1, Math.max(5, Number.isFinite(left) ? left : JOB_LEASE_SECONDS));
}

export async function handleJobBatch(batch: MessageBatch<QueueMessage>, env: Env): Promise<void> {
  // One message at a time: a batch holds a few jobs and each may call a model; order doesn't matter.
  // A webhook message only wakes a subscription's sender, which keeps its own order (webhooks/deliver.ts).
  for (const msg of batch.messages) {
    if (msg.body && "webhookId" in msg.body) await handleWebhookMessage(msg as Message<{ webhookId: string }>, env);
    else await handleJobMessage(msg as Message<JobMessage>, env);
  }
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
          updatedAt: jobs.updatedAt,
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
  // Claim the job for this delivery: a queued one, or a running one whose claim has expired (its consumer
  // died after claiming it). A concurrent delivery sees a live claim and comes back when it would expire.
  const claimed = await d
    .update(jobs)
    .set({ status: "running", attempts: sql`${jobs.attempts} + 1`, updatedAt: now })
    .where(and(eq(jobs.id, row.id), or(eq(jobs.status, "queued"), and(eq(jobs.status, "running"), lt(jobs.updatedAt, leaseExpiredBefore)))))
    .returning({ attempts: jobs.attempts })
    .get();
  if (!claimed) {
    msg.retry({ delaySeconds: secondsUntilLeaseExpires(row.updatedAt) });
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
    // The screen waiting for it hears at once (the same view as GET /api/jobs/:id).
    await pushJob(env, row.userId, { id: row.id, kind: row.kind, status: "done", result: result ?? null });
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
    if (last) {
      await pushJob(env, row.userId, { id: row.id, kind: row.kind, status: "failed", error: message });
      await jobEnded(env, row, { ok: false, error: message });
    }
    if (permanent) msg.ack();
    // Retrying after the last delivery hands the message to the dead-letter queue.
    else
      msg.retry({
        delaySeconds: err instanceof RetryLaterError ? Math.min(MAX_RETRY_DELAY_SECONDS, err.delaySeconds) : backoffSeconds(msg.attempts),
      });
  }
}
