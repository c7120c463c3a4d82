import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Task } from "../../core/schemas/task";
import { TOKEN_RATE } from "../../worker/auth/api-tokens";
import { TOKEN_RECHECK_MS } from "../../worker/auth/token-cache";
import { api, type Caller, env, json, newTask, team } from "../board/support";
import { ORIGIN } from "../support/api";

// Decision 159: an API token's row is read from D1 at most every TOKEN_RECHECK_MS per isolate and
// trusted in between, like a session (decision 008). These pin what the cache may never change:
// revocation at once on this isolate and within the bound elsewhere, the exact expiry, the member's
// current role on every write, and the rate limit's count.

async function mint(as: Caller, body: Record<string, unknown>): Promise<{ id: number; token: string }> {
  const res = await api("POST", "/api/tokens", { as, body: { name: "Script", scopes: ["write"], ...body } });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

function withToken(token: string, method: string, path: string, body?: unknown) {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${token}` } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  return SELF.fetch(`${ORIGIN}${path}`, init);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("API tokens checked from the per-isolate cache", () => {
  it("a token revoked elsewhere (another isolate: only the D1 row goes) is refused within TOKEN_RECHECK_MS", async () => {
    const t = await team();
    const { id, token } = await mint(t.owner, {});
    expect((await withToken(token, "GET", "/api/auth/user")).status).toBe(200);
    await env.DB.prepare("DELETE FROM api_tokens WHERE id = ?").bind(id).run();
    const revokedAt = Date.now();
    await sleep(TOKEN_RECHECK_MS + 50);
    const res = await withToken(token, "GET", "/api/auth/user");
    expect([res.status, (await json(res)).message]).toEqual([401, "This API token is not valid."]);
    expect(Date.now() - revokedAt).toBeLessThan(TOKEN_RECHECK_MS + 2_000);
  });

  it("stops at its expiry to the millisecond, though its row is cached", async () => {
    const t = await team();
    const expiresAt = Date.now() + 1_500;
    const { token } = await mint(t.owner, { expiresAt: new Date(expiresAt).toISOString() });
    expect((await withToken(token, "GET", "/api/auth/user")).status).toBe(200);
    await sleep(expiresAt - Date.now() + 10);
    // Well inside TOKEN_RECHECK_MS of the first request: the cached row answers, and refuses.
    const res = await withToken(token, "GET", "/api/auth/user");
    expect([res.status, (await json(res)).message]).toEqual([401, "This API token has expired."]);
  });

  it("writes with the member's role as it is now: a removed member's cached token is refused at once", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Shared" });
    const { token } = await mint(t.editor, {});
    expect((await withToken(token, "PATCH", `/api/tasks/${task.id}`, { name: "Before" })).status).toBe(200);
    expect((await api("DELETE", `/api/projects/${t.projectId}/members/${t.editor.userId}`, { as: t.owner })).status).toBe(204);
    const res = await withToken(token, "PATCH", `/api/tasks/${task.id}`, { name: "After" });
    expect([res.status, (await json(res)).message]).toEqual([404, "Task not found"]);
    const tasks = await json<Task[]>(await api("GET", `/api/projects/${t.projectId}/tasks`, { as: t.owner }));
    expect(tasks.find((x) => x.id === task.id)?.name).toBe("Before");
  });

  it("reads the person's new name at once after a profile change", async () => {
    const t = await team();
    const { token } = await mint(t.owner, {});
    expect((await withToken(token, "GET", "/api/auth/user")).status).toBe(200);
    expect((await api("PATCH", "/api/auth/user", { as: t.owner, body: { firstName: "Renamed" } })).status).toBe(200);
    const me = await json<{ firstName: string | null }>(await withToken(token, "GET", "/api/auth/user"));
    expect(me.firstName).toBe("Renamed");
  });

  it("adds the requests it let through to the token's D1 count at the next check", async () => {
    const t = await team();
    const { id, token } = await mint(t.owner, { scopes: ["read"] });
    // The whole test within one rate window: too close to its end, start in the next.
    const windowMs = TOKEN_RATE.windowSeconds * 1000;
    const left = windowMs - (Date.now() % windowMs);
    if (left < TOKEN_RECHECK_MS + 3_000) await sleep(left + 10);
    const window = Math.floor(Date.now() / windowMs);
    for (let i = 0; i < 5; i++) expect((await withToken(token, "GET", "/api/auth/user")).status).toBe(200);
    await sleep(TOKEN_RECHECK_MS + 50);
    const next = await withToken(token, "GET", "/api/auth/user");
    expect(next.status).toBe(200);
    const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?")
      .bind(`api-token:${id}:${window}`)
      .first<{ count: number }>();
    expect(row?.count).toBe(6);
    expect(next.headers.get("RateLimit")).toMatch(new RegExp(`^"token";r=${TOKEN_RATE.limit - 6};t=\\d+$`));
  });
});
