import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Task } from "../../core/schemas/task";
import { listBoard } from "../../worker/services/board";
import { api, type Caller, env, flushProjection, json, newTask, openSocket, team } from "../board/support";
import { ORIGIN } from "../support/api";

// The role matrix (spec §6, enforced by the server): owner, editor, viewer, outsider and anonymous
// against every project and task route and the live socket. Refused writes are checked to have
// changed nothing; an outsider's 404 is byte-for-byte the 404 of a project that does not exist.

type Who = "anonymous" | "outsider" | "viewer" | "editor" | "owner";
// Refused callers go first, the owner last, so a positive control (delete) cannot hide a refusal.
const CALLERS: Who[] = ["anonymous", "outsider", "viewer", "editor", "owner"];
const MISSING_PROJECT = 987654321;
const MISSING_TASK = `${MISSING_PROJECT}-aaaaaaaaaaaaaaaa`;

type Team = Awaited<ReturnType<typeof team>> & { task: Task };

interface RouteCase {
  route: string;
  expected: Record<Who, number>;
  /** Performs the call as `as` against the team's project (or against a missing one with `missing`). */
  call(t: Team, as: Caller | null, missing?: boolean): Promise<Response>;
  /** Runs before each caller's attempt (and before the snapshot it is compared with). */
  prepare?(t: Team): Promise<void>;
}

const READ = { anonymous: 401, outsider: 404, viewer: 200, editor: 200, owner: 200 };
const WRITE = { anonymous: 401, outsider: 404, viewer: 403, editor: 200, owner: 200 };

/** The message a refusal carries: who is refused, and for a 404 whether the path names a task or a project. */
function refusal(c: RouteCase, status: number): string {
  if (status === 401) return "Please sign in to continue.";
  if (status === 403) return c.expected.editor === 403 ? "Only project owners can do that." : "You have read-only access to this project.";
  return c.route.startsWith("PATCH /api/tasks/:id") || c.route.startsWith("DELETE /api/tasks/:id") ? "Task not found" : "Project not found";
}

const pid = (t: Team, missing?: boolean) => (missing ? MISSING_PROJECT : t.projectId);
const tid = (t: Team, missing?: boolean) => (missing ? MISSING_TASK : t.task.id);

const ROUTES: RouteCase[] = [
  { route: "GET /api/projects/:id", expected: READ, call: (t, as, m) => api("GET", `/api/projects/${pid(t, m)}`, { as }) },
  {
    route: "PATCH /api/projects/:id",
    expected: WRITE,
    call: (t, as, m) => api("PATCH", `/api/projects/${pid(t, m)}`, { as, body: { name: "Changed by someone" } }),
  },
  {
    route: "DELETE /api/projects/:id",
    expected: { anonymous: 401, outsider: 404, viewer: 403, editor: 403, owner: 204 },
    call: (t, as, m) => api("DELETE", `/api/projects/${pid(t, m)}`, { as }),
  },
  { route: "GET /api/projects/:id/tasks", expected: READ, call: (t, as, m) => api("GET", `/api/projects/${pid(t, m)}/tasks`, { as }) },
  {
    route: "GET /api/projects/:id/analytics",
    expected: READ,
    call: (t, as, m) => api("GET", `/api/projects/${pid(t, m)}/analytics`, { as }),
  },
  {
    route: "POST /api/tasks",
    expected: { ...WRITE, editor: 201, owner: 201 },
    call: (t, as, m) => api("POST", "/api/tasks", { as, body: { projectId: pid(t, m), name: "Sneaky task" } }),
  },
  {
    route: "PATCH /api/tasks/:id",
    expected: WRITE,
    call: (t, as, m) => api("PATCH", `/api/tasks/${tid(t, m)}`, { as, body: { name: `Edited ${Math.random()}`, status: "done" } }),
  },
  {
    route: "DELETE /api/tasks/:id",
    expected: { ...WRITE, editor: 204, owner: 204 },
    // Each successful delete needs a task of its own.
    prepare: async (t) => {
      t.task = await newTask(t.owner, t.projectId, { name: "Delete me" });
    },
    call: (t, as, m) => api("DELETE", `/api/tasks/${tid(t, m)}`, { as }),
  },
  {
    route: "GET /api/projects/:id/live",
    expected: { anonymous: 401, outsider: 404, viewer: 101, editor: 101, owner: 101 },
    call: (t, as, m) => openSocket(as, pid(t, m)),
  },
];

/** Everything a refused call could have touched: the D1 project row, its members, the board. */
async function snapshot(t: Team) {
  // Let the board's projection land first, so only the refused call could explain a difference.
  await flushProjection(t.projectId);
  const project = await env.DB.prepare("SELECT * FROM projects WHERE id = ?").bind(t.projectId).first();
  const members = await env.DB.prepare("SELECT user_id, role FROM project_members WHERE project_id = ? ORDER BY user_id")
    .bind(t.projectId)
    .all();
  return { project, members: members.results, board: await listBoard(env, t.projectId) };
}

describe("role matrix", () => {
  for (const c of ROUTES) {
    it(c.route, async () => {
      const base = await team();
      const t: Team = { ...base, task: await newTask(base.owner, base.projectId, { name: "Original" }) };
      const as: Record<Who, Caller | null> = { anonymous: null, outsider: t.outsider, viewer: t.viewer, editor: t.editor, owner: t.owner };
      // The table says who is refused; those go first (CALLERS' order), and each refusal changes nothing.
      const refused = CALLERS.filter((who) => c.expected[who] >= 400);
      const allowed = CALLERS.filter((who) => c.expected[who] < 400);
      expect(refused.slice(0, 2)).toEqual(["anonymous", "outsider"]);
      for (const who of refused) {
        await c.prepare?.(t);
        const before = await snapshot(t);
        const res = await c.call(t, as[who]);
        expect(res.status, `${c.route} as ${who}`).toBe(c.expected[who]);
        const body = await json<{ message: string }>(res);
        expect(body.message, `${c.route} as ${who}`).toBe(refusal(c, c.expected[who]));
        expect(await snapshot(t), `${c.route} as ${who} changed something`).toEqual(before);
      }
      // An outsider's answer is indistinguishable from that for a project (or task) that does not exist.
      const outsider = await c.call(t, t.outsider);
      const missing = await c.call(t, t.owner, true);
      expect([missing.status, await missing.json()]).toEqual([outsider.status, await outsider.json()]);
      for (const who of allowed) {
        await c.prepare?.(t);
        const res = await c.call(t, as[who]);
        expect(res.status, `${c.route} as ${who}`).toBe(c.expected[who]);
        res.webSocket?.accept();
        res.webSocket?.close(1000, "done");
      }
    });
  }

  it("the positive controls really wrote", async () => {
    const base = await team();
    const task = await newTask(base.editor, base.projectId, { name: "By editor" });
    expect((await api("PATCH", `/api/tasks/${task.id}`, { as: base.editor, body: { name: "Edited" } })).status).toBe(200);
    expect((await api("PATCH", `/api/projects/${base.projectId}`, { as: base.editor, body: { name: "Edited project" } })).status).toBe(200);
    const board = await listBoard(env, base.projectId);
    expect(board.tasks.map((x) => x.name)).toEqual(["Edited"]);
    const row = await env.DB.prepare("SELECT name FROM projects WHERE id = ?").bind(base.projectId).first();
    expect(row).toEqual({ name: "Edited project" });
    expect((await api("DELETE", `/api/projects/${base.projectId}`, { as: base.owner })).status).toBe(204);
    expect(await env.DB.prepare("SELECT id FROM projects WHERE id = ?").bind(base.projectId).first()).toBeNull();
  });

  it("the live socket checks the Origin and wants an upgrade", async () => {
    const t = await team();
    const foreign = await openSocket(t.owner, t.projectId, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const headers = { cookie: t.owner.cookie, upgrade: "websocket" };
    const noOrigin = await SELF.fetch(`${ORIGIN}/api/projects/${t.projectId}/live`, { headers });
    expect(noOrigin.status).toBe(403);
    const plain = await api("GET", `/api/projects/${t.projectId}/live`, { as: t.owner });
    expect(plain.status).toBe(426);
    // An outsider learns nothing, not even that the upgrade header is missing.
    expect((await api("GET", `/api/projects/${t.projectId}/live`, { as: t.outsider })).status).toBe(404);
  });

  it("a member of project A gets a plain 404 for project B's tasks, and B's task is untouched", async () => {
    const a = await team();
    const b = await team();
    const theirs = await newTask(b.owner, b.projectId, { name: "B's task" });
    for (const [method, body] of [
      ["PATCH", { name: "Hijacked" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await api(method, `/api/tasks/${theirs.id}`, { as: a.owner, body });
      expect(res.status).toBe(404);
    }
    const posted = await api("POST", "/api/tasks", { as: a.owner, body: { projectId: b.projectId, name: "Planted" } });
    expect(posted.status).toBe(404);
    expect((await listBoard(env, b.projectId)).tasks).toEqual([theirs]);
    expect(await json(await api("GET", `/api/projects/${b.projectId}/tasks`, { as: a.owner }))).toEqual({ message: "Project not found" });
  });
});
