import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uniqueEmail } from "../board/support";
import { type Caller, env, json, signIn } from "../support/api";
import { FakeAsana } from "../support/fakes/asana";
import { fakeFetch } from "../support/fakes/fake-api";
import { FakeJira } from "../support/fakes/jira";
import { callWith, expectNoSecrets } from "../support/integrations";

// OAuth 2.0 where the deployer set a provider's client id and secret: authorize with state (and PKCE
// for Asana), the callback's code exchange through arctic, the who-am-I check, encrypted storage of
// both tokens, and a refresh before expiry. The token endpoints are faked and check what they get.

const ASANA_OAUTH = { ASANA_CLIENT_ID: "asana-client", ASANA_CLIENT_SECRET: "asana-secret" };
const JIRA_OAUTH = { JIRA_CLIENT_ID: "jira-client", JIRA_CLIENT_SECRET: "jira-secret" };

/** A provider's OAuth token endpoint: checks the client's Basic auth and the grant, issues tokens. */
class TokenEndpoint {
  readonly grants: Array<Record<string, string>> = [];
  readonly violations: string[] = [];
  private issued = 0;
  constructor(
    readonly url: string,
    readonly client: string,
    readonly secret: string,
    readonly opts: { pkce: boolean; clientAuth: "basic" | "body" },
  ) {}
  async handle(request: Request): Promise<Response | null> {
    if (request.url !== this.url) return null;
    if (request.method !== "POST") this.violations.push("token endpoint needs POST");
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    const basicOk = request.headers.get("authorization") === `Basic ${btoa(`${this.client}:${this.secret}`)}`;
    const bodyOk = form.client_id === this.client && form.client_secret === this.secret;
    if (this.opts.clientAuth === "basic" ? !basicOk : !bodyOk) this.violations.push("client auth");
    this.grants.push(form);
    if (form.grant_type === "authorization_code") {
      if (form.code !== "good-code") return Response.json({ error: "invalid_grant", error_description: "Bad code" }, { status: 400 });
      if (this.opts.pkce && !form.code_verifier) this.violations.push("PKCE verifier missing");
      if (!form.redirect_uri?.endsWith("/callback")) this.violations.push("redirect_uri");
    } else if (form.grant_type === "refresh_token") {
      if (!form.refresh_token?.startsWith("refresh-")) this.violations.push("refresh grant without the stored refresh token");
    } else this.violations.push(`grant ${form.grant_type}`);
    this.issued++;
    return Response.json({
      access_token: `access-${this.issued}`,
      refresh_token: `refresh-${this.issued}`,
      token_type: "bearer",
      expires_in: 3600,
    });
  }
}

let user: Caller;
afterEach(() => vi.unstubAllGlobals());
beforeEach(async () => {
  user = await signIn(uniqueEmail("oauth"));
});

const cookieFrom = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith(`${name}=`))!;

describe("Asana over OAuth", () => {
  let asana: FakeAsana;
  let tokens: TokenEndpoint;
  beforeEach(() => {
    asana = new FakeAsana("https://app.asana.com", "access-1");
    tokens = new TokenEndpoint("https://app.asana.com/-/oauth_token", "asana-client", "asana-secret", { pkce: true, clientAuth: "basic" });
    const fakes = fakeFetch(asana);
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return (await tokens.handle(request.clone() as Request)) ?? fakes(request);
    });
  });
  afterEach(() => {
    expect([...asana.violations, ...tokens.violations]).toEqual([]);
  });

  it("says OAuth is the mode and refuses personal tokens", async () => {
    const list = await json(await callWith(ASANA_OAUTH, "GET", "/api/integrations", { as: user }));
    expect(list.find((i: any) => i.provider === "asana").mode).toBe("oauth");
    expect(list.find((i: any) => i.provider === "jira").mode).toBe("token");
    const res = await callWith(ASANA_OAUTH, "POST", "/api/integrations/asana/connect", { as: user, body: { token: "x" } });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe("This server connects Asana through OAuth: use the Connect button to sign in there.");
  });

  it("authorizes with state and PKCE, exchanges the code, checks /users/me, stores both tokens encrypted, and refreshes before expiry", async () => {
    const start = await callWith(ASANA_OAUTH, "GET", "/api/integrations/asana/authorize?next=/dashboard", { as: user });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://app.asana.com/-/oauth_authorize");
    expect(location.searchParams.get("client_id")).toBe("asana-client");
    expect(location.searchParams.get("redirect_uri")).toBe("https://kickoff.test/api/integrations/asana/callback");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    const state = location.searchParams.get("state")!;
    const cookie = cookieFrom(start, "kickoff_integration_asana");

    // A forged state is refused and stores nothing.
    const forged = await callWith(ASANA_OAUTH, "GET", `/api/integrations/asana/callback?code=good-code&state=other`, {
      as: user,
      cookies: [cookie],
    });
    expect(forged.status).toBe(302);
    expect(forged.headers.get("location")).toMatch(/^\/dashboard\?integrationError=/);
    expect(tokens.grants).toHaveLength(0);

    const done = await callWith(ASANA_OAUTH, "GET", `/api/integrations/asana/callback?code=good-code&state=${state}`, {
      as: user,
      cookies: [cookie],
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/dashboard?connected=asana");
    expect(tokens.grants[0]).toMatchObject({ grant_type: "authorization_code", code: "good-code" });
    expect(asana.calls(/users\/me$/)).toHaveLength(1);

    const row = await env.DB.prepare("SELECT access_token, refresh_token, token_expiry, mode, account FROM integrations WHERE user_id = ?")
      .bind(user.userId)
      .first<{ access_token: string; refresh_token: string; token_expiry: string; mode: string; account: string }>();
    expect(row).toMatchObject({ mode: "oauth", account: "Grace Hopper" });
    expect(row!.access_token).not.toContain("access-1");
    expect(row!.refresh_token).toMatch(/^v1\./);
    expect(Date.parse(row!.token_expiry)).toBeGreaterThan(Date.now());
    const list = await callWith(ASANA_OAUTH, "GET", "/api/integrations", { as: user });
    expectNoSecrets(await list.text(), ["access-1", "refresh-1"]);

    // The token is about to expire: the next call refreshes it first and uses the new one.
    await env.DB.prepare("UPDATE integrations SET token_expiry = ? WHERE user_id = ?")
      .bind(new Date(Date.now() + 60_000).toISOString(), user.userId)
      .run();
    (asana as { token: string }).token = "access-2";
    const targets = await callWith(ASANA_OAUTH, "GET", "/api/integrations/asana/targets", { as: user });
    expect(targets.status).toBe(200);
    expect(tokens.grants[1]).toMatchObject({ grant_type: "refresh_token", refresh_token: "refresh-1" });
  });

  it("a refused code comes back as a message on the page that started it, with nothing stored", async () => {
    const start = await callWith(ASANA_OAUTH, "GET", "/api/integrations/asana/authorize", { as: user });
    const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
    const res = await callWith(ASANA_OAUTH, "GET", `/api/integrations/asana/callback?code=bad&state=${state}`, {
      as: user,
      cookies: [cookieFrom(start, "kickoff_integration_asana")],
    });
    expect(res.headers.get("location")).toMatch(/^\/import-data\?integrationError=/);
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM integrations WHERE user_id = ?")
      .bind(user.userId)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("answers 400 for authorize when OAuth is not configured", async () => {
    const res = await callWith({}, "GET", "/api/integrations/asana/authorize", { as: user });
    expect(res.status).toBe(400);
  });
});

describe("Jira over OAuth (3LO)", () => {
  it("finds the cloud id through accessible-resources and calls the site through the gateway", async () => {
    const gateway = "https://api.atlassian.com";
    const jira = new FakeJira(`${gateway}`, "", "");
    const tokens = new TokenEndpoint("https://auth.atlassian.com/oauth/token", "jira-client", "jira-secret", {
      pkce: false,
      clientAuth: "body",
    });
    const seen: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(`${request.method} ${request.url} ${request.headers.get("authorization")}`);
      const token = await tokens.handle(request.clone() as Request);
      if (token) return token;
      const url = new URL(request.url);
      if (url.pathname === "/oauth/token/accessible-resources") {
        return Response.json([
          { id: "cloud-123", url: "https://acme.atlassian.net", name: "acme", scopes: ["read:jira-work", "write:jira-work"] },
        ]);
      }
      if (url.pathname === "/ex/jira/cloud-123/rest/api/3/myself") {
        return Response.json({ accountId: "abc", displayName: "Ada Lovelace" });
      }
      throw new TypeError(`no fake for ${request.url}`);
    });
    const start = await callWith(JIRA_OAUTH, "GET", "/api/integrations/jira/authorize", { as: user });
    const location = new URL(start.headers.get("location")!);
    expect(location.origin).toBe("https://auth.atlassian.com");
    expect(location.searchParams.get("audience")).toBe("api.atlassian.com");
    expect(location.searchParams.get("scope")).toContain("offline_access");
    const state = location.searchParams.get("state")!;
    const done = await callWith(JIRA_OAUTH, "GET", `/api/integrations/jira/callback?code=good-code&state=${state}`, {
      as: user,
      cookies: [cookieFrom(start, "kickoff_integration_jira")],
    });
    expect(done.headers.get("location")).toBe("/import-data?connected=jira");
    expect(seen).toContain(`GET https://api.atlassian.com/ex/jira/cloud-123/rest/api/3/myself Bearer access-1`);
    expect(tokens.violations).toEqual([]);
    expect(jira.requests).toHaveLength(0);
    const view = (await json(await callWith(JIRA_OAUTH, "GET", "/api/integrations", { as: user })))[0];
    expect(view).toMatchObject({ provider: "jira", connected: true, mode: "oauth", account: "Ada Lovelace" });
  });
});
