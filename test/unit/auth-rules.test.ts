import { describe, expect, it } from "vitest";
import { MAGIC_LINK_TTL_MS, safeRedirect } from "../../worker/auth/magic-link";
import { clearSessionCookie, readSessionToken, SESSION_DAYS, sessionCookieName } from "../../worker/auth/session";

// Issue 27: the sign-in rules that need no database, in Node (the mutation bench runs these before the
// workerd tests of magic-link.ts and session.ts). test/api/auth.test.ts and security-auth.test.ts
// check the same rules end to end.

describe("the post-sign-in destination", () => {
  it("keeps a same-site path with its query and fragment", () => {
    expect(safeRedirect("/projects/12?tab=members#top")).toBe("/projects/12?tab=members#top");
    expect(safeRedirect("/")).toBe("/");
  });

  it("falls back when there is no path, or it is not a path of ours", () => {
    expect(safeRedirect(null)).toBe("/dashboard");
    expect(safeRedirect(undefined)).toBe("/dashboard");
    expect(safeRedirect("")).toBe("/dashboard");
    expect(safeRedirect("dashboard")).toBe("/dashboard");
    expect(safeRedirect("https://evil.example/")).toBe("/dashboard");
    expect(safeRedirect("//evil.example/steal")).toBe("/dashboard");
    expect(safeRedirect("/\\evil.example")).toBe("/dashboard");
    expect(safeRedirect("//evil.example", "/projects")).toBe("/projects");
  });

  it("refuses a scheme-relative target even when it names the host paths are resolved against", () => {
    // "//kickoff.invalid/x" resolves to the same origin as the resolver's placeholder base, but a
    // browser follows it to the host kickoff.invalid: another site.
    expect(safeRedirect("//kickoff.invalid/x")).toBe("/dashboard");
    expect(safeRedirect("/\\kickoff.invalid/x")).toBe("/dashboard");
  });

  it("refuses control characters, which browsers drop or cannot send in a Location header", () => {
    for (const target of ["/\t/evil.example", "/\n/evil.example", "/x\r\n", "/\u0000", "/a\u001f", "/ab\u007f"]) {
      expect(safeRedirect(target), JSON.stringify(target)).toBe("/dashboard");
    }
    // The characters just outside the refused ranges are ordinary.
    expect(safeRedirect("/a b")).toBe("/a b");
    expect(safeRedirect("/a~")).toBe("/a~");
  });

  it("takes a path of up to 2,000 characters", () => {
    const longest = `/${"a".repeat(1999)}`;
    expect(safeRedirect(longest)).toBe(longest);
    expect(safeRedirect(`${longest}a`)).toBe("/dashboard");
  });
});

describe("sign-in lifetimes", () => {
  it("a link lives the 15 minutes its e-mail promises; a session 30 days", () => {
    expect(MAGIC_LINK_TTL_MS).toBe(15 * 60 * 1000);
    expect(SESSION_DAYS).toBe(30);
  });
});

describe("the session cookie", () => {
  it("is __Host- and Secure on an https site, plain on local http and on localhost", () => {
    expect(sessionCookieName("https://kickoff.example/api/auth/user")).toBe("__Host-kickoff_session");
    expect(sessionCookieName("http://kickoff.example/")).toBe("kickoff_session");
    expect(sessionCookieName("https://localhost/")).toBe("kickoff_session");
    expect(sessionCookieName("https://127.0.0.1:8787/")).toBe("kickoff_session");
    expect(sessionCookieName("http://localhost:5173/")).toBe("kickoff_session");
  });

  it("is cleared with an empty value that expires at once, HttpOnly and Lax on the whole site", () => {
    const secure = clearSessionCookie("https://kickoff.example/api/auth/logout");
    expect(secure).toMatch(/^__Host-kickoff_session=;/);
    expect(secure).toMatch(/; Max-Age=0(;|$)/);
    expect(secure).toMatch(/; Path=\/(;|$)/);
    expect(secure).toMatch(/; HttpOnly(;|$)/);
    expect(secure).toMatch(/; Secure(;|$)/);
    expect(secure).toMatch(/; SameSite=Lax(;|$)/);
    const local = clearSessionCookie("http://localhost:5173/api/auth/logout");
    expect(local).toMatch(/^kickoff_session=;/);
    expect(local).not.toMatch(/Secure/);
    expect(local).toMatch(/; HttpOnly(;|$)/);
  });

  it("is read by the name the request's site uses, and only by it", () => {
    const at = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { cookie } : {} });
    expect(readSessionToken(at("https://kickoff.example/"))).toBeNull();
    expect(readSessionToken(at("https://kickoff.example/", "theme=dark"))).toBeNull();
    expect(readSessionToken(at("https://kickoff.example/", "theme=dark; __Host-kickoff_session=abc"))).toBe("abc");
    // A plain-named cookie (settable by a sibling subdomain) is not the session on the https site.
    expect(readSessionToken(at("https://kickoff.example/", "kickoff_session=planted"))).toBeNull();
    expect(readSessionToken(at("http://localhost:5173/", "kickoff_session=dev"))).toBe("dev");
  });
});
