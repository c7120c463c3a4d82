import { describe, expect, it } from "vitest";
import { api, json, uniqueEmail } from "../board/support";
import { signIn } from "../support/api";

// Cheap calls that let one account harvest data about every other account, found in the review.

describe("GET /api/users/username/:username", () => {
  // Usernames are e-mail local parts, so guessing them is easy, and every hit returns the person's
  // name and avatar. Anyone can sign up, so without a limit one account can page through them all.
  it("limits lookups per user with 429 and Retry-After; other users are unaffected", async () => {
    const [eve, ada] = await Promise.all([signIn(uniqueEmail("eve")), signIn(uniqueEmail("ada"))]);
    let limited: Response | null = null;
    const before: number[] = [];
    for (let i = 0; i < 300 && !limited; i++) {
      const res = await api("GET", `/api/users/username/guess${i}`, { as: eve });
      if (res.status === 429) limited = res;
      else before.push(res.status);
    }
    // Every lookup before the limit was an ordinary miss.
    expect(before).toEqual(before.map(() => 404));
    const allowed = before.length;
    expect(limited, "no 429 after 300 lookups").not.toBeNull();
    expect(allowed).toBeGreaterThanOrEqual(30);
    expect(Number(limited!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await json(limited!)).message).toMatch(/too many requests/i);
    expect((await api("GET", "/api/users/username/guess0", { as: ada })).status).toBe(404);
  });
});
