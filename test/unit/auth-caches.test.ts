import { beforeEach, describe, expect, it, vi } from "vitest";
import type { TokenEntry } from "../../worker/auth/token-cache";

// Issue 27: the per-isolate caches of decision 159 (token rows) and 008 (sessions), in Node. What they
// promise: an entry is trusted for less than 3 s and only in its own rate window, a session never past
// its expiry; revoking forgets at once; the requests counted here are handed to the next D1 check once;
// at most 10,000 entries, the oldest going first. test/api/token-cache.test.ts and auth.test.ts check
// the same bounds end to end in workerd.

// Each test gets the modules afresh: the caches live in module state, and these tests count entries.
type TokenCache = typeof import("../../worker/auth/token-cache");
type SessionCache = typeof import("../../worker/auth/session-cache");
let tc: TokenCache;
let sc: SessionCache;
beforeEach(async () => {
  vi.resetModules();
  tc = await import("../../worker/auth/token-cache");
  sc = await import("../../worker/auth/session-cache");
});

const T = 1_800_000_000_000;
const W = 30_000_000;

function tokenEntry(over: Partial<TokenEntry> & { tokenId?: number; userId?: number } = {}): TokenEntry {
  const { tokenId = 1, userId = 1, ...rest } = over;
  return {
    user: { id: userId, username: `u${userId}`, email: `u${userId}@x.test`, firstName: null, lastName: null, profileImageUrl: null },
    token: { id: tokenId, name: "Script", scopes: ["read"], projectIds: null },
    expiresAt: null,
    checkedAt: T,
    window: W,
    count: 1,
    unsynced: 0,
    ...rest,
  };
}

const user = (id: number) => ({ id, username: `u${id}`, email: `u${id}@x.test`, firstName: null, lastName: null, profileImageUrl: null });

describe("the token cache (decision 159)", () => {
  it("trusts a checked row for 3 s, not a millisecond longer", () => {
    expect(tc.TOKEN_RECHECK_MS).toBe(3_000);
    const e = tokenEntry();
    tc.rememberToken("h", e);
    expect(tc.cachedToken("h", T, W)).toBe(e);
    expect(tc.cachedToken("h", T + 2_999, W)).toBe(e);
    expect(tc.cachedToken("h", T + 3_000, W)).toBeNull();
    expect(tc.cachedToken("unknown", T, W)).toBeNull();
  });

  it("trusts it only in the rate window it was counted in", () => {
    tc.rememberToken("h", tokenEntry());
    expect(tc.cachedToken("h", T + 10, W + 1)).toBeNull();
    expect(tc.cachedToken("h", T + 10, W)).not.toBeNull();
  });

  it("hands the requests counted here to the next check once, in the same window only", () => {
    expect(tc.takeUnsynced("unknown", W)).toBe(0);
    tc.rememberToken("h", tokenEntry({ unsynced: 4 }));
    expect(tc.takeUnsynced("h", W + 1)).toBe(0);
    expect(tc.takeUnsynced("h", W)).toBe(4);
    expect(tc.takeUnsynced("h", W)).toBe(0);
  });

  it("forgets one hash, one revoked token or every token of a person, and nothing else", () => {
    tc.rememberToken("a", tokenEntry({ tokenId: 1, userId: 10 }));
    tc.rememberToken("b", tokenEntry({ tokenId: 2, userId: 10 }));
    tc.rememberToken("c", tokenEntry({ tokenId: 3, userId: 11 }));
    tc.rememberToken("d", tokenEntry({ tokenId: 4, userId: 12 }));
    const held = () => ["a", "b", "c", "d"].filter((h) => tc.cachedToken(h, T, W) !== null);
    tc.forgetToken(3);
    expect(held()).toEqual(["a", "b", "d"]);
    tc.forgetTokensOf(10);
    expect(held()).toEqual(["d"]);
    tc.forgetTokenHash("d");
    expect(held()).toEqual([]);
  });

  it("holds 10,000 entries; the next one drops the oldest down to half", () => {
    for (let i = 1; i <= 10_000; i++) tc.rememberToken(`k${i}`, tokenEntry({ tokenId: i }));
    expect(tc.cachedToken("k1", T, W)).not.toBeNull();
    tc.rememberToken("k10001", tokenEntry({ tokenId: 10_001 }));
    const held = (i: number) => tc.cachedToken(`k${i}`, T, W) !== null;
    expect([1, 5_001, 5_002, 10_000, 10_001].map(held)).toEqual([false, false, true, true, true]);
  });

  it("a row checked again counts as the newest", () => {
    tc.rememberToken("again", tokenEntry({ tokenId: 1 }));
    for (let i = 2; i <= 9_999; i++) tc.rememberToken(`k${i}`, tokenEntry({ tokenId: i }));
    tc.rememberToken("again", tokenEntry({ tokenId: 1, count: 7 }));
    tc.rememberToken("k10000", tokenEntry({ tokenId: 10_000 }));
    tc.rememberToken("k10001", tokenEntry({ tokenId: 10_001 }));
    expect(tc.cachedToken("k2", T, W)).toBeNull();
    expect(tc.cachedToken("again", T, W)?.count).toBe(7);
  });
});

describe("the session cache (decision 008)", () => {
  it("trusts a checked session for 3 s and never at or past its expiry", () => {
    expect(sc.SESSION_RECHECK_MS).toBe(3_000);
    sc.rememberSession("s", user(1), T + 60_000, T);
    expect(sc.cachedSession("s", T + 2_999)?.user.id).toBe(1);
    expect(sc.cachedSession("s", T + 3_000)).toBeNull();
    expect(sc.cachedSession("unknown", T)).toBeNull();
    sc.rememberSession("short", user(2), T + 1_000, T);
    expect(sc.cachedSession("short", T + 999)?.expiresAt).toBe(T + 1_000);
    expect(sc.cachedSession("short", T + 1_000)).toBeNull();
  });

  it("drops an entry found stale or expired, so it takes no room", () => {
    sc.rememberSession("stale", user(1), T + 60_000, T - 5_000);
    sc.rememberSession("expired", user(1), T - 1, T);
    for (let i = 1; i <= 9_998; i++) sc.rememberSession(`s${i}`, user(i), T + 60_000, T);
    expect(sc.cachedSession("stale", T)).toBeNull();
    expect(sc.cachedSession("expired", T)).toBeNull();
    // 9,998 left: two more fit without dropping the oldest.
    sc.rememberSession("s9999", user(1), T + 60_000, T);
    sc.rememberSession("s10000", user(1), T + 60_000, T);
    expect(sc.cachedSession("s1", T)).not.toBeNull();
  });

  it("holds 10,000 entries; the next one drops the oldest down to half", () => {
    for (let i = 1; i <= 10_000; i++) sc.rememberSession(`s${i}`, user(i), T + 60_000, T);
    expect(sc.cachedSession("s1", T)).not.toBeNull();
    sc.rememberSession("s10001", user(1), T + 60_000, T);
    const held = (i: number) => sc.cachedSession(`s${i}`, T) !== null;
    expect([1, 5_001, 5_002, 10_000, 10_001].map(held)).toEqual([false, false, true, true, true]);
  });

  it("a session checked again counts as the newest", () => {
    sc.rememberSession("again", user(1), T + 60_000, T);
    for (let i = 2; i <= 9_999; i++) sc.rememberSession(`s${i}`, user(i), T + 60_000, T);
    sc.rememberSession("again", user(1), T + 60_000, T + 1);
    sc.rememberSession("s10000", user(1), T + 60_000, T);
    sc.rememberSession("s10001", user(1), T + 60_000, T);
    expect(sc.cachedSession("s2", T)).toBeNull();
    expect(sc.cachedSession("again", T + 1)?.checkedAt).toBe(T + 1);
  });

  it("forgets one session, or every session of a person (sign out everywhere), and nothing else", () => {
    sc.rememberSession("a", user(10), T + 60_000, T);
    sc.rememberSession("b", user(10), T + 60_000, T);
    sc.rememberSession("c", user(11), T + 60_000, T);
    sc.rememberSession("d", user(12), T + 60_000, T);
    const held = () => ["a", "b", "c", "d"].filter((id) => sc.cachedSession(id, T) !== null);
    sc.forgetSession("c");
    expect(held()).toEqual(["a", "b", "d"]);
    sc.forgetUser(10);
    expect(held()).toEqual(["d"]);
  });
});
