import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import type { JobMessage } from "../../worker/queue/messages";
import { listTasks, uniqueEmail } from "../board/support";
import { api, env, json, signIn } from "../support/api";
import { chatCompletion } from "../support/fake-openai";

// Issue 14 through the real queue consumer in workerd: a model that nests subtasks (one of them
// wrongly) gets a plan job done with the bad parent dropped and the task kept, and that plan saves
// as a project whose subtasks hang under the created parent task.

afterEach(() => vi.unstubAllGlobals());

const modelEnv = { ...env, OPENAI_BASE_URL: "https://llm.example/v1", OPENAI_API_KEY: "sk-test", AI_MODEL: "planner-large" } as Env;

const MODEL_PLAN = {
  name: "Harbour Festival",
  description: "A one-day music festival at the harbour.",
  milestones: [
    { name: "Bookings done", description: "", dueDate: "2027-05-03", sourceText: null },
    { name: "Festival day", description: "", dueDate: "2027-06-12", sourceText: null },
  ],
  tasks: [
    {
      name: "Book the harbour stage",
      description: "",
      dueDate: "2027-04-20",
      priority: "high",
      milestoneIndex: 0,
      sourceText: null,
      parentIndex: null,
    },
    {
      name: "Compare two stage firms",
      description: "",
      dueDate: "2027-04-12",
      priority: "medium",
      milestoneIndex: 0,
      sourceText: null,
      parentIndex: 0,
    },
    {
      name: "Sign the stage contract",
      description: "",
      dueDate: "2027-04-19",
      priority: "medium",
      milestoneIndex: 1,
      sourceText: null,
      parentIndex: 0,
    },
    {
      name: "Print the programme",
      description: "",
      dueDate: "2027-06-01",
      priority: "low",
      milestoneIndex: 1,
      sourceText: null,
      parentIndex: 42,
    },
  ],
  timeline: { startDate: "2027-04-05", endDate: "2027-06-12" },
  notices: [],
  dependencies: [],
};

async function runJob(jobId: string) {
  const batch = createMessageBatch<JobMessage>("kickoff-jobs", [{ id: `m-${jobId}`, timestamp: new Date(), attempts: 1, body: { jobId } }]);
  await worker.queue(batch, modelEnv);
  return getQueueResult(batch, createExecutionContext());
}

describe("a model's subtasks (workerd, queue consumer)", () => {
  it("are asked for, sanitised rather than repaired, and saved under their parent", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const requests: any[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo, init?: RequestInit) => {
      const body = (await new Request(input, init).json()) as any;
      requests.push(body);
      return chatCompletion(body, JSON.stringify(MODEL_PLAN));
    });
    const jobId = `model-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    const idea =
      "Harbour festival in June:\n- Book the harbour stage\n  - compare two stage firms\n  - sign the stage contract\n- Print the programme";
    await env.DB.prepare("INSERT INTO jobs (id, user_id, kind, input) VALUES (?, ?, 'generate-plan', ?)")
      .bind(jobId, ada.userId, JSON.stringify({ idea, today: "2027-04-05" }))
      .run();
    expect((await runJob(jobId)).explicitAcks).toEqual([`m-${jobId}`]);

    // One request, no repair round: the schema and the prompt ask for parentIndex.
    expect(requests).toHaveLength(1);
    expect(requests[0].response_format.json_schema.schema.properties.tasks.items.required).toContain("parentIndex");
    expect(requests[0].messages[0].content).toContain("Subtasks nest one level deep");

    const job = await json(await api("GET", `/api/jobs/${jobId}`, { as: ada }));
    expect(job.status).toBe("done");
    const plan = job.result.plan;
    expect(plan.tasks.map((t: any) => [t.name, t.parentIndex, t.milestoneIndex])).toEqual([
      ["Book the harbour stage", null, 0],
      ["Compare two stage firms", 0, 0],
      ["Sign the stage contract", 0, 0],
      ["Print the programme", null, 1],
    ]);

    const saved = await api("POST", "/api/projects/from-plan", { as: ada, body: { plan } });
    expect(saved.status).toBe(201);
    const { tasks } = await listTasks(ada, (await json<{ id: number }>(saved)).id);
    const byName = (name: string) => tasks.find((t) => t.name === name)!;
    for (const name of ["Compare two stage firms", "Sign the stage contract"])
      expect(byName(name).parentTaskId, name).toBe(byName("Book the harbour stage").id);
    expect(byName("Book the harbour stage").parentTaskId).toBe(byName("Bookings done").id);
    expect(byName("Print the programme").parentTaskId).toBe(byName("Festival day").id);
  });
});
