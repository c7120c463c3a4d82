import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encryptSecret } from "../../worker/integrations/crypto";
import { providerModule } from "../../worker/integrations/registry";
import { listTargets, loadConnection } from "../../worker/services/integrations";
import { listNotifications } from "../../worker/services/notifications";
import { uniqueEmail } from "../board/support";
import { type Caller, env, signIn } from "../support/api";
import { FakeAsana } from "../support/fakes/asana";
import { fakeFetch } from "../support/fakes/fake-api";

// OAuth tokens through their life (issue 19): renewed before expiry, renewed once more when a
// provider answers 401 mid-job, one renewal at a time per connection (a rotating refresh token
// works once), an outage of the token endpoint retried and then left to the queue without
// disconnecting anyone, and only a refused refresh token (invalid_grant) asking to connect again,
// with a notification naming the provider.

const ASANA_OAUTH = { ASANA_CLIENT_ID: "asana-client", ASANA_CLIENT_SECRET: "asana-secret" };
const oauthEnv = { ...env, ...ASANA_OAUTH } as Env;
const TOKEN_URL = "https://app.asana.com/-/oauth_token";

type Failure = "outage" | "network" | "invalid_grant";

/** Asana's token endpoint with rotating refresh tokens: each one works once. */
class RotatingTokens {
  readonly grants: string[] = [];
  /** Failures to answer the next refresh requests with, in order. */
  failures: Failure[] = [];
  private valid = new Set(["refresh-1"]);
  private issued = 1;
  constructor(private readonly fake: FakeAsana) {}

  async handle(request: Request): Promise<Response | null> {
    if (request.url !== TOKEN_URL) return null;
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    this.grants.push(form.refresh_token);
    const failure = this.failures.shift();
    if (failure === "network") throw new TypeError("Network connection lost.");
    if (failure === "outage") return new Response("<html>Service Unavailable</html>", { status: 503 });
    if (failure === "invalid_grant" || !this.valid.delete(form.refresh_token)) {
      return Response.json({ error: "invalid_grant", error_description: "The refresh token is invalid or expired." }, { status: 400 });
    }
    this.issued++;
    this.valid.add(`refresh-${this.issued}`);
    // The provider takes only the newest access token from now on.
    (this.fake as { token: string }).token = `access-${this.issued}`;
    return Response.json({
      access_token: `access-${this.issued}`,
      refresh_token: `refresh-${this.issued}`,
      token_type: "bearer",
      expires_in: 3600,
    });
  }
}

let user: Caller;
let asana: FakeAsana;
let tokens: RotatingTokens;

async function connectOAuth(expiresInMs: number) {
  await env.DB.prepare(
    "INSERT INTO integrations (user_id, provider, access_token, refresh_token, token_expiry, is_connected, mode, account) VALUES (?, 'asana', ?, ?, ?, 1, 'oauth', 'Grace Hopper')",
  )
    .bind(
      user.userId,
      await encryptSecret(oauthEnv, user.userId, "asana", "access-1"),
      await encryptSecret(oauthEnv, user.userId, "asana", "refresh-1"),
      new Date(Date.now() + expiresInMs).toISOString(),
    )
    .run();
}

const connected = async () =>
  (await env.DB.prepare("SELECT is_connected FROM integrations WHERE user_id = ?").bind(user.userId).first<{ is_connected: number }>())
    ?.is_connected === 1;

beforeEach(async () => {
  user = await signIn(uniqueEmail("tokens"));
  asana = new FakeAsana("https://app.asana.com", "access-1");
  tokens = new RotatingTokens(asana);
  const fakes = fakeFetch(asana);
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return (await tokens.handle(request.clone() as Request)) ?? fakes(request);
  });
});
afterEach(() => {
  // 401s are the point of these tests; anything else the fake refused is a bug.
  expect(asana.violations).toEqual([]);
  vi.unstubAllGlobals();
});

describe("OAuth tokens", () => {
  it("renews a token about to expire before using it, once even when two calls need it at the same time", async () => {
    await connectOAuth(60_000);
    const [a, b] = await Promise.all([listTargets(oauthEnv, user.userId, "asana"), listTargets(oauthEnv, user.userId, "asana")]);
    expect(a.map((t) => t.name)).toEqual(["Personal Projects", "Acme Corp"]);
    expect(b).toEqual(a);
    // One refresh: the rotating refresh token was spent once, and both calls used the new token.
    expect(tokens.grants).toEqual(["refresh-1"]);
    expect(asana.requests.every((r) => r.headers.get("authorization") === "Bearer access-2")).toBe(true);
    // Later calls use the stored new token without renewing again.
    await listTargets(oauthEnv, user.userId, "asana");
    expect(tokens.grants).toEqual(["refresh-1"]);
  });

  it("a 401 in the middle of a job renews the token once and the job carries on from where it was", async () => {
    await connectOAuth(3_600_000);
    const project = asana.seedProject("Launch");
    for (const name of ["One", "Two", "Three"]) asana.seedTask(project, name);
    asana.pageSize = 1;
    const conn = await loadConnection(oauthEnv, user.userId, "asana");
    const module = providerModule("asana");
    const client = module.client(oauthEnv, conn);
    // The provider drops the token after the first page (revoked, or expired early).
    const original = asana.handle.bind(asana);
    let seen = 0;
    asana.handle = async (request: Request) => {
      if (new URL(request.url).origin === asana.origin && ++seen === 2) (asana as { token: string }).token = "revoked";
      return original(request);
    };
    const items = await module.sync!.pull(client, project);
    expect(items.map((i) => i.name)).toEqual(["One", "Two", "Three"]);
    expect(tokens.grants).toEqual(["refresh-1"]);
    const pages = asana.requests.filter((r) => r.path.endsWith("/tasks"));
    expect(pages.map((r) => [new URLSearchParams(r.search).get("offset"), r.headers.get("authorization")])).toEqual([
      [null, "Bearer access-1"],
      ["eyJ1", "Bearer access-1"],
      ["eyJ1", "Bearer access-2"],
      ["eyJ2", "Bearer access-2"],
    ]);
  });

  it("a second 401 after renewing is the provider's answer: it is not renewed again", async () => {
    await connectOAuth(3_600_000);
    const conn = await loadConnection(oauthEnv, user.userId, "asana");
    const module = providerModule("asana");
    const original = asana.handle.bind(asana);
    asana.handle = async (request: Request) => {
      (asana as { token: string }).token = "nobody";
      return original(request);
    };
    await expect(module.targets(module.client(oauthEnv, conn))).rejects.toMatchObject({ status: 401 });
    expect(tokens.grants).toHaveLength(1);
  });

  it("retries an outage of the token endpoint with backoff and carries on", async () => {
    await connectOAuth(60_000);
    tokens.failures = ["outage", "network"];
    const targets = await listTargets(oauthEnv, user.userId, "asana");
    expect(targets).toHaveLength(2);
    expect(tokens.grants).toEqual(["refresh-1", "refresh-1", "refresh-1"]);
    expect(await connected()).toBe(true);
  });

  it("a token endpoint still down is left for later: a 502 (a job: the queue's retry), the connection kept, nobody told to reconnect", async () => {
    await connectOAuth(60_000);
    tokens.failures = ["outage", "outage", "outage", "outage"];
    const err = await listTargets(oauthEnv, user.userId, "asana").catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, message: "Asana could not renew Kickoff's access just now; trying again later." });
    expect(tokens.grants).toHaveLength(4);
    expect(await connected()).toBe(true);
    expect((await listNotifications(env, user.userId, { limit: 10 })).items).toEqual([]);
    // Once the endpoint is back, the same stored refresh token still works.
    expect(await listTargets(oauthEnv, user.userId, "asana")).toHaveLength(2);
  });

  it("a refused refresh (invalid_grant) disconnects and tells the person to connect that provider again", async () => {
    await connectOAuth(60_000);
    tokens.failures = ["invalid_grant"];
    const err = await listTargets(oauthEnv, user.userId, "asana").catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 409, message: "Asana refused to renew Kickoff's access; please connect Asana again." });
    expect(tokens.grants).toEqual(["refresh-1"]);
    expect(await connected()).toBe(false);
    const { items } = await listNotifications(env, user.userId, { limit: 10 });
    expect(items).toMatchObject([{ title: "Connect Asana again", url: "/import-data" }]);
    expect(items[0].body).toContain("Asana");
  });
});
