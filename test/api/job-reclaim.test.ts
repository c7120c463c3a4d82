import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { handleJobBatch } from "../../worker/queue/consumer";
import type { JobMessage } from "../../worker/queue/messages";
import { JOB_ABANDONED, JOB_LEASE_SECONDS, MAX_JOB_ATTEMPTS } from "../../worker/services/jobs";
import { eventually, uniqueEmail } from "../board/support";
import { api, type Caller, env, json, signIn } from "../support/api";

// Issue 8 §5: a job whose consumer died after claiming it must not stay `running` for ever. The next
// delivery takes it back once the claim has expired, and so does the starter's next poll when no
// delivery is left.

const IDEA = "Launch a bakery website with online ordering by June. Menu page, checkout, delivery zones, and a blog.";

let seq = 0;
/** A job claimed `secondsAgo` seconds ago by a consumer that never finished it. */
async function claimedJob(user: Caller, secondsAgo: number, attempts = 1): Promise<string> {
  const id = `reclaim${++seq}${Date.now().toString(36)}`;
  await env.DB.prepare(
    `INSERT INTO jobs (id, user_id, kind, input, status, attempts, updated_at)
     VALUES (?, ?, 'generate-plan', ?, 'running', ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?))`,
  )
    .bind(id, user.userId, JSON.stringify({ idea: IDEA, today: "2031-01-06" }), attempts, `-${secondsAgo} seconds`)
    .run();
  return id;
}

async function deliver(jobId: string, attempts: number) {
  const batch = createMessageBatch<JobMessage>("kickoff-jobs", [
    { id: `msg-${jobId}-${attempts}`, timestamp: new Date(), attempts, body: { jobId } },
  ]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

const jobRow = (id: string) =>
  env.DB.prepare("SELECT status, attempts, error FROM jobs WHERE id = ?")
    .bind(id)
    .first<{ status: string; attempts: number; error: string | null }>();

describe("a job whose consumer died after claiming it", () => {
  it("is taken back by the next delivery once the claim has expired, and finishes", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const id = await claimedJob(ada, JOB_LEASE_SECONDS + 30);
    const result = await deliver(id, 2);
    expect(result.explicitAcks).toEqual([`msg-${id}-2`]);
    expect(result.retryMessages).toEqual([]);
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 2 });
    const job = await json(await api("GET", `/api/jobs/${id}`, { as: ada }));
    expect(job).toMatchObject({ status: "done", result: { provider: "Built-in planner" } });
  });

  it("is left to a live claim: the delivery comes back when that claim would expire, without running the job", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const id = await claimedJob(ada, 10);
    // getQueueResult does not report retry delays: this one message records what the consumer asks for.
    const calls: Array<{ ack: true } | { retry: QueueRetryOptions | undefined }> = [];
    const message = {
      id: `msg-${id}-2`,
      timestamp: new Date(),
      attempts: 2,
      body: { jobId: id },
      ack: () => calls.push({ ack: true }),
      retry: (options?: QueueRetryOptions) => calls.push({ retry: options }),
    } as unknown as Message<JobMessage>;
    await handleJobBatch({ queue: "kickoff-jobs", messages: [message] } as unknown as MessageBatch<JobMessage>, env);
    expect(calls).toHaveLength(1);
    const delay = "retry" in calls[0] ? (calls[0].retry?.delaySeconds ?? 0) : -1;
    expect(delay).toBeGreaterThanOrEqual(JOB_LEASE_SECONDS - 10 - 2);
    expect(delay).toBeLessThanOrEqual(JOB_LEASE_SECONDS + 1);
    expect(await jobRow(id)).toMatchObject({ status: "running", attempts: 1 });
    // Its starter, polling meanwhile, sees it running: nothing is reclaimed under a live claim.
    expect((await json(await api("GET", `/api/jobs/${id}`, { as: ada }))).status).toBe("running");
  });

  it("with no delivery left, goes back on the queue when its starter polls, and the queue finishes it", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const id = await claimedJob(ada, JOB_LEASE_SECONDS + 30);
    const polled = await json(await api("GET", `/api/jobs/${id}`, { as: ada }));
    expect(polled.status).toBe("queued");
    // Re-sent to the real queue: the consumer runs it (max_batch_timeout is 1 s).
    const done = await eventually(
      async () => {
        const job = await json(await api("GET", `/api/jobs/${id}`, { as: ada }));
        return job.status === "done" ? job : null;
      },
      "the reclaimed job to finish",
      15_000,
    );
    expect(done.result.provider).toBe("Built-in planner");
    expect((await jobRow(id))?.attempts).toBe(2);
  });

  it("fails with a clear message once it has had all its attempts", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const id = await claimedJob(ada, JOB_LEASE_SECONDS + 30, MAX_JOB_ATTEMPTS);
    const job = await json(await api("GET", `/api/jobs/${id}`, { as: ada }));
    expect(job).toMatchObject({ status: "failed", error: JOB_ABANDONED });
    expect(await jobRow(id)).toMatchObject({ status: "failed", attempts: MAX_JOB_ATTEMPTS });
  });

  it("is reclaimed once when two polls race", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const id = await claimedJob(ada, JOB_LEASE_SECONDS + 30, MAX_JOB_ATTEMPTS);
    const [a, b] = await Promise.all([api("GET", `/api/jobs/${id}`, { as: ada }), api("GET", `/api/jobs/${id}`, { as: ada })]);
    expect([(await json(a)).status, (await json(b)).status]).toEqual(["failed", "failed"]);
    // Another user still gets a 404, stale or not.
    const bob = await signIn(uniqueEmail("bob"));
    const other = await claimedJob(ada, JOB_LEASE_SECONDS + 30);
    expect((await api("GET", `/api/jobs/${other}`, { as: bob })).status).toBe(404);
    expect((await jobRow(other))?.status).toBe("running");
  });
});
