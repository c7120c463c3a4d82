import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import type { JobMessage } from "../../worker/queue/messages";
import { uniqueEmail } from "../board/support";
import { api, env, json, signIn } from "../support/api";

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
      requests.push({ url: req.url, auth: req.headers.get("authorization"), body: await req.json() });
      return Response.json({
        id: "chatcmpl-1",
        object: "chat.completion",
        created: 1,
        model: "planner-large",
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: JSON.stringify(MODEL_PLAN) } }],
      });
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
    vi.stubGlobal("fetch", async () => {
      calls++;
      return Response.json({
        id: `c${calls}`,
        object: "chat.completion",
        created: 1,
        model: "planner-large",
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: '{"name": "half a plan"' } }],
      });
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
});
