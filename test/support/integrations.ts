import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import worker from "../../worker/index";
import type { JobMessage } from "../../worker/queue/messages";
import { eventually } from "../board/support";
import { api, type Caller, env, json, ORIGIN } from "./api";

// Helpers of the integration tests: calls with a modified environment, jobs delivered by hand to the
// Worker's queue handler (for redelivery), and a plan to export.

export const PLAN = {
  name: "Harbour Festival",
  description: "A one-day music festival at the harbour.\n\nFamilies first.",
  milestones: [
    { name: "Bookings done", description: "Stage and artists booked", dueDate: "2027-05-03" },
    { name: "Festival day", description: "", dueDate: "2027-06-12" },
  ],
  tasks: [
    { name: "Book the harbour stage", description: "Call the port authority", dueDate: "2027-04-20", priority: "high", milestoneIndex: 0 },
    { name: "Sign three local bands", description: "", dueDate: "2027-05-03", priority: "medium", milestoneIndex: 0 },
    { name: "Print the programme", description: "", dueDate: "2027-06-01", priority: "low", milestoneIndex: 1 },
    { name: "Thank the volunteers", description: "", dueDate: null, priority: "medium", milestoneIndex: null },
  ],
  timeline: { startDate: "2027-04-05", endDate: "2027-06-12" },
};

/** The Worker's fetch with some configuration changed (env overrides), like another deployment. */
export async function callWith(
  overrides: Partial<Env>,
  method: string,
  path: string,
  opts: { as?: Caller; body?: unknown; cookies?: string[] } = {},
) {
  const headers: Record<string, string> = { origin: ORIGIN };
  const cookies = [...(opts.as ? [opts.as.cookie] : []), ...(opts.cookies ?? [])];
  if (cookies.length > 0) headers.cookie = cookies.join("; ");
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      redirect: "manual",
    }),
    { ...env, ...overrides } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

let jobSeq = 0;
/** An export job as the API records it, but not sent to the queue: only the deliveries a test makes run it. */
export async function recordExportJob(user: Caller, provider: string, target: unknown, plan: unknown = PLAN): Promise<string> {
  const id = `export${++jobSeq}${Date.now().toString(36)}`;
  await env.DB.prepare("INSERT INTO jobs (id, user_id, kind, input) VALUES (?, ?, 'integration-export', ?)")
    .bind(id, user.userId, JSON.stringify({ provider, plan, target }))
    .run();
  return id;
}

/** Delivers the job to the Worker's own queue handler, as the Queues runtime does on (re)delivery. */
export async function deliver(jobId: string, attempts = 1, overrides: Partial<Env> = {}) {
  const batch = createMessageBatch<JobMessage>("kickoff-jobs", [
    { id: `msg-${jobId}-${attempts}`, timestamp: new Date(), attempts, body: { jobId } },
  ]);
  // The test helper's result does not say how long a retry waits: record what the consumer asked for.
  const retryDelays: Array<number | undefined> = [];
  for (const msg of batch.messages) {
    const retry = msg.retry.bind(msg);
    msg.retry = (options?: QueueRetryOptions) => {
      retryDelays.push(options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...overrides } as Env);
  return { ...(await getQueueResult(batch, ctx)), retryDelays };
}

export async function jobRow(id: string) {
  return env.DB.prepare("SELECT status, attempts, error, result FROM jobs WHERE id = ?")
    .bind(id)
    .first<{ status: string; attempts: number; error: string | null; result: string | null }>();
}

/** Simulates a delivery that died mid-run: the job goes back to queued with what it had done so far. */
export async function requeue(id: string) {
  await env.DB.prepare("UPDATE jobs SET status = 'queued' WHERE id = ?").bind(id).run();
}

export async function waitForJob(user: Caller, jobId: string) {
  return eventually(
    async () => {
      const job = await json(await api("GET", `/api/jobs/${jobId}`, { as: user }));
      return job.status === "done" || job.status === "failed" ? job : null;
    },
    "the export job to finish",
    15_000,
  );
}

/** Starts a job with a POST (202 expected) and waits for it to end; it must end done. */
export async function runJob(user: Caller, path: string, body?: unknown) {
  const res = await api("POST", path, { as: user, body });
  const payload = await json(res);
  expect(res.status, JSON.stringify(payload)).toBe(202);
  const job = await waitForJob(user, payload.jobId);
  expect(job.status, job.error).toBe("done");
  return job;
}

/** Every credential-like string a response must never contain. */
export function expectNoSecrets(text: string, secrets: string[]) {
  for (const s of secrets) if (text.includes(s)) throw new Error(`response leaked a credential: …${s.slice(-4)}`);
  if (/v1\.[A-Za-z0-9+/=]{8,}\.[A-Za-z0-9+/=]{8,}/.test(text)) throw new Error("response leaked a stored ciphertext");
}
