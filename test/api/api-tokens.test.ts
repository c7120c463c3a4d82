import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ActivityPage } from "../../core/schemas/activity";
import { type ApiTokenView, MAX_TOKENS_PER_USER } from "../../core/schemas/api-token";
import type { Task } from "../../core/schemas/task";
import { TOKEN_RATE } from "../../worker/auth/api-tokens";
import { TOKEN_RECHECK_MS } from "../../worker/auth/token-cache";
import { hashToken } from "../../worker/auth/tokens";
import { api, type Caller, env, json, newProjectId, newTask, team } from "../board/support";
import { ORIGIN } from "../support/api";

// Issue 24: personal API tokens. Made, listed and revoked with a session; used as a Bearer token on
// the same /api, without cookies or an Origin; held to their scopes, projects, expiry and rate limit.

async function mint(as: Caller, body: Record<string, unknown>): Promise<{ id: number; token: string }> {
  const res = await api("POST", "/api/tokens", { as, body: { name: "Script", scopes: ["read"], ...body } });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

/** A script's request: the token, no cookie, no Origin. */
function withToken(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${token}`, ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  return SELF.fetch(`${ORIGIN}${path}`, init);
}

describe("API tokens", () => {
  it("are shown once, stored hashed, listed without the secret and revoked", async () => {
    const t = await team();
    const created = await mint(t.owner, {
      name: "CI script",
      scopes: ["read", "write"],
      projectIds: [t.projectId],
      expiresAt: "2031-01-01T00:00:00Z",
    });
    expect(created.token).toMatch(/^kick_[a-z2-7]{52}$/);
    const row = await env.DB.prepare("SELECT token_hash FROM api_tokens WHERE id = ?").bind(created.id).first<{ token_hash: string }>();
    expect(row?.token_hash).toBe(hashToken(created.token));

    const list = await api("GET", "/api/tokens", { as: t.owner });
    const text = await list.text();
    expect(text).not.toContain(created.token);
    const [view] = JSON.parse(text) as ApiTokenView[];
    expect(view).toMatchObject({
      id: created.id,
      name: "CI script",
      scopes: ["read", "write"],
      projects: [{ id: t.projectId, name: "Board project" }],
      expiresAt: "2031-01-01T00:00:00.000Z",
      lastUsedAt: null,
    });
    // Someone else neither sees nor revokes it.
    expect(await json(await api("GET", "/api/tokens", { as: t.editor }))).toEqual([]);
    expect((await api("DELETE", `/api/tokens/${created.id}`, { as: t.editor })).status).toBe(404);

    expect((await withToken(created.token, "GET", "/api/auth/user")).status).toBe(200);
    const used = (await json<ApiTokenView[]>(await api("GET", "/api/tokens", { as: t.owner })))[0];
    expect(used.lastUsedAt).not.toBeNull();

    expect((await api("DELETE", `/api/tokens/${created.id}`, { as: t.owner })).status).toBe(204);
    const after = await withToken(created.token, "GET", "/api/auth/user");
    expect(after.status).toBe(401);
    expect((await json(after)).message).toBe("This API token is not valid.");
  });

  it("refuses bad input with a clear message", async () => {
    const t = await team();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "", scopes: ["read"] }, "Please give the token a name."],
      [{ name: "x", scopes: [] }, "Choose at least one scope."],
      [{ name: "x", scopes: ["root"] }, "Scopes are read, write and admin."],
      [{ name: "x", scopes: ["read"], expiresAt: "2001-01-01T00:00:00Z" }, "The expiry must be in the future."],
    ];
    const answers: Array<[number, string]> = [];
    for (const [body] of cases) {
      const res = await api("POST", "/api/tokens", { as: t.owner, body });
      answers.push([res.status, (await json(res)).message]);
    }
    expect(answers).toEqual(cases.map(([, message]) => [400, expect.stringContaining(message)]));
    const foreign = await api("POST", "/api/tokens", { as: t.outsider, body: { name: "x", scopes: ["read"], projectIds: [t.projectId] } });
    expect(foreign.status).toBe(400);
    expect((await json(foreign)).message).toBe(`You are not a member of project ${t.projectId}.`);
  });

  it(`holds at most ${MAX_TOKENS_PER_USER} per person; revoking one makes room`, async () => {
    const t = await team();
    const { id } = await mint(t.owner, {});
    const insert = env.DB.prepare(
      "INSERT INTO api_tokens (user_id, name, token_hash, scopes, created_at) VALUES (?, 'Filler', ?, '[\"read\"]', ?)",
    );
    await env.DB.batch(
      Array.from({ length: MAX_TOKENS_PER_USER - 2 }, (_, i) => insert.bind(t.owner.userId, `filler-${t.owner.userId}-${i}`, Date.now())),
    );
    await mint(t.owner, {});
    const full = await api("POST", "/api/tokens", { as: t.owner, body: { name: "One more", scopes: ["read"] } });
    expect([full.status, (await json(full)).message]).toEqual([
      409,
      `You have ${MAX_TOKENS_PER_USER} API tokens already; revoke one first.`,
    ]);
    // Another person's count is their own.
    await mint(t.editor, {});
    expect((await api("DELETE", `/api/tokens/${id}`, { as: t.owner })).status).toBe(204);
    await mint(t.owner, {});
  });

  it("cannot manage tokens: creating, listing and revoking need a session", async () => {
    const t = await team();
    const { id, token } = await mint(t.owner, { scopes: ["read", "write", "admin"] });
    for (const [method, path, body] of [
      ["POST", "/api/tokens", { name: "Child", scopes: ["read"] }],
      ["GET", "/api/tokens", undefined],
      ["DELETE", `/api/tokens/${id}`, undefined],
    ] as const) {
      const res = await withToken(token, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json(res)).message).toBe("API tokens cannot do this; sign in to Kickoff to do it.");
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM api_tokens WHERE user_id = ?").bind(t.owner.userId).first("n")).toBe(1);
  });

  it("writes without cookie or Origin, and the activity names the token", async () => {
    const t = await team();
    const { token } = await mint(t.editor, { name: "Nightly import", scopes: ["write"] });
    const created = await withToken(token, "POST", "/api/tasks", { projectId: t.projectId, name: "From a script" });
    expect(created.status).toBe(201);
    expect(created.headers.get("RateLimit-Policy")).toBe(`"token";q=${TOKEN_RATE.limit};w=${TOKEN_RATE.windowSeconds}`);
    expect(created.headers.get("RateLimit")).toMatch(new RegExp(`^"token";r=${TOKEN_RATE.limit - 1};t=\\d+$`));
    const task = await json<Task>(created);
    const patched = await withToken(token, "PATCH", `/api/tasks/${task.id}`, { status: "done" });
    expect(patched.status).toBe(200);

    const page = await json<ActivityPage>(await api("GET", `/api/projects/${t.projectId}/activity`, { as: t.viewer }));
    const mine = page.items.filter((e) => e.taskId === task.id);
    expect(mine.map((e) => [e.kind, e.actor.id, e.via])).toEqual([
      ["updated", t.editor.userId, "Nightly import"],
      ["created", t.editor.userId, "Nightly import"],
    ]);
    // The same person from the app: no token named.
    await api("PATCH", `/api/tasks/${task.id}`, { as: t.editor, body: { name: "By hand" } });
    const again = await json<ActivityPage>(await api("GET", `/api/projects/${t.projectId}/activity`, { as: t.viewer }));
    expect(again.items[0].via).toBeNull();
  });

  it("is refused together with a session cookie", async () => {
    const t = await team();
    const { token } = await mint(t.owner, { scopes: ["write"] });
    const res = await api("POST", "/api/tasks", {
      as: t.owner,
      body: { projectId: t.projectId, name: "Both" },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("Send either an API token or a session cookie, not both.");
  });

  it("reaches only what its scopes allow, with the member's own role on top", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Scoped" });
    const read = (await mint(t.owner, { scopes: ["read"] })).token;
    const write = (await mint(t.owner, { scopes: ["write"] })).token;
    const admin = (await mint(t.owner, { scopes: ["admin"] })).token;
    const viewerWrite = (await mint(t.viewer, { scopes: ["write"] })).token;

    expect((await withToken(read, "GET", `/api/projects/${t.projectId}/tasks`)).status).toBe(200);
    const refused = await withToken(read, "PATCH", `/api/tasks/${task.id}`, { name: "No" });
    expect(refused.status).toBe(403);
    expect((await json(refused)).message).toBe('This API token needs the "write" scope to do this.');
    expect((await withToken(write, "PATCH", `/api/tasks/${task.id}`, { name: "Yes" })).status).toBe(200);
    // Members are the admin scope's.
    const members = await withToken(write, "PATCH", `/api/projects/${t.projectId}/members/${t.viewer.userId}`, { role: "editor" });
    expect(members.status).toBe(403);
    expect((await json(members)).message).toBe('This API token needs the "admin" scope to do this.');
    expect((await withToken(admin, "PATCH", `/api/projects/${t.projectId}/members/${t.viewer.userId}`, { role: "viewer" })).status).toBe(
      200,
    );
    // A token never lifts its person's role: a viewer's write token is still a viewer's.
    const viewer = await withToken(viewerWrite, "PATCH", `/api/tasks/${task.id}`, { name: "Viewer" });
    expect(viewer.status).toBe(403);
    expect((await json(viewer)).message).toBe("You have read-only access to this project.");
    // Nor opens the live socket, which is the app's.
    expect((await withToken(admin, "GET", `/api/projects/${t.projectId}/live`, undefined, { upgrade: "websocket" })).status).toBe(403);
  });

  it("limited to some projects, reaches only those", async () => {
    const t = await team();
    const otherId = await newProjectId(t.owner, "Other project");
    const otherTask = await newTask(t.owner, otherId, { name: "Elsewhere" });
    const { token } = await mint(t.owner, { scopes: ["write"], projectIds: [t.projectId] });

    const listed = await json<Array<{ id: number }>>(await withToken(token, "GET", "/api/projects"));
    expect(listed.map((p) => p.id)).toEqual([t.projectId]);
    expect((await withToken(token, "GET", `/api/projects/${t.projectId}/tasks`)).status).toBe(200);
    const other = await withToken(token, "GET", `/api/projects/${otherId}/tasks`);
    expect([other.status, (await json(other)).message]).toEqual([404, "Project not found"]);
    const patch = await withToken(token, "PATCH", `/api/tasks/${otherTask.id}`, { name: "Reached" });
    expect([patch.status, (await json(patch)).message]).toEqual([404, "Task not found"]);
    const create = await withToken(token, "POST", "/api/tasks", { projectId: otherId, name: "Planted" });
    expect(create.status).toBe(404);
    expect((await withToken(token, "POST", "/api/tasks", { projectId: t.projectId, name: "Allowed" })).status).toBe(201);
    // Routes about no one project (search across all of them) are out of its reach.
    const search = await withToken(token, "GET", "/api/search?q=Elsewhere");
    expect([search.status, (await json(search)).message]).toEqual([403, "This API token is limited to some projects; it cannot do this."]);
    const untouched = await json<Task[]>(await api("GET", `/api/projects/${otherId}/tasks`, { as: t.owner }));
    expect(untouched.map((x) => x.name)).toEqual(["Elsewhere"]);
  });

  it("stops at its expiry", async () => {
    const t = await team();
    const { id, token } = await mint(t.owner, { scopes: ["read"], expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await withToken(token, "GET", "/api/auth/user")).status).toBe(200);
    await env.DB.prepare("UPDATE api_tokens SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, id)
      .run();
    // An expiry only D1 knows of (the row as read is cached, decision 159) is read at the next check;
    // token-cache.test.ts pins the cached row's own expiry to the millisecond.
    await new Promise((r) => setTimeout(r, TOKEN_RECHECK_MS + 50));
    const res = await withToken(token, "GET", "/api/auth/user");
    expect([res.status, (await json(res)).message]).toEqual([401, "This API token has expired."]);
    const junk = await withToken("kick_notatoken", "GET", "/api/auth/user");
    expect([junk.status, (await json(junk)).message]).toEqual([401, "This API token is not valid."]);
  });

  it("is rate limited per token with 429, Retry-After and the RateLimit headers", async () => {
    const t = await team();
    const { id, token } = await mint(t.owner, { scopes: ["read"] });
    const other = await mint(t.owner, { scopes: ["read"] });
    // The window's count, as if the token had already sent its limit.
    const window = Math.floor(Date.now() / 1000 / TOKEN_RATE.windowSeconds);
    await env.DB.prepare("INSERT INTO rate_limits (key, count, expires_at) VALUES (?, ?, ?)")
      .bind(`api-token:${id}:${window}`, TOKEN_RATE.limit - 1, (window + 1) * TOKEN_RATE.windowSeconds)
      .run();
    const last = await withToken(token, "GET", "/api/auth/user");
    expect(last.status).toBe(200);
    expect(last.headers.get("RateLimit")).toMatch(/^"token";r=0;t=\d+$/);
    const over = await withToken(token, "GET", "/api/auth/user");
    expect(over.status).toBe(429);
    const retry = Number(over.headers.get("Retry-After"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(TOKEN_RATE.windowSeconds);
    expect(over.headers.get("RateLimit")).toBe(`"token";r=0;t=${retry}`);
    expect(over.headers.get("RateLimit-Policy")).toBe(`"token";q=${TOKEN_RATE.limit};w=${TOKEN_RATE.windowSeconds}`);
    // Per token: the person's other token goes on.
    expect((await withToken(other.token, "GET", "/api/auth/user")).status).toBe(200);
  });
});
