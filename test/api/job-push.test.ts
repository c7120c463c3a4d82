import { createExecutionContext, createMessageBatch, getQueueResult, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { jobMessage, MAX_PUSHED_JOB_CHARS } from "../../worker/notifications/job-push";
import type { JobMessage } from "../../worker/queue/messages";
import { eventually, uniqueEmail } from "../board/support";
import { api, type Caller, env, json, ORIGIN, signIn } from "../support/api";
import { sseChunk } from "../support/fake-openai";

// Issue 23: a job's progress and end are pushed to the person who started it over their own socket
// (/api/notifications/live), the way the board's changes reach the board, instead of the screen
// polling GET /api/jobs/:id. Nobody else's socket hears of it. The real queue consumer runs the job.

afterEach(() => vi.unstubAllGlobals());

const modelEnv = { ...env, OPENAI_BASE_URL: "https://llm.example/v1", OPENAI_API_KEY: "sk-test", AI_MODEL: "planner-large" } as Env;

const PLAN = {
  name: "Harbour Festival",
  description: "A one-day music festival at the harbour.",
  milestones: [{ name: "Bookings done", description: "Stage and artists booked", dueDate: "2027-05-03" }],
  tasks: [
    { name: "Book the harbour stage", description: "", dueDate: "2027-04-20", priority: "high", milestoneIndex: 0 },
    { name: "Sign three local bands", description: "", dueDate: "2027-05-03", priority: "medium", milestoneIndex: 0 },
  ],
  timeline: { startDate: "2027-04-05", endDate: "2027-06-12" },
};

interface Frame {
  type: string;
  job?: { id: string; kind: string; status: string; progress?: { tasks?: string[] }; result?: { plan?: unknown }; error?: string };
}

async function openSocket(as: Caller) {
  const res = await SELF.fetch(`${ORIGIN}/api/notifications/live`, {
    headers: { upgrade: "websocket", origin: ORIGIN, cookie: as.cookie },
  });
  const ws = res.webSocket;
  if (res.status !== 101 || !ws) throw new Error(`socket refused: ${res.status}`);
  const frames: Frame[] = [];
  ws.addEventListener("message", (e) => {
    frames.push(JSON.parse(e.data as string));
  });
  ws.accept();
  // The hub greets every socket with the unread count: once that is in, the socket is registered.
  await eventually(() => frames.some((f) => f.type === "unread"), "the greeting");
  return { ws, jobs: () => frames.filter((f) => f.type === "job").map((f) => f.job!) };
}

async function recordPlanJob(userId: number, input: unknown = { idea: "A harbour music festival next June.", today: "2027-04-05" }) {
  const id = `push-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  await env.DB.prepare("INSERT INTO jobs (id, user_id, kind, input) VALUES (?, ?, 'generate-plan', ?)")
    .bind(id, userId, JSON.stringify(input))
    .run();
  return id;
}

async function runJob(jobId: string, workerEnv: Env) {
  const batch = createMessageBatch<JobMessage>("kickoff-jobs", [{ id: `m-${jobId}`, timestamp: new Date(), attempts: 1, body: { jobId } }]);
  await worker.queue(batch, workerEnv);
  return getQueueResult(batch, createExecutionContext());
}

/** A model that streams the plan and pauses after its first task until released. */
function pausingModel() {
  const text = JSON.stringify(PLAN);
  const cut = text.indexOf('{"name":"Sign three local bands"');
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal("fetch", async () => {
    const encoder = new TextEncoder();
    return new Response(
      new ReadableStream({
        async start(controller) {
          controller.enqueue(encoder.encode(sseChunk("planner-large", { role: "assistant", content: text.slice(0, cut) })));
          await released;
          controller.enqueue(encoder.encode(sseChunk("planner-large", { content: text.slice(cut) })));
          controller.enqueue(encoder.encode(`${sseChunk("planner-large", {}, "stop")}data: [DONE]\n\n`));
          controller.close();
        },
      }),
      { headers: { "content-type": "text/event-stream" } },
    );
  });
  return release;
}

describe("job progress pushed over the person's socket", () => {
  it("pushes a running job's progress, then its result, to the starter only, matching GET /api/jobs/:id", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const bob = await signIn(uniqueEmail("bob"));
    const mine = await openSocket(ada);
    const otherTab = await openSocket(ada);
    const theirs = await openSocket(bob);
    const release = pausingModel();
    const jobId = await recordPlanJob(ada.userId);
    const running = runJob(jobId, modelEnv);

    const progress = await eventually(
      () => mine.jobs().find((j) => j.status === "running" && (j.progress?.tasks?.length ?? 0) > 0),
      "pushed progress",
    );
    expect(progress).toMatchObject({ id: jobId, kind: "generate-plan", progress: { tasks: ["Book the harbour stage"] } });
    // What was pushed is what the job API shows at that moment.
    expect((await json(await api("GET", `/api/jobs/${jobId}`, { as: ada }))).progress).toEqual(progress?.progress);

    release();
    await running;
    const done = await eventually(() => mine.jobs().find((j) => j.status === "done"), "the pushed result");
    const read = await json(await api("GET", `/api/jobs/${jobId}`, { as: ada }));
    expect(done).toEqual(read);
    // Every tab of the starter hears it; another person's socket hears nothing of it.
    await eventually(() => otherTab.jobs().some((j) => j.status === "done"), "the other tab");
    expect(theirs.jobs()).toEqual([]);
    for (const s of [mine, otherTab, theirs]) s.ws.close(1000, "done");
  });

  it("pushes a job that failed for good with the server's reason", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const socket = await openSocket(ada);
    // Input the handler refuses outright (a permanent failure): no retries, failed at once.
    const jobId = await recordPlanJob(ada.userId, { idea: "", today: "not a day" });
    const result = await runJob(jobId, env);
    expect(result.explicitAcks).toEqual([`m-${jobId}`]);
    const failed = await eventually(() => socket.jobs().find((j) => j.id === jobId), "the pushed failure");
    expect(failed).toMatchObject({ id: jobId, status: "failed", error: expect.stringContaining("Invalid job input") });
    expect(failed).toEqual(await json(await api("GET", `/api/jobs/${jobId}`, { as: ada })));
    socket.ws.close(1000, "done");
  });

  it("pushes a result too big for one frame without it, so the screen reads it over HTTP", () => {
    const small = JSON.parse(jobMessage({ id: "j1", kind: "generate-plan", status: "done", result: { plan: "x" } }));
    expect(small).toEqual({ type: "job", job: { id: "j1", kind: "generate-plan", status: "done", result: { plan: "x" } } });
    const big = JSON.parse(jobMessage({ id: "j2", kind: "export", status: "done", result: "x".repeat(MAX_PUSHED_JOB_CHARS) }));
    expect(big).toEqual({ type: "job", job: { id: "j2", kind: "export", status: "done" } });
  });
});
