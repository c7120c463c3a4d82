import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import type { JobMessage } from "../../worker/queue/messages";
import { eventually, uniqueEmail } from "../board/support";
import { api, env, json, signIn } from "../support/api";
import { chatCompletion, sseChunk } from "../support/fake-openai";

// The OpenAI-compatible provider inside workerd, through the real queue consumer: a configured
// endpoint plans the idea. The fake stands in for the model server and checks what it receives.

afterEach(() => vi.unstubAllGlobals());

const modelEnv = { ...env, OPENAI_BASE_URL: "https://llm.example/v1", OPENAI_API_KEY: "sk-test", AI_MODEL: "planner-large" } as Env;

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

async function runJob(jobId: string) {
  const batch = createMessageBatch<JobMessage>("kickoff-jobs", [{ id: `m-${jobId}`, timestamp: new Date(), attempts: 1, body: { jobId } }]);
  await worker.queue(batch, modelEnv);
  return getQueueResult(batch, createExecutionContext());
}

async function recordPlanJob(userId: number, idea: string): Promise<string> {
  const id = `model-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  await env.DB.prepare("INSERT INTO jobs (id, user_id, kind, input) VALUES (?, ?, 'generate-plan', ?)")
    .bind(id, userId, JSON.stringify({ idea, today: "2027-04-05" }))
    .run();
  return id;
}

describe("generate-plan on an OpenAI-compatible endpoint (workerd)", () => {
  it("sends the model, a strict JSON-schema response format and the idea; the job result names the model", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const requests: Array<{ url: string; auth: string | null; body: any }> = [];
    vi.stubGlobal("fetch", async (input: RequestInfo, init?: RequestInit) => {
      const req = new Request(input, init);
      const body = (await req.json()) as { stream?: boolean; model?: string };
      requests.push({ url: req.url, auth: req.headers.get("authorization"), body });
      return chatCompletion(body, JSON.stringify(MODEL_PLAN));
    });
    const jobId = await recordPlanJob(ada.userId, "A harbour music festival next June with local bands.");
    const result = await runJob(jobId);
    expect(result.explicitAcks).toEqual([`m-${jobId}`]);

    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.url).toBe("https://llm.example/v1/chat/completions");
    expect(req.auth).toBe("Bearer sk-test");
    expect(req.body.model).toBe("planner-large");
    expect(req.body.response_format.type).toBe("json_schema");
    expect(req.body.response_format.json_schema.strict).toBe(true);
    expect(req.body.response_format.json_schema.schema.properties).toHaveProperty("milestones");
    expect(JSON.stringify(req.body.messages)).toContain("A harbour music festival next June with local bands.");

    const job = await json(await api("GET", `/api/jobs/${jobId}`, { as: ada }));
    expect(job.status).toBe("done");
    expect(job.result.provider).toBe("planner-large");
    expect(job.result.plan.tasks.map((t: { name: string }) => t.name)).toEqual(["Book the harbour stage", "Sign three local bands"]);
  });

  it("repairs once after malformed output, then fails the job clearly: never a made-up plan", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    let calls = 0;
    vi.stubGlobal("fetch", async (input: RequestInfo, init?: RequestInit) => {
      calls++;
      return chatCompletion(await new Request(input, init).json(), '{"name": "half a plan"');
    });
    const jobId = await recordPlanJob(ada.userId, "Plan a product launch.");
    const result = await runJob(jobId);
    expect(calls).toBe(2);
    // A model that keeps answering nonsense won't do better on a retry: the job fails now, acked.
    expect(result.explicitAcks).toEqual([`m-${jobId}`]);
    const job = await json(await api("GET", `/api/jobs/${jobId}`, { as: ada }));
    expect(job.status).toBe("failed");
    expect(job.result).toBeUndefined();
    expect(job.error).toMatch(/^The AI model returned an invalid project plan, even after a correction request/);
  });

  it("streams the plan: the job shows the items written so far while the model is still answering", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const text = JSON.stringify(MODEL_PLAN);
    // The model pauses after its first task; the test lets it finish once the page could see that task.
    const cut = text.indexOf('{"name":"Sign three local bands"');
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let streamed = false;
    vi.stubGlobal("fetch", async (input: RequestInfo, init?: RequestInit) => {
      const body = (await new Request(input, init).json()) as { stream?: boolean };
      streamed = body.stream === true;
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
    const jobId = await recordPlanJob(ada.userId, "A harbour music festival next June with local bands.");
    const running = runJob(jobId);
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
    await running;
    expect(streamed).toBe(true);
    const job = await json(await api("GET", `/api/jobs/${jobId}`, { as: ada }));
    expect(job.status).toBe("done");
    expect(job.progress).toBeUndefined();
    expect(job.result.plan.tasks.map((t: { name: string }) => t.name)).toEqual(["Book the harbour stage", "Sign three local bands"]);
  });
});
