import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createSession, readSession } from "../../worker/auth/session";
import { SESSION_RECHECK_MS } from "../../worker/auth/session-cache";
import { hashToken } from "../../worker/auth/tokens";
import worker from "../../worker/index";
import { api, json, latestLink, ORIGIN, signIn } from "../support/api";

/** A session row changed directly in D1 (as by another isolate) is seen within this bound. */
const afterSessionRecheck = () => new Promise((r) => setTimeout(r, SESSION_RECHECK_MS + 50));

const verifyPath = (link: string) => link.replace(/^https?:\/\/[^/]+/, "");

async function requestLink(email: string, ip = "192.0.2.1") {
  return api("POST", "/api/auth/magic-link", { body: { email }, headers: { "cf-connecting-ip": ip } });
}

/** A new session of `userId` (at the mocked `Date.now`), a request carrying its cookie, and its row's id. */
async function sessionRequest(userId: number): Promise<{ request: Request; id: string }> {
  const pair = (await createSession(env, userId, ORIGIN)).split(";")[0];
  return { request: new Request(`${ORIGIN}/api/auth/user`, { headers: { cookie: pair } }), id: hashToken(pair.split("=")[1]) };
}

describe("magic-link sign-in", () => {
  it("creates the account on first sign-in, lands on /dashboard with a hardened session cookie", async () => {
    expect((await requestLink("Linus@Example.com")).status).toBe(204);
    const link = await latestLink("linus@example.com");
    const res = await api("GET", verifyPath(link));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/dashboard");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__Host-kickoff_session=[a-z2-7]{32};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/Max-Age=2592000/);
    const me = await api("GET", "/api/auth/user", { as: { cookie: cookie.split(";")[0], userId: 0, email: "" } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ username: "linus", email: "linus@example.com", firstName: null, lastName: null });
  });

  it("stores only hashes of session and link tokens", async () => {
    const caller = await signIn("hash@example.com");
    const token = caller.cookie.split("=")[1];
    const { results: sessions } = await env.DB.prepare("SELECT id FROM sessions").all<{ id: string }>();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.some((s) => s.id === token)).toBe(false);
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.id))).toBe(true);
    const link = await latestLink("hash@example.com");
    const linkToken = new URL(link).searchParams.get("token")!;
    const raw = await env.DB.prepare("SELECT count(*) AS n FROM sign_in_tokens WHERE token_hash = ?")
      .bind(linkToken)
      .first<{ n: number }>();
    expect(raw?.n).toBe(0);
  });

  it("answers 204 for unknown addresses too, and does not create an account before the link is used", async () => {
    expect((await requestLink("nobody-yet@example.com")).status).toBe(204);
    const row = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?")
      .bind("nobody-yet@example.com")
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("refuses a link used twice", async () => {
    await requestLink("twice@example.com");
    const link = verifyPath(await latestLink("twice@example.com"));
    expect((await api("GET", link)).status).toBe(302);
    const again = await api("GET", link);
    expect(again.status).toBe(400);
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(await again.text()).toContain("already used");
  });

  it("refuses an expired link", async () => {
    await requestLink("late@example.com");
    await env.DB.prepare("UPDATE sign_in_tokens SET expires_at = ? WHERE email = ?")
      .bind(Date.now() - 1, "late@example.com")
      .run();
    const res = await api("GET", verifyPath(await latestLink("late@example.com")));
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.text()).toContain("expired");
  });

  it("refuses a made-up token", async () => {
    const res = await api("GET", "/api/auth/magic-link/verify?token=abcdefghijklmnopqrstuvwxyz234567");
    expect(res.status).toBe(400);
  });

  it("gives a new session on every sign-in, and a unique username per e-mail local part", async () => {
    const a = await signIn("sam@one.example");
    const b = await signIn("sam@two.example");
    const a2 = await signIn("sam@one.example");
    expect(a.cookie).not.toBe(a2.cookie);
    expect(a.userId).toBe(a2.userId);
    const users = await env.DB.prepare("SELECT username FROM users WHERE id IN (?, ?) ORDER BY id")
      .bind(a.userId, b.userId)
      .all<{ username: string }>();
    expect(users.results.map((u) => u.username)).toEqual(["sam", "sam-2"]);
  });

  it("returns to a safe `next` path after sign-in, never to another site", async () => {
    await api("POST", "/api/auth/magic-link", { body: { email: "next@example.com", next: "/accept-invitation?token=abc" } });
    let res = await api("GET", verifyPath(await latestLink("next@example.com")));
    expect(res.headers.get("location")).toBe("/accept-invitation?token=abc");
    await api("POST", "/api/auth/magic-link", { body: { email: "evil@example.com", next: "//evil.example/steal" } });
    res = await api("GET", verifyPath(await latestLink("evil@example.com")));
    expect(res.headers.get("location")).toBe("/dashboard");
  });

  it("offers an invited address on the sign-in page, links home, and ignores anything that is not an address", async () => {
    const html = await (await api("GET", "/api/login?next=%2Fprojects%2F4&email=invitee%40example.com")).text();
    expect(html).toContain('value="invitee@example.com"');
    expect(html).toContain('name="next" value="/projects/4"');
    expect(html).toContain('<a class="home" href="/">');
    // Markup in an address-shaped value stays text.
    const hostile = await (await api("GET", `/api/login?email=${encodeURIComponent('"><script>x</script>@a.b')}`)).text();
    expect(hostile).not.toContain("<script>x");
    const notAnAddress = await (await api("GET", "/api/login?email=not-an-address")).text();
    expect(notAnAddress).toContain('id="email" name="email" type="email" autocomplete="email" required value=""');
  });

  it("serves the sign-in page with a form that works without JavaScript", async () => {
    const page = await api("GET", "/api/login");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('action="/api/auth/magic-link/form"');
    expect(html).not.toContain("Continue with GitHub");
    expect(html).toContain("dev mailbox");
    const form = await api("POST", "/api/auth/magic-link/form", {
      rawBody: "email=form%40example.com&next=",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("Check your email");
    expect(await latestLink("form@example.com")).toContain("/api/auth/magic-link/verify?token=");
    const bad = await api("POST", "/api/auth/magic-link/form", {
      rawBody: "email=not-an-email",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Please enter a valid email address.");
  });
});

describe("sessions", () => {
  it("answers 401 without a session and with a bogus cookie", async () => {
    expect((await api("GET", "/api/auth/user")).status).toBe(401);
    const res = await api("GET", "/api/auth/user", { headers: { cookie: "__Host-kickoff_session=zzzz" } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Please sign in to continue." });
  });

  it("logout ends this session only", async () => {
    const one = await signIn("logout@example.com");
    const two = await signIn("logout@example.com");
    const res = await api("GET", "/api/logout", { as: one });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await api("GET", "/api/auth/user", { as: one })).status).toBe(401);
    expect((await api("GET", "/api/auth/user", { as: two })).status).toBe(200);
  });

  it("sign out everywhere revokes every session of the user, not other users'", async () => {
    const one = await signIn("everywhere@example.com");
    const two = await signIn("everywhere@example.com");
    const other = await signIn("bystander@example.com");
    const res = await api("POST", "/api/auth/sign-out-everywhere", { as: one });
    expect(res.status).toBe(204);
    expect((await api("GET", "/api/auth/user", { as: one })).status).toBe(401);
    expect((await api("GET", "/api/auth/user", { as: two })).status).toBe(401);
    expect((await api("GET", "/api/auth/user", { as: other })).status).toBe(200);
  });

  it("expires a session after 30 days and slides the expiry while in use", async () => {
    const caller = await signIn("slide@example.com");
    // Pretend the session was last refreshed 2 days ago: the next request pushes expiry back to 30 days.
    const soon = Date.now() + 28 * 86_400_000;
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(soon, caller.userId).run();
    // The row changed behind the app's back: it is read again once the cached check is due.
    await afterSessionRecheck();
    const res = await api("GET", "/api/auth/user", { as: caller });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=2592000/);
    const row = await env.DB.prepare("SELECT expires_at AS e FROM sessions WHERE user_id = ?").bind(caller.userId).first<{ e: number }>();
    expect(row!.e).toBeGreaterThan(soon + 86_400_000);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1000, caller.userId)
      .run();
    await afterSessionRecheck();
    expect((await api("GET", "/api/auth/user", { as: caller })).status).toBe(401);
  });

  it("slides at most once a day: a session used within its first day gets no new cookie and no write", async () => {
    const caller = await signIn("steady@example.com");
    const before = await env.DB.prepare("SELECT expires_at AS e FROM sessions WHERE user_id = ?")
      .bind(caller.userId)
      .first<{ e: number }>();
    await afterSessionRecheck();
    const res = await api("GET", "/api/auth/user", { as: caller });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    const after = await env.DB.prepare("SELECT expires_at AS e FROM sessions WHERE user_id = ?").bind(caller.userId).first<{ e: number }>();
    expect(after!.e).toBe(before!.e);
  });

  it("slides only after a full day: a session exactly one day old to the millisecond keeps its expiry", async () => {
    // REFRESH_AFTER_MS is the time that must have passed *after* the last slide; at exactly one day none
    // has yet, so the cookie and row stay as they are, and the next millisecond slides them.
    const { userId } = await signIn("one-day@example.com");
    const start = 1_800_000_000_000;
    const clock = vi.spyOn(Date, "now").mockReturnValue(start);
    try {
      const { request, id } = await sessionRequest(userId);
      const expiry = async () =>
        (await env.DB.prepare("SELECT expires_at AS e FROM sessions WHERE id = ?").bind(id).first<{ e: number }>())?.e;
      // 30 days to the millisecond, on creation and on every slide.
      expect(await expiry()).toBe(start + 30 * 86_400_000);
      clock.mockReturnValue(start + 86_400_000);
      const atOneDay = await readSession(env, request);
      expect(atOneDay?.user.id).toBe(userId);
      expect(atOneDay?.refreshedCookie).toBeUndefined();
      // Past the day (by SESSION_RECHECK_MS, so that the cached check is due again) it slides.
      clock.mockReturnValue(start + 86_400_000 + SESSION_RECHECK_MS);
      expect((await readSession(env, request))?.refreshedCookie).toMatch(/Max-Age=2592000/);
      expect(await expiry()).toBe(start + 86_400_000 + SESSION_RECHECK_MS + 30 * 86_400_000);
    } finally {
      clock.mockRestore();
    }
  });

  it("reads D1 once per SESSION_RECHECK_MS for a repeated request, not once per request", async () => {
    // The per-isolate cache (session-cache.ts, decisions 008 and 159): a checked session is trusted for
    // SESSION_RECHECK_MS, so a burst of requests costs one D1 read; after the bound it is read again.
    const { userId } = await signIn("d1-reads@example.com");
    let reads = 0;
    const counted = {
      ...env,
      DB: new Proxy(env.DB, {
        get(target, key) {
          if (key === "prepare") reads++;
          const value = Reflect.get(target, key);
          return typeof value === "function" ? value.bind(target) : value;
        },
      }),
    };
    const start = 1_900_000_000_000;
    const clock = vi.spyOn(Date, "now").mockReturnValue(start);
    try {
      const { request } = await sessionRequest(userId);
      // No session cookie, no D1 read: a signed-out visitor costs nothing.
      expect(await readSession(counted, new Request(`${ORIGIN}/api/auth/user`))).toBeNull();
      expect(reads).toBe(0);
      expect((await readSession(counted, request))?.user.id).toBe(userId);
      expect(reads).toBe(1);
      for (let i = 0; i < 3; i++) {
        clock.mockReturnValue(start + 1_000 * i);
        expect((await readSession(counted, request))?.user.id).toBe(userId);
      }
      expect(reads).toBe(1);
      clock.mockReturnValue(start + SESSION_RECHECK_MS);
      expect((await readSession(counted, request))?.user.id).toBe(userId);
      expect(reads).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  it("ends a session at its expiry to the millisecond, and removes its row", async () => {
    // expires_at is the first instant the session is no longer valid (SESSION_MS after the last slide).
    const { userId } = await signIn("expiry-ms@example.com");
    const start = 1_950_000_000_000;
    const clock = vi.spyOn(Date, "now").mockReturnValue(start);
    try {
      const { request, id } = await sessionRequest(userId);
      clock.mockReturnValue(start + 30 * 86_400_000 - 1);
      expect((await readSession(env, request))?.user.id).toBe(userId);
      // The read just before slid the session; put the expiry back to test the instant itself.
      await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
        .bind(start + 30 * 86_400_000 + SESSION_RECHECK_MS, id)
        .run();
      clock.mockReturnValue(start + 30 * 86_400_000 + SESSION_RECHECK_MS);
      expect(await readSession(env, request)).toBeNull();
      const left = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE id = ?").bind(id).first<{ n: number }>();
      expect(left?.n).toBe(0);
    } finally {
      clock.mockRestore();
    }
  });

  it("removes an expired session's row when its cookie comes back", async () => {
    const caller = await signIn("expired-row@example.com");
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1000, caller.userId)
      .run();
    await afterSessionRecheck();
    expect((await api("GET", "/api/auth/user", { as: caller })).status).toBe(401);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").bind(caller.userId).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it("slides the session on page visits too, refreshing the cookie with the row", async () => {
    const caller = await signIn("pages@example.com");
    const soon = Date.now() + 28 * 86_400_000;
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(soon, caller.userId).run();
    await afterSessionRecheck();
    // Any non-API path goes through the page handler (the React Router build is stubbed in these tests).
    const page = await api("GET", "/dashboard", { as: caller });
    expect(page.headers.get("set-cookie")).toMatch(/Max-Age=2592000/);
    const row = await env.DB.prepare("SELECT expires_at AS e FROM sessions WHERE user_id = ?").bind(caller.userId).first<{ e: number }>();
    expect(row!.e).toBeGreaterThan(soon + 86_400_000);
  });

  it("updates the profile name, and the display follows", async () => {
    const caller = await signIn("profile@example.com");
    const res = await api("PATCH", "/api/auth/user", { as: caller, body: { firstName: "Ada", lastName: "Lovelace" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ firstName: "Ada", lastName: "Lovelace", username: "profile" });
    expect((await api("PATCH", "/api/auth/user", { as: caller, body: { isAdmin: true } })).status).toBe(400);
  });
});

describe("rate limits", () => {
  it("limits links per e-mail with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await requestLink("spam@example.com", `198.51.100.${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(statuses[5]).toBe(429);
    const res = await requestLink("spam@example.com", "198.51.100.99");
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(900);
    expect((await json(res)).message).toMatch(/Too many requests/);
  });

  it("limits links per IP across addresses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await requestLink(`ip${i}@example.com`, "203.0.113.7")).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(20);
    expect(statuses[20]).toBe(429);
    // Another IP is unaffected.
    expect((await requestLink("ip-other@example.com", "203.0.113.8")).status).toBe(204);
  });
});

describe("bad input never becomes a 500", () => {
  it.each([
    ["malformed JSON", '{"email": "a@b.co"', 400],
    ["wrong type", JSON.stringify({ email: 42 }), 400],
    ["unknown field", JSON.stringify({ email: "a@b.co", admin: true }), 400],
    ["missing field", JSON.stringify({}), 400],
    ["not an e-mail", JSON.stringify({ email: "a b@c" }), 400],
    ["an array", JSON.stringify([1, 2]), 400],
  ])("%s → %i with a JSON message", async (_name, rawBody, status) => {
    const res = await api("POST", "/api/auth/magic-link", { rawBody });
    expect(res.status).toBe(status);
    const body = await json<{ message: string }>(res);
    expect(typeof body.message).toBe("string");
    expect(body.message.length).toBeGreaterThan(0);
  });

  it("oversized bodies → 413", async () => {
    const res = await api("POST", "/api/auth/magic-link", { rawBody: JSON.stringify({ email: "a@b.co", pad: "x".repeat(1_100_000) }) });
    expect(res.status).toBe(413);
    expect((await json(res)).message).toMatch(/too large/);
  });

  it("unknown API routes → 404 JSON", async () => {
    const res = await api("GET", "/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "No such API route." });
  });
});

describe("CSRF", () => {
  it("refuses writes from another origin or without one", async () => {
    const caller = await signIn("csrf@example.com");
    const cross = await api("POST", "/api/auth/sign-out-everywhere", { as: caller, headers: { origin: "https://evil.example" } });
    expect(cross.status).toBe(403);
    const { SELF } = await import("cloudflare:test");
    const none = await SELF.fetch(`${ORIGIN}/api/auth/sign-out-everywhere`, { method: "POST", headers: { cookie: caller.cookie } });
    expect(none.status).toBe(403);
    // Nothing happened: the session still works.
    expect((await api("GET", "/api/auth/user", { as: caller })).status).toBe(200);
  });
});

describe("sign-in e-mail", () => {
  it("names the app as the deployment configures it", async () => {
    const branded = { ...env, APP_NAME: "Acme Plans" };
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/auth/magic-link`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json", "cf-connecting-ip": "192.0.2.77" },
        body: JSON.stringify({ email: "branded@example.com" }),
      }),
      branded,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(204);
    const mails = await json<Array<{ to: string; subject: string; text: string }>>(await api("GET", "/api/dev/mailbox"));
    const mail = mails.find((m) => m.to === "branded@example.com");
    expect(mail?.subject).toBe("Your Acme Plans sign-in link");
    expect(mail?.text).toMatch(/^Sign in to Acme Plans by opening this link/);
  });
});

describe("dev mailbox", () => {
  it("lists mail newest first with the link in the text", async () => {
    await requestLink("first@example.com");
    await requestLink("second@example.com");
    const mails = await json<Array<{ id: number; to: string; subject: string; text: string; html: string; createdAt: string }>>(
      await api("GET", "/api/dev/mailbox"),
    );
    expect(mails[0].to).toBe("second@example.com");
    expect(mails[1].to).toBe("first@example.com");
    expect(mails[0]).toMatchObject({ subject: "Your Kickoff sign-in link" });
    expect(mails[0].text).toMatch(/\/api\/auth\/magic-link\/verify\?token=[a-z2-7]{32}/);
    expect(mails[0].html).toContain("<a href=");
  });

  it("is 404 outside development, and sign-in then needs a real mail provider", async () => {
    const prodEnv = { ...env, ENVIRONMENT: "production" };
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`${ORIGIN}/api/dev/mailbox`), prodEnv, ctx);
    expect(res.status).toBe(404);
    const link = await worker.fetch(
      new Request(`${ORIGIN}/api/auth/magic-link`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ email: "prod@example.com" }),
      }),
      prodEnv,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(link.status).toBe(503);
    expect((await json(link)).message).toMatch(/E-mail is not set up/);
  });
});
