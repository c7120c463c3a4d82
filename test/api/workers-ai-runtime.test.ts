import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { MAX_JOB_ATTEMPTS } from "../../worker/queue/consumer";
import type { JobMessage } from "../../worker/queue/messages";
import { eventually, uniqueEmail } from "../board/support";
import { api, env, json, signIn } from "../support/api";

// The Workers AI provider inside workerd, through the real queue consumer. The fake AI binding
// stands in for Cloudflare's models: it checks what the binding would receive and answers the way
// `run(model, {stream: true})` does, a ReadableStream of `data: {"response": …}` events.

const MODEL = "@cf/test/planner";
const IDEA = "A harbour music festival next June with local bands.";

const MODEL_PLAN = {
  name: "Harbour Festival",
  description: "A one-day music festival at the harbour.",
  milestones: [{ name: "Bookings done", description: "Stage and artists booked", dueDate: "2027-05-03" }],
  tasks: [
    { name: "Book the harbour stage", description: "", dueDate: "2027-04-20", priority: "high", milestoneIndex: 0 },
    { name: "Sign three local bands", description: "", dueDate: "2027-05-03", priority: "medium", milestoneIndex: 0 },
  ],
  timeline: { startDate: "2027-04-05", endDate: "2027-06-12" },
};
const PLAN_TEXT = JSON.stringify(MODEL_PLAN);

type Call = { model: string; inputs: any };
type Answer = (inputs: any) => unknown;

/** A fake AI binding: records each call and answers with the next scripted answer. */
function fakeAi(answers: Answer[]) {
  const calls: Call[] = [];
  return {
    calls,
    binding: {
      async run(model: string, inputs: Record<string, unknown>) {
        calls.push({ model, inputs });
        const next = answers.shift();
        if (!next) throw new Error("unexpected extra call to the AI binding");
        return next(inputs);
      },
    },
  };
}

const encoder = new TextEncoder();
const event = (data: unknown) => encoder.encode(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);

/** The answer as Workers AI streams it: in small pieces, split across chunk boundaries, then [DONE]. */
function sseStream(text: string, pieceSize = 25): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < text.length; i += pieceSize) controller.enqueue(event({ response: text.slice(i, i + pieceSize) }));
      controller.enqueue(event({ response: "", usage: { prompt_tokens: 900, completion_tokens: 300 } }));
      controller.enqueue(event("[DONE]"));
      controller.close();
    },
  });
}

function modelEnv(ai: { run: unknown }): Env {
  return { ...env, AI_PROVIDER: "workers-ai", AI_MODEL: MODEL, AI: ai as unknown as Ai } as Env;
}

async function runJob(jobId: string, ai: { run: unknown }, attempts = 1) {
  const batch = createMessageBatch<JobMessage>("kickoff-jobs", [{ id: `m-${jobId}`, timestamp: new Date(), attempts, body: { jobId } }]);
  await worker.queue(batch, modelEnv(ai));
  return getQueueResult(batch, createExecutionContext());
}

async function recordPlanJob(userId: number, idea: string): Promise<string> {
  const id = `wai-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  await env.DB.prepare("INSERT INTO jobs (id, user_id, kind, input) VALUES (?, ?, 'generate-plan', ?)")
    .bind(id, userId, JSON.stringify({ idea, today: "2027-04-05" }))
    .run();
  return id;
}

const planNames = (job: any) => job.result.plan.tasks.map((t: { name: string }) => t.name);

describe("generate-plan on Workers AI (workerd)", () => {
  it("streams the plan: the job shows the items written so far while the model is still answering", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    // The model pauses after its first task; the test lets it finish once the wizard could see that task.
    const cut = PLAN_TEXT.indexOf('{"name":"Sign three local bands"');
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { binding, calls } = fakeAi([
      () =>
        new ReadableStream<Uint8Array>({
          async start(controller) {
            // A frame split across two chunks, as the network may deliver it.
            const first = `data: ${JSON.stringify({ response: PLAN_TEXT.slice(0, cut) })}\n\n`;
            controller.enqueue(encoder.encode(first.slice(0, 17)));
            controller.enqueue(encoder.encode(first.slice(17)));
            await released;
            controller.enqueue(event({ response: PLAN_TEXT.slice(cut) }));
            controller.enqueue(event("[DONE]"));
            controller.close();
          },
        }),
    ]);
    const jobId = await recordPlanJob(ada.userId, IDEA);
    const running = runJob(jobId, binding);
    const seen = await eventually(
      async () => {
        const job = await json(await api("GET", `/api/jobs/${jobId}`, { as: ada }));
        return job.status === "running" && job.progress?.tasks?.length > 0 ? job : null;
      },
      "a partial plan",
      5_000,
    );
    expect(seen.progress).toEqual({ name: "Harbour Festival", milestones: ["Bookings done"], tasks: ["Book the harbour stage"] });
    expect(seen.result).toBeUndefined();
    release();
    const result = await running;
    expect(result.explicitAcks).toEqual([`m-${jobId}`]);

    // What the binding received: the model, the idea in the messages, streaming on. JSON mode does not
    // stream on Workers AI, so the schema travels in the system prompt instead of response_format.
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.model).toBe(MODEL);
    expect(call.inputs.stream).toBe(true);
    expect(call.inputs.response_format).toBeUndefined();
    expect(call.inputs.messages[0].role).toBe("system");
    expect(call.inputs.messages[0].content).toContain("matches this JSON schema");
    expect(call.inputs.messages[0].content).toContain('"milestones"');
    expect(JSON.stringify(call.inputs.messages)).toContain(IDEA);

    const job = await json(await api("GET", `/api/jobs/${jobId}`, { as: ada }));
    expect(job.status).toBe("done");
    expect(job.progress).toBeUndefined();
    expect(job.result.provider).toBe(MODEL);
    expect(planNames(job)).toEqual(["Book the harbour stage", "Sign three local bands"]);
    expect(job.result.plan.timeline).toEqual(MODEL_PLAN.timeline);
  });

  it("validates the streamed answer and repairs it once in JSON mode", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const { timeline: _dropped, ...withoutTimeline } = MODEL_PLAN;
    const bad = JSON.stringify(withoutTimeline);
    const { binding, calls } = fakeAi([() => sseStream(bad), () => ({ response: MODEL_PLAN })]);
    const jobId = await recordPlanJob(ada.userId, IDEA);
    await runJob(jobId, binding);

    expect(calls).toHaveLength(2);
    const repair = calls[1].inputs;
    expect(repair.stream).toBeUndefined();
    expect(repair.response_format.type).toBe("json_schema");
    expect(repair.response_format.json_schema.properties).toHaveProperty("timeline");
    expect(repair.messages.at(-2)).toEqual({ role: "assistant", content: bad });
    expect(repair.messages.at(-1).content).toContain("timeline");

    const job = await json(await api("GET", `/api/jobs/${jobId}`, { as: ada }));
    expect(job.status).toBe("done");
    expect(planNames(job)).toEqual(["Book the harbour stage", "Sign three local bands"]);
  });

  it("fails the job clearly when the answer stays invalid: never a made-up plan", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const { binding, calls } = fakeAi([() => sseStream('{"name": "half a plan"'), () => ({ response: '{"name": "half a plan"' })]);
    const jobId = await recordPlanJob(ada.userId, "Plan a product launch.");
    const result = await runJob(jobId, binding);
    expect(calls).toHaveLength(2);
    expect(result.explicitAcks).toEqual([`m-${jobId}`]);
    const job = await json(await api("GET", `/api/jobs/${jobId}`, { as: ada }));
    expect(job.status).toBe("failed");
    expect(job.result).toBeUndefined();
    expect(job.error).toMatch(/^The AI model returned an invalid project plan, even after a correction request/);
  });

  it("a stream that breaks mid-answer is retried, and on the last attempt fails with the reason", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const broken = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(event({ response: PLAN_TEXT.slice(0, 60) }));
          controller.error(new Error("connection reset by peer"));
        },
      });
    const first = fakeAi([broken]);
    const jobId = await recordPlanJob(ada.userId, IDEA);
    const retried = await runJob(jobId, first.binding);
    expect(first.calls).toHaveLength(1);
    expect(retried.retryMessages.map((m) => m.msgId)).toEqual([`m-${jobId}`]);
    let job = await json(await api("GET", `/api/jobs/${jobId}`, { as: ada }));
    expect(job.status).toBe("queued");
    expect(job.error).toBe(`Workers AI (${MODEL}) stream broke: connection reset by peer`);
    expect(job.result).toBeUndefined();

    // A stream that simply stops before [DONE] is a cut-off answer, not a short plan.
    const truncated = fakeAi([
      () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(event({ response: PLAN_TEXT }));
            controller.close();
          },
        }),
    ]);
    const last = await runJob(jobId, truncated.binding, MAX_JOB_ATTEMPTS);
    // Retrying the last delivery hands the message to the dead-letter queue; the job itself is over.
    expect(last.retryMessages.map((m) => m.msgId)).toEqual([`m-${jobId}`]);
    job = await json(await api("GET", `/api/jobs/${jobId}`, { as: ada }));
    expect(job.status).toBe("failed");
    expect(job.error).toBe(`Workers AI (${MODEL}) stream ended before the answer was complete.`);
    expect(job.result).toBeUndefined();
  });

  it("an unreadable event or an error event in the stream fails the attempt with what was received", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const { binding } = fakeAi([
      () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode("data: <html>502 Bad Gateway</html>\n\n"));
            controller.close();
          },
        }),
    ]);
    const jobId = await recordPlanJob(ada.userId, IDEA);
    await runJob(jobId, binding, MAX_JOB_ATTEMPTS);
    const job = await json(await api("GET", `/api/jobs/${jobId}`, { as: ada }));
    expect(job.status).toBe("failed");
    expect(job.error).toBe(`Workers AI (${MODEL}) sent an unreadable stream event: <html>502 Bad Gateway</html>`);
    expect(job.result).toBeUndefined();

    // An error reported inside the stream is the model's failure, not part of the answer.
    const failing = fakeAi([
      () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(event({ response: PLAN_TEXT.slice(0, 40) }));
            controller.enqueue(event({ error: "3040: Capacity temporarily exceeded" }));
            controller.enqueue(event({ response: PLAN_TEXT.slice(40) }));
            controller.enqueue(event("[DONE]"));
            controller.close();
          },
        }),
    ]);
    const otherId = await recordPlanJob(ada.userId, IDEA);
    await runJob(otherId, failing.binding, MAX_JOB_ATTEMPTS);
    const other = await json(await api("GET", `/api/jobs/${otherId}`, { as: ada }));
    expect(other.status).toBe("failed");
    expect(other.error).toBe(`Workers AI (${MODEL}) failed while answering: 3040: Capacity temporarily exceeded`);
    expect(other.result).toBeUndefined();
  });
});
