import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Hono } from "hono";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiTokenAuth } from "../../worker/auth/api-tokens";
import type { SessionUser } from "../../worker/auth/session";
import { ApiError, onError, unauthorized } from "../../worker/http/errors";
import type { McpCaller } from "../../worker/mcp/caller";

// Issue 24/27: who an MCP request acts for (worker/mcp/route.ts). Only a bearer reaches /mcp: an API
// token with at least the read scope, or an OAuth grant the provider checked (its props on the
// context, decision 076) whose person still exists; never a session cookie, never both, never a
// foreign Origin. The caller the tools see carries the credential's scopes and projects, and the rate
// limit's headers come back on the answer. The stores are scripted here; test/api/mcp.test.ts and
// mcp-oauth.test.ts run the same paths against D1 in workerd.

vi.mock("@cloudflare/workers-oauth-provider", () => import("../support/fake-oauth-provider"));
const LIMITED_OUT = `kick_${"l".repeat(52)}`;
const STORE_DOWN = `kick_${"d".repeat(52)}`;
const TOO_MANY = "Too many requests with this API token. Please wait a moment and try again.";
const seen: { caller: McpCaller | null; server: McpServer | null; users: number[]; grantRefs: string[] } = {
  caller: null,
  server: null,
  users: [],
  grantRefs: [],
};
const tokens = new Map<string, { user: SessionUser; token: ApiTokenAuth }>();
vi.mock("../../worker/auth/api-tokens", async (real) => ({
  ...(await real<typeof import("../../worker/auth/api-tokens")>()),
  authenticateToken: async (_env: Env, secret: string) => {
    if (secret === LIMITED_OUT) throw new ApiError(429, TOO_MANY, { retryAfter: 30 }, { "Retry-After": "30" });
    if (secret === STORE_DOWN) throw new Error("D1 is unavailable");
    const found = tokens.get(secret);
    if (!found) throw unauthorized("This API token is not valid.");
    return { ...found, headers: { "RateLimit-Remaining": "41" } };
  },
  countGrantRequest: async (_env: Env, ref: string) => {
    seen.grantRefs.push(ref);
    return { "RateLimit-Remaining": "7" };
  },
}));
vi.mock("../../worker/services/users", () => ({
  findUserById: async (_env: Env, id: number) => {
    seen.users.push(id);
    return id === 5 ? { id: 5, email: "p@example.com", name: "P" } : null;
  },
}));
vi.mock("../../worker/mcp/server", () => ({
  mcpServer: (_env: Env, caller: McpCaller) => {
    seen.caller = caller;
    seen.server = new McpServer({ name: "test", version: "1" });
    return seen.server;
  },
}));

const { mcpRoutes, MCP_TOKEN_NEEDED, GRANT_USER_GONE } = await import("../../worker/mcp/route");

const ORIGIN = "https://kickoff.test";
const app = new Hono<{ Bindings: Env }>().route("/mcp", mcpRoutes).onError(onError);
const env = { ALLOWED_ORIGINS: "https://app.kickoff.test" } as Env;
const API_TOKEN = `kick_${"a".repeat(52)}`;
const person = { id: 9, email: "t@example.com", name: "T" } as unknown as SessionUser;
const CHALLENGE = `Bearer realm="Kickoff", resource="${ORIGIN}/mcp", resource_metadata="${ORIGIN}/.well-known/oauth-protected-resource/mcp"`;

function token(scopes: ApiTokenAuth["scopes"], projectIds: number[] | null): ApiTokenAuth {
  return { id: 1, name: "Agent", scopes, projectIds } as unknown as ApiTokenAuth;
}

async function post(headers: Record<string, string>, props?: unknown, body = '{"jsonrpc":"2.0","id":1,"method":"ping"}') {
  const req = new Request(`${ORIGIN}/mcp`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body,
  });
  const res = await app.fetch(req, env, { props, waitUntil() {}, passThroughOnException() {} } as unknown as ExecutionContext);
  const text = await res.text();
  return {
    res,
    status: res.status,
    body: text,
    message: res.status >= 400 ? (JSON.parse(text) as { message?: string }).message : undefined,
  };
}

const grant = { userId: 5, scopes: ["read", "write"], clientName: "Claude", grantRef: "g-1" };

beforeEach(() => {
  seen.caller = null;
  seen.users = [];
  seen.grantRefs = [];
  tokens.clear();
  tokens.set(API_TOKEN, { user: person, token: token(["write"], [3]) });
});

describe("/mcp: the bearer becomes the caller", () => {
  it("an API token: the person, the token's scopes and projects, named as the token; the rate limit's headers", async () => {
    const r = await post({ authorization: `Bearer ${API_TOKEN}` });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ jsonrpc: "2.0", id: 1, result: {} });
    expect(seen.caller).toEqual({ user: person, scopes: ["write"], projectIds: [3] });
    expect(r.res.headers.get("RateLimit-Remaining")).toBe("41");
    // Stateless (decision 075): the request's server is closed once it has answered; nothing is kept.
    expect(seen.server?.isConnected()).toBe(false);
    // An API token is never read as a grant, whatever the context holds.
    await post({ authorization: `Bearer ${API_TOKEN}` }, grant);
    expect(seen.caller).toEqual({ user: person, scopes: ["write"], projectIds: [3] });
    expect(seen.users).toEqual([]);
  });

  it("an API token needs the read scope to connect: a token without it is refused (403)", async () => {
    tokens.set(API_TOKEN, { user: person, token: token([], null) });
    const r = await post({ authorization: `Bearer ${API_TOKEN}` });
    expect(r).toMatchObject({ status: 403, message: 'This API token needs the "read" scope to do this.' });
    expect(seen.caller).toBeNull();
  });

  it("a bad API token: 401 with the token's message and the challenge that names the OAuth metadata", async () => {
    const r = await post({ authorization: "Bearer kick_nope" });
    expect(r).toMatchObject({ status: 401, message: "This API token is not valid." });
    expect(r.res.headers.get("www-authenticate")).toBe(CHALLENGE);
    expect(seen.caller).toBeNull();
  });

  it("a token past its rate keeps its 429 and Retry-After; a store failure stays a 500: only a 401 gets the challenge", async () => {
    const limited = await post({ authorization: `Bearer ${LIMITED_OUT}` });
    expect(limited).toMatchObject({ status: 429, message: TOO_MANY });
    expect(limited.res.headers.get("retry-after")).toBe("30");
    expect(limited.res.headers.get("www-authenticate")).toBeNull();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const down = await post({ authorization: `Bearer ${STORE_DOWN}` });
    logged.mockRestore();
    expect(down.status).toBe(500);
    expect(down.res.headers.get("www-authenticate")).toBeNull();
    expect(seen.caller).toBeNull();
  });

  it("an OAuth grant: its person by id, the grant's scopes, every project, named as the client; its own budget", async () => {
    const r = await post({ authorization: "Bearer oauth-access" }, grant);
    expect(r.status).toBe(200);
    expect(seen.users).toEqual([5]);
    expect(seen.caller).toEqual({
      user: { id: 5, email: "p@example.com", name: "P", viaToken: "Claude" },
      scopes: ["read", "write"],
      projectIds: null,
    });
    expect(seen.grantRefs).toEqual(["g-1"]);
    expect(r.res.headers.get("RateLimit-Remaining")).toBe("7");
    // A grant approved before grantRef existed: the person and the client name share a budget.
    await post({ authorization: "Bearer oauth-access" }, { userId: 5, scopes: ["read"], clientName: "Cursor" });
    expect(seen.grantRefs).toEqual(["g-1", "5:Cursor"]);
    expect(seen.caller?.scopes).toEqual(["read"]);
  });

  it("a grant whose person is gone: 401 with its message and the challenge, no caller", async () => {
    const r = await post({ authorization: "Bearer oauth-access" }, { ...grant, userId: 6 });
    expect(r).toMatchObject({ status: 401, message: GRANT_USER_GONE });
    expect(r.res.headers.get("www-authenticate")).toBe(CHALLENGE);
    expect(seen.caller).toBeNull();
    expect(seen.grantRefs).toEqual([]);
  });

  it("another bearer without a grant is not a credential (401)", async () => {
    const r = await post({ authorization: "Bearer oauth-access" });
    expect(r).toMatchObject({ status: 401, message: "This API token is not valid." });
    expect(r.res.headers.get("www-authenticate")).toBe(CHALLENGE);
  });
});

describe("/mcp: what is refused before any credential is read", () => {
  it("no bearer, an empty one, or only a session cookie: 401 with the challenge", async () => {
    const cases: Record<string, string>[] = [{}, { authorization: "Bearer" }, { cookie: "kickoff_session=s; __Host-kickoff_session=s" }];
    for (const headers of cases) {
      const r = await post(headers);
      expect(r, JSON.stringify(headers)).toMatchObject({ status: 401, message: MCP_TOKEN_NEEDED });
      expect(r.res.headers.get("www-authenticate")).toBe(CHALLENGE);
    }
    expect(seen.caller).toBeNull();
  });

  it("a bearer and a session cookie together: 400, even with a grant", async () => {
    const cookie = "__Host-kickoff_session=s";
    expect(await post({ authorization: `Bearer ${API_TOKEN}`, cookie })).toMatchObject({
      status: 400,
      message: "Send either an API token or a session cookie, not both.",
    });
    expect((await post({ authorization: "Bearer oauth-access", cookie }, grant)).status).toBe(400);
    // Another site's cookie is no session of ours.
    expect((await post({ authorization: `Bearer ${API_TOKEN}`, cookie: "other=s" })).status).toBe(200);
  });

  it("a foreign Origin is refused (403) before the credential; our own and the allowed ones pass", async () => {
    expect(await post({ authorization: `Bearer ${API_TOKEN}`, origin: "https://evil.example" })).toMatchObject({
      status: 403,
      message: "Cross-site request refused.",
    });
    expect((await post({ authorization: "Bearer", origin: "https://evil.example" })).status).toBe(403);
    expect(seen.caller).toBeNull();
    expect((await post({ authorization: `Bearer ${API_TOKEN}`, origin: ORIGIN })).status).toBe(200);
    expect((await post({ authorization: `Bearer ${API_TOKEN}`, origin: "https://app.kickoff.test" })).status).toBe(200);
  });

  it("a body over 1 MiB is refused (413) with the bound in bytes", async () => {
    const r = await post({ authorization: `Bearer ${API_TOKEN}` }, undefined, " ".repeat(1024 * 1024 + 1));
    expect(r.status).toBe(413);
    expect(r.body).toContain("must not exceed 1048576 bytes");
  });

  it("GET and DELETE: 405, Allow: POST, and the stateless message", async () => {
    for (const method of ["GET", "DELETE"]) {
      const res = await app.fetch(new Request(`${ORIGIN}/mcp`, { method, headers: { authorization: `Bearer ${API_TOKEN}` } }), env, {
        props: undefined,
      } as unknown as ExecutionContext);
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(await res.json()).toEqual({ message: "This MCP server is stateless: send every message as a POST." });
    }
  });
});
