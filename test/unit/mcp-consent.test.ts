import type { AuthRequest, ConsentDescription } from "@cloudflare/workers-oauth-provider";
import { Hono } from "hono";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthorizationError, CimdFetchError, type Helpers, recorder, resetRecorder } from "../support/fake-oauth-provider";

vi.mock("@cloudflare/workers-oauth-provider", () => import("../support/fake-oauth-provider"));

import { hashToken } from "../../worker/auth/tokens";
import type { AppEnv } from "../../worker/http/app-env";
import { CONSENT_EXPIRED, consentRoutes } from "../../worker/mcp/consent";

// Issue 27: the MCP consent page (worker/mcp/consent.ts, decision 076) in Node, with the OAuth library
// scripted (test/support/fake-oauth-provider.ts) and a D1 that knows the sessions. What the page shows
// comes from the agent (its name, the redirect's host, a CIMD domain: the library says to escape all of
// it) and from the person; the page warns about a redirect to this computer and names an unverified
// agent as such; its CSP lets the form go to the redirect's web origin and nowhere else; the approval
// grants what was ticked, in the props /mcp reads; a failure redirects only where the library says it
// may, else it is shown here. test/api/mcp-oauth.test.ts runs the same flow with the real library.

const ORIGIN = "https://kickoff.test";
const REDIRECT = "https://agent.example/callback";
const HOSTILE = `"><script>alert('x')</script>&`;
const ESCAPED = "&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;";
const BASE_FORM_ACTION = "form-action 'self' https://github.com https://accounts.google.com";
const DAY = 86_400_000;

const app = new Hono<AppEnv>().route("/authorize", consentRoutes);

type Person = { id: number; email: string; expiresAt: number };
const people = new Map<string, Person>();
const statements: string[] = [];

/** A D1 that answers the session lookup (by the token's hash) and takes the session's slide. */
const DB = {
  prepare: (sql: string) => ({
    bind: (...params: unknown[]) => {
      statements.push(sql);
      return {
        raw: async () => {
          const p = people.get(String(params[0]));
          return p && sql.startsWith("select") ? [[p.expiresAt, p.id, `user${p.id}`, p.email, "Ada", "Lovelace", null]] : [];
        },
        run: async () => ({ success: true, meta: {} }),
        all: async () => ({ results: [] }),
      };
    },
  }),
};
const env = { DB } as unknown as Env;

let nextToken = 0;
/** A signed-in person's cookie; the session expires in `days` (a slide is due under 29). */
function signIn(email = "ada@example.com", days = 30): string {
  const token = `session-${++nextToken}-${Date.now()}`;
  people.set(hashToken(token), { id: 40 + nextToken, email, expiresAt: Date.now() + days * DAY });
  return `__Host-kickoff_session=${token}`;
}

const AUTH_REQUEST = { clientId: "client-1", redirectUri: REDIRECT, scope: ["read", "write"], state: "s-1" } as unknown as AuthRequest;

function details(over: Partial<ConsentDescription> = {}): ConsentDescription {
  return {
    clientId: "client-1",
    clientName: "Claude Desktop",
    redirectUri: REDIRECT,
    redirectHost: "agent.example",
    redirectIsLoopback: false,
    scope: ["read", "write"],
    ...over,
  };
}

/** The library scripted for one request: what it parses, describes and answers, recording what it got. */
function script(over: Partial<Helpers> & { details?: Partial<ConsentDescription> } = {}) {
  const calls: Array<[string, unknown]> = [];
  const helpers: Partial<Helpers> = {
    parseAuthRequest: async () => AUTH_REQUEST,
    describeConsent: async (r) => {
      calls.push(["describe", r]);
      return details(over.details);
    },
    beginConsent: async (r) => {
      calls.push(["begin", r]);
      return { handle: "handle-1", headers: new Headers({ "Set-Cookie": "__Host-consent=c1; Path=/authorize; HttpOnly; Secure" }) };
    },
    denyConsent: async (_req, handle) => {
      calls.push(["deny", handle]);
      const redirectTo = `${REDIRECT}?error=access_denied&state=s-1`;
      return {
        request: AUTH_REQUEST,
        redirectTo,
        headers: new Headers({ Location: redirectTo, "Set-Cookie": "__Host-consent=; Max-Age=0" }),
      };
    },
    approveConsent: async (_req, handle, opts) => {
      calls.push(["approve", [handle, opts]]);
      return { request: AUTH_REQUEST, headers: new Headers({ "Set-Cookie": "__Host-consent=; Max-Age=0" }) };
    },
    lookupClient: async (id) => {
      calls.push(["lookup", id]);
      return { clientName: "Claude Desktop" };
    },
    completeAuthorization: async (opts) => {
      calls.push(["complete", opts]);
      return { redirectTo: `${REDIRECT}?code=c0de&state=s-1` };
    },
    ...over,
  };
  resetRecorder(helpers);
  return calls;
}

const page = (cookie?: string, query = "?client_id=client-1&state=s-1") =>
  app.request(`${ORIGIN}/authorize${query}`, cookie ? { headers: { cookie } } : {}, env);

function decide(cookie: string | null, fields: Record<string, string>, origin: string | null = ORIGIN) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  return app.request(`${ORIGIN}/authorize`, { method: "POST", headers, body: new URLSearchParams(fields).toString() }, env);
}

/** What completeAuthorization was given (the grant as stored). */
function completed(calls: Array<[string, unknown]>) {
  const found = calls.filter(([name]) => name === "complete");
  expect(found).toHaveLength(1);
  return found[0][1] as { props: { userId: number; grantRef: string; scopes: string[]; clientName: string }; userId: string };
}

const cspOf = (res: Response) => res.headers.get("content-security-policy") ?? "";
const formActionOf = (res: Response) =>
  cspOf(res)
    .split("; ")
    .find((d) => d.startsWith("form-action"));

beforeEach(() => {
  statements.length = 0;
});

describe("the consent page", () => {
  it("shows the agent, the person and where access goes, and asks for the request the library parsed", async () => {
    const calls = script();
    const res = await page(signIn("ada@example.com"));
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("<title>Connect an agent | Kickoff</title>");
    expect(body).toContain("<h1>Allow Claude Desktop to use Kickoff as you?</h1>");
    expect(body).toContain("Signed in as <strong>ada@example.com</strong>.");
    expect(body).toContain("This agent registered itself: its name is not verified.");
    expect(body).not.toContain("Published by");
    expect(body).toContain("Access will be sent to <strong>agent.example</strong>.");
    expect(body).not.toContain('class="warn"');
    expect(body).toContain('<input type="hidden" name="handle" value="handle-1">');
    expect(calls).toEqual([
      ["describe", AUTH_REQUEST],
      ["begin", AUTH_REQUEST],
    ]);
    // The OAuth helpers are asked on this request's origin.
    expect(recorder.apiOptions.map((o) => o.resourceMetadata?.resource)).toEqual([`${ORIGIN}/mcp`]);
  });

  it("escapes everything the agent or the person brings", async () => {
    script({
      details: { clientName: HOSTILE, clientDomain: HOSTILE, redirectHost: HOSTILE },
      beginConsent: async () => ({ handle: HOSTILE, headers: new Headers() }),
    });
    const body = await (await page(signIn(`o'brien&${HOSTILE}@example.com`))).text();
    expect(body.match(/<script\b/gi) ?? []).toEqual([]);
    expect(body).toContain(`<h1>Allow ${ESCAPED} to use Kickoff as you?</h1>`);
    expect(body).toContain(`Signed in as <strong>o&#39;brien&amp;${ESCAPED}@example.com</strong>.`);
    expect(body).toContain(`Published by <strong>${ESCAPED}</strong>.`);
    expect(body).not.toContain("its name is not verified");
    expect(body).toContain(`Access will be sent to <strong>${ESCAPED}</strong>.`);
    expect(body).toContain(`<input type="hidden" name="handle" value="${ESCAPED}">`);
  });

  it("ticks read and write when the agent asks to write, else read only", async () => {
    script();
    const both = await (await page(signIn())).text();
    expect(both).toContain('value="read" >');
    expect(both).toContain('value="write" checked>');
    script({ details: { scope: ["read"] } });
    const read = await (await page(signIn())).text();
    expect(read).toContain('value="read" checked>');
    expect(read).toContain('value="write" >');
    // The choices' own text, the app's, holds nothing that needs escaping (so it is shown as written).
    expect(read).toContain(
      '<strong>Read only</strong><br><span class="hint">See your projects, boards, schedules, analytics and search results.</span>',
    );
    expect(read).toContain(
      '<strong>Read and write</strong><br><span class="hint">Also create, change, move and complete tasks, add comments and save plans, as you, in the projects where you can edit.</span>',
    );
  });

  it("warns when access goes to an app on this computer", async () => {
    script({ details: { redirectUri: "http://127.0.0.1:33418/callback", redirectHost: "127.0.0.1", redirectIsLoopback: true } });
    const res = await page(signIn());
    expect(await res.text()).toContain(
      '<div class="warn" role="note">This sends access to an app on your computer. Continue only if you just started connecting from it.</div>',
    );
    // The form may then post on to that local origin (http).
    expect(formActionOf(res)).toBe("form-action 'self' http://127.0.0.1:33418 https://github.com https://accounts.google.com");
  });

  it("sends its own headers: the form may go to the redirect's web origin only, the nonce script policy, no referrer elsewhere, no cache", async () => {
    script();
    const res = await page(signIn());
    expect(formActionOf(res)).toBe("form-action 'self' https://agent.example https://github.com https://accounts.google.com");
    expect(cspOf(res)).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/);
    expect(cspOf(res)).not.toContain("unsafe-eval");
    expect(cspOf(res)).toContain("frame-ancestors 'none'");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // The library's binding cookie goes with the page; the session needed no slide, so no cookie of ours.
    expect(res.headers.getSetCookie()).toEqual(["__Host-consent=c1; Path=/authorize; HttpOnly; Secure"]);

    // A native app's private-use URI has no web origin: nothing is added.
    script({ details: { redirectUri: "com.example.app:/callback", redirectHost: "com.example.app:/callback" } });
    expect(formActionOf(await page(signIn()))).toBe(BASE_FORM_ACTION);
  });

  it("slides a session due for it, with its cookie beside the library's", async () => {
    script();
    const res = await page(signIn("ada@example.com", 20));
    const cookies = res.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toBe("__Host-consent=c1; Path=/authorize; HttpOnly; Secure");
    expect(cookies[1]).toMatch(/^__Host-kickoff_session=session-\d+-\d+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(statements.filter((s) => s.startsWith("update"))).toHaveLength(1);
  });

  it("sends a signed-out person to sign in first, and back to this very request", async () => {
    const calls = script();
    const query = "?client_id=client-1&redirect_uri=https%3A%2F%2Fagent.example%2Fcallback&state=s-1";
    const res = await page(undefined, query);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/api/login?next=${encodeURIComponent(`/authorize${query}`)}`);
    expect(calls).toEqual([]);
  });
});

describe("a request the library refuses", () => {
  it("goes back to the agent when the library says the redirect is safe", async () => {
    script({
      parseAuthRequest: async () => {
        throw new AuthorizationError("invalid_scope", { description: "bad scope", redirectUri: REDIRECT });
      },
    });
    const res = await page(signIn());
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${REDIRECT}?error=invalid_scope`);
  });

  it("is shown here, escaped, when the redirect is not safe (an unknown client or redirect URI)", async () => {
    script({
      parseAuthRequest: async () => {
        throw new AuthorizationError("invalid_request", { description: `Invalid redirect URI ${HOSTILE}` });
      },
    });
    const res = await page(signIn());
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
    const body = await res.text();
    expect(body).toContain(`<h1>Could not connect the agent</h1><div class="error" role="alert">Invalid redirect URI ${ESCAPED}</div>`);
    expect(body.match(/<script\b/gi) ?? []).toEqual([]);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(formActionOf(res)).toBe(BASE_FORM_ACTION);
  });

  it("says an agent whose metadata document could not be fetched could not be verified", async () => {
    script({
      parseAuthRequest: async () => {
        throw new CimdFetchError("https://agent.example/client.json");
      },
    });
    const res = await page(signIn());
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('<div class="error" role="alert">This agent could not be verified.</div>');
  });

  it("is not passed off as the agent's fault when something else fails", async () => {
    script({
      parseAuthRequest: async () => {
        throw new Error("KV unavailable");
      },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await page(signIn())).status).toBe(500);
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });
});

describe("approving or denying", () => {
  it("grants read and write when write was ticked, in the props /mcp reads, and sends the agent its code", async () => {
    const calls = script();
    const cookie = signIn();
    const res = await decide(cookie, { handle: "handle-1", decision: "approve", access: "write" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${REDIRECT}?code=c0de&state=s-1`);
    expect(res.headers.getSetCookie()).toEqual(["__Host-consent=; Max-Age=0"]);
    expect(calls.slice(0, 2)).toEqual([
      ["approve", ["handle-1", { scope: ["read", "write"] }]],
      ["lookup", "client-1"],
    ]);
    const complete = completed(calls);
    expect(complete).toMatchObject({
      request: AUTH_REQUEST,
      userId: String(complete.props.userId),
      metadata: { clientName: "Claude Desktop" },
      scope: ["read", "write"],
      props: { scopes: ["read", "write"], clientName: "Claude Desktop" },
    });
    expect(complete.props.userId).toBe(people.get(hashToken(cookie.split("=")[1]))?.id);
    expect(complete.props.grantRef).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("grants read only when read was ticked or nothing was", async () => {
    for (const fields of [{ access: "read" }, {}] as Array<Record<string, string>>) {
      const calls = script();
      const res = await decide(signIn(), { handle: "handle-1", decision: "approve", ...fields });
      expect(res.status).toBe(302);
      expect(calls[0]).toEqual(["approve", ["handle-1", { scope: ["read"] }]]);
      expect(completed(calls)).toMatchObject({ scope: ["read"], props: { scopes: ["read"] } });
    }
  });

  it("names the grant after the client as it registered, up to 200 characters, or its id when it has no name", async () => {
    const long = `A${"n".repeat(249)}`;
    let calls = script({ lookupClient: async () => ({ clientName: long }) });
    await decide(signIn(), { handle: "h", decision: "approve" });
    expect(completed(calls)).toMatchObject({ metadata: { clientName: long.slice(0, 200) }, props: { clientName: long.slice(0, 200) } });
    calls = script({ lookupClient: async () => null });
    await decide(signIn(), { handle: "h", decision: "approve" });
    expect(completed(calls)).toMatchObject({ metadata: { clientName: "client-1" }, props: { clientName: "client-1" } });
  });

  it("denies: the library's redirect with access_denied, and nothing approved", async () => {
    const calls = script();
    const res = await decide(signIn(), { handle: "handle-1", decision: "deny", access: "write" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${REDIRECT}?error=access_denied&state=s-1`);
    expect(calls).toEqual([["deny", "handle-1"]]);
  });

  it("only from our own pages, and only for a signed-in person", async () => {
    for (const origin of ["https://evil.example", null]) {
      const calls = script();
      const res = await decide(signIn(), { handle: "handle-1", decision: "approve", access: "write" }, origin);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("Cross-site request refused.");
      expect(calls).toEqual([]);
    }
    const calls = script();
    const res = await decide(null, { handle: "handle-1", decision: "approve" });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("Your session has ended. Sign in and start connecting the agent again.");
    expect(calls).toEqual([]);
  });

  it("needs a handle of 1 to 500 characters and a decision", async () => {
    for (const fields of [
      { handle: "h", decision: "maybe" },
      { handle: "h" },
      { decision: "approve" },
      { handle: "", decision: "approve" },
      { handle: "h".repeat(501), decision: "approve" },
    ] as Array<Record<string, string>>) {
      const calls = script();
      const res = await decide(signIn(), fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.text()).toContain("Choose Approve or Deny on the approval page.");
      expect(calls).toEqual([]);
    }
    for (const handle of ["h", "h".repeat(500)]) {
      script();
      expect((await decide(signIn(), { handle, decision: "approve" })).status).toBe(302);
    }
  });

  it("says the page expired when the library no longer knows the handle", async () => {
    script({
      approveConsent: async () => {
        throw new AuthorizationError("invalid_request", { description: "Invalid or expired consent handle" });
      },
    });
    const res = await decide(signIn(), { handle: "used", decision: "approve" });
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.text()).toContain(`<div class="error" role="alert">${CONSENT_EXPIRED}</div>`);
  });

  it("goes back to the agent when the library refuses the approval with a safe redirect, and says so when it cannot verify it", async () => {
    script({
      approveConsent: async () => {
        throw new AuthorizationError("invalid_scope", { description: "bad scope", redirectUri: REDIRECT });
      },
    });
    const back = await decide(signIn(), { handle: "h", decision: "approve" });
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(`${REDIRECT}?error=invalid_scope`);
    script({
      lookupClient: async () => {
        throw new CimdFetchError("https://agent.example/client.json");
      },
    });
    const unverified = await decide(signIn(), { handle: "h", decision: "approve" });
    expect(unverified.status).toBe(400);
    expect(await unverified.text()).toContain("This agent could not be verified.");
  });
});
