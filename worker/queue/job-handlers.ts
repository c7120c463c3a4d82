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

export type JobHandler = (env: Env, job: JobRow) => Promise<unknown>;

const handlers = new Map<string, JobHandler>();

/** Each feature registers the kinds of job it runs; the consumer stays generic. */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

export function jobHandler(kind: string): JobHandler | undefined {
  return handlers.get(kind);
}
