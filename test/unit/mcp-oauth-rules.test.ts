import { beforeEach, describe, expect, it, vi } from "vitest";
import { recorder, resetRecorder } from "../support/fake-oauth-provider";

vi.mock("@cloudflare/workers-oauth-provider", () => import("../support/fake-oauth-provider"));

import { grantOf, oauthOptions, wantsOAuthProvider, withOAuth } from "../../worker/mcp/oauth";

// Issue 27: the MCP side of OAuth (worker/mcp/oauth.ts, decision 076). Which requests the provider
// sees (its own endpoints, and /mcp with a bearer that is not a Kickoff API token; everything else,
// the consent page included, is the app's), the provider's options per origin (the token audience
// is that origin's /mcp; an access token lives an hour), one provider per origin, and which grant
// props /mcp accepts. test/api/mcp-oauth.test.ts runs the whole flow with the real library in workerd;
// here the library is scripted (test/support/fake-oauth-provider.ts).

const ORIGIN = "https://kickoff.test";
const API_TOKEN = `kick_${"a".repeat(52)}`;

function request(path: string, bearer?: string, origin = ORIGIN): Request {
  return new Request(`${origin}${path}`, bearer === undefined ? {} : { headers: { authorization: bearer } });
}

/** An app that records what it was asked to serve. */
function recordingApp() {
  const seen: Request[] = [];
  return {
    seen,
    fetch: async (req: Request) => {
      seen.push(req);
      return new Response("from the app");
    },
  };
}

const env = {} as Env;
const ctx = {} as ExecutionContext;

beforeEach(() => resetRecorder());

describe("which requests the OAuth provider sees", () => {
  it("its discovery documents, /token and /register", () => {
    for (const path of ["/.well-known/oauth-authorization-server", "/.well-known/oauth-protected-resource/mcp", "/token", "/register"]) {
      expect(wantsOAuthProvider(request(path)), path).toBe(true);
    }
  });

  it("not the consent page, the app's pages and API, or other well-known files, whatever the bearer", () => {
    for (const path of ["/authorize", "/", "/api/projects", "/api/login", "/.well-known/security.txt", "/tokens", "/mcp/x"]) {
      expect(wantsOAuthProvider(request(path)), path).toBe(false);
      expect(wantsOAuthProvider(request(path, "Bearer 1:abc:def")), `${path} with a bearer`).toBe(false);
    }
  });

  it("/mcp with a bearer that is not an API token: one of the provider's own tokens", () => {
    expect(wantsOAuthProvider(request("/mcp", "Bearer 1:abc:def"))).toBe(true);
    expect(wantsOAuthProvider(request("/mcp", "bearer x"))).toBe(true);
  });

  it("/mcp without a credential, with an empty bearer, or with a Kickoff API token: the app, as before OAuth", () => {
    expect(wantsOAuthProvider(request("/mcp"))).toBe(false);
    expect(wantsOAuthProvider(request("/mcp", "Bearer"))).toBe(false);
    expect(wantsOAuthProvider(request("/mcp", "Bearer "))).toBe(false);
    expect(wantsOAuthProvider(request("/mcp", `Bearer ${API_TOKEN}`))).toBe(false);
    expect(wantsOAuthProvider(request("/mcp", "Basic dXNlcjpwYXNz"))).toBe(false);
  });
});

describe("withOAuth", () => {
  it("hands the app what is not the provider's, and the provider what is, with the same request, env and context", async () => {
    const app = recordingApp();
    const door = withOAuth(app);
    const page = request("/authorize?client_id=c");
    expect(await (await door.fetch(page, env, ctx)).text()).toBe("from the app");
    const tokenOnMcp = request("/mcp", `Bearer ${API_TOKEN}`);
    expect(await (await door.fetch(tokenOnMcp, env, ctx)).text()).toBe("from the app");
    expect(app.seen).toEqual([page, tokenOnMcp]);
    expect(recorder.served).toEqual([]);

    const token = request("/token");
    expect(await (await door.fetch(token, env, ctx)).text()).toBe("from the provider");
    expect(recorder.served).toEqual([{ origin: ORIGIN, request: token, env, ctx }]);
    expect(app.seen).toHaveLength(2);
  });

  it("builds one provider per origin, for that origin, and keeps at most 16", async () => {
    // A fresh module: the per-origin cache is module state.
    vi.resetModules();
    const fresh = await import("../../worker/mcp/oauth");
    const door = fresh.withOAuth(recordingApp());
    const hit = (origin: string) => door.fetch(request("/token", undefined, origin), env, ctx);
    const builtFor = () => recorder.built.map((o) => o.resourceMetadata?.authorization_servers[0]);

    await hit(ORIGIN);
    await hit(ORIGIN);
    await hit("http://localhost:8787");
    expect(builtFor()).toEqual([ORIGIN, "http://localhost:8787"]);
    expect(recorder.served.map((s) => s.origin)).toEqual([ORIGIN, ORIGIN, "http://localhost:8787"]);

    // 16 origins are held: each of them again builds nothing.
    const origins = [ORIGIN, "http://localhost:8787", ...Array.from({ length: 14 }, (_, i) => `https://o${i}.example`)];
    for (const o of origins) await hit(o);
    for (const o of origins) await hit(o);
    expect(builtFor()).toEqual(origins);
    // The 17th empties the cache: the first origin is then built again.
    await hit("https://seventeenth.example");
    await hit(ORIGIN);
    expect(builtFor()).toEqual([...origins, "https://seventeenth.example", ORIGIN]);
  });
});

describe("the provider's options for one origin", () => {
  it("the endpoints, the scopes, the token audience of that origin's /mcp, an hour per access token", () => {
    const app = recordingApp();
    expect(oauthOptions("https://kickoff.example", app)).toEqual({
      apiRoute: "/mcp",
      apiHandler: app,
      defaultHandler: app,
      authorizeEndpoint: "/authorize",
      tokenEndpoint: "/token",
      clientRegistrationEndpoint: "/register",
      scopesSupported: ["read", "write"],
      resourceMetadata: { resource: "https://kickoff.example/mcp", authorization_servers: ["https://kickoff.example"] },
      accessTokenTTL: 3600,
    });
  });
});

describe("the grant behind a request to /mcp", () => {
  const props = { userId: 7, scopes: ["read", "write"], clientName: "Claude Desktop", grantRef: "r".repeat(64) };

  it("is read from the context's props", () => {
    expect(grantOf({ props })).toEqual(props);
    expect(grantOf({ props: { userId: 1, scopes: ["read"], clientName: "" } })).toEqual({ userId: 1, scopes: ["read"], clientName: "" });
  });

  it("is none for a request the provider did not let through, or props of another shape", () => {
    expect(grantOf(undefined)).toBeNull();
    expect(grantOf({})).toBeNull();
    expect(grantOf({ props: { ...props, userId: 0 } })).toBeNull();
    expect(grantOf({ props: { ...props, userId: "7" } })).toBeNull();
    // A grant with no scope, or a scope the consent page never offers, gives no access.
    expect(grantOf({ props: { ...props, scopes: [] } })).toBeNull();
    expect(grantOf({ props: { ...props, scopes: ["admin"] } })).toBeNull();
    expect(grantOf({ props: { ...props, scopes: ["read", "admin"] } })).toBeNull();
  });

  it("takes a client name of up to 200 characters and a grant reference of up to 64", () => {
    expect(grantOf({ props: { ...props, clientName: "n".repeat(200) } })?.clientName).toHaveLength(200);
    expect(grantOf({ props: { ...props, clientName: "n".repeat(201) } })).toBeNull();
    expect(grantOf({ props: { ...props, grantRef: "r".repeat(65) } })).toBeNull();
  });
});
