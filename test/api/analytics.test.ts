import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Metrics, Portfolio, ProjectAnalytics } from "../../core/analytics";
import { progressOf } from "../../core/progress";
import { todayUtc } from "../../core/schemas/analytics";
import type { ProjectView } from "../../core/schemas/project";
import type { Task } from "../../core/schemas/task";
import type { BoardRoom } from "../../worker/board/board-room";
import { EVENT_LOG_KEEP } from "../../worker/board/changeset";
import { createBoardItems } from "../../worker/services/board";
import { api, boardStub, type Caller, env, flushProjection, json, newProject, newTask, signIn, team, uniqueEmail } from "../board/support";

// GET /api/projects/:id/analytics, /api/projects/recent, /api/metrics and /api/analytics through the
// real Worker, D1 and BoardRooms.

const today = todayUtc();
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function analytics(as: Caller | null, projectId: number | string, query = ""): Promise<Response> {
  return api("GET", `/api/projects/${projectId}/analytics${query}`, { as });
}

async function queriesFor(as: Caller, path: string): Promise<number> {
  const res = await api("GET", path, { as, headers: { "x-count-queries": "1" } });
  expect(res.status, path).toBe(200);
  return Number(res.headers.get("x-d1-queries"));
}

describe("GET /api/projects/:id/analytics", () => {
  it("role matrix: members read, an outsider gets the missing project's 404, anonymous 401", async () => {
    const t = await team();
    await newTask(t.owner, t.projectId);
    expect((await analytics(null, t.projectId)).status).toBe(401);
    for (const who of [t.viewer, t.editor, t.owner]) expect((await analytics(who, t.projectId)).status).toBe(200);
    const outsider = await analytics(t.outsider, t.projectId);
    const missing = await analytics(t.owner, 987654321);
    expect(outsider.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await outsider.json()).toEqual(await missing.json());
  });

  it("refuses a bad range with a clear 400", async () => {
    const t = await team();
    const cases: Array<[string, string]> = [
      [`?from=${today}&to=${addDays(today, -1)}`, "The range must start on or before its end."],
      [`?to=${addDays(today, 1)}`, "The range must end today or earlier."],
      [`?from=${addDays(today, -400)}`, "The range can cover at most 366 days."],
      ["?from=yesterday", "Use a date like 2026-03-31"],
    ];
    for (const [query, message] of cases) {
      const res = await analytics(t.owner, t.projectId, query);
      expect(res.status, query).toBe(400);
      expect((await json(res)).message).toBe(message);
    }
    expect((await analytics(t.owner, "abc")).status).toBe(400);
  });

  it("reads the board's history: scope, done, deleted and reopened tasks, milestones ignored", async () => {
    const t = await team();
    const a = await newTask(t.owner, t.projectId, { name: "A", assigneeId: t.editor.userId });
    const b = await newTask(t.owner, t.projectId, { name: "B", dueDate: addDays(today, -2) });
    const c = await newTask(t.owner, t.projectId, { name: "C" });
    await newTask(t.owner, t.projectId, { name: "Phase 1", kind: "milestone" });
    const patch = (id: string, body: unknown) => api("PATCH", `/api/tasks/${id}`, { as: t.editor, body });
    expect((await patch(a.id, { status: "in-progress" })).status).toBe(200);
    expect((await patch(a.id, { status: "done" })).status).toBe(200);
    expect((await patch(c.id, { status: "done" })).status).toBe(200);
    expect((await patch(c.id, { status: "todo" })).status).toBe(200); // reopened
    expect((await api("DELETE", `/api/tasks/${b.id}`, { as: t.owner })).status).toBe(204);
    await newTask(t.owner, t.projectId, { name: "D", dueDate: addDays(today, -1), assigneeId: t.viewer.userId });

    const res = await analytics(t.viewer, t.projectId);
    expect(res.status).toBe(200);
    const body = await json<ProjectAnalytics>(res);
    expect(body.from).toBe(today);
    expect(body.to).toBe(today);
    expect(body.burnup).toEqual([{ day: today, scope: 3, done: 1 }]);
    expect(body.burndown).toEqual([{ day: today, remaining: 2, ideal: null }]);
    expect(body.progress).toEqual({ completed: 1, total: 3, percent: 33 });
    expect(body.throughput).toHaveLength(1);
    // Distinct tasks still done (issue 21): C was done and reopened, so only A counts.
    expect(body.throughput[0]).toMatchObject({ completed: 1, reopened: 1 });
    expect(body.cycleTime.samples).toBe(1);
    expect(body.overdue).toEqual([{ day: today, overdue: 1 }]);
    const viewerName = body.workload.find((w) => w.userId === t.viewer.userId);
    expect(viewerName).toMatchObject({ open: 1, inProgress: 0, overdue: 1 });
    expect(viewerName!.name).toMatch(/\S/);
    expect(body.workload.find((w) => w.userId === null)).toMatchObject({ name: "Unassigned", open: 1 });
    expect(body.forecast.remaining).toBe(2);
    expect(body.forecast.summary).toMatch(/^At the current pace this finishes /);

    // The range's days are all there, the earlier ones from before the board existed.
    const ranged = await json<ProjectAnalytics>(await analytics(t.viewer, t.projectId, `?from=${addDays(today, -3)}`));
    expect(ranged.burnup.map((p) => p.scope)).toEqual([0, 0, 0, 3]);
  });

  it("keeps history beyond the trimmed event log, with constant D1 queries from 10 to 2,000 tasks", async () => {
    const owner = await signIn(uniqueEmail("big"));
    const small = await newProject(owner, { name: "Small board" });
    const big = await newProject(owner, { name: "Big board", dueDate: addDays(today, 30) });
    const items = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ name: `Task ${from + i}` }));
    await createBoardItems(env, small.id, { id: owner.userId }, items(10));
    for (let i = 0; i < 2000; i += 500) await createBoardItems(env, big.id, { id: owner.userId }, items(500, i));
    await flushProjection(big.id);

    const smallCount = await queriesFor(owner, `/api/projects/${small.id}/analytics`);
    const bigCount = await queriesFor(owner, `/api/projects/${big.id}/analytics`);
    expect(smallCount).toBeGreaterThan(0);
    expect(bigCount).toBe(smallCount);

    // 2,000 changes: far past the event log's window, all in the history.
    expect(2000).toBeGreaterThan(EVENT_LOG_KEEP + 100);
    const oldest = await runInDurableObject(boardStub(big.id), (_room: BoardRoom, state) =>
      state.storage.sql.exec<{ v: number }>("SELECT min(version) AS v FROM events").one(),
    );
    expect(oldest.v).toBeGreaterThan(1);
    const body = await json<ProjectAnalytics>(await analytics(owner, big.id));
    expect(body.burnup.at(-1)).toEqual({ day: today, scope: 2000, done: 0 });
    expect(body.burndown.at(-1)!.ideal).toBe(2000);
    // Made today with nothing done yet: too early to call it at risk (issue 21).
    expect(body.forecast.atRisk).toBe(false);

    for (const path of ["/api/metrics", "/api/projects/recent", "/api/analytics"]) {
      const before = await queriesFor(owner, path);
      await createBoardItems(env, small.id, { id: owner.userId }, items(400, 10));
      await flushProjection(small.id);
      expect(await queriesFor(owner, path), path).toBe(before);
    }
  });
});

describe("one progress everywhere", () => {
  it("the card (D1 counters), the project page (the live board), analytics and the portfolio agree", async () => {
    const owner = await signIn(uniqueEmail("progress"));
    const project = await newProject(owner, { name: "Progress project" });
    const tasks = await Promise.all(["A", "B", "C", "D"].map((name) => newTask(owner, project.id, { name })));
    await newTask(owner, project.id, { name: "Phase", kind: "milestone", status: "done" });
    await newTask(owner, project.id, { name: "Phase 2", kind: "milestone" });
    await api("PATCH", `/api/tasks/${tasks[0].id}`, { as: owner, body: { status: "done" } });
    await flushProjection(project.id);

    const card = await json<ProjectView>(await api("GET", `/api/projects/${project.id}`, { as: owner }));
    const board = await json<Task[]>(await api("GET", `/api/projects/${project.id}/tasks`, { as: owner }));
    const page = progressOf(board);
    const fromAnalytics = (await json<ProjectAnalytics>(await analytics(owner, project.id))).progress;
    const fromPortfolio = (await json<Portfolio>(await api("GET", "/api/analytics", { as: owner }))).projects[0].progress;
    const expected = { completed: 1, total: 4, percent: 25 };
    expect({ completed: card.completedTasks, total: card.totalTasks, percent: card.progress }).toEqual(expected);
    expect(page).toEqual(expected);
    expect(fromAnalytics).toEqual(expected);
    expect(fromPortfolio).toEqual(expected);
  });
});

describe("portfolio endpoints", () => {
  it("GET /api/projects/recent: the caller's projects, most recently changed first", async () => {
    const [ada, bob] = await Promise.all([signIn(uniqueEmail("ada")), signIn(uniqueEmail("bob"))]);
    const first = await newProject(ada, { name: "First project" });
    const second = await newProject(ada, { name: "Second project" });
    await newProject(bob, { name: "Bob's project" });
    const ids = async () => (await json<ProjectView[]>(await api("GET", "/api/projects/recent", { as: ada }))).map((p) => p.id);
    expect(await ids()).toEqual([second.id, first.id]);
    // A task change on the older project makes it the most recent.
    await new Promise((r) => setTimeout(r, 5));
    await newTask(ada, first.id);
    await flushProjection(first.id);
    expect(await ids()).toEqual([first.id, second.id]);
    expect((await api("GET", "/api/projects/recent")).status).toBe(401);
  });

  it("GET /api/metrics and /api/analytics: open, done this week, overdue and at risk across projects", async () => {
    const [ada, bob] = await Promise.all([signIn(uniqueEmail("ada")), signIn(uniqueEmail("bob"))]);
    const late = await newProject(ada, { name: "Late project", dueDate: addDays(today, -1) });
    const fine = await newProject(ada, { name: "Fine project" });
    await api("POST", `/api/projects/${late.id}/members`, { as: ada, body: { userId: bob.userId, role: "editor" } });
    await newTask(ada, late.id, { name: "Overdue", dueDate: addDays(today, -3), assigneeId: bob.userId });
    const done = await newTask(ada, fine.id, { name: "Finished" });
    await newTask(ada, fine.id, { name: "Open" });
    expect((await api("PATCH", `/api/tasks/${done.id}`, { as: ada, body: { status: "done" } })).status).toBe(200);
    // Toggled undone and done again: still one task done this week, not three completions.
    for (const status of ["todo", "done", "todo", "done"]) {
      expect((await api("PATCH", `/api/tasks/${done.id}`, { as: ada, body: { status } })).status).toBe(200);
    }

    const metrics = await json<Metrics>(await api("GET", "/api/metrics", { as: ada }));
    expect(metrics).toEqual({ activeProjects: 2, open: 2, doneThisWeek: 1, overdue: 1, atRisk: 1 });

    const portfolio = await json<Portfolio>(await api("GET", "/api/analytics", { as: ada }));
    const byName = new Map(portfolio.projects.map((p) => [p.name, p]));
    expect(byName.get("Late project")!.summary.forecast.atRisk).toBe(true);
    expect(byName.get("Fine project")!.summary).toMatchObject({ open: 1, done: 1, doneThisWeek: 1 });
    const bobRow = portfolio.people.find((p) => p.userId === bob.userId)!;
    expect(bobRow).toMatchObject({ open: 1, overdue: 1, projects: 1 });

    // Bob sees only his own project.
    const bobMetrics = await json<Metrics>(await api("GET", "/api/metrics", { as: bob }));
    expect(bobMetrics).toEqual({ activeProjects: 1, open: 1, doneThisWeek: 0, overdue: 1, atRisk: 1 });
    expect((await api("GET", "/api/metrics")).status).toBe(401);
  });
});

describe("history of boards created before it existed", () => {
  it("is backfilled from the items when the board's storage migrates", async () => {
    const owner = await signIn(uniqueEmail("old"));
    const project = await newProject(owner, { name: "Old board" });
    const a = await newTask(owner, project.id, { name: "A" });
    await newTask(owner, project.id, { name: "B" });
    await api("PATCH", `/api/tasks/${a.id}`, { as: owner, body: { status: "done" } });
    // Make it look like a board from before the history: none of it nor of the storage migrations
    // after it (origin, webhook outbox, custom fields, estimates, labels and statuses, repeat mode), schema
    // eight behind. The last one's comments and undo tables stay, as on a board that used them before
    // they were migrations (IF NOT EXISTS).
    await runInDurableObject(boardStub(project.id), async (_room: BoardRoom, state) => {
      for (const statement of [
        "DROP TABLE analytics_history",
        "ALTER TABLE items DROP COLUMN origin",
        "DROP TABLE webhook_outbox",
        "ALTER TABLE items DROP COLUMN fields",
        "DROP TABLE custom_fields",
        "ALTER TABLE items DROP COLUMN estimate",
        "ALTER TABLE items DROP COLUMN recurrence",
        "ALTER TABLE items DROP COLUMN label_ids",
        "ALTER TABLE items DROP COLUMN status_id",
        "DROP TABLE labels",
        "DROP TABLE statuses",
        "ALTER TABLE items DROP COLUMN recurrence_mode",
        "UPDATE meta SET value = value - 8 WHERE key = 'schema'",
      ])
        state.storage.sql.exec(statement);
    });
    // A fresh instance of the object migrates on its next call.
    await runInDurableObject(boardStub(project.id), async (room: BoardRoom) => {
      (room as unknown as { boardStorage: { reset(): void } }).boardStorage.reset();
    });
    const body = await json<ProjectAnalytics>(await analytics(owner, project.id));
    expect(body.burnup.at(-1)).toEqual({ day: today, scope: 2, done: 1 });
    expect(body.throughput.at(-1)!.completed).toBe(1);
  });
});
