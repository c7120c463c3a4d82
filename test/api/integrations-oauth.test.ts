import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newProjectId, newTask, uniqueEmail } from "../board/support";
import { api, type Caller, env, json, signIn } from "../support/api";
import { FakeAsana } from "../support/fakes/asana";
import { FakeAtlassianAuth } from "../support/fakes/atlassian-oauth";
import { fakeFetch } from "../support/fakes/fake-api";
import { FakeJira, GATEWAY } from "../support/fakes/jira";
import { FakeMonday } from "../support/fakes/monday";
import { FakeSmartsheet } from "../support/fakes/smartsheet";
import { callWith, expectNoSecrets, waitForJob } from "../support/integrations";

// OAuth 2.0 where the deployer set a provider's client id and secret: authorize with state (and PKCE
// for Asana), the callback's code exchange through arctic, the who-am-I check, encrypted storage of
// both tokens, and a refresh before expiry. The token endpoints are faked and check what they get.

const ASANA_OAUTH = { ASANA_CLIENT_ID: "asana-client", ASANA_CLIENT_SECRET: "asana-secret" };
const JIRA_OAUTH = { JIRA_CLIENT_ID: "jira-client", JIRA_CLIENT_SECRET: "jira-secret" };
const MONDAY_OAUTH = { MONDAY_CLIENT_ID: "monday-client", MONDAY_CLIENT_SECRET: "monday-secret" };
const SMARTSHEET_OAUTH = { SMARTSHEET_CLIENT_ID: "smartsheet-client", SMARTSHEET_CLIENT_SECRET: "smartsheet-secret" };

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
  const CALLBACK = "https://kickoff.test/api/integrations/jira/callback";
  let auth: FakeAtlassianAuth;
  let acme: FakeJira;
  let globex: FakeJira;
  beforeEach(() => {
    // Atlassian's authorization server and accessible-resources (rules atlassian.*), and two Jira sites
    // behind the gateway, each checked against the Jira REST contract.
    auth = new FakeAtlassianAuth("jira-client", "jira-secret", CALLBACK);
    acme = new FakeJira("https://acme.atlassian.net", "", "", GATEWAY);
    acme.cloudId = "cloud-acme";
    globex = new FakeJira("https://globex.atlassian.net", "", "", GATEWAY);
    globex.cloudId = "cloud-globex";
    globex.projects.splice(0, globex.projects.length, { id: "10020", key: "GX", name: "Globex roadmap", epic: true });
    auth.sites = [
      { id: "cloud-wiki", name: "acme-wiki", url: "https://acme-wiki.atlassian.net", scopes: ["read:confluence-content.all"] },
      {
        id: "cloud-acme",
        name: "acme",
        url: "https://acme.atlassian.net",
        scopes: ["read:jira-work", "write:jira-work", "read:jira-user"],
      },
    ];
    vi.stubGlobal("fetch", fakeFetch(auth, acme, globex));
  });
  afterEach(() => {
    expect([...auth.violations, ...acme.violations, ...globex.violations]).toEqual([]);
  });

  /** Authorize, consent, callback: the redirect the callback answers. */
  async function connect(): Promise<string> {
    const start = await callWith(JIRA_OAUTH, "GET", "/api/integrations/jira/authorize?next=/import-data", { as: user });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get("location")!);
    auth.checkAuthorizeUrl(location, ["read:jira-work", "write:jira-work", "read:jira-user"]);
    // Both sites take the token the exchange issues.
    const done = await callWith(
      JIRA_OAUTH,
      "GET",
      `/api/integrations/jira/callback?code=good-code&state=${location.searchParams.get("state")}`,
      {
        as: user,
        cookies: [cookieFrom(start, "kickoff_integration_jira")],
      },
    );
    expect(done.status).toBe(302);
    return done.headers.get("location")!;
  }
  const useToken = () => {
    acme.bearer = auth.accessToken;
    globex.bearer = auth.accessToken;
  };

  it("exchanges the code as Atlassian documents, finds the one Jira site, calls it through the gateway, and renews the rotating refresh token", async () => {
    // The sites take whatever token the exchange issues next.
    acme.bearer = "atlassian-access-1";
    expect(await connect()).toBe("/import-data?connected=jira");
    expect(auth.grants[0]).toMatchObject({ grant_type: "authorization_code", code: "good-code", redirect_uri: CALLBACK });
    expect(auth.calls(/^GET \/oauth\/token\/accessible-resources$/)).toHaveLength(1);
    expect(acme.calls(/myself$/).map((r) => `${r.origin}${r.path} ${r.headers.get("authorization")}`)).toEqual([
      "https://api.atlassian.com/ex/jira/cloud-acme/rest/api/3/myself Bearer atlassian-access-1",
    ]);
    const view = (await json(await callWith(JIRA_OAUTH, "GET", "/api/integrations", { as: user })))[0];
    expect(view).toMatchObject({
      provider: "jira",
      connected: true,
      mode: "oauth",
      account: "Ada Lovelace",
      site: { name: "acme", url: "https://acme.atlassian.net" },
    });

    // About to expire: renewed first with the refresh grant; the spent refresh token works no more.
    await env.DB.prepare("UPDATE integrations SET token_expiry = ? WHERE user_id = ?")
      .bind(new Date(Date.now() + 60_000).toISOString(), user.userId)
      .run();
    acme.bearer = "atlassian-access-2";
    const targets = await callWith(JIRA_OAUTH, "GET", "/api/integrations/jira/targets", { as: user });
    expect(targets.status).toBe(200);
    expect((await json(targets)).map((t: { id: string }) => t.id)).toEqual(["KO"]);
    expect(auth.grants[1]).toEqual({
      grant_type: "refresh_token",
      refresh_token: "atlassian-refresh-1",
      client_id: "jira-client",
      client_secret: "jira-secret",
    });

    // Atlassian refuses a revoked grant with 403 invalid_grant: that (and only that) asks to connect again.
    await env.DB.prepare("UPDATE integrations SET token_expiry = ? WHERE user_id = ?")
      .bind(new Date(Date.now() + 60_000).toISOString(), user.userId)
      .run();
    auth.failures.push("invalid_grant");
    const refused = await callWith(JIRA_OAUTH, "GET", "/api/integrations/jira/targets", { as: user });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe("Jira refused to renew Kickoff's access; please connect Jira again.");
  });

  it("a person with several Jira sites is asked to pick one, and the connection works on the site picked from then on", async () => {
    auth.sites.push({
      id: "cloud-globex",
      name: "globex",
      url: "https://globex.atlassian.net",
      scopes: ["read:jira-work", "write:jira-work"],
    });
    acme.bearer = "atlassian-access-1";
    // Several sites: connected to the first Jira one, and the page that started is told to ask.
    expect(await connect()).toBe("/import-data?connected=jira&chooseSite=jira");

    const listed = await callWith(JIRA_OAUTH, "GET", "/api/integrations/jira/sites", { as: user });
    expect(listed.status).toBe(200);
    // Jira sites only (the Confluence-only site has no Jira scope), the current one marked.
    expect(await json(listed)).toEqual([
      { id: "cloud-acme", name: "acme", url: "https://acme.atlassian.net", current: true },
      { id: "cloud-globex", name: "globex", url: "https://globex.atlassian.net", current: false },
    ]);

    // Refusals: a site the grant does not reach, a malformed body, no session.
    const unknown = await callWith(JIRA_OAUTH, "PUT", "/api/integrations/jira/site", { as: user, body: { cloudId: "cloud-wiki" } });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).message).toBe("Your Atlassian account cannot use that Jira site. Please choose one of the sites listed.");
    const malformed = await callWith(JIRA_OAUTH, "PUT", "/api/integrations/jira/site", { as: user, body: { cloudId: "", extra: 1 } });
    expect(malformed.status).toBe(400);
    expect((await callWith(JIRA_OAUTH, "PUT", "/api/integrations/jira/site", { body: { cloudId: "cloud-globex" } })).status).toBe(401);

    await env.DB.prepare("UPDATE integrations SET last_target = ? WHERE user_id = ?")
      .bind(JSON.stringify({ id: "KO" }), user.userId)
      .run();
    useToken();
    const picked = await callWith(JIRA_OAUTH, "PUT", "/api/integrations/jira/site", { as: user, body: { cloudId: "cloud-globex" } });
    expect(picked.status).toBe(200);
    // Who-am-I succeeded on the new site before it was kept; the old site's project is no target there.
    expect(globex.calls(/myself$/)).toHaveLength(1);
    expect(await json(picked)).toMatchObject({
      provider: "jira",
      connected: true,
      site: { name: "globex", url: "https://globex.atlassian.net" },
      lastTarget: null,
    });
    const sites = await json(await callWith(JIRA_OAUTH, "GET", "/api/integrations/jira/sites", { as: user }));
    expect(sites.map((s: { id: string; current: boolean }) => `${s.id}:${s.current}`)).toEqual(["cloud-acme:false", "cloud-globex:true"]);
    const projects = await callWith(JIRA_OAUTH, "GET", "/api/integrations/jira/containers", { as: user });
    expect(await json(projects)).toEqual([{ id: "GX", name: "Globex roadmap", detail: "GX" }]);
    expect(globex.calls(/project\/search$/).every((r) => r.path.startsWith("/ex/jira/cloud-globex/"))).toBe(true);
  });

  it("a project linked on one site keeps syncing there after a switch, and is refused with what to do once the grant loses that site (decision 080)", async () => {
    auth.sites.push({
      id: "cloud-globex",
      name: "globex",
      url: "https://globex.atlassian.net",
      scopes: ["read:jira-work", "write:jira-work"],
    });
    acme.bearer = "atlassian-access-1";
    await connect();
    useToken();
    const projectId = await newProjectId(user, "Acme launch");
    const task = await newTask(user, projectId, { name: "Book the venue", dueDate: "2027-03-01" });
    const sync = async (body?: unknown) => {
      const res = await callWith(JIRA_OAUTH, "POST", `/api/tasks/${task.id}/sync/jira`, { as: user, body });
      expect(res.status, await res.clone().text()).toBe(202);
      const job = await waitForJob(user, (await json(res)).jobId);
      expect(job.status, job.error).toBe("done");
    };
    await sync({ target: { id: "KO" } });
    expect(acme.issues.map((i) => i.fields.summary)).toEqual(["Book the venue"]);

    // The person switches to globex, which has a project with the same key: the linked project still
    // syncs to acme's issue, and nothing is written on globex.
    globex.projects.push({ id: "10030", key: "KO", name: "Globex's own KO", epic: false });
    expect((await callWith(JIRA_OAUTH, "PUT", "/api/integrations/jira/site", { as: user, body: { cloudId: "cloud-globex" } })).status).toBe(
      200,
    );
    await api("PATCH", `/api/tasks/${task.id}`, { as: user, body: { name: "Book the harbour venue" } });
    await sync();
    expect(acme.issues.map((i) => i.fields.summary)).toEqual(["Book the harbour venue"]);
    expect(globex.issues).toEqual([]);
    expect(globex.calls(/\/issue/)).toEqual([]);
    const pulled = await callWith(JIRA_OAUTH, "POST", `/api/projects/${projectId}/pull-tasks/jira`, { as: user });
    expect(pulled.status).toBe(202);
    expect((await waitForJob(user, (await json(pulled)).jobId)).status).toBe("done");
    expect(acme.calls(/search\/jql/).length).toBeGreaterThan(0);
    expect(globex.calls(/search\/jql/)).toEqual([]);

    // The grant no longer reaches acme: sync and pull are refused up front, naming both sites and what to do.
    auth.sites.splice(
      auth.sites.findIndex((s) => s.id === "cloud-acme"),
      1,
    );
    for (const path of [
      `/api/tasks/${task.id}/sync/jira`,
      `/api/projects/${projectId}/sync/jira`,
      `/api/projects/${projectId}/pull-tasks/jira`,
    ]) {
      const refused = await callWith(JIRA_OAUTH, "POST", path, { as: user });
      expect(refused.status, path).toBe(409);
      expect((await json(refused)).message).toBe(
        "This project is linked to the Jira site acme.atlassian.net, which your Jira connection (globex.atlassian.net) cannot reach. Choose acme.atlassian.net as your Jira site on Import Data, or connect Jira with access to it, to sync this project.",
      );
    }
    expect(globex.issues).toEqual([]);
  });

  it("a connection made with an API token works on its one site: it lists that site and cannot switch", async () => {
    const site = "https://acme.atlassian.net";
    const direct = new FakeJira(site, user.email, "jira-api-token");
    vi.stubGlobal("fetch", fakeFetch(direct));
    expect(
      (
        await callWith({}, "POST", "/api/integrations/jira/connect", {
          as: user,
          body: { token: "jira-api-token", site, email: user.email },
        })
      ).status,
    ).toBe(200);
    expect(await json(await callWith({}, "GET", "/api/integrations/jira/sites", { as: user }))).toEqual([
      { id: site, name: "acme.atlassian.net", url: site, current: true },
    ]);
    const refused = await callWith({}, "PUT", "/api/integrations/jira/site", { as: user, body: { cloudId: "cloud-globex" } });
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toMatch(/uses an API token/);
    expect(direct.violations).toEqual([]);
  });

  it("without a connection the sites answer 409", async () => {
    expect((await callWith(JIRA_OAUTH, "GET", "/api/integrations/jira/sites", { as: user })).status).toBe(409);
    expect((await callWith(JIRA_OAUTH, "PUT", "/api/integrations/jira/site", { as: user, body: { cloudId: "cloud-acme" } })).status).toBe(
      409,
    );
  });
});

/** The form a token endpoint got, or a violation when it was not a form POST. */
async function tokenForm(request: Request, violations: string[]): Promise<Record<string, string>> {
  if (request.method !== "POST") violations.push("token endpoint needs POST");
  if (!request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) violations.push("token request is not a form");
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

/**
 * monday's token endpoint (https://auth.monday.com/oauth2/token): client_id, client_secret, code and the
 * redirect_uri of the authorize step, all in the body (it takes no Basic auth). Its tokens neither
 * expire nor come with a refresh token.
 */
class MondayTokenEndpoint {
  static readonly URL = "https://auth.monday.com/oauth2/token";
  readonly grants: Array<Record<string, string>> = [];
  readonly violations: string[] = [];
  async handle(request: Request): Promise<Response | null> {
    if (request.url !== MondayTokenEndpoint.URL) return null;
    const form = await tokenForm(request, this.violations);
    this.grants.push(form);
    if (form.client_id !== "monday-client" || form.client_secret !== "monday-secret") {
      this.violations.push("client_id and client_secret must be in the body");
      return Response.json({ error: "invalid_client", error_description: "Client authentication failed" }, { status: 401 });
    }
    if (form.redirect_uri !== "https://kickoff.test/api/integrations/monday/callback") this.violations.push("redirect_uri");
    if (form.code !== "good-code") return Response.json({ error: "invalid_grant", error_description: "Invalid code" }, { status: 400 });
    return Response.json({
      access_token: "monday-access",
      token_type: "Bearer",
      scope: "me:read boards:read boards:write workspaces:read",
    });
  }
}

/**
 * Smartsheet's token endpoint (POST /2.0/token): grant_type and client_id always, and the app secret
 * either as client_secret or as hash = SHA-256(secret|code) (or |refresh_token). No Basic auth.
 */
class SmartsheetTokenEndpoint {
  static readonly URL = "https://api.smartsheet.com/2.0/token";
  readonly grants: Array<Record<string, string>> = [];
  readonly violations: string[] = [];
  private issued = 0;
  async handle(request: Request): Promise<Response | null> {
    if (request.url !== SmartsheetTokenEndpoint.URL) return null;
    const form = await tokenForm(request, this.violations);
    this.grants.push(form);
    const grant = form.grant_type === "authorization_code" ? form.code : form.grant_type === "refresh_token" ? form.refresh_token : null;
    if (!grant) {
      this.violations.push(`grant ${form.grant_type} without its code or refresh_token`);
      return Response.json({ errorCode: 1008, message: "Unable to parse request." }, { status: 400 });
    }
    const secretOk = form.client_secret === "smartsheet-secret" || form.hash === (await sha256Hex(`smartsheet-secret|${grant}`));
    if (form.client_id !== "smartsheet-client" || !secretOk) {
      this.violations.push("client_id with client_secret or hash must be in the body");
      return Response.json({ errorCode: 1004, message: "You are not authorized to perform this action." }, { status: 401 });
    }
    if (form.redirect_url && form.redirect_url !== "https://kickoff.test/api/integrations/smartsheet/callback")
      this.violations.push("redirect_url");
    if (form.grant_type === "authorization_code" && form.code !== "good-code")
      return Response.json({ error: "invalid_grant", error_description: "Invalid authorization code", errorCode: 1003 }, { status: 400 });
    if (form.grant_type === "refresh_token" && !form.refresh_token.startsWith("smartsheet-refresh-"))
      this.violations.push("refresh grant without the stored refresh token");
    this.issued++;
    return Response.json({
      access_token: `smartsheet-access-${this.issued}`,
      token_type: "bearer",
      refresh_token: `smartsheet-refresh-${this.issued}`,
      expires_in: 604799,
    });
  }
}

const storedConnection = (userId: number | string, provider: string) =>
  env.DB.prepare("SELECT access_token, refresh_token, token_expiry, mode, account FROM integrations WHERE user_id = ? AND provider = ?")
    .bind(userId, provider)
    .first<{ access_token: string; refresh_token: string | null; token_expiry: string | null; mode: string; account: string }>();

describe("monday.com over OAuth", () => {
  let monday: FakeMonday;
  let tokens: MondayTokenEndpoint;
  beforeEach(() => {
    monday = new FakeMonday("https://api.monday.com", "monday-access");
    tokens = new MondayTokenEndpoint();
    const fakes = fakeFetch(monday);
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return (await tokens.handle(request.clone() as Request)) ?? fakes(request);
    });
  });
  afterEach(() => {
    expect([...monday.violations, ...tokens.violations]).toEqual([]);
  });

  it("authorizes with state and its scopes, exchanges the code with the secret in the body, checks me, and stores the token encrypted", async () => {
    const list = await json(await callWith(MONDAY_OAUTH, "GET", "/api/integrations", { as: user }));
    expect(list.find((i: any) => i.provider === "monday").mode).toBe("oauth");

    const start = await callWith(MONDAY_OAUTH, "GET", "/api/integrations/monday/authorize?next=/dashboard", { as: user });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://auth.monday.com/oauth2/authorize");
    expect(location.searchParams.get("client_id")).toBe("monday-client");
    expect(location.searchParams.get("response_type")).toBe("code");
    expect(location.searchParams.get("redirect_uri")).toBe("https://kickoff.test/api/integrations/monday/callback");
    expect(location.searchParams.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["me:read", "boards:read", "boards:write", "workspaces:read"]),
    );
    const state = location.searchParams.get("state")!;
    expect(state.length).toBeGreaterThan(20);
    const cookie = cookieFrom(start, "kickoff_integration_monday");

    const forged = await callWith(MONDAY_OAUTH, "GET", "/api/integrations/monday/callback?code=good-code&state=other", {
      as: user,
      cookies: [cookie],
    });
    expect(forged.headers.get("location")).toMatch(/^\/dashboard\?integrationError=/);
    expect(tokens.grants).toHaveLength(0);
    expect(await storedConnection(user.userId, "monday")).toBeNull();

    const done = await callWith(MONDAY_OAUTH, "GET", `/api/integrations/monday/callback?code=good-code&state=${state}`, {
      as: user,
      cookies: [cookie],
    });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/dashboard?connected=monday");
    expect(tokens.grants).toHaveLength(1);
    expect(tokens.grants[0]).toMatchObject({ code: "good-code", client_id: "monday-client" });
    expect(monday.requests.some((r) => JSON.stringify(r.body).includes("me {"))).toBe(true);

    const row = await storedConnection(user.userId, "monday");
    expect(row).toMatchObject({ mode: "oauth", account: "Katherine Johnson", refresh_token: null, token_expiry: null });
    expect(row!.access_token).toMatch(/^v1\./);
    expect(row!.access_token).not.toContain("monday-access");
    const view = await callWith(MONDAY_OAUTH, "GET", "/api/integrations", { as: user });
    expectNoSecrets(await view.text(), ["monday-access", "monday-secret"]);

    // The stored token is the one monday gave: the next call reaches monday with it.
    const targets = await callWith(MONDAY_OAUTH, "GET", "/api/integrations/monday/targets", { as: user });
    expect(targets.status).toBe(200);
    expect(tokens.grants).toHaveLength(1);
  });

  it("a refused code comes back as a message, with nothing stored", async () => {
    const start = await callWith(MONDAY_OAUTH, "GET", "/api/integrations/monday/authorize", { as: user });
    const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
    const res = await callWith(MONDAY_OAUTH, "GET", `/api/integrations/monday/callback?code=bad&state=${state}`, {
      as: user,
      cookies: [cookieFrom(start, "kickoff_integration_monday")],
    });
    expect(res.headers.get("location")).toMatch(/^\/import-data\?integrationError=/);
    expect(await storedConnection(user.userId, "monday")).toBeNull();
  });
});

describe("Smartsheet over OAuth", () => {
  let smartsheet: FakeSmartsheet;
  let tokens: SmartsheetTokenEndpoint;
  beforeEach(() => {
    smartsheet = new FakeSmartsheet("https://api.smartsheet.com", "smartsheet-access-1");
    tokens = new SmartsheetTokenEndpoint();
    const fakes = fakeFetch(smartsheet);
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return (await tokens.handle(request.clone() as Request)) ?? fakes(request);
    });
  });
  afterEach(() => {
    expect([...smartsheet.violations, ...tokens.violations]).toEqual([]);
  });

  it("sends EU and AU accounts to their region's sign-in host, the one that goes with the configured API host", async () => {
    for (const [api, app] of [
      ["https://api.smartsheet.eu", "https://app.smartsheet.eu"],
      ["https://api.smartsheet.au", "https://app.smartsheet.au"],
    ]) {
      const start = await callWith({ ...SMARTSHEET_OAUTH, SMARTSHEET_API_ORIGIN: api }, "GET", "/api/integrations/smartsheet/authorize", {
        as: user,
      });
      expect(start.status).toBe(302);
      const location = new URL(start.headers.get("location")!);
      expect(location.origin + location.pathname).toBe(`${app}/b/authorize`);
    }
  });

  it("authorizes with state and its scopes, exchanges the code as Smartsheet requires, checks /users/me, stores both tokens encrypted, and refreshes before expiry", async () => {
    const start = await callWith(SMARTSHEET_OAUTH, "GET", "/api/integrations/smartsheet/authorize", { as: user });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://app.smartsheet.com/b/authorize");
    expect(location.searchParams.get("client_id")).toBe("smartsheet-client");
    expect(location.searchParams.get("response_type")).toBe("code");
    expect(location.searchParams.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["READ_SHEETS", "WRITE_SHEETS", "CREATE_SHEETS", "READ_USERS"]),
    );
    const state = location.searchParams.get("state")!;
    const cookie = cookieFrom(start, "kickoff_integration_smartsheet");

    const forged = await callWith(SMARTSHEET_OAUTH, "GET", "/api/integrations/smartsheet/callback?code=good-code&state=other", {
      as: user,
      cookies: [cookie],
    });
    expect(forged.headers.get("location")).toMatch(/^\/import-data\?integrationError=/);
    expect(tokens.grants).toHaveLength(0);

    const done = await callWith(SMARTSHEET_OAUTH, "GET", `/api/integrations/smartsheet/callback?code=good-code&state=${state}`, {
      as: user,
      cookies: [cookie],
    });
    expect(done.headers.get("location")).toBe("/import-data?connected=smartsheet");
    expect(tokens.grants[0]).toMatchObject({ grant_type: "authorization_code", code: "good-code", client_id: "smartsheet-client" });
    expect(smartsheet.calls(/GET \/2\.0\/users\/me$/)).toHaveLength(1);

    const row = await storedConnection(user.userId, "smartsheet");
    expect(row).toMatchObject({ mode: "oauth", account: "Mary Jackson" });
    expect(row!.access_token).toMatch(/^v1\./);
    expect(row!.access_token).not.toContain("smartsheet-access-1");
    expect(row!.refresh_token).toMatch(/^v1\./);
    expect(row!.refresh_token).not.toContain("smartsheet-refresh-1");
    expect(Date.parse(row!.token_expiry!)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const view = await callWith(SMARTSHEET_OAUTH, "GET", "/api/integrations", { as: user });
    expectNoSecrets(await view.text(), ["smartsheet-access-1", "smartsheet-refresh-1", "smartsheet-secret"]);

    // About to expire: the next call refreshes first (same body rules) and uses the new token.
    await env.DB.prepare("UPDATE integrations SET token_expiry = ? WHERE user_id = ? AND provider = 'smartsheet'")
      .bind(new Date(Date.now() + 60_000).toISOString(), user.userId)
      .run();
    (smartsheet as { token: string }).token = "smartsheet-access-2";
    const targets = await callWith(SMARTSHEET_OAUTH, "GET", "/api/integrations/smartsheet/targets", { as: user });
    expect(targets.status).toBe(200);
    expect(tokens.grants[1]).toMatchObject({
      grant_type: "refresh_token",
      refresh_token: "smartsheet-refresh-1",
      client_id: "smartsheet-client",
    });
    const refreshed = await storedConnection(user.userId, "smartsheet");
    expect(refreshed!.refresh_token).not.toBe(row!.refresh_token);
    expect(Date.parse(refreshed!.token_expiry!)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });
});
