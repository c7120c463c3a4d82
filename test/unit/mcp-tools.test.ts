import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../worker/auth/session";
import { ApiError } from "../../worker/http/errors";
import type { McpCaller } from "../../worker/mcp/caller";

// Issue 24/27: what each MCP tool (worker/mcp/tools.ts) hands the business function that does its
// work, and what it answers the agent. The business functions are scripted here (each records its
// call), so a tool that drops a field, answers success for a call it never made or reads another
// project shows at once; test/api/mcp.test.ts runs the real ones against D1 and the board.
// The input goes through the tool's own schema, as the MCP server's SDK does before `run`.

type Call = [string, ...unknown[]];
const calls: Call[] = [];
const jobs: Array<{ id: string; kind: string; status: string; result?: unknown; error?: string }> = [];
const started: { value: unknown; slowFirstRead: boolean } = { value: null, slowFirstRead: false };
const record =
  (name: string, answer: (...args: unknown[]) => unknown = () => ({ from: name })) =>
  async (...args: unknown[]) => {
    calls.push([name, ...args.slice(1)]);
    return answer(...args);
  };

vi.mock("../../worker/services/board", () => ({
  createTask: record("createTask"),
  updateTask: record("updateTask"),
  listBoard: record("listBoard", () => ({ version: 3, tasks: ["t"], dependencies: ["d"] })),
}));
vi.mock("../../worker/services/comments", () => ({ addComment: record("addComment") }));
vi.mock("../../worker/services/projects", () => ({
  listProjectsForUser: record("listProjectsForUser", () => [{ id: 1 }, { id: 2 }, { id: 3 }]),
  getProjectForUser: record("getProjectForUser", () => ({ id: 2, name: "P" })),
}));
vi.mock("../../worker/services/access", () => ({ requireProjectRole: record("requireProjectRole") }));
vi.mock("../../worker/services/schedule", () => ({
  getSchedule: record("getSchedule"),
  previewSlip: record("previewSlip"),
}));
vi.mock("../../worker/services/analytics", () => ({
  projectAnalytics: record("projectAnalytics"),
  portfolio: record("portfolio", () => ({
    projects: [
      {
        id: 1,
        status: "active",
        summary: { open: 2, inProgress: 1, doneThisWeek: 4, overdue: 1, forecast: { atRisk: true } },
      },
    ],
  })),
}));
vi.mock("../../worker/services/search", () => ({ search: record("search") }));
vi.mock("../../worker/services/rate-limit", async (real) => ({
  ...(await real<typeof import("../../worker/services/rate-limit")>()),
  enforceRateLimit: record("enforceRateLimit"),
}));
vi.mock("../../worker/services/generate-plan", () => ({
  startPlan: async (_env: Env, userId: number, input: unknown, charge: () => Promise<void>) => {
    calls.push(["startPlan", userId, input]);
    await charge();
    return started.value;
  },
}));
vi.mock("../../worker/services/jobs", () => ({
  getJobForUser: async (_env: Env, jobId: string, userId: number) => {
    calls.push(["getJobForUser", jobId, userId, Date.now()]);
    if (started.slowFirstRead) {
      started.slowFirstRead = false;
      vi.setSystemTime(Date.now() + 1);
    }
    // A poll without its pause would spin here for ever: stop it.
    if (calls.length > 200) throw new Error("polled without waiting");
    const job = jobs.length > 1 ? jobs.shift() : jobs[0];
    if (!job) throw new Error("no job scripted");
    return job;
  },
}));
vi.mock("../../worker/services/plans", async (real) => ({
  ...(await real<typeof import("../../worker/services/plans")>()),
  createProjectFromPlan: record("createProjectFromPlan", () => ({ id: 41, created: true })),
}));

const { MCP_TOOLS } = await import("../../worker/mcp/tools");
const { AI_PER_USER } = await import("../../worker/services/rate-limit");

const env = {} as Env;
const user = { id: 7, email: "a@example.com", name: "A", viaToken: "Claude" } as unknown as SessionUser;
const caller: McpCaller = { user, scopes: ["read", "write"], projectIds: null };

function tool(name: string) {
  const t = MCP_TOOLS.find((x) => x.name === name);
  if (!t) throw new Error(`no tool ${name}`);
  return t;
}
/** Calls a tool as the MCP server does: its input parsed by its schema first. */
const run = (name: string, args: Record<string, unknown>, as: McpCaller = caller) => tool(name).run(env, as, tool(name).input.parse(args));
const refusal = (name: string, args: Record<string, unknown>) => {
  const parsed = tool(name).input.safeParse(args);
  return parsed.success ? null : parsed.error.issues.map((i) => i.message);
};

beforeEach(() => {
  calls.length = 0;
  jobs.length = 0;
  started.value = null;
  started.slowFirstRead = false;
});
afterEach(() => {
  vi.useRealTimers();
});

const PLAN = { name: "Conference", tasks: [] };
const REVIEW_NOTE = "This plan is not saved. Show it to the person; call save_plan with it (changed if they like) to create the project.";

describe("the MCP tools' inputs, as an agent sends them", () => {
  it("takes a task's id of 1 to 64 characters, and says what it is when it is missing", () => {
    expect(refusal("complete_task", { taskId: "x" })).toBeNull();
    expect(refusal("complete_task", { taskId: "x".repeat(64) })).toBeNull();
    expect(refusal("complete_task", { taskId: "x".repeat(65) })).not.toBeNull();
    expect(refusal("complete_task", { taskId: "" })).not.toBeNull();
    expect(refusal("complete_task", {})).toEqual(["taskId is a task's id."]);
    expect(refusal("read_board", {})).toEqual(["projectId is a project's id (a whole number)."]);
  });

  it("takes move_task's neighbours up to 64 characters, and a job's id of 1 to 64", () => {
    expect(refusal("move_task", { taskId: "t", status: "done", after: "a".repeat(64), before: "b".repeat(64) })).toBeNull();
    expect(refusal("move_task", { taskId: "t", status: "done", after: "a".repeat(65) })).not.toBeNull();
    expect(refusal("move_task", { taskId: "t", status: "done", before: "b".repeat(65) })).not.toBeNull();
    expect(refusal("read_plan", { jobId: "j" })).toBeNull();
    expect(refusal("read_plan", { jobId: "j".repeat(64) })).toBeNull();
    expect(refusal("read_plan", { jobId: "j".repeat(65) })).not.toBeNull();
  });

  it("leaves where a task came from to the server, and its place in a column to move_task", () => {
    expect(Object.keys(tool("create_task").input.shape)).not.toContain("source");
    expect(refusal("create_task", { projectId: 2, name: "N", source: "manual" })).not.toBeNull();
    expect(Object.keys(tool("update_task").input.shape)).not.toContain("position");
    expect(refusal("update_task", { taskId: "t", position: { after: null, before: null } })).not.toBeNull();
  });
});

describe("what an agent is told changes nothing (MCP's readOnlyHint)", () => {
  it("marks the reads and plan_from_idea, which only proposes a plan, and no tool that writes", () => {
    expect(MCP_TOOLS.filter((t) => t.readOnly).map((t) => t.name)).toEqual([
      "list_projects",
      "read_board",
      "plan_from_idea",
      "read_plan",
      "read_schedule",
      "what_if",
      "read_analytics",
      "search",
    ]);
  });
});

describe("what each MCP tool does, and answers", () => {
  it("lists the person's projects, only a limited token's own", async () => {
    expect(await run("list_projects", {})).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(await run("list_projects", {}, { ...caller, projectIds: [3, 1] })).toEqual([{ id: 1 }, { id: 3 }]);
    expect(calls).toEqual([
      ["listProjectsForUser", 7],
      ["listProjectsForUser", 7],
    ]);
  });

  it("reads a board with the project, checked for the person", async () => {
    expect(await run("read_board", { projectId: 2 })).toEqual({
      project: { id: 2, name: "P" },
      version: 3,
      tasks: ["t"],
      dependencies: ["d"],
    });
    expect(calls).toEqual([
      ["getProjectForUser", 2, 7],
      ["listBoard", 2],
    ]);
  });

  it("creates a task by hand, as the person, with what the agent gave", async () => {
    await run("create_task", { projectId: 2, name: "Book the venue", priority: "high" });
    expect(calls).toEqual([
      ["createTask", user, expect.objectContaining({ projectId: 2, name: "Book the venue", priority: "high", source: "manual" })],
    ]);
  });

  it("updates a task with the fields given, without its id among them", async () => {
    await run("update_task", { taskId: "2-abc", name: "Renamed", version: 4 });
    expect(calls).toEqual([["updateTask", user, "2-abc", { name: "Renamed", version: 4 }]]);
  });

  it("moves a task to a column, between the neighbours given, on the version given", async () => {
    await run("move_task", { taskId: "2-abc", status: "in-progress" });
    await run("move_task", { taskId: "2-abc", status: "done", after: "2-up" });
    await run("move_task", { taskId: "2-abc", status: "done", before: "2-down", version: 5 });
    await run("move_task", { taskId: "2-abc", status: "todo", after: null, before: null });
    expect(calls).toEqual([
      ["updateTask", user, "2-abc", { status: "in-progress" }],
      ["updateTask", user, "2-abc", { status: "done", position: { after: "2-up", before: null } }],
      ["updateTask", user, "2-abc", { status: "done", position: { after: null, before: "2-down" }, version: 5 }],
      ["updateTask", user, "2-abc", { status: "todo", position: { after: null, before: null } }],
    ]);
  });

  it("completes a task by moving it to done, and comments as the person", async () => {
    await run("complete_task", { taskId: "2-abc" });
    await run("comment_on_task", { taskId: "2-abc", body: "Booked." });
    expect(calls).toEqual([
      ["updateTask", user, "2-abc", { status: "done" }],
      ["addComment", user, "2-abc", expect.objectContaining({ body: "Booked." })],
    ]);
    expect(calls[1][3]).not.toHaveProperty("taskId");
  });

  it("checks the person's role before reading a schedule or a what-if, on the project asked", async () => {
    await run("read_schedule", { projectId: 2 });
    await run("what_if", { projectId: 3, taskId: "3-abc", slipDays: 2 });
    expect(calls).toEqual([
      ["requireProjectRole", 2, 7, "project.read"],
      ["getSchedule", 2],
      ["requireProjectRole", 3, 7, "project.read"],
      ["previewSlip", 3, "3-abc", 2],
    ]);
  });

  it("reads one project's analytics for its range, or the summary of all the person's projects", async () => {
    expect(await run("read_analytics", { projectId: 2, from: "2026-01-05", to: "2026-02-01" })).toEqual({ from: "projectAnalytics" });
    const summary = await run("read_analytics", {});
    expect(summary).toEqual({
      metrics: { activeProjects: 1, open: 3, doneThisWeek: 4, overdue: 1, atRisk: 1 },
      projects: [expect.objectContaining({ id: 1 })],
    });
    expect(calls).toEqual([
      ["projectAnalytics", 2, 7, { from: "2026-01-05", to: "2026-02-01" }],
      ["portfolio", 7],
    ]);
  });

  it("searches the person's projects for the words given", async () => {
    await run("search", { q: "  venue " });
    expect(calls).toEqual([["search", 7, "venue"]]);
  });

  it("saves a reviewed plan as a new project of the person, named for the token", async () => {
    const plan = { name: "Conference", tasks: [] } as never;
    expect(await tool("save_plan").run(env, caller, { plan, requestId: "req-12345" })).toEqual({ projectId: 41, created: true });
    expect(calls).toEqual([["createProjectFromPlan", 7, expect.objectContaining({ name: "Conference" }), "req-12345", "Claude"]]);
  });
});

describe("planning from an idea over MCP", () => {
  it("answers the built-in planner's plan at once, not saved, and charges the person's AI budget", async () => {
    started.value = { plan: PLAN, provider: "embedded" };
    const answer = await run("plan_from_idea", { idea: "Organise a conference for 300 people" });
    expect(answer).toEqual({ plan: PLAN, provider: "embedded", saved: false, note: REVIEW_NOTE });
    expect(calls).toEqual([
      ["startPlan", 7, { idea: "Organise a conference for 300 people" }],
      ["enforceRateLimit", AI_PER_USER, "7"],
    ]);
  });

  it("follows a model's job every half second until its plan is ready", async () => {
    vi.useFakeTimers({ now: 0 });
    started.value = { jobId: "job-1" };
    jobs.push({ id: "job-1", kind: "plan", status: "queued" }, { id: "job-1", kind: "plan", status: "running" });
    jobs.push({ id: "job-1", kind: "plan", status: "done", result: PLAN });
    const answer = run("plan_from_idea", { idea: "Organise a conference for 300 people" });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await answer).toEqual({ plan: PLAN, saved: false, note: REVIEW_NOTE });
    const polls = calls.filter((c) => c[0] === "getJobForUser");
    expect(polls).toEqual([
      ["getJobForUser", "job-1", 7, 0],
      ["getJobForUser", "job-1", 7, 500],
      ["getJobForUser", "job-1", 7, 1000],
    ]);
  });

  it("stops at a failed job with its reason as a 422", async () => {
    vi.useFakeTimers({ now: 0 });
    started.value = { jobId: "job-2" };
    jobs.push(
      { id: "job-2", kind: "plan", status: "running" },
      { id: "job-2", kind: "plan", status: "failed", error: "The model refused." },
    );
    const answer = run("plan_from_idea", { idea: "Organise a conference for 300 people" }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    const err = await answer;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, message: "The model refused." });
    expect(calls.filter((c) => c[0] === "getJobForUser")).toHaveLength(2);
  });

  it("hands back the job to follow once more than 20 s have passed, and not sooner", async () => {
    vi.useFakeTimers({ now: 0 });
    started.value = { jobId: "job-3" };
    jobs.push({ id: "job-3", kind: "plan", status: "running" });
    const answer = run("plan_from_idea", { idea: "Organise a conference for 300 people" });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(await answer).toEqual({
      jobId: "job-3",
      status: "running",
      note: "The plan is still being made: call read_plan with this jobId in a few seconds.",
    });
    // Polls at 0, 500, …, 20,000 (not yet past 20 s) and 20,500.
    const at = calls.filter((c) => c[0] === "getJobForUser").map((c) => c[3]);
    expect(at).toEqual(Array.from({ length: 42 }, (_, i) => i * 500));
  });

  it("waits 20 s to the millisecond: a poll at 20,001 ms is past it", async () => {
    vi.useFakeTimers({ now: 0 });
    started.value = { jobId: "job-4" };
    jobs.push({ id: "job-4", kind: "plan", status: "running" });
    // The first read takes a millisecond, so the next polls fall at 501, 1,001, …, 20,001.
    started.slowFirstRead = true;
    const answer = run("plan_from_idea", { idea: "Organise a conference for 300 people" });
    await vi.advanceTimersByTimeAsync(25_000);
    await answer;
    const at = calls.filter((c) => c[0] === "getJobForUser").map((c) => c[3]);
    expect(at).toEqual([0, ...Array.from({ length: 40 }, (_, i) => 501 + i * 500)]);
  });

  it("reads a plan being made: ready, still running, or failed with the default reason", async () => {
    jobs.push({ id: "job-5", kind: "plan", status: "done", result: PLAN });
    expect(await run("read_plan", { jobId: "job-5" })).toEqual({ plan: PLAN, saved: false, note: REVIEW_NOTE });
    jobs.length = 0;
    jobs.push({ id: "job-5", kind: "plan", status: "queued" });
    expect(await run("read_plan", { jobId: "job-5" })).toMatchObject({ jobId: "job-5", status: "queued" });
    jobs.length = 0;
    jobs.push({ id: "job-5", kind: "plan", status: "failed" });
    await expect(run("read_plan", { jobId: "job-5" })).rejects.toMatchObject({
      status: 422,
      message: "The plan could not be made. Please try again.",
    });
    expect(calls.map((c) => c.slice(0, 3))).toEqual([
      ["getJobForUser", "job-5", 7],
      ["getJobForUser", "job-5", 7],
      ["getJobForUser", "job-5", 7],
    ]);
  });
});
