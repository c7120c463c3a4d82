import { env, SELF } from "cloudflare:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import type { ActivityPage } from "../../core/schemas/activity";
import type { ConnectedAgent } from "../../core/schemas/connected-agent";
import type { Task } from "../../core/schemas/task";
import { TOKEN_RATE } from "../../worker/auth/api-tokens";
import { api, type Caller, json, newTask, team } from "../board/support";
import { ORIGIN } from "../support/api";

// Issue 24, item 6: an MCP client connects through OAuth 2.1 (decision 076). It discovers the
// authorization server, registers itself, sends the person to Kickoff's consent page, exchanges the
// code with PKCE, and calls /mcp with the access token, as the person and with the scopes they chose.

const REDIRECT = "https://agent.example/callback";
const RESOURCE = `${ORIGIN}/mcp`;

function b64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

async function pkce() {
  const verifier = b64url(crypto.getRandomValues(new Uint8Array(32)));
  const challenge = b64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
  return { verifier, challenge };
}

async function register(name = "Test Agent"): Promise<string> {
  const res = await SELF.fetch(`${ORIGIN}/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_name: name, redirect_uris: [REDIRECT], token_endpoint_auth_method: "none" }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ client_id: string }>(res)).client_id;
}

function authorizeUrl(clientId: string, challenge: string, scope = "read write"): string {
  const q = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope,
    state: "state-123",
    code_challenge: challenge,
    code_challenge_method: "S256",
    resource: RESOURCE,
  });
  return `${ORIGIN}/authorize?${q}`;
}

/** The cookie pairs of a response's Set-Cookie headers, ready to send back. */
function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie().map((c) => c.split(";")[0]);
}

/** Opens the consent page as `as`; returns the one-time handle and the cookies the page set. */
async function openConsent(as: Caller, url: string) {
  const page = await SELF.fetch(url, { headers: { cookie: as.cookie }, redirect: "manual" });
  expect(page.status).toBe(200);
  const body = await page.text();
  const handle = /name="handle" value="([^"]+)"/.exec(body)?.[1];
  expect(handle).toBeTruthy();
  return { body, handle: handle!, cookie: [as.cookie, ...cookiesOf(page)].join("; "), headers: page.headers };
}

async function decide(cookie: string, fields: Record<string, string>, origin = ORIGIN): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/authorize`, {
    method: "POST",
    headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

async function exchange(clientId: string, code: string, verifier: string): Promise<Response> {
  return SELF.fetch(`${ORIGIN}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      client_id: clientId,
      code_verifier: verifier,
      resource: RESOURCE,
    }).toString(),
  });
}

/** The whole flow for `as`, approving `access`; returns the access token. */
async function grant(as: Caller, access: "read" | "write", clientName = "Test Agent"): Promise<string> {
  const clientId = await register(clientName);
  const { verifier, challenge } = await pkce();
  const consent = await openConsent(as, authorizeUrl(clientId, challenge));
  const approved = await decide(consent.cookie, { handle: consent.handle, decision: "approve", access });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get("location")!);
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
  expect(back.searchParams.get("state")).toBe("state-123");
  const code = back.searchParams.get("code")!;
  expect(code).toBeTruthy();
  const token = await exchange(clientId, code, verifier);
  expect(token.status, await token.clone().text()).toBe(200);
  const body = await json<{ access_token: string; token_type: string; scope: string; refresh_token?: string }>(token);
  expect(body.token_type.toLowerCase()).toBe("bearer");
  expect(body.scope.split(" ").sort()).toEqual(access === "write" ? ["read", "write"] : ["read"]);
  return body.access_token;
}

async function agent(token: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(RESOURCE), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
    fetch: (url, init) => SELF.fetch(String(url), init),
  });
  const client = new Client({ name: "kickoff-oauth-agent", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

const text = (r: CallToolResult) => (r.content[0] as { type: "text"; text: string }).text;

describe("OAuth 2.1 for the MCP endpoint", () => {
  it("publishes its discovery metadata", async () => {
    const as = await SELF.fetch(`${ORIGIN}/.well-known/oauth-authorization-server`);
    expect(as.status).toBe(200);
    const meta = await json<Record<string, unknown>>(as);
    expect(meta).toMatchObject({
      issuer: ORIGIN,
      authorization_endpoint: `${ORIGIN}/authorize`,
      token_endpoint: `${ORIGIN}/token`,
      registration_endpoint: `${ORIGIN}/register`,
    });
    expect(meta.code_challenge_methods_supported).toContain("S256");
    expect(meta.scopes_supported).toEqual(["read", "write"]);

    const pr = await SELF.fetch(`${ORIGIN}/.well-known/oauth-protected-resource/mcp`);
    expect(pr.status).toBe(200);
    expect(await json(pr)).toMatchObject({ resource: RESOURCE, authorization_servers: [ORIGIN] });

    // /mcp without a credential points the client at that metadata.
    const none = await SELF.fetch(RESOURCE, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toContain(`resource_metadata="${ORIGIN}/.well-known/oauth-protected-resource/mcp"`);
  });

  it("registers a client, and the person approves it on the consent page; the agent then writes as them", async () => {
    const t = await team();
    const clientId = await register("Claude Desktop");
    const { challenge } = await pkce();
    const url = authorizeUrl(clientId, challenge);

    // Signed out: through the sign-in page, which brings the person back to this very request.
    const out = await SELF.fetch(url, { redirect: "manual" });
    expect(out.status).toBe(302);
    const login = new URL(out.headers.get("location")!, ORIGIN);
    expect(login.pathname).toBe("/api/login");
    const next = login.searchParams.get("next")!;
    expect(`${ORIGIN}${next}`).toBe(url);
    const signedIn = await SELF.fetch(`${ORIGIN}/api/login?next=${encodeURIComponent(next)}`, {
      headers: { cookie: t.editor.cookie },
      redirect: "manual",
    });
    expect(signedIn.headers.get("location")).toBe(next);

    const consent = await openConsent(t.editor, url);
    expect(consent.body).toContain("Claude Desktop");
    expect(consent.body).toContain("agent.example");
    expect(consent.body).toContain(t.editor.email);
    expect(consent.body).toContain('value="write" checked');
    expect(consent.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    // Not no-referrer: a browser would then send the Approve form with `Origin: null` (e2e/connected-agents.e2e.ts).
    expect(consent.headers.get("referrer-policy")).toBe("same-origin");
    expect(consent.headers.get("content-security-policy")).toContain("form-action 'self' https://agent.example");

    // The form only from our own pages.
    const forged = await decide(consent.cookie, { handle: consent.handle, decision: "approve", access: "write" }, "https://evil.example");
    expect(forged.status).toBe(403);

    const approved = await decide(consent.cookie, { handle: consent.handle, decision: "approve", access: "write" });
    expect(approved.status).toBe(302);
    const code = new URL(approved.headers.get("location")!).searchParams.get("code")!;

    // The handle works once.
    const again = await decide(consent.cookie, { handle: consent.handle, decision: "approve", access: "write" });
    expect(again.status).toBe(400);

    // PKCE: the code needs the verifier its challenge came from.
    const wrong = await exchange(clientId, code, (await pkce()).verifier);
    expect(wrong.status).toBe(400);
    expect((await json<{ error: string }>(wrong)).error).toBe("invalid_grant");
  });

  it("gives the agent the person's access: tools listed, a write seen as the person via the agent", async () => {
    const t = await team();
    const token = await grant(t.editor, "write", "Claude Desktop");
    const client = await agent(token);
    const { tools } = await client.listTools();
    expect(tools.map((x) => x.name)).toContain("create_task");

    const result = (await client.callTool({
      name: "create_task",
      arguments: { projectId: t.projectId, name: "Book the venue" },
    })) as CallToolResult;
    expect(result.isError ?? false).toBe(false);
    const created = JSON.parse(text(result)) as Task;
    await client.close();

    const list = await json<Task[]>(await api("GET", `/api/projects/${t.projectId}/tasks`, { as: t.owner }));
    expect(list.map((x) => x.name)).toContain("Book the venue");
    const page = await json<ActivityPage>(await api("GET", `/api/projects/${t.projectId}/activity`, { as: t.owner }));
    const mine = page.items.filter((e) => e.taskId === created.id);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.map((e) => [e.actor.id, e.via])).toEqual(mine.map(() => [t.editor.userId, "Claude Desktop"]));
  });

  it("refuses a write tool to a read-only grant, and the person's role still applies", async () => {
    const t = await team();
    const task = await newTask(t.owner, t.projectId, { name: "Guarded" });
    const reader = await agent(await grant(t.editor, "read"));
    const board = (await reader.callTool({ name: "read_board", arguments: { projectId: t.projectId } })) as CallToolResult;
    expect(board.isError ?? false).toBe(false);
    const refused = (await reader.callTool({ name: "complete_task", arguments: { taskId: task.id } })) as CallToolResult;
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ status: 403 });
    await reader.close();

    const viewer = await agent(await grant(t.viewer, "write"));
    const role = (await viewer.callTool({ name: "create_task", arguments: { projectId: t.projectId, name: "Sneaky" } })) as CallToolResult;
    expect(role.structuredContent).toMatchObject({ status: 403, message: "You have read-only access to this project." });
    await viewer.close();

    const list = await json<Task[]>(await api("GET", `/api/projects/${t.projectId}/tasks`, { as: t.owner }));
    expect(list.map((x) => [x.name, x.status])).toEqual([["Guarded", "todo"]]);
  });

  it("denying sends the client access_denied and no code", async () => {
    const t = await team();
    const clientId = await register();
    const { challenge } = await pkce();
    const consent = await openConsent(t.owner, authorizeUrl(clientId, challenge));
    const denied = await decide(consent.cookie, { handle: consent.handle, decision: "deny" });
    expect(denied.status).toBe(302);
    const back = new URL(denied.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toBe("state-123");
    expect(back.searchParams.get("code")).toBeNull();
  });

  it("approving needs the person's session: without it a 401 and no code, and the page's handle still works for them", async () => {
    const t = await team();
    const clientId = await register();
    const { challenge } = await pkce();
    const consent = await openConsent(t.owner, authorizeUrl(clientId, challenge));
    const pageCookies = consent.cookie
      .split("; ")
      .filter((c) => !t.owner.cookie.includes(c))
      .join("; ");
    for (const decision of ["approve", "deny"]) {
      const refused = await decide(pageCookies, { handle: consent.handle, decision, access: "write" });
      expect(refused.status).toBe(401);
      expect(refused.headers.get("location")).toBeNull();
      expect(await refused.text()).toContain("Your session has ended. Sign in and start connecting the agent again.");
    }
    const approved = await decide(consent.cookie, { handle: consent.handle, decision: "approve", access: "read" });
    expect(approved.status).toBe(302);
    expect(new URL(approved.headers.get("location")!).searchParams.get("code")).toBeTruthy();
  });

  it("refuses an unknown client or redirect URI on the page itself, and a forged or missing token on /mcp", async () => {
    const t = await team();
    const { challenge } = await pkce();
    const unknown = await SELF.fetch(authorizeUrl("no-such-client", challenge), {
      headers: { cookie: t.owner.cookie },
      redirect: "manual",
    });
    expect(unknown.status).toBe(400);
    const clientId = await register();
    const elsewhere = authorizeUrl(clientId, challenge).replace(
      encodeURIComponent(REDIRECT),
      encodeURIComponent("https://evil.example/cb"),
    );
    const moved = await SELF.fetch(elsewhere, { headers: { cookie: t.owner.cookie }, redirect: "manual" });
    expect(moved.status).toBe(400);

    const forged = await SELF.fetch(RESOURCE, {
      method: "POST",
      headers: { authorization: "Bearer 1:abc:def", "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(forged.status).toBe(401);
  });

  it("keeps API tokens working on /mcp and /api beside OAuth", async () => {
    const t = await team();
    const minted = await api("POST", "/api/tokens", { as: t.editor, body: { name: "Script", scopes: ["write"] } });
    expect(minted.status).toBe(201);
    const { token } = await json<{ token: string }>(minted);
    const client = await agent(token);
    const result = (await client.callTool({
      name: "create_task",
      arguments: { projectId: t.projectId, name: "Via token" },
    })) as CallToolResult;
    expect(result.isError ?? false).toBe(false);
    await client.close();
    const rest = await SELF.fetch(`${ORIGIN}/api/projects/${t.projectId}/tasks`, { headers: { authorization: `Bearer ${token}` } });
    expect(rest.status).toBe(200);
    // An OAuth access token is for /mcp only: /api does not take it.
    const oauthToken = await grant(t.editor, "write");
    const onApi = await SELF.fetch(`${ORIGIN}/api/projects/${t.projectId}/tasks`, { headers: { authorization: `Bearer ${oauthToken}` } });
    expect(onApi.status).toBe(401);
  });

  it("lists the agents a person approved in Settings, and revoking one ends its access at once", async () => {
    const t = await team();
    const desktop = await grant(t.editor, "write", "Claude Desktop");
    const cursor = await grant(t.editor, "read", "Cursor");

    const listed = await api("GET", "/api/agents", { as: t.editor });
    expect(listed.status).toBe(200);
    const agents = await json<ConnectedAgent[]>(listed);
    expect(agents.map((a) => [a.clientName, [...a.scopes].sort(), a.redirectHost]).sort()).toEqual([
      ["Claude Desktop", ["read", "write"], "agent.example"],
      ["Cursor", ["read"], "agent.example"],
    ]);
    expect(agents.every((a) => Number.isFinite(Date.parse(a.createdAt)))).toBe(true);
    const desktopId = agents.find((a) => a.clientName === "Claude Desktop")!.id;

    // Each person sees and revokes only their own approvals.
    expect(await json<ConnectedAgent[]>(await api("GET", "/api/agents", { as: t.owner }))).toEqual([]);
    const foreign = await api("DELETE", `/api/agents/${desktopId}`, { as: t.owner });
    expect(foreign.status).toBe(404);
    expect((await json<{ message: string }>(foreign)).message).toBe("Connected agent not found");
    const stillWorks = await agent(desktop);
    await stillWorks.close();

    // Managing agents needs the person in their browser, never a token.
    const minted = await json<{ token: string }>(
      await api("POST", "/api/tokens", { as: t.editor, body: { name: "Script", scopes: ["admin"] } }),
    );
    const byToken = await SELF.fetch(`${ORIGIN}/api/agents`, { headers: { authorization: `Bearer ${minted.token}` } });
    expect(byToken.status).toBe(403);

    const revoked = await api("DELETE", `/api/agents/${desktopId}`, { as: t.editor });
    expect(revoked.status).toBe(204);
    expect((await json<ConnectedAgent[]>(await api("GET", "/api/agents", { as: t.editor }))).map((a) => a.clientName)).toEqual(["Cursor"]);
    expect((await ping(desktop)).status).toBe(401);
    expect((await ping(cursor)).status).toBe(200);
  });

  it("gives each approved agent its own rate limit, with the RateLimit headers and a 429 past it", async () => {
    const t = await team();
    const first = await grant(t.editor, "read", "Same Agent");
    const second = await grant(t.editor, "read", "Same Agent");
    const before = new Set(await grantKeys());
    const one = await ping(first);
    expect(one.status).toBe(200);
    expect(one.headers.get("ratelimit")).toMatch(new RegExp(`r=${TOKEN_RATE.limit - 1};`));
    const [key] = (await grantKeys()).filter((k) => !before.has(k));
    expect(key).toBeTruthy();
    expect((await ping(first)).headers.get("ratelimit")).toMatch(new RegExp(`r=${TOKEN_RATE.limit - 2};`));
    // The other approval, for the same person and client name, counts apart.
    expect((await ping(second)).headers.get("ratelimit")).toMatch(new RegExp(`r=${TOKEN_RATE.limit - 1};`));

    await env.DB.prepare("UPDATE rate_limits SET count = ? WHERE key = ?").bind(TOKEN_RATE.limit, key).run();
    const over = await ping(first);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await json<{ message: string }>(over)).message).toBe("Too many requests from this agent. Please wait a moment and try again.");
    expect((await ping(second)).status).toBe(200);
  });
});

/** One JSON-RPC ping to /mcp with a bearer: the cheapest call that goes through the whole door. */
function ping(token: string): Promise<Response> {
  return SELF.fetch(RESOURCE, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
  });
}

async function grantKeys(): Promise<string[]> {
  const rows = await env.DB.prepare("SELECT key FROM rate_limits WHERE key LIKE 'oauth-grant:%'").all<{ key: string }>();
  return rows.results.map((r) => r.key);
}
