import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN_EXEMPT } from "../../worker/http/middleware";
import { apiRoutes } from "../../worker/routes";
import { api, type Caller, env, flushProjection, json, listTasks, newTask, openSocket, team, uniqueEmail } from "../board/support";
import { ORIGIN } from "../support/api";

// CSRF: every state-changing route refuses a foreign Origin and a missing one with 403 and changes
// nothing. The routes come from the API's own route table, so a route added later is covered here
// without anyone remembering to add it; a new path parameter fails the test until it gets a value.
// The one exemption (RFC 8058 one-click unsubscribe, decision 026) is pinned below, and a forged
// call to it still changes nothing: it acts on its token, never on the caller's session.

const SAFE = new Set(["GET", "HEAD", "OPTIONS", "ALL"]);
const routes = [...new Set(apiRoutes.routes.filter((r) => !SAFE.has(r.method)).map((r) => `${r.method} /api${r.path}`))];

type Fixture = Awaited<ReturnType<typeof fixture>>;

async function fixture() {
  const t = await team();
  const task = await newTask(t.owner, t.projectId, { name: "Original name" });
  const invite = await api("POST", "/api/invitations", {
    as: t.owner,
    body: { projectId: t.projectId, email: uniqueEmail("guest"), role: "viewer" },
  });
  if (invite.status !== 201) throw new Error(`invitation: ${invite.status} ${await invite.text()}`);
  await flushProjection(t.projectId);
  return { ...t, task, invitationId: (await json<{ id: number }>(invite)).id as number };
}

/** A real value for each path parameter, chosen by the resource the path names. */
function concretePath(route: string, f: Fixture): string {
  const path = route.slice(route.indexOf(" ") + 1);
  return path.replace(/\/([^/]+)\/:(\w+)/g, (_, resource: string, param: string) => {
    const value = (
      {
        "projects:id": f.projectId,
        "members:userId": f.editor.userId,
        "tasks:id": f.task.id,
        "invitations:id": f.invitationId,
        "tool-recommendations:id": 1,
        "export:integration": "jira",
        "retry:jobId": "no-such-job",
        "integrations:provider": "jira",
        "sync:integration": "jira",
        "sync-status:integration": "jira",
        "pull-tasks:integration": "jira",
        "import:provider": "jira",
        "dependencies:dependencyId": "no-such-link",
        "comments:id": "no-such-comment",
        "restore:taskId": f.task.id,
        "notifications:id": 1,
        "tokens:id": 987654,
        "agents:id": "no-such-grant",
        "webhooks:id": "wh_nosuchhook",
        "deliveries:deliveryId": "dlv_nosuchdelivery",
        "fields:id": "no-such-field",
        "views:id": 987654,
        "time-entries:id": 987654,
        "labels:id": "no-such-label",
        "statuses:id": "no-such-status",
      } as Record<string, string | number>
    )[`${resource}:${param}`];
    if (value === undefined) throw new Error(`origin-check.test.ts: give ${route} a value for /${resource}/:${param}`);
    return `/${resource}/${value}`;
  });
}

/** Bodies the route would accept from our own origin, so a refusal is the Origin check's doing. */
function bodyFor(route: string, f: Fixture): unknown {
  const bodies: Record<string, unknown> = {
    "PATCH /api/auth/user": { firstName: "Mallory" },
    "POST /api/projects/:id/labels": { name: "Forged", color: "red" },
    "PATCH /api/labels/:id": { name: "Forged" },
    "POST /api/projects/:id/statuses": { name: "Forged", category: "todo" },
    "PATCH /api/statuses/:id": { name: "Forged" },
    "POST /api/projects/:id/template": { name: "Forged" },
    "POST /api/projects/from-template": { templateId: "builtin:website", startDate: "2031-03-03", name: "Forged" },
    "POST /api/auth/magic-link": { email: "victim@example.com" },
    "POST /api/ai/generate-plan": { idea: "A bakery website with online orders and a loyalty card" },
    "PATCH /api/tool-recommendations/:id/status": { status: "adopted" },
    "POST /api/projects/:id/members": { userId: f.outsider.userId, role: "owner" },
    "PATCH /api/projects/:id/members/:userId": { role: "owner" },
    "POST /api/invitations": { projectId: f.projectId, email: "mallory@example.com", role: "owner" },
    "POST /api/invitations/accept": { token: "x".repeat(40) },
    "POST /api/projects": { name: "Planted project" },
    "PATCH /api/projects/:id": { name: "Renamed by evil" },
    "POST /api/tasks": { projectId: f.projectId, name: "Planted task" },
    "PATCH /api/tasks/:id": { name: "Renamed by evil", status: "done" },
    "POST /api/timer": { taskId: f.task.id },
    "POST /api/tasks/:id/time-entries": { date: "2031-01-06", minutes: 30 },
    "PUT /api/projects/:id/time-settings": { estimateUnit: "points" },
    "PUT /api/time-settings": { reminderLeadDays: 3, recurrenceMode: "date", timeZone: "Europe/Paris" },
    "PUT /api/projects/:id/capacity": { members: [{ userId: f.owner.userId, weeklyHours: 10 }] },
    "PUT /api/projects/:id/holidays": { holidays: [{ date: "2031-01-01", name: "Forged" }] },
    "PATCH /api/time-entries/:id": { minutes: 10 },
    "POST /api/projects/:id/webhooks": { url: "https://evil.example.com/hook", events: ["task.created", "task.updated"] },
  };
  return bodies[route] ?? {};
}

/** The other tenants' rows when the test starts: projects, people and tasks that are not this fixture's. */
interface Others {
  projects: Set<unknown>;
  users: Set<unknown>;
  tasks: Set<unknown>;
}

async function othersThan(f: Fixture): Promise<Others> {
  const ids = async (sql: string, ...binds: unknown[]) =>
    new Set(
      (
        await env.DB.prepare(sql)
          .bind(...binds)
          .all<{ id: unknown }>()
      ).results.map((r) => r.id),
    );
  const mine = [f.owner, f.editor, f.viewer, f.outsider].map((c) => c.userId);
  return {
    projects: await ids("SELECT id FROM projects WHERE id <> ?", f.projectId),
    users: await ids(`SELECT id FROM users WHERE id NOT IN (${mine.map(() => "?").join(",")})`, ...mine),
    tasks: await ids("SELECT task_id AS id FROM task_index WHERE project_id <> ?", f.projectId),
  };
}

/**
 * Every D1 row (FTS5 internals aside) plus the live board, table by table: what "nothing changed"
 * compares. The rows of other tenants that existed before the test are left out: the storage is shared,
 * and other test files' work goes on in the background (webhook retries from the queue, board alarms'
 * projections, jobs), which moved a `wake_at` and then a row elsewhere between the two snapshots in CI.
 * Rows a forged request could make stay in: they are new, whoever they belong to.
 */
async function snapshot(f: Fixture, others: Others): Promise<Record<string, string>> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE '%_search%' ORDER BY name",
  ).all<{ name: string }>();
  const own = await env.DB.prepare("SELECT id FROM webhooks WHERE project_id = ?").bind(f.projectId).all<{ id: string }>();
  const ownHooks = new Set(own.results.map((w) => w.id));
  const theirs = (table: string, row: Record<string, unknown>) =>
    (table === "projects" && others.projects.has(row.id)) ||
    (table === "users" && others.users.has(row.id)) ||
    others.projects.has(row.project_id) ||
    others.users.has(row.user_id) ||
    others.tasks.has(row.task_id) ||
    (table === "webhook_deliveries" && !ownHooks.has(row.webhook_id as string));
  const rows: Record<string, string> = {};
  for (const { name } of tables.results) {
    const all = (await env.DB.prepare(`SELECT * FROM "${name}" ORDER BY 1`).all<Record<string, unknown>>()).results;
    rows[name] = JSON.stringify(all.filter((row) => !theirs(name, row)));
  }
  rows.board = JSON.stringify(await listTasks(f.owner, f.projectId));
  return rows;
}

/**
 * What each state-changing route answers the owner from our own Origin, with the bodies above: the
 * route itself answering (a 400 for a body it refuses, a 404 for an object that is not there), never
 * the Origin check's 403. A new route fails the test until it has its line.
 */
const SAME_ORIGIN: Record<string, number> = {
  "PATCH /api/auth/user": 200,
  "POST /api/auth/magic-link": 204,
  "POST /api/auth/magic-link/form": 400,
  "POST /api/ai/generate-plan": 200,
  "POST /api/projects/from-plan": 400,
  "POST /api/integrations/export/:integration": 400,
  "POST /api/integrations/export/:integration/retry/:jobId": 404,
  "POST /api/integrations/:provider/connect": 400,
  "PUT /api/integrations/jira/site": 400,
  "POST /api/tasks/:id/sync/:integration": 409,
  "POST /api/tasks/:id/sync-status/:integration": 400,
  "POST /api/projects/:id/sync/:integration": 409,
  "POST /api/projects/:id/pull-tasks/:integration": 409,
  "POST /api/import/file": 400,
  "POST /api/import/:provider": 400,
  "POST /api/import/assignees": 400,
  "PATCH /api/tool-recommendations/:id/status": 400,
  "POST /api/projects/:id/members": 201,
  "PATCH /api/projects/:id/members/:userId": 200,
  "POST /api/invitations": 201,
  "POST /api/invitations/accept": 404,
  "POST /api/invitations/:id/accept": 404,
  "POST /api/tasks/:id/comments": 400,
  "PATCH /api/comments/:id": 400,
  "POST /api/notifications/read": 400,
  "PUT /api/notifications/settings": 400,
  "POST /api/notifications/unsubscribe": 400,
  "POST /api/notifications/resubscribe": 400,
  "POST /api/projects/:id/undo": 200,
  "POST /api/projects/:id/redo": 200,
  // The calls run in the route table's order: the undo before it undoes another project route's change
  // (the projects' routes come first since issue 23), so the task was never deleted and is not in the history.
  "POST /api/projects/:id/restore/:taskId": 404,
  "POST /api/projects": 201,
  "PATCH /api/projects/:id": 200,
  "POST /api/projects/:id/dependencies": 400,
  "POST /api/projects/:id/schedule/what-if": 400,
  "POST /api/projects/:id/schedule/apply": 200,
  "POST /api/projects/:id/schedule/move": 400,
  "POST /api/projects/:id/schedule/preview": 200,
  "PUT /api/projects/:id/capacity": 200,
  "PUT /api/projects/:id/holidays": 200,
  "POST /api/projects/:id/webhooks": 201,
  "DELETE /api/webhooks/:id": 404,
  "PUT /api/projects/:id/time-settings": 200,
  "PUT /api/time-settings": 200,
  // The fixture's task doesn't repeat: the route itself refuses it.
  "POST /api/tasks/:id/skip-occurrence": 409,
  "POST /api/tasks/:id/time-entries": 201,
  "PATCH /api/time-entries/:id": 404,
  "DELETE /api/time-entries/:id": 404,
  "POST /api/timer": 201,
  "POST /api/calendar/rotate": 200,
  "POST /api/projects/:id/calendar/rotate": 200,
  // Deletes go last: the timer the POST above started is stopped.
  "DELETE /api/timer": 200,
  "POST /api/webhooks/:id/deliveries/:deliveryId/redeliver": 404,
  "POST /api/tasks": 201,
  "POST /api/projects/:id/tasks/batch": 400,
  "POST /api/projects/:id/fields": 400,
  "PATCH /api/fields/:id": 404,
  "POST /api/projects/:id/labels": 201,
  "PATCH /api/labels/:id": 404,
  "DELETE /api/labels/:id": 404,
  "POST /api/projects/:id/statuses": 201,
  "PATCH /api/statuses/:id": 404,
  "DELETE /api/statuses/:id": 404,
  "POST /api/projects/:id/template": 201,
  "POST /api/projects/from-template": 201,
  "DELETE /api/fields/:id": 404,
  "POST /api/projects/:id/views": 400,
  "PATCH /api/views/:id": 404,
  "DELETE /api/views/:id": 404,
  "PATCH /api/tasks/:id": 200,
  "DELETE /api/integrations/:provider": 204,
  "DELETE /api/projects/:id/members/:userId": 204,
  "DELETE /api/invitations/:id": 204,
  "DELETE /api/comments/:id": 404,
  "DELETE /api/projects/:id": 204,
  "DELETE /api/projects/:id/dependencies/:dependencyId": 404,
  "DELETE /api/tasks/:id": 204,
  "POST /api/auth/sign-out-everywhere": 204,
  "POST /api/tokens": 400,
  "DELETE /api/tokens/:id": 404,
  "DELETE /api/agents/:id": 404,
};

function call(route: string, f: Fixture, as: Caller, origin: string | null): Promise<Response> {
  const method = route.slice(0, route.indexOf(" "));
  const headers: Record<string, string> = { cookie: as.cookie, "content-type": "application/json" };
  if (origin) headers.origin = origin;
  return SELF.fetch(`${ORIGIN}${concretePath(route, f)}`, { method, headers, body: JSON.stringify(bodyFor(route, f)), redirect: "manual" });
}

describe("Origin check on every state-changing route", () => {
  it("knows the state-changing routes", () => {
    // A sanity floor: the route table was read, and PATCH and DELETE routes are in it.
    expect(routes).toContain("PATCH /api/tasks/:id");
    expect(routes).toContain("DELETE /api/projects/:id");
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it("exempts only the one-click unsubscribe, a route of the table", () => {
    expect([...ORIGIN_EXEMPT]).toEqual(["POST /api/notifications/unsubscribe"]);
    for (const route of ORIGIN_EXEMPT) expect(routes).toContain(route);
  });

  it.each([
    ["a foreign Origin", "https://evil.example"],
    ["a look-alike Origin", `${ORIGIN}.evil.example`],
    ["no Origin", null],
  ])("refuses %s with 403 and changes nothing", async (_, origin) => {
    const f = await fixture();
    const others = await othersThan(f);
    const before = await snapshot(f, others);
    for (const route of routes) {
      // The owner calls: the most a forged request could do.
      const res = await call(route, f, f.owner, origin);
      // The exempt route lets it through, but the session is no authority there: without the link's token, a 400.
      const exempt = ORIGIN_EXEMPT.has(route);
      expect(res.status, route).toBe(exempt ? 400 : 403);
      expect(await res.text(), route).toContain(exempt ? "<html" : '"message":"Cross-site request refused."');
    }
    expect(await snapshot(f, others)).toEqual(before);
  });

  it("lets the same requests through from our own Origin (the table above reaches real routes)", async () => {
    const f = await fixture();
    // Deletes and signing out last, so they don't take away what the others act on.
    const last = (r: string) => (r.includes("sign-out") ? 3 : r === "DELETE /api/projects/:id" ? 2 : Number(r.startsWith("DELETE")));
    const ordered = [...routes].sort((a, b) => last(a) - last(b));
    const status: Record<string, number> = {};
    for (const route of ordered) {
      const res = await call(route, f, f.owner, ORIGIN);
      status[route] = res.status;
      await res.body?.cancel();
    }
    expect(status).toEqual(SAME_ORIGIN);
    // What a forged request would have done had the check let it through.
    expect(status["PATCH /api/tasks/:id"]).toBe(200);
    expect(status["PATCH /api/projects/:id"]).toBe(200);
    expect(status["POST /api/tasks"]).toBe(201);
    expect(status["DELETE /api/projects/:id"]).toBe(204);
  });

  it("refuses a foreign Origin on the live socket too", async () => {
    const f = await fixture();
    const foreign = await openSocket(f.owner, f.projectId, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
  });
});
