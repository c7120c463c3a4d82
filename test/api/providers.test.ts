import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { ORIGIN } from "../support/api";

// The real providers behind sign-in and mail, configured, with fakes standing in for their HTTP APIs.
// Each fake checks the request the real service would receive.

afterEach(() => vi.unstubAllGlobals());

async function call(request: Request, overrides: Partial<Env>): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, ...overrides } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("mail through Resend", () => {
  const resend = { ENVIRONMENT: "production", RESEND_API_KEY: "re_test_key", MAIL_FROM: "Kickoff <hello@kickoff.test>" };

  it("sends the sign-in mail with the key, sender, recipient and link, and records it in the outbox", async () => {
    const seen: Array<{ url: string; auth: string | null; body: Record<string, unknown> }> = [];
    vi.stubGlobal("fetch", async (input: RequestInfo, init?: RequestInit) => {
      const req = new Request(input, init);
      seen.push({ url: req.url, auth: req.headers.get("authorization"), body: await req.json() });
      return jsonResponse({ id: "email_123" });
    });
    const res = await call(
      new Request(`${ORIGIN}/api/auth/magic-link`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ email: "mailed@example.com" }),
      }),
      resend,
    );
    expect(res.status).toBe(204);
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe("https://api.resend.com/emails");
    expect(seen[0].auth).toBe("Bearer re_test_key");
    expect(seen[0].body).toMatchObject({
      from: "Kickoff <hello@kickoff.test>",
      to: ["mailed@example.com"],
      subject: "Your Kickoff sign-in link",
    });
    expect(String(seen[0].body.text)).toMatch(/https:\/\/kickoff\.test\/api\/auth\/magic-link\/verify\?token=[a-z2-7]{32}/);
    expect(String(seen[0].body.html)).toContain("Sign in");
    const row = await env.DB.prepare('SELECT transport, sent_at AS sentAt FROM mail_outbox WHERE "to" = ?')
      .bind("mailed@example.com")
      .first<{ transport: string; sentAt: string | null }>();
    expect(row).toMatchObject({ transport: "resend" });
    expect(row?.sentAt).not.toBeNull();
  });

  it("reports a provider failure instead of pretending the mail went out", async () => {
    vi.stubGlobal("fetch", async () => jsonResponse({ message: "domain not verified" }, 403));
    const res = await call(
      new Request(`${ORIGIN}/api/auth/magic-link`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ email: "bounced@example.com" }),
      }),
      resend,
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: "We couldn't send the e-mail just now. Please try again in a moment." });
    const row = await env.DB.prepare('SELECT sent_at AS sentAt FROM mail_outbox WHERE "to" = ?')
      .bind("bounced@example.com")
      .first<{ sentAt: string | null }>();
    expect(row?.sentAt).toBeNull();
  });
});

describe("GitHub sign-in through arctic", () => {
  const github = { GITHUB_CLIENT_ID: "gh-client", GITHUB_CLIENT_SECRET: "gh-secret" };

  it("is offered only when configured", async () => {
    const plain = await (await call(new Request(`${ORIGIN}/api/login`), {})).text();
    expect(plain).not.toContain("Continue with GitHub");
    const configured = await (await call(new Request(`${ORIGIN}/api/login`), github)).text();
    expect(configured).toContain("Continue with GitHub");
    expect(configured).not.toContain("Continue with Google");
    expect((await call(new Request(`${ORIGIN}/api/auth/github`), {})).status).toBe(404);
  });

  it("redirects to GitHub with state, then exchanges the code, reads the verified e-mail and signs in", async () => {
    const start = await call(new Request(`${ORIGIN}/api/auth/github?next=/projects`), github);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("location")!);
    expect(authorize.origin + authorize.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(authorize.searchParams.get("client_id")).toBe("gh-client");
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/github/callback`);
    const state = authorize.searchParams.get("state")!;
    expect(state.length).toBeGreaterThan(20);
    const stateCookie = start.headers.get("set-cookie")!.split(";")[0];

    const calls: string[] = [];
    // What each call sent, checked after the sign-in (an expectation inside the fake could be skipped).
    const sent: Array<{ url: string; authorization: string | null; form: Record<string, string> | null }> = [];
    vi.stubGlobal("fetch", async (input: RequestInfo, init?: RequestInit) => {
      const req = new Request(input, init);
      calls.push(`${req.method} ${req.url}`);
      const isToken = req.url === "https://github.com/login/oauth/access_token";
      const form = isToken ? Object.fromEntries(new URLSearchParams(await req.text())) : null;
      sent.push({ url: req.url, authorization: req.headers.get("authorization"), form });
      if (isToken) return jsonResponse({ access_token: "gho_token", token_type: "bearer", scope: "read:user,user:email" });
      if (req.url === "https://api.github.com/user")
        return jsonResponse({ id: 4242, name: "Octo Cat", avatar_url: "https://avatars.example/4242" });
      if (req.url === "https://api.github.com/user/emails")
        return jsonResponse([
          { email: "unverified@example.com", primary: false, verified: false },
          { email: "Octo@Example.com", primary: true, verified: true },
        ]);
      return new Response("unexpected", { status: 500 });
    });

    const done = await call(
      new Request(`${ORIGIN}/api/auth/github/callback?code=the-code&state=${state}`, { headers: { cookie: stateCookie } }),
      github,
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/projects");
    expect(calls).toEqual([
      "POST https://github.com/login/oauth/access_token",
      "GET https://api.github.com/user",
      "GET https://api.github.com/user/emails",
    ]);
    expect(sent.map((c) => [c.authorization, c.form?.code ?? null, c.form?.grant_type ?? null])).toEqual([
      // Client credentials go in HTTP Basic auth.
      [`Basic ${btoa("gh-client:gh-secret")}`, "the-code", "authorization_code"],
      ["Bearer gho_token", null, null],
      ["Bearer gho_token", null, null],
    ]);
    const session = done.headers.getSetCookie().find((c) => c.startsWith("__Host-kickoff_session="))!;
    const me = await call(new Request(`${ORIGIN}/api/auth/user`, { headers: { cookie: session.split(";")[0] } }), github);
    expect(await me.json()).toMatchObject({
      email: "octo@example.com",
      firstName: "Octo",
      lastName: "Cat",
      profileImageUrl: "https://avatars.example/4242",
    });
  });

  it("refuses a callback whose state does not match, without calling GitHub", async () => {
    const start = await call(new Request(`${ORIGIN}/api/auth/github`), github);
    const stateCookie = start.headers.get("set-cookie")!.split(";")[0];
    const fetchSpy = vi.fn(async () => jsonResponse({}));
    vi.stubGlobal("fetch", fetchSpy);
    const res = await call(
      new Request(`${ORIGIN}/api/auth/github/callback?code=x&state=forged`, { headers: { cookie: stateCookie } }),
      github,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Sign-in was interrupted");
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
