import type { ApiTokenAuth } from "./api-token-auth";
import type { SessionUser } from "./session-user";

// API tokens checked once, then trusted for a few seconds, like sessions (decisions 008 and 159): a
// script's burst of writes costs one D1 round trip per TOKEN_RECHECK_MS per token per isolate instead
// of one per request. Revocation on this isolate is immediate (DELETE /api/tokens/:id forgets the
// entry); on other isolates a revoked token is refused at most TOKEN_RECHECK_MS later. The expiry is
// checked on every request against the cached row. Requests are counted here and added to the
// token's D1 count at the next check, so the rate limit is exact on one isolate and sees other
// isolates' requests at most TOKEN_RECHECK_MS late.

export const TOKEN_RECHECK_MS = 3_000;
const MAX_ENTRIES = 10_000;

export interface TokenEntry {
  user: SessionUser;
  token: ApiTokenAuth;
  expiresAt: number | null;
  checkedAt: number;
  /** The rate limit's window this entry counts in; a new window means a fresh check. */
  window: number;
  /** The window's count as D1 had it at the check, plus this isolate's requests since. */
  count: number;
  /** This isolate's requests since the check, not yet added to D1. */
  unsynced: number;
}

const entries = new Map<string, TokenEntry>();

/** The entry for this token hash if it may be trusted now (checked less than TOKEN_RECHECK_MS ago, same window). */
export function cachedToken(hash: string, now: number, window: number): TokenEntry | null {
  const entry = entries.get(hash);
  if (!entry || now - entry.checkedAt >= TOKEN_RECHECK_MS || entry.window !== window) return null;
  return entry;
}

/**
 * Requests counted here since the last check of this token in this window, handed over to the check
 * about to add them to D1 (taken out, so two checks running at once do not both add them).
 */
export function takeUnsynced(hash: string, window: number): number {
  const entry = entries.get(hash);
  if (!entry || entry.window !== window) return 0;
  const n = entry.unsynced;
  entry.unsynced = 0;
  return n;
}

export function rememberToken(hash: string, entry: TokenEntry): void {
  // Map keeps insertion order: past the cap, the oldest entries go first.
  if (entries.size >= MAX_ENTRIES) {
    for (const key of entries.keys()) {
      entries.delete(key);
      if (entries.size < MAX_ENTRIES / 2) break;
    }
  }
  entries.delete(hash);
  entries.set(hash, entry);
}

export function forgetTokenHash(hash: string): void {
  entries.delete(hash);
}

/** A revoked token: refused at once on this isolate. */
export function forgetToken(tokenId: number): void {
  for (const [key, entry] of entries) if (entry.token.id === tokenId) entries.delete(key);
}

/** Every cached token of the user (a profile change: the next request reads the new name). */
export function forgetTokensOf(userId: number): void {
  for (const [key, entry] of entries) if (entry.user.id === userId) entries.delete(key);
}
