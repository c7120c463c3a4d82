/** The only thing on the queue is a job id: the jobs row holds the input and is the idempotency key. */
export interface JobMessage {
  jobId: string;
}
