import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../board/support";
import { api, signIn } from "../support/api";

// "Sign in as someone else" on an invitation opened in the wrong account: sign out, then the sign-in
// page that returns to the invitation. Only our own paths are followed.
describe("GET /api/logout?next=", () => {
  it("signs out and sends the browser to sign in again, coming back to the invitation", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    const next = "/accept-invitation?token=abc123";
    const res = await api("GET", `/api/logout?next=${encodeURIComponent(next)}`, { as: ada, headers: { "sec-fetch-site": "same-origin" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/api/login?next=${encodeURIComponent(next)}`);
    expect((await api("GET", "/api/auth/user", { as: ada })).status).toBe(401);
  });

  it("never sends the browser to another site", async () => {
    const ada = await signIn(uniqueEmail("ada"));
    for (const next of ["//evil.example/x", "https://evil.example", "/\\evil.example"]) {
      const res = await api("GET", `/api/logout?next=${encodeURIComponent(next)}`, {
        as: ada,
        headers: { "sec-fetch-site": "same-origin" },
      });
      expect(res.status, next).toBe(302);
      expect(res.headers.get("location"), next).toBe(`/api/login?next=${encodeURIComponent("/dashboard")}`);
    }
  });
});
