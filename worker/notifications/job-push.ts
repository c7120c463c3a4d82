import type { JobEvent, NotificationServerMessage } from "../../core/schemas/notification";
import { hub } from "../services/notifications";

// A job's progress and end, pushed to the person who started it over their own socket
// (/api/notifications/live), the way a board's changes reach the board: the screen waiting for the
// job hears it at once instead of polling (app/components/ai/wait-for-job.ts). Only that person's hub
// hears it, as only they may read the job. Best effort: the screen reads GET /api/jobs/:id whenever its
// socket (re)opens, so a push lost here is read there.

/** Larger frames are pushed without their result or progress; the screen reads those with one GET. */
export const MAX_PUSHED_JOB_CHARS = 256 * 1024;

/** The frame for a job event: whole, or without its payload when too big to push. */
export function jobMessage(job: JobEvent): string {
  const whole = JSON.stringify({ type: "job", job } satisfies NotificationServerMessage);
  if (whole.length <= MAX_PUSHED_JOB_CHARS) return whole;
  const { result: _r, progress: _p, ...bare } = job;
  return JSON.stringify({ type: "job", job: bare } satisfies NotificationServerMessage);
}

/** Tells `userId`'s open tabs about their job; never fails the job. */
export async function pushJob(env: Env, userId: number, job: JobEvent): Promise<void> {
  try {
    await hub(env, userId).job(jobMessage(job));
  } catch (err) {
    console.error(JSON.stringify({ level: "warn", where: "pushJob", jobId: job.id, error: String(err) }));
  }
}
