import { type JobRow, jobHandler, PermanentJobError } from "./job-handlers";
import type { JobMessage } from "./messages";

/** Deliveries per message: 1 + max_retries of wrangler.toml; after the last one the queue moves it to the DLQ. */
export const MAX_JOB_ATTEMPTS = 4;

const backoffSeconds = (attempt: number) => Math.min(60, 2 ** attempt);

export async function handleJobBatch(batch: MessageBatch<JobMessage>, env: Env): Promise<void> {
  // One message at a time: a batch holds a few jobs and each may call a model; order doesn't matter.
  for (const msg of batch.messages) await handleJobMessage(msg, env);
}

async function handleJobMessage(msg: Message<JobMessage>, env: Env): Promise<void> {
  const jobId = msg.body?.jobId;
  const row = jobId
    ? await env.DB.prepare("SELECT id, user_id AS userId, project_id AS projectId, kind, input, status, attempts FROM jobs WHERE id = ?")
        .bind(jobId)
        .first<Omit<JobRow, "input"> & { input: string | null; status: string }>()
    : null;
  // Unknown job, or one already finished by an earlier delivery: the job id is the idempotency key.
  if (!row || row.status === "done" || row.status === "failed") {
    msg.ack();
    return;
  }
  // Claim the job for this delivery; a concurrent duplicate delivery sees running and backs off.
  const claimed = await env.DB.prepare(
    `UPDATE jobs SET status = 'running', attempts = attempts + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
     WHERE id = ? AND status = 'queued' RETURNING attempts`,
  )
    .bind(row.id)
    .first<{ attempts: number }>();
  if (!claimed) {
    msg.retry({ delaySeconds: 5 });
    return;
  }
  const handler = jobHandler(row.kind);
  try {
    if (!handler) throw new PermanentJobError(`Unknown job kind: ${row.kind}`);
    const job: JobRow = { ...row, attempts: claimed.attempts, input: row.input === null ? null : JSON.parse(row.input) };
    const result = await handler(env, job);
    await env.DB.prepare(
      "UPDATE jobs SET status = 'done', result = ?, error = NULL, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?",
    )
      .bind(JSON.stringify(result ?? null), row.id)
      .run();
    msg.ack();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const permanent = err instanceof PermanentJobError;
    const last = permanent || msg.attempts >= MAX_JOB_ATTEMPTS;
    console.error(
      JSON.stringify({ level: "warn", msg: "job failed", jobId: row.id, kind: row.kind, attempt: msg.attempts, last, error: message }),
    );
    await env.DB.prepare("UPDATE jobs SET status = ?, error = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?")
      .bind(last ? "failed" : "queued", message, row.id)
      .run();
    if (permanent) msg.ack();
    // Retrying after the last delivery hands the message to the dead-letter queue.
    else msg.retry({ delaySeconds: backoffSeconds(msg.attempts) });
  }
}
