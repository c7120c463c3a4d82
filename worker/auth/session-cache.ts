import type { SessionUser } from "./session-user";

// Sessions checked once, then trusted for a few seconds: a page or a burst of API calls costs one D1
// read per SESSION_RECHECK_MS per isolate instead of one per request. Revocation on this isolate is
// immediate (sign-out and sign-out-everywhere forget the entries); on other isolates a revoked session
// is refused at most SESSION_RECHECK_MS later. Live sockets are closed at sign-out regardless
// (docs/decisions/008-session-checks-and-revocation.md).

export const SESSION_RECHECK_MS = 3_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  user: SessionUser;
  expiresAt: number;
  checkedAt: number;
}

const entries = new Map<string, Entry>();

export function cachedSession(sessionId: string, now: number): Entry | null {
  const entry = entries.get(sessionId);
  if (!entry) return null;
  if (now - entry.checkedAt >= SESSION_RECHECK_MS || entry.expiresAt <= now) {
    entries.delete(sessionId);
    return null;
  }
  return entry;
}

export function rememberSession(sessionId: string, user: SessionUser, expiresAt: number, now: number): void {
  // Map keeps insertion order: past the cap, the oldest entries go first.
  if (entries.size >= MAX_ENTRIES) {
    for (const key of entries.keys()) {
      entries.delete(key);
      if (entries.size < MAX_ENTRIES / 2) break;
    }
  }
  entries.delete(sessionId);
  entries.set(sessionId, { user, expiresAt, checkedAt: now });
}

export function forgetSession(sessionId: string): void {
  entries.delete(sessionId);
}

/** Every cached session of the user (sign out everywhere; a profile change). */
export function forgetUser(userId: number): void {
  for (const [key, entry] of entries) if (entry.user.id === userId) entries.delete(key);
}
