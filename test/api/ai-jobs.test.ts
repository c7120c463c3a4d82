import { createExecutionContext, createMessageBatch, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { generatedPlanSchema, IDEA_REQUIRED } from "../../core/schemas/plan";
import { AI_NOT_AVAILABLE } from "../../worker/ai/errors";
import worker from "../../worker/index";
import type { JobMessage } from "../../worker/queue/messages";
import { AI_PER_USER } from "../../worker/services/rate-limit";
import { newProject, newTask, team, uniqueEmail } from "../board/support";
import { api, type Caller, env, json, ORIGIN, signIn } from "../support/api";

// AI jobs on the queue (brief "AI planning" §2): the API records a job and answers 202 {jobId};
// the consumer runs it, retries what may pass, fails what cannot, and never does a job twice.

const IDEA = "Launch a bakery website with online ordering by June. Menu page, checkout, delivery zones, and a blog.";

let jobSeq = 0;
/** A job row as the API records it, but not sent to the queue, so only the deliveries a test makes run it. */
async function recordJob(user: Caller, kind: string, input: unknown, projectId: number | null = null): Promise<string> {
  const id = `testjob${++jobSeq}${Date.now().toString(36)}`;
  await env.DB.prepare("INSERT INTO jobs (id, user_id, project_id, kind, input) VALUES (?, ?, ?, ?, ?)")
    .bind(id, user.userId, projectId, kind, JSON.stringify(input))
    .run();
  return id;
}

/** Delivers messages to the Worker's own queue handler, like the Queues runtime does. */
async function deliver(jobIds: string[], attempts = 1, workerEnv: Env = env) {
  const batch = createMessageBatch<JobMessage>(
    "kickoff-jobs",
    jobIds.map((jobId, i) => ({ id: `msg-${jobId}-${attempts}-${i}`, timestamp: new Date(), attempts, body: { jobId } })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, workerEnv);
  return getQueueResult(batch, ctx);
}

async function jobRow(id: string) {
  return env.DB.prepare("SELECT status, attempts, error, result FROM jobs WHERE id = ?")
    .bind(id)
    .first<{ status: string; attempts: number; error: string | null; result: string | null }>();
}

/** The OpenAI-compatible provider pointed at a port nothing listens on: a network failure. */
const unreachableAi = (): Env => ({ ...env, AI_PROVIDER: "openai", OPENAI_BASE_URL: "http://127.0.0.1:9/v1", OPENAI_API_KEY: "test-key" });

describe("POST /api/ai/generate-plan", () => {
  it("answers the built-in planner's plan inline (200 {plan, provider}) and records no job", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const res = await api("POST", "/api/ai/generate-plan", { as: ada, body: { idea: IDEA } });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.provider).toBe("Built-in planner");
    expect(generatedPlanSchema.safeParse(body.plan).success).toBe(true);
    expect(body.plan.tasks.map((t: { name: string }) => t.name)).toEqual(
      // Issue 20: listed features keep the author's words ("Build checkout" before).
      expect.arrayContaining(["Build online ordering", "Checkout", "Delivery zones"]),
    );
    const menu = body.plan.tasks.find((t: { name: string }) => /menu page/i.test(t.name));
    expect(menu.sourceText).toBe("Menu page, checkout, delivery zones, and a blog.");
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM jobs WHERE user_id = ?").bind(ada.userId).first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("with a model provider, records a job and answers 202 {jobId} for the client to follow", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const request = new Request(`${ORIGIN}/api/ai/generate-plan`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie: ada.cookie, "content-type": "application/json" },
      body: JSON.stringify({ idea: IDEA }),
    });
    const ctx = createExecutionContext();
    const res = await worker.fetch(request, unreachableAi(), ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(202);
    const { jobId } = await json<{ jobId: string }>(res);
    const row = await env.DB.prepare("SELECT user_id AS userId, kind, input FROM jobs WHERE id = ?")
      .bind(jobId)
      .first<{ userId: number; kind: string; input: string }>();
    expect(row).toMatchObject({ userId: ada.userId, kind: "generate-plan" });
    expect(JSON.parse(row!.input)).toEqual({ idea: IDEA, today: new Date().toISOString().slice(0, 10) });
  });

  it.each(["hello", "asdkjh qwpoe zxmcn", "hi there, how are you"])(
    "refuses the vague idea %j with 422 and a message that asks for what is missing",
    async (idea) => {
      const ada = await signIn(uniqueEmail("ada"));
      const res = await api("POST", "/api/ai/generate-plan", { as: ada, body: { idea } });
      expect(res.status).toBe(422);
      expect((await json(res)).message).toMatch(/^We couldn't find a project in that text\. Tell us what you want to make or achieve/);
    },
  );

  it("runs a feedback round on the edited plan: only the asked-for changes, user edits kept", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const first = await json(await api("POST", "/api/ai/generate-plan", { as: ada, body: { idea: IDEA } }));
    // The user renamed a task on the review step before asking for the change.
    const edited = {
      ...first.plan,
      tasks: first.plan.tasks.map((t: { name: string }, i: number) => (i === 0 ? { ...t, name: "My own first step" } : t)),
    };
    const res = await api("POST", "/api/ai/generate-plan", {
      as: ada,
      body: { idea: IDEA, feedback: { text: "add a QA phase", plan: edited } },
    });
    expect(res.status).toBe(200);
    const { plan } = await json(res);
    expect(plan.tasks[0].name).toBe("My own first step");
    expect(plan.milestones.map((m: { name: string }) => m.name)).toContain("QA");
    expect(plan.tasks.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(["Run QA testing"]));
    expect(plan.tasks).toHaveLength(edited.tasks.length + 3);

    const unknown = await api("POST", "/api/ai/generate-plan", {
      as: ada,
      body: { idea: IDEA, feedback: { text: "make it sparkle", plan: edited } },
    });
    expect(unknown.status).toBe(422);
    expect((await json(unknown)).message).toMatch(/could not act on “make it sparkle”.*understands: “fewer tasks”, “add a QA phase”/);
    const blank = await api("POST", "/api/ai/generate-plan", { as: ada, body: { idea: IDEA, feedback: { text: "  ", plan: edited } } });
    expect(blank.status).toBe(400);
  });

  it.each([
    ["a blank idea", { idea: "   \n\t " }, IDEA_REQUIRED],
    ["an empty idea", { idea: "" }, IDEA_REQUIRED],
    ["no idea at all", {}, IDEA_REQUIRED],
    ["an idea that is not text", { idea: 42 }, IDEA_REQUIRED],
    ["an idea over 20,000 characters", { idea: "x".repeat(20_001) }, "Project idea is too long (max 20,000 characters)."],
  ])("refuses %s with 400 and records nothing", async (_label, body, message) => {
    const ada = await signIn(uniqueEmail("ada"));
    const res = await api("POST", "/api/ai/generate-plan", { as: ada, body });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(message);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM jobs WHERE user_id = ?").bind(ada.userId).first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("accepts exactly 20,000 characters", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const idea = "- Build the checkout page\n".repeat(800).slice(0, 20_000);
    expect(idea).toHaveLength(20_000);
    const res = await api("POST", "/api/ai/generate-plan", { as: ada, body: { idea } });
    expect(res.status).toBe(200);
  });

  it("needs a session and our origin", async () => {
    expect((await api("POST", "/api/ai/generate-plan", { body: { idea: IDEA } })).status).toBe(401);
    const ada = await signIn(uniqueEmail("ada"));
    const res = await api("POST", "/api/ai/generate-plan", { as: ada, body: { idea: IDEA }, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });

  /** Fills the person's current AI window up to `count`, as earlier requests would have. */
  async function fillAiWindow(who: Caller, count: number): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    const window = Math.floor(now / AI_PER_USER.windowSeconds);
    await env.DB.prepare("INSERT INTO rate_limits (key, count, expires_at) VALUES (?, ?, ?)")
      .bind(`${AI_PER_USER.scope}:${who.userId}:${window}`, count, (window + 1) * AI_PER_USER.windowSeconds)
      .run();
  }

  /** POST /api/ai/generate-plan with a model provider configured (one nothing answers: the job just waits). */
  async function withModel(who: Caller, idea: string): Promise<Response> {
    const request = new Request(`${ORIGIN}/api/ai/generate-plan`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie: who.cookie, "content-type": "application/json" },
      body: JSON.stringify({ idea }),
    });
    const ctx = createExecutionContext();
    const res = await worker.fetch(request, unreachableAi(), ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  it("is rate limited per user when a model plans: 429 with Retry-After once over the limit, other users unaffected", async () => {
    const [ada, bob] = await Promise.all([signIn(uniqueEmail("ada")), signIn(uniqueEmail("bob"))]);
    await fillAiWindow(ada, AI_PER_USER.limit - 1);
    expect((await withModel(ada, IDEA)).status).toBe(202);
    const limited = await withModel(ada, IDEA);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(AI_PER_USER.windowSeconds);
    expect((await json(limited)).message).toMatch(/too many requests/i);
    // A text the gate refuses never reaches the model, so it is answered 422 and not charged.
    expect((await withModel(ada, "hello there, how are you")).status).toBe(422);
    // The same bucket covers deep analysis.
    const project = await newProject(ada);
    expect((await api("GET", `/api/projects/${project.id}/deep-analysis`, { as: ada })).status).toBe(429);
    expect((await withModel(bob, IDEA)).status).toBe(202);
  });

  // Decision 078: the built-in planner costs what any API call costs; the limit's D1 write was most of its time.
  it("does not charge the built-in planner against the AI limit", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    await fillAiWindow(ada, AI_PER_USER.limit);
    expect((await api("POST", "/api/ai/generate-plan", { as: ada, body: { idea: IDEA } })).status).toBe(200);
    expect((await api("POST", "/api/ai/generate-plan", { as: ada, body: { idea: "hello there, how are you" } })).status).toBe(422);
    const count = await env.DB.prepare("SELECT SUM(count) AS n FROM rate_limits WHERE key LIKE ?")
      .bind(`${AI_PER_USER.scope}:${ada.userId}:%`)
      .first<{ n: number }>();
    expect(count?.n).toBe(AI_PER_USER.limit);
    // The window is still full for what a model would do.
    expect((await withModel(ada, IDEA)).status).toBe(429);
  });
});

describe("GET /api/jobs/:id", () => {
  it("is readable only by the user who started the job", async () => {
    const [ada, bob] = await Promise.all([signIn(uniqueEmail("ada")), signIn(uniqueEmail("bob"))]);
    const id = await recordJob(ada, "generate-plan", { idea: IDEA, today: "2031-01-06" });
    const own = await api("GET", `/api/jobs/${id}`, { as: ada });
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toBe("no-store");
    expect(await json(own)).toEqual({ id, kind: "generate-plan", status: "queued" });
    const other = await api("GET", `/api/jobs/${id}`, { as: bob });
    expect(other.status).toBe(404);
    expect((await json(other)).message).toBe("Job not found");
    expect((await api("GET", "/api/jobs/no-such-job", { as: ada })).status).toBe(404);
    expect((await api("GET", `/api/jobs/${id}`)).status).toBe(401);
  });
});

describe("the job consumer", () => {
  it("runs a generate-plan job, stores the plan with its provider and acks the message", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const id = await recordJob(ada, "generate-plan", { idea: IDEA, today: "2031-01-06" });
    const result = await deliver([id]);
    expect(result.explicitAcks).toEqual([`msg-${id}-1-0`]);
    expect(result.retryMessages).toEqual([]);
    const job = await json(await api("GET", `/api/jobs/${id}`, { as: ada }));
    expect(job.status).toBe("done");
    expect(job.result.provider).toBe("Built-in planner");
    const plan = generatedPlanSchema.parse(job.result.plan);
    // The job plans from the day recorded with it, not the day it happens to run.
    expect(plan.timeline.startDate >= "2031-01-06").toBe(true);
    expect(plan.timeline.startDate < "2031-02-01").toBe(true);
  });

  it("retries a provider outage, then fails the job on the last attempt (the message goes to the DLQ)", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const id = await recordJob(ada, "generate-plan", { idea: IDEA, today: "2031-01-06" });

    const first = await deliver([id], 1, unreachableAi());
    expect(first.explicitAcks).toEqual([]);
    expect(first.retryMessages.map((m) => m.msgId)).toEqual([`msg-${id}-1-0`]);
    let row = await jobRow(id);
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row?.error).toMatch(/Could not reach the AI provider/);
    // While retrying, the client still sees a job in progress.
    expect((await json(await api("GET", `/api/jobs/${id}`, { as: ada }))).status).toBe("queued");

    const last = await deliver([id], 4, unreachableAi());
    expect(last.retryMessages).toHaveLength(1);
    row = await jobRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: 2, result: null });
    const job = await json(await api("GET", `/api/jobs/${id}`, { as: ada }));
    expect(job).toMatchObject({ status: "failed", error: expect.stringMatching(/Could not reach the AI provider/) });
    expect(job.result).toBeUndefined();
  });

  it("a retried job that succeeds later is done, with no error left", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const id = await recordJob(ada, "generate-plan", { idea: IDEA, today: "2031-01-06" });
    await deliver([id], 1, unreachableAi());
    const second = await deliver([id], 2);
    expect(second.explicitAcks).toHaveLength(1);
    const job = await json(await api("GET", `/api/jobs/${id}`, { as: ada }));
    expect(job.status).toBe("done");
    expect(job.error).toBeUndefined();
  });

  it("fails at once, without retrying, what retrying cannot fix", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const misconfigured = await recordJob(ada, "generate-plan", { idea: IDEA, today: "2031-01-06" });
    const result = await deliver([misconfigured], 1, { ...env, AI_PROVIDER: "skynet" });
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);
    expect(await jobRow(misconfigured)).toMatchObject({ status: "failed", error: AI_NOT_AVAILABLE });

    const badInput = await recordJob(ada, "generate-plan", { idea: "  ", today: "2031-01-06" });
    await deliver([badInput]);
    expect(await jobRow(badInput)).toMatchObject({ status: "failed", error: expect.stringContaining("Invalid job input") });

    const workersAiWithoutBinding = await recordJob(ada, "generate-plan", { idea: IDEA, today: "2031-01-06" });
    await deliver([workersAiWithoutBinding], 1, { ...env, AI_PROVIDER: "workers-ai", AI: undefined });
    expect(await jobRow(workersAiWithoutBinding)).toMatchObject({ status: "failed", error: AI_NOT_AVAILABLE });
  });

  it("fails for good a job of a kind this deploy does not know, object keys included", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    // "toString" is a key of every object: the job table must not take Object.prototype's for a handler.
    for (const kind of ["no-such-kind", "toString", "__proto__"]) {
      const id = await recordJob(ada, kind, {});
      const result = await deliver([id]);
      expect(result.explicitAcks).toHaveLength(1);
      expect(result.retryMessages).toEqual([]);
      expect(await jobRow(id)).toMatchObject({ status: "failed", error: `Unknown job kind: ${kind}` });
    }
  });

  it("does a job once however often it is delivered", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const id = await recordJob(ada, "generate-plan", { idea: IDEA, today: "2031-01-06" });
    const both = await deliver([id, id]);
    expect(both.explicitAcks).toHaveLength(2);
    const first = await jobRow(id);
    expect(first).toMatchObject({ status: "done", attempts: 1 });
    const again = await deliver([id], 2);
    expect(again.explicitAcks).toHaveLength(1);
    expect(await jobRow(id)).toEqual(first);
  });
});

describe("deep analysis jobs", () => {
  it("GET /api/projects/:id/deep-analysis answers 202 {jobId} for members only", async () => {
    const t = await team();
    for (const who of [t.owner, t.editor, t.viewer]) {
      const res = await api("GET", `/api/projects/${t.projectId}/deep-analysis`, { as: who });
      expect(res.status).toBe(202);
      expect(typeof (await json(res)).jobId).toBe("string");
    }
    const outsider = await api("GET", `/api/projects/${t.projectId}/deep-analysis`, { as: t.outsider });
    expect(outsider.status).toBe(404);
    expect((await api("GET", `/api/projects/${t.projectId}/deep-analysis`)).status).toBe(401);
    expect((await api("GET", "/api/projects/abc/deep-analysis", { as: t.owner })).status).toBe(400);
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM jobs WHERE project_id = ?").bind(t.projectId).first<{ n: number }>();
    const crossSite = await api("GET", `/api/projects/${t.projectId}/deep-analysis`, {
      as: t.owner,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM jobs WHERE project_id = ?").bind(t.projectId).first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("stores one insight per run, even when the job is delivered twice", async () => {
    const t = await team();
    await newTask(t.owner, t.projectId, { name: "Write the test plan", priority: "high", dueDate: "2031-02-01" });
    const id = await recordJob(t.owner, "deep-analysis", { projectId: t.projectId }, t.projectId);
    await deliver([id, id]);
    await deliver([id], 2);
    const { results } = await env.DB.prepare("SELECT id FROM insights WHERE project_id = ? AND type = 'deep-analysis'")
      .bind(t.projectId)
      .all();
    expect(results).toHaveLength(1);
    const job = await json(await api("GET", `/api/jobs/${id}`, { as: t.owner }));
    expect(job.status).toBe("done");
    expect(job.result).toMatchObject({ provider: "Built-in planner", jobId: id, insightId: results[0].id });
  });

  it("fails the job when its starter has lost access to the project", async () => {
    const t = await team();
    const id = await recordJob(t.editor, "deep-analysis", { projectId: t.projectId }, t.projectId);
    await env.DB.prepare("DELETE FROM project_members WHERE project_id = ? AND user_id = ?").bind(t.projectId, t.editor.userId).run();
    const result = await deliver([id]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await jobRow(id)).toMatchObject({ status: "failed", error: "Project not found" });
  });
});
