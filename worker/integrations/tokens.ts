import { ArcticFetchError, OAuth2RequestError, UnexpectedErrorResponseBodyError, UnexpectedResponseError } from "arctic";
import { and, eq, lt, or } from "drizzle-orm";
import { PROVIDER_NAMES, type ProviderId } from "../../core/schemas/integrations";
import { db } from "../db/client";
import { integrations, syncLocks } from "../db/schema";
import { notify } from "../services/notifications";
import { decryptSecret, encryptSecret } from "./crypto";
import { ProviderError } from "./http";
import { refreshTokens, type TokenSet } from "./oauth";

// OAuth tokens over their whole life: renewed before they expire and again when a provider answers
// 401 mid-job; one renewal at a time per connection (rotating refresh tokens work once, so two jobs
// spending the same one would log the person out); transient failures of the token endpoint retried
// with backoff and then left to the queue; and only a refusal of the refresh token itself
// (invalid_grant) asks the person to connect again, with a notification naming the provider.

/** Attempts at the token endpoint within one renewal, and the waits between them (ms). */
const BACKOFF_MS = [250, 1000, 3000];
/** How long one renewal may hold the connection's lock. */
const LOCK_MS = 30_000;
/** How long a second job waits for another's renewal before trying itself. */
const WAIT_FOR_OTHER_MS = 15_000;
const POLL_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The provider refused the refresh token: the person has to connect again. */
export class ReconnectNeededError extends ProviderError {
  constructor(provider: ProviderId) {
    super(
      provider,
      401,
      `${PROVIDER_NAMES[provider]} refused to renew Kickoff's access; please connect ${PROVIDER_NAMES[provider]} again.`,
    );
    this.name = "ReconnectNeededError";
  }
}

/** Whether a failed token request is worth trying again (network, 5xx, 429, a provider's "try later"). */
export function transientRefreshFailure(err: unknown): boolean {
  if (err instanceof ArcticFetchError) return true;
  if (err instanceof UnexpectedResponseError || err instanceof UnexpectedErrorResponseBodyError)
    return err.status >= 500 || err.status === 429;
  if (err instanceof OAuth2RequestError) return err.code === "temporarily_unavailable" || err.code === "server_error";
  return err instanceof TypeError;
}

/** One refresh grant with the token endpoint's transient failures retried; invalid_grant is final. */
export async function refreshWithRetry(env: Env, provider: ProviderId, refreshToken: string): Promise<TokenSet> {
  const name = PROVIDER_NAMES[provider];
  for (let attempt = 0; ; attempt++) {
    try {
      return await refreshTokens(env, provider, refreshToken);
    } catch (err) {
      if (err instanceof OAuth2RequestError && err.code === "invalid_grant") throw new ReconnectNeededError(provider);
      if (!transientRefreshFailure(err)) {
        const code = err instanceof OAuth2RequestError ? ` (${err.code})` : "";
        throw new ProviderError(
          provider,
          502,
          `${name} did not renew Kickoff's access${code}; check the server's OAuth settings for ${name}.`,
        );
      }
      if (attempt >= BACKOFF_MS.length) {
        // Still failing: the queue tries the whole job again later; the connection stays as it is.
        throw new ProviderError(provider, 503, `${name} could not renew Kickoff's access just now; trying again later.`);
      }
      await sleep(BACKOFF_MS[attempt]);
    }
  }
}

interface Row {
  id: number;
  accessToken: string | null;
  refreshToken: string | null;
  tokenExpiry: string | null;
}

async function readRow(env: Env, userId: number, provider: ProviderId): Promise<Row | undefined> {
  return db(env.DB)
    .select({
      id: integrations.id,
      accessToken: integrations.accessToken,
      refreshToken: integrations.refreshToken,
      tokenExpiry: integrations.tokenExpiry,
    })
    .from(integrations)
    .where(and(eq(integrations.userId, userId), eq(integrations.provider, provider), eq(integrations.isConnected, true)))
    .get();
}

/** Takes the connection's renewal lock (a sync_locks row) when free or expired; false when another holds it. */
async function takeLock(env: Env, key: string, owner: string): Promise<boolean> {
  const now = Date.now();
  const row = await db(env.DB)
    .insert(syncLocks)
    .values({ key, jobId: owner, until: now + LOCK_MS })
    .onConflictDoUpdate({
      target: syncLocks.key,
      set: { jobId: owner, until: now + LOCK_MS },
      setWhere: or(lt(syncLocks.until, now), eq(syncLocks.jobId, owner)),
    })
    .returning({ jobId: syncLocks.jobId })
    .get();
  return row?.jobId === owner;
}

async function releaseLock(env: Env, key: string, owner: string): Promise<void> {
  await db(env.DB)
    .delete(syncLocks)
    .where(and(eq(syncLocks.key, key), eq(syncLocks.jobId, owner)))
    .run();
}

/** A renewed access token, and its ciphertext as the row now holds it. */
export interface Renewed {
  accessToken: string;
  ciphertext: string;
}

/** Renewals under way in this isolate, so concurrent calls share one. */
const inFlight = new Map<string, Promise<Renewed>>();

/**
 * A fresh access token for the connection, made once however many callers ask at the same time:
 * in this isolate they share one promise; across isolates the one holding the lock renews and the
 * others wait for the row to change. `stale` is the access token ciphertext the caller found
 * wanting (expiring, or refused with 401): if the row already holds another, that one is used.
 */
export function renewAccess(env: Env, userId: number, provider: ProviderId, stale: string): Promise<Renewed> {
  const key = `token:${userId}:${provider}`;
  let running = inFlight.get(key);
  if (!running) {
    running = renew(env, userId, provider, stale, key).finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

async function renew(env: Env, userId: number, provider: ProviderId, stale: string, key: string): Promise<Renewed> {
  const owner = crypto.randomUUID();
  const deadline = Date.now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    const row = await readRow(env, userId, provider);
    if (!row?.accessToken) throw new ReconnectNeededError(provider);
    // Someone else renewed since the caller read the row: use theirs.
    if (row.accessToken !== stale)
      return { accessToken: await decryptSecret(env, userId, provider, row.accessToken), ciphertext: row.accessToken };
    if (await takeLock(env, key, owner)) {
      try {
        const again = await readRow(env, userId, provider);
        if (again?.accessToken && again.accessToken !== stale) {
          return { accessToken: await decryptSecret(env, userId, provider, again.accessToken), ciphertext: again.accessToken };
        }
        if (!again?.refreshToken) throw new ReconnectNeededError(provider);
        const refresh = await decryptSecret(env, userId, provider, again.refreshToken);
        let fresh: TokenSet;
        try {
          fresh = await refreshWithRetry(env, provider, refresh);
        } catch (err) {
          if (err instanceof ReconnectNeededError) await needsReconnect(env, userId, provider, again.id);
          throw err;
        }
        const ciphertext = await encryptSecret(env, userId, provider, fresh.accessToken);
        await db(env.DB)
          .update(integrations)
          .set({
            accessToken: ciphertext,
            // A provider that rotates refresh tokens sends a new one; the old one is spent.
            refreshToken: fresh.refreshToken ? await encryptSecret(env, userId, provider, fresh.refreshToken) : again.refreshToken,
            tokenExpiry: fresh.expiresAt,
          })
          .where(eq(integrations.id, again.id))
          .run();
        return { accessToken: fresh.accessToken, ciphertext };
      } finally {
        await releaseLock(env, key, owner);
      }
    }
    if (Date.now() > deadline)
      throw new ProviderError(provider, 503, `${PROVIDER_NAMES[provider]} is still renewing Kickoff's access; trying again later.`);
    await sleep(POLL_MS);
  }
}

/**
 * The refresh token is refused for good: the connection is marked disconnected (its credentials are
 * useless) and the person is told, once a day at most, which provider to connect again.
 */
async function needsReconnect(env: Env, userId: number, provider: ProviderId, rowId: number): Promise<void> {
  await db(env.DB)
    .update(integrations)
    .set({ isConnected: false, accessToken: null, refreshToken: null, tokenExpiry: null })
    .where(eq(integrations.id, rowId))
    .run();
  const name = PROVIDER_NAMES[provider];
  await notify(env, [
    {
      userId,
      kind: "export",
      title: `Connect ${name} again`,
      body: `${name} no longer accepts Kickoff's access, so exports, syncs and imports with ${name} stop until you connect it again.`,
      url: "/import-data",
      dedupeKey: `reconnect:${provider}:${new Date().toISOString().slice(0, 10)}`,
    },
  ]);
}

/** Whether a stored token should be renewed before use (it expires within this margin). */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;

export function expiring(tokenExpiry: string | null, now = Date.now()): boolean {
  return tokenExpiry !== null && Date.parse(tokenExpiry) - now < REFRESH_MARGIN_MS;
}
