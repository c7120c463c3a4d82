import { describe, expect, it } from "vitest";
import type { GeneratedPlanInput } from "../../core/schemas/plan";
import type { Task } from "../../core/schemas/task";
import { listTasks, uniqueEmail } from "../board/support";
import { api, type Caller, env, json, signIn } from "../support/api";

// POST /api/projects/from-plan (spec §4 "With the internal save…", §7): a reviewed plan becomes a
// project with all its milestones and tasks, in one step, or nothing at all.

const PLAN: GeneratedPlanInput = {
  name: "Bakery website",
  description: "Online ordering for the bakery.",
  milestones: [
    { name: "Design approved", description: "Pages designed", dueDate: "2031-03-01" },
    { name: "Launch", description: "Live with ordering", dueDate: "2031-05-30" },
  ],
  tasks: [
    { name: "Draft the sitemap", description: "Pages and flows", dueDate: "2031-02-10", priority: "high", milestoneIndex: 0 },
    { name: "Build checkout", description: "Stripe payments", dueDate: "2031-04-20T09:00:00Z", priority: "medium", milestoneIndex: 1 },
    { name: "Write launch post", description: "", dueDate: null, priority: "low", milestoneIndex: null },
  ],
  timeline: { startDate: "2031-01-06", endDate: "2031-05-30" },
};

const save = (as: Caller | undefined, body: unknown) => api("POST", "/api/projects/from-plan", { as, body });

describe("POST /api/projects/from-plan", () => {
  it("keeps each item's source: the saved tasks cite the idea, and the planner's own steps say so", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const cited: GeneratedPlanInput = {
      ...PLAN,
      milestones: PLAN.milestones.map((m, i) => ({ ...m, sourceText: i === 0 ? "## Design" : null })),
      tasks: PLAN.tasks.map((t, i) => ({ ...t, sourceText: i === 0 ? "We need a sitemap for the menu and ordering pages." : null })),
    };
    const { id } = await json<{ id: number }>(await save(ada, { plan: cited }));
    const { tasks } = await listTasks(ada, id);
    const byName = new Map<string, Task>(tasks.map((t) => [t.name, t]));
    expect(byName.get("Draft the sitemap")).toMatchObject({
      source: "ai",
      sourceText: "We need a sitemap for the menu and ordering pages.",
    });
    expect(byName.get("Build checkout")).toMatchObject({ source: "ai", sourceText: null });
    expect(byName.get("Design approved")?.sourceText).toBe("## Design");
    // A task made by hand on the same board cites nothing, whatever the body says.
    const manual = await api("POST", "/api/tasks", { as: ada, body: { projectId: id, name: "Call the printer", sourceText: "forged" } });
    expect(manual.status).toBe(400);
    const plain = await json(await api("POST", "/api/tasks", { as: ada, body: { projectId: id, name: "Call the printer" } }));
    expect(plain).toMatchObject({ source: "manual", sourceText: null });
    // Too long a citation is refused like any other bad input.
    const tooLong = { ...cited, tasks: [{ ...cited.tasks[0], sourceText: "x".repeat(1001) }] };
    expect((await save(ada, { plan: tooLong })).status).toBe(400);
  });

  it("saves items the user added in review as their own, not as the planner's", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const plan: GeneratedPlanInput = {
      ...PLAN,
      milestones: [...PLAN.milestones, { name: "Soft opening", dueDate: "2031-05-01", userAdded: true }],
      tasks: [...PLAN.tasks, { name: "Call the printer", milestoneIndex: null, sourceText: "forged", userAdded: true }],
    };
    const { id } = await json<{ id: number }>(await save(ada, { plan }));
    const { tasks } = await listTasks(ada, id);
    const byName = new Map<string, Task>(tasks.map((t) => [t.name, t]));
    expect(byName.get("Call the printer")).toMatchObject({ source: "manual", sourceText: null });
    expect(byName.get("Soft opening")).toMatchObject({ source: "manual", sourceText: null });
    expect(byName.get("Draft the sitemap")).toMatchObject({ source: "ai" });
  });

  it("creates the AI project and every milestone and task on its board, tasks under their milestones", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const res = await save(ada, { plan: PLAN });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    expect(Number.isInteger(id)).toBe(true);

    const project = await json(await api("GET", `/api/projects/${id}`, { as: ada }));
    expect(project).toMatchObject({
      id,
      name: "Bakery website",
      description: "Online ordering for the bakery.",
      dueDate: "2031-05-30",
      aiGenerated: true,
      source: "ai",
      role: "owner",
      ownerId: ada.userId,
    });

    const { tasks } = await listTasks(ada, id);
    const milestones = tasks.filter((t) => t.kind === "milestone");
    const work = tasks.filter((t) => t.kind === "task");
    expect(milestones.map((m) => [m.name, m.dueDate, m.parentTaskId])).toEqual([
      ["Design approved", "2031-03-01", null],
      ["Launch", "2031-05-30", null],
    ]);
    const byName = new Map<string, Task>(work.map((t) => [t.name, t]));
    expect(work).toHaveLength(3);
    expect(byName.get("Draft the sitemap")).toMatchObject({
      priority: "high",
      dueDate: "2031-02-10",
      parentTaskId: milestones[0].id,
      status: "todo",
    });
    expect(byName.get("Build checkout")).toMatchObject({ dueDate: "2031-04-20", parentTaskId: milestones[1].id });
    expect(byName.get("Write launch post")).toMatchObject({ priority: "low", dueDate: null, parentTaskId: null });
    for (const t of tasks) expect(t.source).toBe("ai");
  });

  it("lays the board out phase by phase: each milestone, then its tasks, then tasks of no phase", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const { id } = await json<{ id: number }>(await save(ada, { plan: PLAN }));
    const { tasks } = await listTasks(ada, id);
    const byKey = [...tasks].sort((a, b) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0)).map((t) => t.name);
    expect(byKey).toEqual(["Design approved", "Draft the sitemap", "Launch", "Build checkout", "Write launch post"]);
  });

  it("returns the same project for a repeated request id instead of creating a second one", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const requestId = `req-${Date.now().toString(36)}`;
    const first = await save(ada, { plan: PLAN, requestId });
    expect(first.status).toBe(201);
    const { id } = await json(first);
    const again = await save(ada, { plan: PLAN, requestId });
    expect(again.status).toBe(200);
    expect((await json(again)).id).toBe(id);
    const projects = await json<unknown[]>(await api("GET", "/api/projects", { as: ada }));
    expect(projects).toHaveLength(1);
    const { tasks } = await listTasks(ada, id);
    expect(tasks).toHaveLength(5);
    // Another user's request id never leads to someone else's project.
    const bob = await signIn(uniqueEmail("bob"));
    const bobs = await save(bob, { plan: PLAN, requestId });
    expect(bobs.status).toBe(201);
    expect((await json(bobs)).id).not.toBe(id);
  });

  it("saves a plan whose tasks were all deleted in review", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const res = await save(ada, { plan: { ...PLAN, tasks: [], milestones: [] } });
    expect(res.status).toBe(201);
    expect((await listTasks(ada, (await json(res)).id)).tasks).toEqual([]);
  });

  it.each([
    ["no plan", {}, /plan/i],
    ["a plan without a name", { plan: { ...PLAN, name: "  " } }, /Plan name is required/],
    ["a two-letter name", { plan: { ...PLAN, name: "AB" } }, /Project name must be at least 3 characters/],
    ["a task without a name", { plan: { ...PLAN, tasks: [{ ...PLAN.tasks[0], name: "" }] } }, /Task name is required/],
    ["a bad date", { plan: { ...PLAN, tasks: [{ ...PLAN.tasks[0], dueDate: "soon" }] } }, /Use a date like/],
    ["an unknown priority", { plan: { ...PLAN, tasks: [{ ...PLAN.tasks[0], priority: "urgent" }] } }, /expected one of "low"/],
    [
      "a task pointing at a missing milestone",
      { plan: { ...PLAN, tasks: [{ ...PLAN.tasks[0], milestoneIndex: 2 }] } },
      /milestoneIndex: 2 is not the index/,
    ],
    ["a timeline without an end", { plan: { ...PLAN, timeline: { startDate: "2031-01-06" } } }, /timeline/],
    [
      "a timeline that runs backwards",
      { plan: { ...PLAN, timeline: { startDate: "2031-06-01", endDate: "2031-01-01" } } },
      /startDate is after endDate/,
    ],
  ])("refuses %s with 400 and creates nothing", async (_label, body, message) => {
    const ada = await signIn(uniqueEmail("ada"));
    const res = await save(ada, body);
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(message);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM projects WHERE owner_id = ?").bind(ada.userId).first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("refuses a plan with more items than one board batch takes, before creating anything", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const tasks = Array.from({ length: 500 }, (_, i) => ({ ...PLAN.tasks[2], name: `Task ${i}` }));
    const res = await save(ada, { plan: { ...PLAN, tasks } });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(/at most 500 milestones and tasks together \(this one has 502\)/);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM projects WHERE owner_id = ?").bind(ada.userId).first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it("ignores ownership or flags sent in the body: the caller owns it and it is always AI-generated", async () => {
    const [ada, bob] = await Promise.all([signIn(uniqueEmail("ada")), signIn(uniqueEmail("bob"))]);
    const res = await save(ada, { plan: { ...PLAN, ownerId: bob.userId, aiGenerated: false, source: "jira" } });
    expect(res.status).toBe(201);
    const { id } = await json(res);
    expect(await json(await api("GET", `/api/projects/${id}`, { as: ada }))).toMatchObject({
      ownerId: ada.userId,
      aiGenerated: true,
      source: "ai",
    });
    expect((await api("GET", `/api/projects/${id}`, { as: bob })).status).toBe(404);
  });

  it("needs a session and our origin", async () => {
    expect((await save(undefined, { plan: PLAN })).status).toBe(401);
    const ada = await signIn(uniqueEmail("ada"));
    const res = await api("POST", "/api/projects/from-plan", {
      as: ada,
      body: { plan: PLAN },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});
