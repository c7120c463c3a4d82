import { type JobEvent, jobEventSchema } from "../../../core/schemas/notification";
import { ApiError, api, readJson } from "../../lib/api";
import { listenToNotifications, type NotificationListener } from "../../lib/notification-socket";

// Following a job the way the board follows its changes: the queue consumer pushes the job's
// progress and end over the person's own socket (worker/notifications/job-push.ts), and the screen
// reads GET /api/jobs/:id once when it starts and once whenever that socket (re)opens, so an event
// sent while it was away is never lost. One more read after a long silence covers a push the socket
// never delivered, and a job whose consumer died: that read is what takes it back (decision 009).

/** The job ended in failure; `message` is the server's reason (may be empty). */
export class JobFailedError extends Error {}

/** We stopped waiting: the job may still finish, but the screen gives the user back control. */
export class JobTimeoutError extends JobFailedError {}
export const JOB_TIMEOUT_MESSAGE = "This is taking much longer than it should, so we stopped waiting. Please try again.";

/**
 * How long a screen follows a job: longer than the server's claim on a job (150 s, after which a job
 * whose consumer died is taken back, see worker/services/jobs.ts) plus one more run.
 */
export const JOB_WAIT_MS = 5 * 60_000;
/** An export waits out each provider's rate limit (Retry-After) between items, so it gets longer. */
export const EXPORT_WAIT_MS = 30 * 60_000;
/** With nothing heard for this long, read the job once (a lost push, a consumer that died). */
export const JOB_QUIET_READ_MS = 20_000;
/** Consecutive network or 5xx failures of those reads tolerated (a flaky connection, a deploy). */
const MAX_READ_FAILURES = 5;

/** Where pushed job events come from: the person's notifications socket (tests give their own). */
export interface JobEvents {
  listen(listener: NotificationListener): () => void;
}
const personSocket: JobEvents = { listen: listenToNotifications };

export interface WaitForJobOptions {
  /** Called with a running job's partial result each time one arrives. */
  onProgress?: (progress: unknown) => void;
  /** Stop waiting after this long (JobTimeoutError). */
  waitMs?: number;
  events?: JobEvents;
}

/**
 * Follows job `jobId` until it is done (resolves with its result) or failed (rejects with
 * JobFailedError), for at most `waitMs` (then rejects with JobTimeoutError and its message). Abort the
 * signal to stop following, e.g. when the component unmounts.
 */
export function waitForJob(jobId: string, signal: AbortSignal, options: WaitForJobOptions = {}): Promise<unknown> {
  const { onProgress, waitMs = JOB_WAIT_MS, events = personSocket } = options;
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    let settled = false;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: { result: unknown } | { error: unknown }) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearTimeout(quiet);
      stopListening();
      signal.removeEventListener("abort", aborted);
      if ("error" in outcome) reject(outcome.error);
      else resolve(outcome.result);
    };
    const heard = () => {
      clearTimeout(quiet);
      if (!settled) quiet = setTimeout(reader.read, JOB_QUIET_READ_MS);
    };
    // A read may answer after a newer push (older progress shown for a moment): the end is what counts.
    const seen = (job: JobEvent) => {
      if (settled || job.id !== jobId) return;
      heard();
      if (job.status === "done") {
        // Pushed without its result (too big for one frame): read it.
        if ("result" in job) finish({ result: job.result });
        else reader.read();
      } else if (job.status === "failed") finish({ error: new JobFailedError(job.error ?? "") });
      else if (job.status === "running" && job.progress != null) onProgress?.(job.progress);
    };
    const reader = jobReader(jobId, signal, { seen, failed: (error) => finish({ error }), done: () => settled, heard });
    const deadline = setTimeout(() => finish({ error: new JobTimeoutError(JOB_TIMEOUT_MESSAGE) }), waitMs);
    const aborted = () => finish({ error: signal.reason });
    signal.addEventListener("abort", aborted, { once: true });
    const stopListening = events.listen({
      open: reader.read,
      message: (message) => {
        if (message.type !== "job") return;
        const parsed = jobEventSchema.safeParse(message.job);
        if (parsed.success) seen(parsed.data);
      },
    });
    // What happened before we listened.
    reader.read();
  });
}

/** Reads GET /api/jobs/:id, one read at a time (a read asked for meanwhile runs after it). */
function jobReader(
  jobId: string,
  signal: AbortSignal,
  to: { seen(job: JobEvent): void; failed(error: unknown): void; done(): boolean; heard(): void },
) {
  let reading = false;
  let again = false;
  let failures = 0;
  const read = (): void => {
    if (to.done()) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    readJson(api.jobs[":id"].$get({ param: { id: jobId } }, { init: { signal, cache: "no-store" } }))
      .then((job) => {
        failures = 0;
        to.seen(job);
      })
      .catch((err: unknown) => {
        if (signal.aborted) return;
        const transient = err instanceof ApiError && (err.status === 0 || err.status >= 500 || err.status === 429);
        if (!transient || ++failures >= MAX_READ_FAILURES) to.failed(err);
        // A passing failure: the socket's next event, its next open or the quiet read tries again.
        else to.heard();
      })
      .finally(() => {
        reading = false;
        if (again) {
          again = false;
          read();
        }
      });
  };
  return { read };
}
