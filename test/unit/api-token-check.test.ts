import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  authenticateToken,
  bearerOf,
  countGrantRequest,
  newTokenSecret,
  rateLimitHeaders,
  rateVerdict,
  type StoredTokenRow,
  TOKEN_RATE,
} from "../../worker/auth/api-tokens";
import { cachedToken } from "../../worker/auth/token-cache";
import { hashToken } from "../../worker/auth/tokens";

// Issue 27: the Bearer token check (decisions 062 and 159) in Node, against a D1 that answers the
// check's three statements as the real ones do (test/api/api-tokens.test.ts and token-cache.test.ts
// run the same rules through the app in workerd). What it promises: only the SHA-256 is looked up; a
// token's row is read at most once per 3 s per isolate and per rate window; the expiry is exact on
// every request; 1,200 requests a minute per token, the 1,201st a 429 with Retry-After, and the
// requests let through from the cache reach D1's count at the next check.

type StoredToken = StoredTokenRow;

interface Statement {
  sql: string;
  args: unknown[];
}

/** The statements the token check sends, answered like D1 would (the SQL's own conditions in JS). */
class FakeD1 {
  tokens = new Map<string, StoredToken>();
  counts = new Map<string, number>();
  batches: Statement[][] = [];
  sweeps: unknown[] = [];
  grantCalls: unknown[][] = [];
  /** What countGrantRequest's statement returns: the count, or null for no row. */
  grantAnswer: "count" | null = "count";

  prepare(sql: string) {
    return {
      bind: (...args: unknown[]) => ({
        sql,
        args,
        first: async () => this.first(args),
        run: async () => {
          if (sql.startsWith("DELETE FROM rate_limits")) this.sweeps.push(args[0]);
          return { success: true };
        },
      }),
    };
  }

  async first(args: unknown[]) {
    this.grantCalls.push(args);
    const key = String(args[0]);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    return this.grantAnswer === null ? null : { count: this.counts.get(key) };
  }

  async batch(statements: Statement[]) {
    this.batches.push(statements.map((s) => ({ sql: s.sql, args: s.args })));
    return statements.map((s) => ({ results: this.exec(s) }));
  }

  exec({ sql, args }: Statement): unknown[] {
    const row = this.tokens.get(String(args[0]));
    if (sql.trimStart().startsWith("SELECT")) return row ? [row] : [];
    if (sql.startsWith("INSERT INTO rate_limits")) {
      const [, window, , nowMs, adding] = args as [string, string, number, number, number];
      if (!row || (row.expires_at !== null && row.expires_at <= nowMs)) return [];
      const key = `api-token:${row.token_id}:${window}`;
      this.counts.set(key, (this.counts.get(key) ?? 0) + adding);
      return [{ count: this.counts.get(key) }];
    }
    return [];
  }
}

// 15 s into a rate window: the window's number and end, in seconds.
const T = 1_800_000_015_000;
const W = 30_000_000;
const WEND = 1_800_000_060;

let db: FakeD1;
let env: Env;
let nextId = 1;
const at = (ms: number) => vi.spyOn(Date, "now").mockReturnValue(ms);

beforeEach(() => {
  db = new FakeD1();
  env = { DB: db } as unknown as Env;
  at(T);
  vi.spyOn(Math, "random").mockReturnValue(0.5);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A token in the fake D1; its secret. */
function stored(over: Partial<StoredToken> = {}): { secret: string; hash: string; id: number } {
  const secret = newTokenSecret();
  const id = nextId++;
  db.tokens.set(hashToken(secret), {
    token_id: id,
    token_name: "Nightly import",
    scopes: '["read","write"]',
    project_ids: null,
    expires_at: null,
    id: 70,
    username: "ada",
    email: "ada@x.test",
    first_name: "Ada",
    last_name: "L",
    profile_image_url: null,
    ...over,
  });
  return { secret, hash: hashToken(secret), id };
}

async function refusal(
  p: Promise<unknown>,
): Promise<{ status: number; message: string; headers?: Record<string, string>; details?: unknown }> {
  try {
    await p;
  } catch (err) {
    const e = err as { status: number; message: string; headers?: Record<string, string>; details?: unknown };
    return { status: e.status, message: e.message, headers: e.headers, details: e.details };
  }
  throw new Error("expected a refusal");
}

const remaining = (headers: Record<string, string>) => headers.RateLimit;

describe("token secrets and the Authorization header", () => {
  it("are kick_ and 32 random bytes in base32, never the same twice", () => {
    const secrets = Array.from({ length: 20 }, () => newTokenSecret());
    for (const s of secrets) expect(s).toMatch(/^kick_[a-z2-7]{52}$/);
    expect(new Set(secrets).size).toBe(20);
  });

  it("reads the bearer token, empty when Bearer has nothing after it, and nothing else", () => {
    const req = (value?: string) => new Request("https://k.test/api", value === undefined ? {} : { headers: { authorization: value } });
    expect(bearerOf(req())).toBeNull();
    expect(bearerOf(req("Bearer kick_abc"))).toBe("kick_abc");
    expect(bearerOf(req("  bearer   kick_abc  "))).toBe("kick_abc");
    expect(bearerOf(req("Bearer"))).toBe("");
    expect(bearerOf(req("Basic a2ljazp4"))).toBeNull();
  });
});

describe("the rate limit's answer (1,200 a minute per token)", () => {
  it("is 1,200 requests in a 60-second window", () => {
    expect(TOKEN_RATE).toEqual({ limit: 1200, windowSeconds: 60 });
  });

  it("carries the policy and what is left, never below 0", () => {
    expect(rateLimitHeaders(1, 45)).toEqual({ "RateLimit-Policy": '"token";q=1200;w=60', RateLimit: '"token";r=1199;t=45' });
    expect(rateLimitHeaders(1200, 45).RateLimit).toBe('"token";r=0;t=45');
    expect(rateLimitHeaders(1500, 45).RateLimit).toBe('"token";r=0;t=45');
  });

  it("lets the 1,200th through and answers the 1,201st with 429 and Retry-After until the window ends", async () => {
    expect(rateVerdict(1200, 100, 120, "Slow down")).toEqual(rateLimitHeaders(1200, 20));
    const over = await refusal(Promise.resolve().then(() => rateVerdict(1201, 100, 120, "Slow down")));
    expect(over).toEqual({
      status: 429,
      message: "Slow down",
      details: { retryAfter: 20 },
      headers: { ...rateLimitHeaders(1201, 20), "Retry-After": "20" },
    });
    // At the window's last instant: wait at least a second.
    const last = await refusal(Promise.resolve().then(() => rateVerdict(1201, 120, 120, "Slow down")));
    expect(last.headers?.["Retry-After"]).toBe("1");
  });

  it("counts an agent's requests (an OAuth grant) per grant and window in D1", async () => {
    const first = await countGrantRequest(env, "grant-1");
    expect(db.grantCalls).toEqual([[`oauth-grant:grant-1:${W}`, WEND]]);
    expect(first).toEqual(rateLimitHeaders(1, 45));
    for (let i = 0; i < 4; i++) await countGrantRequest(env, "grant-1");
    expect(remaining(await countGrantRequest(env, "grant-1"))).toBe('"token";r=1194;t=45');
    // No row back (should not happen): counted as the one request.
    db.grantAnswer = null;
    expect(remaining(await countGrantRequest(env, "grant-2"))).toBe('"token";r=1199;t=45');
    db.grantAnswer = "count";
    db.counts.set(`oauth-grant:grant-3:${W}`, 1200);
    const over = await refusal(countGrantRequest(env, "grant-3"));
    expect([over.status, over.message]).toEqual([429, "Too many requests from this agent. Please wait a moment and try again."]);
  });
});

describe("the Bearer token check", () => {
  it("refuses a secret that is not a Kickoff token without asking D1", async () => {
    const res = await refusal(authenticateToken(env, "ghp_notours"));
    expect([res.status, res.message]).toEqual([401, "This API token is not valid."]);
    expect(db.batches).toEqual([]);
  });

  it("looks the token up by its SHA-256, counts the request and stamps its last use in one round trip", async () => {
    const { secret, hash, id } = stored({ project_ids: "[5,7]" });
    const found = await authenticateToken(env, secret);
    expect(found).toEqual({
      user: {
        id: 70,
        username: "ada",
        email: "ada@x.test",
        firstName: "Ada",
        lastName: "L",
        profileImageUrl: null,
        viaToken: "Nightly import",
      },
      token: { id, name: "Nightly import", scopes: ["read", "write"], projectIds: [5, 7] },
      headers: rateLimitHeaders(1, 45),
    });
    expect(db.batches).toHaveLength(1);
    expect(db.batches[0].map((s) => s.args)).toEqual([[hash], [hash, String(W), WEND, T, 1], [hash, T, T - 60_000]]);
    expect(db.counts.get(`api-token:${id}:${W}`)).toBe(1);
  });

  it("reads a token limited to no project as limited to none (every project of its person)", async () => {
    const { secret } = stored({ project_ids: null });
    expect((await authenticateToken(env, secret)).token.projectIds).toBeNull();
  });

  it("refuses an unknown token, and one revoked elsewhere once its row is re-read, leaving nothing cached", async () => {
    const unknown = await refusal(authenticateToken(env, newTokenSecret()));
    expect([unknown.status, unknown.message]).toEqual([401, "This API token is not valid."]);

    const { secret, hash } = stored();
    await authenticateToken(env, secret);
    db.tokens.delete(hash);
    at(T + 2_999);
    expect((await authenticateToken(env, secret)).user.id).toBe(70);
    at(T + 3_000);
    const revoked = await refusal(authenticateToken(env, secret));
    expect([revoked.status, revoked.message]).toEqual([401, "This API token is not valid."]);
    // The cache holds no entry for it at all (asked as of its last check).
    expect(cachedToken(hash, T, W)).toBeNull();
  });

  it("trusts the row for 3 s, counting each request, and hands those requests to D1 at the next check", async () => {
    const { secret, hash, id } = stored();
    await authenticateToken(env, secret);
    at(T + 2_999);
    expect(remaining((await authenticateToken(env, secret)).headers)).toBe('"token";r=1198;t=43');
    expect(remaining((await authenticateToken(env, secret)).headers)).toBe('"token";r=1197;t=43');
    expect(db.batches).toHaveLength(1);

    at(T + 3_000);
    expect(remaining((await authenticateToken(env, secret)).headers)).toBe('"token";r=1196;t=42');
    expect(db.batches).toHaveLength(2);
    expect(db.batches[1][1].args).toEqual([hash, String(W), WEND, T + 3_000, 3]);
    expect(db.counts.get(`api-token:${id}:${W}`)).toBe(4);

    // One more from the cache, then the next check adds it and this one: nothing counted twice.
    at(T + 3_001);
    await authenticateToken(env, secret);
    at(T + 6_001);
    await authenticateToken(env, secret);
    expect(db.batches[2][1].args[4]).toBe(2);
    expect(db.counts.get(`api-token:${id}:${W}`)).toBe(6);
  });

  it("reads D1 again in a new rate window, whose count starts afresh", async () => {
    const { secret, id } = stored();
    at(WEND * 1000 - 1);
    await authenticateToken(env, secret);
    at(WEND * 1000);
    const next = await authenticateToken(env, secret);
    expect(db.batches).toHaveLength(2);
    expect(next.headers).toEqual(rateLimitHeaders(1, 60));
    expect(db.counts.get(`api-token:${id}:${W + 1}`)).toBe(1);
  });

  it("adds this request to the count D1 already has for the window", async () => {
    const { secret, id } = stored();
    db.counts.set(`api-token:${id}:${W}`, 10);
    expect(remaining((await authenticateToken(env, secret)).headers)).toBe('"token";r=1189;t=45');
  });

  it("stops at its expiry to the millisecond, cached or not, and forgets the row", async () => {
    const { secret, hash } = stored({ expires_at: T + 1_000 });
    await authenticateToken(env, secret);
    at(T + 999);
    expect((await authenticateToken(env, secret)).user.id).toBe(70);
    at(T + 1_000);
    const res = await refusal(authenticateToken(env, secret));
    expect([res.status, res.message]).toEqual([401, "This API token has expired."]);
    expect(db.batches).toHaveLength(1);
    expect(cachedToken(hash, T + 999, W)).toBeNull();

    const old = stored({ expires_at: T - 1 });
    const late = await refusal(authenticateToken(env, old.secret));
    expect([late.status, late.message]).toEqual([401, "This API token has expired."]);
  });

  it("answers the 1,201st request of a window from the cache with 429, without D1", async () => {
    const { secret, id } = stored();
    db.counts.set(`api-token:${id}:${W}`, 1199);
    expect(remaining((await authenticateToken(env, secret)).headers)).toBe('"token";r=0;t=45');
    at(T + 5);
    const over = await refusal(authenticateToken(env, secret));
    expect(over).toMatchObject({
      status: 429,
      message: "Too many requests with this API token. Please wait a moment and try again.",
      headers: { "Retry-After": "45", RateLimit: '"token";r=0;t=45' },
    });
    expect(db.batches).toHaveLength(1);
  });

  it("sweeps expired rate windows at a window's first check, about one time in 50", async () => {
    const sweepWith = async (random: number, preset?: number) => {
      const { secret, id } = stored();
      if (preset !== undefined) db.counts.set(`api-token:${id}:${W}`, preset);
      vi.spyOn(Math, "random").mockReturnValue(random);
      db.sweeps = [];
      await authenticateToken(env, secret);
      return db.sweeps;
    };
    expect(await sweepWith(0.019)).toEqual([WEND - 45]);
    expect(await sweepWith(0.02)).toEqual([]);
    expect(await sweepWith(0.5)).toEqual([]);
    // Not the window's first check: someone swept at its start already.
    expect(await sweepWith(0, 3)).toEqual([]);
  });
});
