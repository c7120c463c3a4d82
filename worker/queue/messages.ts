/** A job: only its id is on the queue; the jobs row holds the input and is the idempotency key. */
export interface JobMessage {
  jobId: string;
}

/** Wakes a webhook subscription's sender (issue 24): the deliveries themselves are rows in D1. */
export interface WebhookMessage {
  webhookId: string;
}

export type QueueMessage = JobMessage | WebhookMessage;
