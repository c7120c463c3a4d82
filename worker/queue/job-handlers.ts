/** A job failure that retrying cannot fix (bad input, a model that keeps answering nonsense). */
export class PermanentJobError extends Error {}

/** A failure that may pass after a known wait (a provider's 429 Retry-After): the queue redelivers after it. */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly delaySeconds: number,
  ) {
    super(message);
  }
}

export interface JobRow {
  id: string;
  userId: number;
  projectId: number | null;
  kind: string;
  input: unknown;
  attempts: number;
}

/** What runs one kind of job; worker/queue/job-table.ts lists them all. */
export type JobHandler = (env: Env, job: JobRow) => Promise<unknown>;
