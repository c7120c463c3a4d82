import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { z } from "zod";
import type { TokenScope } from "../../core/policy";
import { tokenScopeField } from "../../core/schemas/api-token";
import { readColumn } from "../db/json-column";
import { ApiError, unauthorized } from "../http/errors";
import type { SessionUser } from "./session";
import { hashToken } from "./tokens";

const storedScopes = z.array(tokenScopeField);
const storedProjectIds = z.array(z.number().int().positive()).nullable();

// Personal API tokens (issue 24, decision 062): `kick_` and 32 random bytes, sent as
// `Authorization: Bearer …`. Only the SHA-256 is stored. Every token request reads its row afresh (a
// revoked token stops at once) in the same D1 round trip that counts it against its rate limit and
// notes when it was last used.

export const TOKEN_PREFIX = "kick_";
/** Per token, per fixed window: a script's steady pace, the live socket's 20 messages a second. */
export const TOKEN_RATE = { limit: 1200, windowSeconds: 60 };
const LAST_USED_EVERY_MS = 60_000;

export interface ApiTokenAuth {
  id: number;
  name: string;
  scopes: TokenScope[];
  /** null: every project of its person. */
  projectIds: number[] | null;
}

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

interface Row {
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
  // One round trip: the token with its person, its count in this window (only for a token that
  // exists), and its last use (at most once a minute).
  const [found, counted] = await env.DB.batch([
    env.DB.prepare(
      `SELECT t.id AS token_id, t.name AS token_name, t.scopes, t.project_ids, t.expires_at,
              u.id, u.username, u.email, u.first_name, u.last_name, u.profile_image_url
         FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?1`,
    ).bind(hash),
    env.DB.prepare(
      `INSERT INTO rate_limits (key, count, expires_at)
         SELECT 'api-token:' || id || ':' || ?2, 1, ?3 FROM api_tokens WHERE token_hash = ?1 AND (expires_at IS NULL OR expires_at > ?4)
         ON CONFLICT(key) DO UPDATE SET count = count + 1 RETURNING count`,
    ).bind(hash, String(window), windowEnd, nowMs),
    env.DB.prepare("UPDATE api_tokens SET last_used_at = ?2 WHERE token_hash = ?1 AND (last_used_at IS NULL OR last_used_at < ?3)").bind(
      hash,
      nowMs,
      nowMs - LAST_USED_EVERY_MS,
    ),
  ]);
  const row = (found.results as unknown as Row[])[0];
  if (!row) throw unauthorized("This API token is not valid.");
  if (row.expires_at !== null && row.expires_at <= nowMs) throw unauthorized("This API token has expired.");
  const count = (counted.results as unknown as Array<{ count: number }>)[0]?.count ?? 1;
  const headers = rateVerdict(count, now, windowEnd, "Too many requests with this API token. Please wait a moment and try again.");
  // Sweep expired windows now and then, like the other rate limits, instead of needing a cron.
  if (count === 1 && Math.random() < 0.02) await env.DB.prepare("DELETE FROM rate_limits WHERE expires_at < ?").bind(now).run();
  const user: SessionUser = {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    viaToken: row.token_name,
  };
  const token: ApiTokenAuth = {
    id: row.token_id,
    name: row.token_name,
    // A token whose stored limits do not read is refused outright (never read as "no limit").
    scopes: readColumn(storedScopes, row.scopes, { column: "api_tokens.scopes", key: row.token_id }),
    projectIds:
      row.project_ids === null
        ? null
        : readColumn(storedProjectIds, row.project_ids, { column: "api_tokens.project_ids", key: row.token_id }),
  };
  return { user, token, headers };
}
