import { ApiError, api, readJson } from "../../lib/api";

/** The job ended in failure; `message` is the server's reason (may be empty). */
export class JobFailedError extends Error {}

/** We stopped waiting: the job may still finish, but the screen gives the user back control. */
export class JobTimeoutError extends JobFailedError {}
export const JOB_TIMEOUT_MESSAGE = "This is taking much longer than it should, so we stopped waiting. Please try again.";

export const JOB_POLL_MS = 700;
/**
 * How long a screen follows a job: longer than the server's claim on a job (150 s, after which a job
 * whose consumer died is taken back, see worker/services/jobs.ts) plus one more run.
 */
export const JOB_WAIT_MS = 5 * 60_000;
/** An export waits out each provider's rate limit (Retry-After) between items, so it gets longer. */
export const EXPORT_WAIT_MS = 30 * 60_000;
/** Consecutive network or 5xx failures tolerated while polling (a flaky connection, a deploy). */
const MAX_POLL_FAILURES = 5;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Follows GET /api/jobs/:id until the job is done (resolves with its result) or failed (rejects with
 * JobFailedError), for at most `waitMs` (then rejects with JobTimeoutError and its message). Abort the
 * signal to stop following, e.g. when the component unmounts.
 */
export async function waitForJob(
  jobId: string,
  signal: AbortSignal,
  intervalMs = JOB_POLL_MS,
  /** Called with a running job's partial result each time the server reports one. */
  onProgress?: (progress: unknown) => void,
  waitMs = JOB_WAIT_MS,
): Promise<unknown> {
  const deadline = Date.now() + waitMs;
  let failures = 0;
  for (;;) {
    if (Date.now() >= deadline) throw new JobTimeoutError(JOB_TIMEOUT_MESSAGE);
    await sleep(Math.min(intervalMs, Math.max(0, deadline - Date.now())), signal);
    let job: Awaited<ReturnType<typeof readJob>>;
    try {
      job = await readJob(jobId, signal);
      failures = 0;
    } catch (err) {
      if (signal.aborted) throw signal.reason;
      const transient = err instanceof ApiError && (err.status === 0 || err.status >= 500 || err.status === 429);
      if (!transient || ++failures >= MAX_POLL_FAILURES) throw err;
      continue;
    }
    if (job.status === "done") return job.result;
    if (job.status === "running" && "progress" in job && job.progress != null) onProgress?.(job.progress);
    if (job.status === "failed") throw new JobFailedError(job.error ?? "");
  }
}

function readJob(jobId: string, signal: AbortSignal) {
  return readJson(api.jobs[":id"].$get({ param: { id: jobId } }, { init: { signal, cache: "no-store" } }));
}
