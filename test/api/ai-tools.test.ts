import { describe, expect, it } from "vitest";
import { DIMENSION_NAMES } from "../../core/ai/analyze-project";
import { deepAnalysisSchema } from "../../core/schemas/analysis";
import { AI_PER_USER } from "../../worker/services/rate-limit";
import { eventually, newTask, team } from "../board/support";
import { api, type Caller, env, json } from "../support/api";

// Tool recommendations per task and the deep analysis of a project, through the API (spec §2.10, §7).

interface Pair {
  recommendation: { id: number; status: string; reason: string | null; provider: string | null };
  tool: {
    id: number;
    name: string;
    category: string;
    description: string;
    website: string;
    pricing: string | null;
    freePlanAvailable: boolean;
  };
}

const analyze = (as: Caller | undefined, taskId: string) => api("GET", `/api/tasks/${taskId}/analyze`, { as });
const tools = (as: Caller | undefined, taskId: string) => api("GET", `/api/tasks/${taskId}/tools`, { as });
const setStatus = (as: Caller | undefined, id: number, status: unknown) =>
  api("PATCH", `/api/tool-recommendations/${id}/status`, { as, body: { status } });

/** Puts the user's AI counter at the limit, as if they had just used it up. */
async function exhaustAiLimit(user: Caller) {
  const now = Math.floor(Date.now() / 1000);
  const window = Math.floor(now / AI_PER_USER.windowSeconds);
  await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, count, expires_at) VALUES (?, ?, ?)")
    .bind(`${AI_PER_USER.scope}:${user.userId}:${window}`, AI_PER_USER.limit, (window + 1) * AI_PER_USER.windowSeconds)
    .run();
}

describe("GET /api/tasks/:id/analyze and /tools", () => {
  it("picks 3 to 5 fitting tools, stores them with their reason and provider, and lists them", async () => {
    const t = await team();
    const task = await newTask(t.editor, t.projectId, {
      name: "Write unit tests for the checkout",
      description: "Cover payment failures and refunds with automated tests.",
    });
    const res = await analyze(t.editor, task.id);
    expect(res.status).toBe(200);
    const list = await json<Pair[]>(res);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(5);
    for (const { recommendation, tool } of list) {
      expect(recommendation).toMatchObject({ status: "suggested", provider: "Built-in planner" });
      expect(recommendation.reason).toBeTruthy();
      expect(tool.website).toMatch(/^https:\/\//);
      expect(typeof tool.freePlanAvailable).toBe("boolean");
      expect(Object.keys(tool).sort()).toEqual(["category", "description", "freePlanAvailable", "id", "name", "pricing", "website"]);
    }
    expect(list.map((p) => p.tool.category)).toContain("Testing & QA");

    const listed = await tools(t.viewer, task.id);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("Cache-Control")).toBe("no-store");
    expect(await json(listed)).toEqual(list);
  });

  it("is open to every member, and a plain 404 to anyone else", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Design the logo" });
    for (const who of [t.owner, t.editor, t.viewer]) expect((await analyze(who, task.id)).status).toBe(200);
    for (const path of ["analyze", "tools"]) {
      const outsider = await api("GET", `/api/tasks/${task.id}/${path}`, { as: t.outsider });
      expect(outsider.status).toBe(404);
      expect((await json(outsider)).message).toBe("Task not found");
      expect((await api("GET", `/api/tasks/${task.id}/${path}`)).status).toBe(401);
      expect((await api("GET", `/api/tasks/not-a-task/${path}`, { as: t.owner })).status).toBe(404);
      expect((await api("GET", `/api/tasks/${t.projectId}-abcdefghijkl/${path}`, { as: t.owner })).status).toBe(404);
    }
    // A trigger started by another site (a link or an <img>) is refused like a cross-site write.
    for (const site of ["cross-site", "same-site"]) {
      const res = await api("GET", `/api/tasks/${task.id}/analyze`, { as: t.owner, headers: { "sec-fetch-site": site } });
      expect(res.status).toBe(403);
    }
    expect((await api("GET", `/api/tasks/${task.id}/analyze`, { as: t.owner, headers: { "sec-fetch-site": "same-origin" } })).status).toBe(
      200,
    );
    // Nothing was stored for the outsider's calls.
    const { results } = await env.DB.prepare("SELECT DISTINCT task_id FROM task_tool_recommendations WHERE project_id = ?")
      .bind(t.projectId)
      .all();
    expect(results).toEqual([{ task_id: task.id }]);
  });

  it("reuses the last answer for an unchanged task (no AI quota spent), and analyses an edited task again", async () => {
    const t = await team();
    const task = await newTask(t.editor, t.projectId, { name: "Plan the social media posts", description: "LinkedIn and Instagram" });
    const first = await json<Pair[]>(await analyze(t.editor, task.id));
    await exhaustAiLimit(t.editor);
    const cached = await analyze(t.editor, task.id);
    expect(cached.status).toBe(200);
    expect(await json(cached)).toEqual(first);

    const edited = await api("PATCH", `/api/tasks/${task.id}`, { as: t.editor, body: { name: "Record the product demo video" } });
    expect(edited.status).toBe(200);
    const limited = await analyze(t.editor, task.id);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another member's quota is their own.
    const fresh = await json<Pair[]>(await analyze(t.owner, task.id));
    expect(fresh.map((p) => p.tool.category)).toContain("Video");
  });

  it("reuses an analysis that found nothing, too: selecting such a task again does not ask the provider", async () => {
    const t = await team();
    const task = await newTask(t.editor, t.projectId, { name: "Water the plants in the lobby", description: "" });
    const first = await analyze(t.editor, task.id);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual([]);
    await exhaustAiLimit(t.editor);
    // Over the AI limit: only an answer kept from the first analysis can be a 200.
    const again = await analyze(t.editor, task.id);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual([]);
  });

  it("keeps a status the user chose across re-analyses and drops stale suggestions", async () => {
    const t = await team();
    const task = await newTask(t.editor, t.projectId, { name: "Write unit tests for the API", description: "" });
    const [kept, ...others] = await json<Pair[]>(await analyze(t.editor, task.id));
    expect((await setStatus(t.editor, kept.recommendation.id, "used")).status).toBe(200);

    await api("PATCH", `/api/tasks/${task.id}`, {
      as: t.editor,
      body: { name: "Record a podcast episode", description: "Interview and edit audio" },
    });
    const after = await json<Pair[]>(await analyze(t.editor, task.id));
    const used = after.find((p) => p.recommendation.id === kept.recommendation.id);
    expect(used?.recommendation.status).toBe("used");
    // The podcast tools come first; the kept tool is listed after them.
    expect(after.at(-1)?.recommendation.id).toBe(kept.recommendation.id);
    const stillThere = new Set(after.map((p) => p.tool.id));
    // The code tools the podcast no longer needs were suggestions nobody chose: they are gone from the store.
    const dropped = others.filter((o) => !stillThere.has(o.tool.id)).map((o) => o.recommendation.id);
    expect(dropped.length).toBeGreaterThan(0);
    const left = await env.DB.prepare(`SELECT id FROM task_tool_recommendations WHERE id IN (${dropped.map(() => "?").join(",")})`)
      .bind(...dropped)
      .all();
    expect(left.results).toEqual([]);
    expect(after.some((p) => p.tool.category === "Audio & Voice")).toBe(true);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM task_tool_recommendations WHERE task_id = ?")
      .bind(task.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(after.length);
  });
});

describe("PATCH /api/tool-recommendations/:id/status", () => {
  it("sets and clears used and saved for editors, returning the pair", async () => {
    const t = await team();
    const task = await newTask(t.editor, t.projectId, { name: "Write the launch blog post" });
    const [pair] = await json<Pair[]>(await analyze(t.editor, task.id));
    for (const [who, status] of [
      [t.editor, "used"],
      [t.owner, "saved"],
      [t.editor, "ignored"],
      [t.editor, "suggested"],
    ] as const) {
      const res = await setStatus(who, pair.recommendation.id, status);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ ...pair, recommendation: { ...pair.recommendation, status } });
    }
  });

  it("refuses viewers (403), outsiders and unknown ids (404) and bad statuses (400), changing nothing", async () => {
    const t = await team();
    const task = await newTask(t.editor, t.projectId, { name: "Prepare the investor pitch deck" });
    const [pair] = await json<Pair[]>(await analyze(t.editor, task.id));
    const id = pair.recommendation.id;

    const viewer = await setStatus(t.viewer, id, "used");
    expect(viewer.status).toBe(403);
    const outsider = await setStatus(t.outsider, id, "used");
    expect(outsider.status).toBe(404);
    expect((await json(outsider)).message).toBe("Recommendation not found");
    const missing = await setStatus(t.editor, 99_999_999, "used");
    expect(missing.status).toBe(404);
    expect((await json(missing)).message).toBe("Recommendation not found");
    const bad = await setStatus(t.editor, id, "loved");
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe("Status must be suggested, saved, ignored or used.");
    expect((await setStatus(undefined, id, "used")).status).toBe(401);
    expect((await api("PATCH", "/api/tool-recommendations/abc/status", { as: t.editor, body: { status: "used" } })).status).toBe(400);

    const row = await env.DB.prepare("SELECT status FROM task_tool_recommendations WHERE id = ?").bind(id).first<{ status: string }>();
    expect(row?.status).toBe("suggested");
  });
});

describe("deep analysis through the API", () => {
  it("runs on the queue, yields every dimension and leaves the run as the project's latest insight", async () => {
    const t = await team();
    const milestone = await newTask(t.owner, t.projectId, { name: "Beta", kind: "milestone", dueDate: "2031-03-01" });
    await newTask(t.owner, t.projectId, {
      name: "Write the test plan",
      parentTaskId: milestone.id,
      dueDate: "2031-02-01",
      assigneeId: t.editor.userId,
    });
    await newTask(t.owner, t.projectId, { name: "Weekly stakeholder update", priority: "low" });

    const started = await api("GET", `/api/projects/${t.projectId}/deep-analysis`, { as: t.viewer });
    expect(started.status).toBe(202);
    const { jobId } = await json(started);
    const job = await eventually(
      async () => {
        const j = await json(await api("GET", `/api/jobs/${jobId}`, { as: t.viewer }));
        return j.status === "done" || j.status === "failed" ? j : null;
      },
      "the analysis job",
      10_000,
    );
    expect(job.status).toBe("done");
    const analysis = deepAnalysisSchema.parse(job.result.analysis);
    expect(analysis.dimensions.map((d) => d.name)).toEqual([...DIMENSION_NAMES]);
    expect(job.result.provider).toBe("Built-in planner");
    // Only the starter follows the job.
    expect((await api("GET", `/api/jobs/${jobId}`, { as: t.owner })).status).toBe(404);

    const insights = await json<any[]>(await api("GET", `/api/projects/${t.projectId}/insights`, { as: t.editor }));
    expect(insights[0]).toMatchObject({
      id: job.result.insightId,
      type: "deep-analysis",
      title: `Deep analysis: ${analysis.overallRating}/10`,
      description: analysis.summary,
      isResolved: false,
      data: { analysis, provider: "Built-in planner", jobId, createdAt: job.result.createdAt },
    });
    expect(["info", "warning", "critical"]).toContain(insights[0].severity);
    expect((await api("GET", `/api/projects/${t.projectId}/insights`, { as: t.outsider })).status).toBe(404);
    expect((await api("GET", `/api/projects/${t.projectId}/insights`)).status).toBe(401);
  });

  it("lists nothing before the first run", async () => {
    const t = await team();
    const res = await api("GET", `/api/projects/${t.projectId}/insights`, { as: t.owner });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual([]);
  });
});
