import { lt, sql } from "drizzle-orm";
import { db } from "../db/client";
import { rateLimits } from "../db/schema";
import { ApiError } from "../http/errors";

export interface RateLimit {
  /** What is limited, e.g. "magic-link:email". */
  scope: string;
  limit: number;
  windowSeconds: number;
}

export const MAGIC_LINK_PER_EMAIL: RateLimit = { scope: "magic-link:email", limit: 5, windowSeconds: 900 };
export const MAGIC_LINK_PER_IP: RateLimit = { scope: "magic-link:ip", limit: 20, windowSeconds: 900 };
/** Each connect attempt calls the provider's who-am-I: bounded so the form cannot probe tokens in bulk. */
export const CONNECT_PER_USER: RateLimit = { scope: "integrations-connect:user", limit: 20, windowSeconds: 900 };
export const AI_PER_USER: RateLimit = { scope: "ai:user", limit: 30, windowSeconds: 300 };
/** Username lookups return names and avatars: enough for the members panel, too few to harvest every account. */
export const USER_LOOKUPS_PER_USER: RateLimit = { scope: "user-lookup:user", limit: 60, windowSeconds: 300 };
/** Suggestions while typing reach only people already sharing a project: a keystroke's worth, not a guess's. */
export const USER_SUGGESTIONS_PER_USER: RateLimit = { scope: "user-suggest:user", limit: 600, windowSeconds: 300 };
/** Each invitation sends an e-mail to an address of the inviter's choosing: cap it so an account can't be used to spam. */
export const INVITATIONS_PER_USER: RateLimit = { scope: "invitations:user", limit: 30, windowSeconds: 3600 };

/**
 * Fixed-window counter in D1: one upsert per check. Throws 429 with Retry-After when over.
 * The window index is part of the key, so an old window simply stops being read.
 */
export async function enforceRateLimit(env: Env, rule: RateLimit, subject: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const window = Math.floor(now / rule.windowSeconds);
  const windowEnd = (window + 1) * rule.windowSeconds;
  const key = `${rule.scope}:${subject}:${window}`;
  const d = db(env.DB);
  // One atomic upsert: the increment happens in SQL, so concurrent checks can't lose a count.
  const row = await d
    .insert(rateLimits)
    .values({ key, count: 1, expiresAt: windowEnd })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count })
    .get();
  if ((row?.count ?? 0) > rule.limit) {
    const retryAfter = Math.max(1, windowEnd - now);
    throw new ApiError(
      429,
      "Too many requests. Please wait a moment and try again.",
      { retryAfter },
      {
        "Retry-After": String(retryAfter),
      },
    );
  }
  // Sweep expired windows now and then (1 in 50 checks) instead of needing a cron.
  if (row && row.count === 1 && Math.random() < 0.02) {
    await d.delete(rateLimits).where(lt(rateLimits.expiresAt, now)).run();
  }
}
