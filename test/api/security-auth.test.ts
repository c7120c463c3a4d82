import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { api, latestLink, ORIGIN, signIn } from "../support/api";

// Sign-in edge cases found in the security review: where a sign-in may send the browser afterwards.

const verifyPath = (link: string) => link.replace(/^https?:\/\/[^/]+/, "");
let seq = 0;
const email = (name: string) => `${name}.${Date.now().toString(36)}.${++seq}@example.com`;

/** Asks for a link with `next` through the no-JavaScript form (no length limit there), then follows it. */
async function signInWithNext(next: string): Promise<Response> {
  const address = email("next");
  const form = await api("POST", "/api/auth/magic-link/form", {
    rawBody: new URLSearchParams({ email: address, next }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": `198.51.100.${seq % 250}` },
  });
  expect(form.status).toBe(200);
  return api("GET", verifyPath(await latestLink(address)));
}

describe("post-sign-in redirect", () => {
  // Browsers drop tabs and newlines from URLs, so "/\t/evil.example" is followed as "//evil.example":
  // another site. Control characters also cannot go in a Location header at all (that was a 500
  // after the link had already been used up).
  const hostile = ["/\t/evil.example/steal", "/\n/evil.example", "/\r\n/evil.example", "/\u0000/x", "/\\evil.example", "/ab\u007f"];

  it("never sends the browser to another site or fails on a `next` with control characters", async () => {
    for (const next of hostile) {
      const res = await signInWithNext(next);
      expect(res.status, JSON.stringify(next)).toBe(302);
      expect(res.headers.get("location"), JSON.stringify(next)).toBe("/dashboard");
    }
  });

  it("keeps an ordinary path with its query", async () => {
    const res = await signInWithNext("/projects/12?tab=members#top");
    expect(res.headers.get("location")).toBe("/projects/12?tab=members#top");
  });

  it("the sign-in page of a signed-in user redirects the same way", async () => {
    const me = await signIn(email("login"));
    for (const next of hostile) {
      const res = await api("GET", `/api/login?next=${encodeURIComponent(next)}`, { as: me });
      expect(res.status, JSON.stringify(next)).toBe(302);
      expect(res.headers.get("location"), JSON.stringify(next)).toBe("/dashboard");
    }
  });
});

describe("OAuth callback", () => {
  const github = { GITHUB_CLIENT_ID: "gh-client", GITHUB_CLIENT_SECRET: "gh-secret" };

  async function callback(cookie: string): Promise<Response> {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}/api/auth/github/callback?code=c&state=s`, { headers: { cookie } }),
      { ...env, ...github } as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  }

  it("answers a state cookie that is not ours (not JSON, wrong shape) with the sign-in page, not a 500", async () => {
    for (const value of ["notjson", encodeURIComponent("[1,2]"), encodeURIComponent("null"), encodeURIComponent('{"state":5}')]) {
      const res = await callback(`kickoff_oauth_github=${value}`);
      expect(res.status, value).toBe(400);
      expect(await res.text()).toContain("Sign-in was interrupted");
    }
  });
});

describe("sign-in form", () => {
  it("answers a broken multipart body with 400, not a 500", async () => {
    const res = await api("POST", "/api/auth/magic-link/form", {
      rawBody: "garbage",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Please enter a valid email address.");
  });
});

describe("logout", () => {
  // Logout is a GET link (spec §2.3). SameSite=Lax still sends the cookie on a top-level navigation
  // from another site, so any page could sign the user out; like the AI GETs, it must come from us.
  it("refuses a logout another site started, and the session stays", async () => {
    const me = await signIn(email("logout"));
    for (const site of ["cross-site", "same-site"]) {
      const res = await api("GET", "/api/logout", { as: me, headers: { "sec-fetch-site": site } });
      expect(res.status, site).toBe(403);
      expect(res.headers.get("set-cookie"), site).toBeNull();
    }
    expect((await api("GET", "/api/auth/user", { as: me })).status).toBe(200);
  });

  it("still logs out from our own pages and a typed-in address", async () => {
    for (const site of ["same-origin", "none"]) {
      const me = await signIn(email("logout"));
      const res = await api("GET", "/api/logout", { as: me, headers: { "sec-fetch-site": site } });
      expect(res.status, site).toBe(302);
      expect((await api("GET", "/api/auth/user", { as: me })).status, site).toBe(401);
    }
  });
});

describe("first sign-in", () => {
  // Usernames come from the e-mail's local part; two new people with the same one signing in at the
  // same moment both picked the free name, and the loser got a 500 with their one-time link spent.
  it("signs in new people with the same local part at the same moment, each with a username of their own", async () => {
    const local = `twin${Date.now().toString(36)}`;
    const addresses = ["a", "b", "c", "d"].map((d) => `${local}@${d}.example.com`);
    for (const [i, address] of addresses.entries()) {
      const res = await api("POST", "/api/auth/magic-link", {
        body: { email: address },
        headers: { "cf-connecting-ip": `203.0.113.${i}` },
      });
      expect(res.status).toBe(204);
    }
    const links = await Promise.all(addresses.map((a) => latestLink(a)));
    const results = await Promise.all(links.map((l) => api("GET", verifyPath(l))));
    expect(results.map((r) => r.status)).toEqual([302, 302, 302, 302]);
    const users = await env.DB.prepare("SELECT username FROM users WHERE email LIKE ? ORDER BY username")
      .bind(`${local}@%`)
      .all<{ username: string }>();
    expect(users.results.map((u) => u.username)).toEqual([local, `${local}-2`, `${local}-3`, `${local}-4`]);
  });
});

describe("the API's own HTML pages", () => {
  // The sign-in pages are HTML served under /api, outside React Router, which is where the app's
  // pages get their security headers; without them any site could frame the sign-in page.
  it("carry the same security headers as the app's pages: no framing, a strict CSP, no sniffing", async () => {
    const pages = [
      await api("GET", "/api/login"),
      await api("GET", "/api/auth/magic-link/verify?token=made-up"),
      await api("POST", "/api/auth/magic-link/form", {
        rawBody: "email=not-an-email",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
    ];
    for (const page of pages) {
      expect(page.headers.get("content-type")).toMatch(/text\/html/);
      expect(page.headers.get("x-frame-options")).toBe("DENY");
      expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
      expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});
