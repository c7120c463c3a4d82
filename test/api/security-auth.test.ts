import { describe, expect, it } from "vitest";
import { api, latestLink, signIn } from "../support/api";

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
