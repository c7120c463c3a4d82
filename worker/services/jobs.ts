import { randomId } from "../auth/tokens";
import { notFound } from "../http/errors";

export type JobStatus = "queued" | "running" | "done" | "failed";

export interface JobView {
  id: string;
  kind: string;
  status: JobStatus;
  result?: unknown;
  error?: string;
}

/** Records the job, then enqueues its id. The API answers 202 {jobId} and the client follows GET /api/jobs/:id. */
export async function enqueueJob(
  env: Env,
  job: { userId: number; kind: string; input: unknown; projectId?: number | null },
): Promise<string> {
  const id = randomId(12);
  await env.DB.prepare("INSERT INTO jobs (id, user_id, project_id, kind, input) VALUES (?, ?, ?, ?, ?)")
    .bind(id, job.userId, job.projectId ?? null, job.kind, JSON.stringify(job.input ?? null))
    .run();
  await env.JOBS.send({ jobId: id });
  return id;
}

/** Only the user who started a job can read it; anyone else gets the same 404 as for a missing job. */
export async function getJobForUser(env: Env, id: string, userId: number): Promise<JobView> {
  const row = await env.DB.prepare("SELECT id, kind, status, result, error FROM jobs WHERE id = ? AND user_id = ?")
    .bind(id, userId)
    .first<{ id: string; kind: string; status: JobStatus; result: string | null; error: string | null }>();
  if (!row) throw notFound("Job not found");
  const view: JobView = { id: row.id, kind: row.kind, status: row.status };
  if (row.result !== null) view.result = JSON.parse(row.result);
  if (row.error !== null) view.error = row.error;
  return view;
}
