import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { z } from "zod";
import { tokenScopeField } from "../../core/schemas/api-token";
import { readColumn } from "../db/json-column";
import { ApiError, unauthorized } from "../http/errors";
import type { ApiTokenAuth } from "./api-token-auth";
import type { SessionUser } from "./session";
import { cachedToken, forgetTokenHash, rememberToken, type TokenEntry, takeUnsynced } from "./token-cache";
import { hashToken } from "./tokens";

const storedScopes = z.array(tokenScopeField);
const storedProjectIds = z.array(z.number().int().positive()).nullable();

// Personal API tokens (issue 24, decision 062): `kick_` and 32 random bytes, sent as
// `Authorization: Bearer …`. Only the SHA-256 is stored. A token's row is read (in the same D1 round
// trip that adds its requests to its rate limit's count and notes when it was last used) at most once
// per TOKEN_RECHECK_MS per isolate, then trusted from token-cache.ts like a session (decision 159: a
// revoked token stops at once on the isolate that revoked it, within that bound elsewhere).

export const TOKEN_PREFIX = "kick_";
/** Per token, per fixed window: a script's steady pace, the live socket's 20 messages a second. */
export const TOKEN_RATE = { limit: 1200, windowSeconds: 60 };
const LAST_USED_EVERY_MS = 60_000;

export type { ApiTokenAuth } from "./api-token-auth";

export function newTokenSecret(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return TOKEN_PREFIX + encodeBase32LowerCaseNoPadding(bytes);
}

/** The bearer token of the request, if it sends one ("" for an Authorization: Bearer with nothing after it). */
export function bearerOf(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (!header) return null;
  const m = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  return m ? (m[1] ?? "").trim() : null;
}

/** A token's row joined with its person's, as the check reads it (the Node tests fake D1 with it). */
export interface StoredTokenRow {
  token_id: number;
  token_name: string;
  scopes: string;
  project_ids: string | null;
  expires_at: number | null;
  id: number;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
}

/** The RateLimit headers of the IETF draft (draft-ietf-httpapi-ratelimit-headers): the policy and what is left. */
export function rateLimitHeaders(count: number, resetSeconds: number): Record<string, string> {
  const remaining = Math.max(0, TOKEN_RATE.limit - count);
  return {
    "RateLimit-Policy": `"token";q=${TOKEN_RATE.limit};w=${TOKEN_RATE.windowSeconds}`,
    RateLimit: `"token";r=${remaining};t=${resetSeconds}`,
  };
}

/** The RateLimit headers for this count, or a 429 with them and Retry-After once it is past the limit. */
export function rateVerdict(count: number, now: number, windowEnd: number, message: string): Record<string, string> {
  const headers = rateLimitHeaders(count, windowEnd - now);
  if (count <= TOKEN_RATE.limit) return headers;
  const retryAfter = Math.max(1, windowEnd - now);
  throw new ApiError(429, message, { retryAfter }, { ...headers, "Retry-After": String(retryAfter) });
}

/**
 * Counts one request by an OAuth grant (an agent on /mcp) against the same per-credential limit as
 * an API token, so each approved agent has its own budget. Returns the RateLimit headers.
 */
export async function countGrantRequest(env: Env, grantRef: string): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const window = Math.floor(now / TOKEN_RATE.windowSeconds);
  const windowEnd = (window + 1) * TOKEN_RATE.windowSeconds;
  const row = await env.DB.prepare(
    `INSERT INTO rate_limits (key, count, expires_at) VALUES (?1, 1, ?2)
       ON CONFLICT(key) DO UPDATE SET count = count + 1 RETURNING count`,
  )
    .bind(`oauth-grant:${grantRef}:${window}`, windowEnd)
    .first<{ count: number }>();
  return rateVerdict(row?.count ?? 1, now, windowEnd, "Too many requests from this agent. Please wait a moment and try again.");
}

/**
 * The person and token behind a bearer secret, or a 401. Counts the request against the token's
 * rate limit (429 with Retry-After past it) and returns the RateLimit headers to answer with.
 */
export async function authenticateToken(
  env: Env,
  secret: string,
): Promise<{ user: SessionUser; token: ApiTokenAuth; headers: Record<string, string> }> {
  if (!secret.startsWith(TOKEN_PREFIX)) throw unauthorized("This API token is not valid.");
  const hash = hashToken(secret);
  const nowMs = Date.now();
  const now = Math.floor(nowMs / 1000);
  const window = Math.floor(now / TOKEN_RATE.windowSeconds);
  const windowEnd = (window + 1) * TOKEN_RATE.windowSeconds;
  let entry = cachedToken(hash, nowMs, window);
  if (entry) {
    entry.count++;
    entry.unsynced++;
  } else {
    entry = await checkToken(env, hash, nowMs, window);
  }
  // Checked on every request, cached or not: an expiry is exact.
  if (entry.expiresAt !== null && entry.expiresAt <= nowMs) {
    forgetTokenHash(hash);
    throw unauthorized("This API token has expired.");
  }
  const headers = rateVerdict(entry.count, now, windowEnd, "Too many requests with this API token. Please wait a moment and try again.");
  return { user: entry.user, token: entry.token, headers };
}

/**
 * One D1 round trip: the token with its person, its count in this window raised by this request and
 * the ones this isolate let through since the last check (only for a token that exists and has not
 * expired), and its last use (at most once a minute). The answer is cached for TOKEN_RECHECK_MS.
 */
async function checkToken(env: Env, hash: string, nowMs: number, window: number): Promise<TokenEntry> {
  const now = Math.floor(nowMs / 1000);
  const windowEnd = (window + 1) * TOKEN_RATE.windowSeconds;
  const adding = 1 + takeUnsynced(hash, window);
  const [found, counted] = await env.DB.batch([
    env.DB.prepare(
      `SELECT t.id AS token_id, t.name AS token_name, t.scopes, t.project_ids, t.expires_at,
              u.id, u.username, u.email, u.first_name, u.last_name, u.profile_image_url
         FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?1`,
    ).bind(hash),
    env.DB.prepare(
      `INSERT INTO rate_limits (key, count, expires_at)
         SELECT 'api-token:' || id || ':' || ?2, ?5, ?3 FROM api_tokens WHERE token_hash = ?1 AND (expires_at IS NULL OR expires_at > ?4)
         ON CONFLICT(key) DO UPDATE SET count = count + ?5 RETURNING count`,
    ).bind(hash, String(window), windowEnd, nowMs, adding),
    env.DB.prepare("UPDATE api_tokens SET last_used_at = ?2 WHERE token_hash = ?1 AND (last_used_at IS NULL OR last_used_at < ?3)").bind(
      hash,
      nowMs,
      nowMs - LAST_USED_EVERY_MS,
    ),
  ]);
  const row = (found.results as unknown as StoredTokenRow[])[0];
  if (!row) {
    forgetTokenHash(hash);
    throw unauthorized("This API token is not valid.");
  }
  const count = (counted.results as unknown as Array<{ count: number }>)[0]?.count ?? adding;
  // Sweep expired windows now and then, like the other rate limits, instead of needing a cron.
  if (count === adding && Math.random() < 0.02) await env.DB.prepare("DELETE FROM rate_limits WHERE expires_at < ?").bind(now).run();
  const entry: TokenEntry = {
    user: {
      id: row.id,
      username: row.username,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
      viaToken: row.token_name,
    },
    token: {
      id: row.token_id,
      name: row.token_name,
      // A token whose stored limits do not read is refused outright (never read as "no limit").
      scopes: readColumn(storedScopes, row.scopes, { column: "api_tokens.scopes", key: row.token_id }),
      projectIds:
        row.project_ids === null
          ? null
          : readColumn(storedProjectIds, row.project_ids, { column: "api_tokens.project_ids", key: row.token_id }),
    },
    expiresAt: row.expires_at,
    checkedAt: nowMs,
    window,
    count,
    unsynced: 0,
  };
  rememberToken(hash, entry);
  return entry;
}
