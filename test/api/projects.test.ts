import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ProjectView } from "../../core/schemas/project";
import type { Task } from "../../core/schemas/task";
import {
  addMember,
  api,
  boardStub,
  env,
  flushProjection,
  json,
  listTasks,
  newProject,
  newTask,
  signIn,
  team,
  uniqueEmail,
} from "../board/support";

// Projects (spec §3, §5, §7): CRUD with validation, the card data kept by the board's projection,
// and a delete that takes the members, invitations and board with it.

describe("POST /api/projects", () => {
  it("creates a project with defaults and makes the creator its owner", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const res = await api("POST", "/api/projects", {
      as: ada,
      body: {
        name: "  Website redesign ",
        description: "New site",
        dueDate: "2031-05-01T00:00:00.000Z",
        source: "manual",
        aiGenerated: false,
      },
    });
    expect(res.status).toBe(201);
    const p = await json(res);
    expect(p).toMatchObject({
      name: "Website redesign",
      description: "New site",
      dueDate: "2031-05-01",
      status: "active",
      progress: 0,
      totalTasks: 0,
      completedTasks: 0,
      icon: "folder-open",
      iconBg: "blue",
      ownerId: ada.userId,
      source: "manual",
      aiGenerated: false,
      role: "owner",
    });
    expect(typeof p.id).toBe("number");
    const member = await env.DB.prepare("SELECT role FROM project_members WHERE project_id = ? AND user_id = ?")
      .bind(p.id, ada.userId)
      .first();
    expect(member).toEqual({ role: "owner" });
  });

  it("rejects bad input with 400 and the spec's messages, never 500, and writes nothing", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const before = await env.DB.prepare("SELECT count(*) AS n FROM projects").first<{ n: number }>();
    const cases: Array<[unknown, string]> = [
      [{ name: "ab" }, "Project name must be at least 3 characters"],
      [{ name: "  ab  " }, "Project name must be at least 3 characters"],
      [{ name: "" }, "Please enter a name for your project."],
      [{}, "Please enter a name for your project."],
      [{ name: 42 }, "Please enter a name for your project."],
      [{ name: "Valid name", ownerId: 999 }, 'Invalid json: Unrecognized key: "ownerId"'],
      [{ name: "Valid name", progress: 100 }, 'Invalid json: Unrecognized key: "progress"'],
      [{ name: "Valid name", aiGenerated: true }, "Invalid aiGenerated: Invalid input: expected false"],
      [
        { name: "Valid name", icon: "skull" },
        'Invalid option: expected one of "folder-open"|"briefcase"|"calendar"|"code"|"package"|"star"|"globe"|"smartphone"|"pie-chart"',
      ],
      [{ name: "Valid name", dueDate: "tomorrow" }, "Use a date like 2026-03-31"],
      [[{ name: "Valid name" }], "Invalid json: Invalid input: expected object, received array"],
      [null, "Invalid json: Invalid input: expected object, received null"],
    ];
    for (const [body, message] of cases) {
      const res = await api("POST", "/api/projects", { as: ada, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = await json(res);
      expect(err.message, JSON.stringify(body)).toBe(message);
    }
    const malformed = await api("POST", "/api/projects", { as: ada, rawBody: '{"name": "Broken' });
    expect(malformed.status).toBe(400);
    expect(typeof (await json(malformed)).message).toBe("string");
    const after = await env.DB.prepare("SELECT count(*) AS n FROM projects").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("needs a session", async () => {
    expect((await api("POST", "/api/projects", { body: { name: "Anonymous" } })).status).toBe(401);
  });
});

describe("GET /api/projects", () => {
  it("lists only the caller's projects, newest first, with card data and role", async () => {
    const [ada, bob] = await Promise.all([signIn(uniqueEmail("ada")), signIn(uniqueEmail("bob"))]);
    const first = await newProject(ada, { name: "First one", icon: "globe", iconBg: "green" });
    const second = await newProject(ada, { name: "Second one" });
    const bobs = await newProject(bob, { name: "Bob's own" });
    await addMember(bobs.id, ada.userId, "viewer");
    const res = await api("GET", "/api/projects", { as: ada });
    expect(res.status).toBe(200);
    const list = await json<ProjectView[]>(res);
    expect(list.map((p) => p.id)).toEqual([bobs.id, second.id, first.id]);
    expect(list[0].role).toBe("viewer");
    expect(list[2]).toMatchObject({ icon: "globe", iconBg: "green", progress: 0, completedTasks: 0, totalTasks: 0, aiGenerated: false });
    const bobList = await json<ProjectView[]>(await api("GET", "/api/projects", { as: bob }));
    expect(bobList.map((p) => p.id)).toEqual([bobs.id]);
  });

  it("keeps progress, completedTasks and totalTasks in step with the board (tasks only, not milestones)", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const p = await newProject(ada);
    const tasks: Task[] = [];
    for (let i = 0; i < 3; i++) tasks.push(await newTask(ada, p.id, { name: `Task ${i}` }));
    await newTask(ada, p.id, { name: "Milestone", kind: "milestone", status: "done", isCompleted: true });
    await api("PATCH", `/api/tasks/${tasks[0].id}`, { as: ada, body: { status: "done", isCompleted: true } });
    await flushProjection(p.id);
    const card = async () => (await json<ProjectView[]>(await api("GET", "/api/projects", { as: ada }))).find((x) => x.id === p.id);
    expect(await card()).toMatchObject({ totalTasks: 3, completedTasks: 1, progress: 33 });
    await api("PATCH", `/api/tasks/${tasks[1].id}`, { as: ada, body: { isCompleted: true } });
    await api("DELETE", `/api/tasks/${tasks[2].id}`, { as: ada });
    await flushProjection(p.id);
    expect(await card()).toMatchObject({ totalTasks: 2, completedTasks: 2, progress: 100 });
    const row = await env.DB.prepare("SELECT board_version AS v FROM projects WHERE id = ?").bind(p.id).first<{ v: number }>();
    expect(row!.v).toBe((await listTasks(ada, p.id)).version);
    // The task index follows too, deletions included.
    const index = await env.DB.prepare("SELECT task_id, status, kind, version FROM task_index WHERE project_id = ? ORDER BY task_id")
      .bind(p.id)
      .all<{ task_id: string }>();
    expect(index.results).toHaveLength(3);
    expect(index.results.find((r) => r.task_id === tasks[1].id)).toMatchObject({ status: "done", kind: "task", version: 2 });
    expect(index.results.find((r) => r.task_id === tasks[2].id)).toBeUndefined();
  });

  it("converges on its own through the alarm, without help", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const p = await newProject(ada);
    await newTask(ada, p.id, { status: "done" });
    await newTask(ada, p.id);
    const deadline = Date.now() + 5000;
    let card: ProjectView | undefined;
    while (Date.now() < deadline) {
      card = (await json<ProjectView[]>(await api("GET", "/api/projects", { as: ada }))).find((x) => x.id === p.id);
      if (card?.totalTasks === 2) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(card).toMatchObject({ totalTasks: 2, completedTasks: 1, progress: 50 });
  });

  it("never moves the counters backwards: an older board version cannot overwrite a newer one", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const p = await newProject(ada);
    await newTask(ada, p.id, { status: "done" });
    await flushProjection(p.id);
    // Pretend a newer projection already landed; replaying ours must not undo it.
    await env.DB.prepare("UPDATE projects SET board_version = 99, total_tasks = 7 WHERE id = ?").bind(p.id).run();
    await newTask(ada, p.id);
    await flushProjection(p.id);
    const row = await env.DB.prepare("SELECT total_tasks AS t FROM projects WHERE id = ?").bind(p.id).first<{ t: number }>();
    expect(row!.t).toBe(7);
  });
});

describe("GET /api/projects/:id", () => {
  it("returns the project to members, 404 alike for outsiders and missing ids, 400 for a malformed id", async () => {
    const t = await team();
    const res = await api("GET", `/api/projects/${t.projectId}`, { as: t.viewer });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: t.projectId, role: "viewer" });
    const outsider = await api("GET", `/api/projects/${t.projectId}`, { as: t.outsider });
    const missing = await api("GET", "/api/projects/987654321", { as: t.outsider });
    expect(outsider.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await json(outsider)).toEqual(await json(missing));
    expect((await api("GET", "/api/projects/abc", { as: t.owner })).status).toBe(400);
  });
});

describe("PATCH /api/projects/:id", () => {
  it("lets an editor change details and validates like create", async () => {
    const t = await team();
    const res = await api("PATCH", `/api/projects/${t.projectId}`, {
      as: t.editor,
      body: { name: "Renamed project", status: "on-hold", dueDate: "", description: "  text  ", iconBg: "purple" },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      name: "Renamed project",
      status: "on-hold",
      dueDate: null,
      description: "text",
      iconBg: "purple",
      role: "editor",
    });
    for (const body of [
      { name: "no" },
      { ownerId: t.editor.userId },
      { progress: 5 },
      { status: "archived" },
      { name: null },
      { totalTasks: 1 },
    ]) {
      const bad = await api("PATCH", `/api/projects/${t.projectId}`, { as: t.owner, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    expect((await json(await api("PATCH", `/api/projects/${t.projectId}`, { as: t.owner, body: { name: "no" } }))).message).toBe(
      "Project name must be at least 3 characters",
    );
    const row = await env.DB.prepare("SELECT owner_id AS ownerId, name FROM projects WHERE id = ?").bind(t.projectId).first();
    expect(row).toEqual({ ownerId: t.owner.userId, name: "Renamed project" });
  });

  it("answers an empty patch with the unchanged project", async () => {
    const t = await team();
    const res = await api("PATCH", `/api/projects/${t.projectId}`, { as: t.owner, body: {} });
    expect(res.status).toBe(200);
    expect((await json(res)).name).toBe("Board project");
  });
});

describe("DELETE /api/projects/:id", () => {
  it("removes the project, its members, invitations, task index and board", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId);
    await flushProjection(t.projectId);
    await env.DB.prepare("INSERT INTO project_invitations (project_id, email, role, token_hash, expires_at) VALUES (?, ?, 'viewer', ?, ?)")
      .bind(t.projectId, "guest@example.com", `hash-${t.projectId}`, "2099-01-01T00:00:00Z")
      .run();
    const res = await api("DELETE", `/api/projects/${t.projectId}`, { as: t.owner });
    expect(res.status).toBe(204);
    const count = async (table: string) =>
      (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE project_id = ?`).bind(t.projectId).first<{ n: number }>())!.n;
    expect(await count("project_members")).toBe(0);
    expect(await count("project_invitations")).toBe(0);
    expect(await count("task_index")).toBe(0);
    expect(await env.DB.prepare("SELECT id FROM projects WHERE id = ?").bind(t.projectId).first()).toBeNull();
    expect((await api("GET", `/api/projects/${t.projectId}`, { as: t.owner })).status).toBe(404);
    expect((await api("PATCH", `/api/tasks/${task.id}`, { as: t.owner, body: { name: "ghost" } })).status).toBe(404);
    // The board's storage is gone, not just hidden.
    const storage = await runInDurableObject(boardStub(t.projectId), async (_room, state) => ({
      tables: state.storage.sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .toArray()
        .map((r) => r.name)
        .filter((n) => !n.startsWith("_cf_")),
      alarm: await state.storage.getAlarm(),
    }));
    expect(storage).toEqual({ tables: [], alarm: null });
  });
});
