import { and, eq } from "drizzle-orm";
import { must } from "../../core/must";
import { emailField } from "../../core/schemas/fields";
import {
  type ConnectInput,
  type Container,
  type ContainersQuery,
  type ExportTarget,
  type ExportTargetInput,
  exportTargetSchema,
  type IntegrationView,
  type JiraSiteView,
  PROVIDER_NAMES,
  PROVIDERS,
  type ProviderId,
} from "../../core/schemas/integrations";
import { db } from "../db/client";
import { readColumnOrSkip } from "../db/json-column";
import { integrations } from "../db/schema";
import { ApiError, badRequest, conflict } from "../http/errors";
import { connectionMode, jiraSiteOrigin, oauthConfig } from "../integrations/config";
import { decryptSecret, encryptSecret, requireIntegrationsKey } from "../integrations/crypto";
import { ProviderError } from "../integrations/http";
import { type JiraSite, jiraSites, siteMeta } from "../integrations/jira";
import type { TokenSet } from "../integrations/oauth";
import { providerModule } from "../integrations/registry";
import { storedConnectionMeta } from "../integrations/stored";
import { expiring, ReconnectNeededError, renewAccess } from "../integrations/tokens";
import type { Connection, ConnectionMeta } from "../integrations/types";

// Per-user connections to providers. Credentials are encrypted before they reach D1 and decrypted
// only for the length of a call; no response, log line or error message ever carries them.

const nowIso = () => new Date().toISOString();

/** Providers the user has connected (e.g. "jira"), for the sidebar and the Import Data cards. */
export async function listConnectedProviders(env: Env, userId: number): Promise<string[]> {
  const rows = await db(env.DB)
    .select({ provider: integrations.provider })
    .from(integrations)
    .where(and(eq(integrations.userId, userId), eq(integrations.isConnected, true)))
    .all();
  return rows.map((r) => r.provider);
}

function parseTarget(value: string | null): ExportTargetInput | null {
  if (!value) return null;
  try {
    const parsed = exportTargetSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A connection's stored facts; null when there are none or they don't fit (logged, decision 134). */
function metaOf(row: { id: number; additionalData: unknown }): ConnectionMeta | null {
  if (row.additionalData == null) return null;
  return readColumnOrSkip(storedConnectionMeta, row.additionalData, { column: "integrations.additional_data", key: row.id });
}

function siteOf(meta: ConnectionMeta | null): IntegrationView["site"] {
  if (!meta?.site) return null;
  return { name: meta.siteName || new URL(meta.site).hostname, url: meta.site };
}

/** GET /api/integrations: one entry per provider, connected or not. Never any credential. */
export async function listIntegrations(env: Env, userId: number): Promise<IntegrationView[]> {
  const rows = await db(env.DB)
    .select({
      id: integrations.id,
      provider: integrations.provider,
      isConnected: integrations.isConnected,
      mode: integrations.mode,
      account: integrations.account,
      connectedAt: integrations.connectedAt,
      lastSynced: integrations.lastSynced,
      lastTarget: integrations.lastTarget,
      additionalData: integrations.additionalData,
    })
    .from(integrations)
    .where(eq(integrations.userId, userId))
    .all();
  return PROVIDERS.map((provider) => {
    const row = rows.find((r) => r.provider === provider && r.isConnected);
    return {
      provider,
      connected: Boolean(row),
      mode: row?.mode ?? connectionMode(env, provider),
      account: row?.account ?? null,
      connectedAt: row?.connectedAt ?? null,
      lastSynced: row?.lastSynced ?? null,
      lastTarget: parseTarget(row?.lastTarget ?? null),
      site: provider === "jira" && row ? siteOf(metaOf(row)) : null,
    };
  });
}

/** A provider's refusal of the credentials becomes a 400 with its reason; an outage a 502. */
export function asApiError(err: unknown, what: string): never {
  // The provider refused the stored refresh token: the connection is gone, connect again.
  if (err instanceof ReconnectNeededError) throw new ApiError(409, err.message);
  if (err instanceof ProviderError) {
    if (err.status === 429) throw new ApiError(503, err.message, undefined, { "Retry-After": "30" });
    if (err.transient) throw new ApiError(502, err.message);
    throw badRequest(`${what}: ${err.message}`);
  }
  throw err;
}

async function store(
  env: Env,
  userId: number,
  provider: ProviderId,
  mode: "oauth" | "token",
  tokens: TokenSet,
  account: { accountId: string; account: string },
  meta: ConnectionMeta,
): Promise<void> {
  const accessToken = await encryptSecret(env, userId, provider, tokens.accessToken);
  const refreshToken = tokens.refreshToken ? await encryptSecret(env, userId, provider, tokens.refreshToken) : null;
  const values = {
    accessToken,
    refreshToken,
    tokenExpiry: tokens.expiresAt,
    isConnected: true,
    mode,
    account: account.account,
    connectedAt: nowIso(),
    workspaceId: account.accountId,
    additionalData: meta,
  };
  await db(env.DB)
    .insert(integrations)
    .values({ userId, provider, ...values })
    .onConflictDoUpdate({ target: [integrations.userId, integrations.provider], set: values })
    .run();
}

/**
 * Verifies credentials with the provider's who-am-I call and only then stores them. Used by the
 * token form and by the OAuth callback.
 */
export async function verifyAndStore(
  env: Env,
  userId: number,
  provider: ProviderId,
  mode: "oauth" | "token",
  tokens: TokenSet,
  meta: ConnectionMeta,
): Promise<IntegrationView> {
  requireIntegrationsKey(env);
  const module = providerModule(provider);
  let conn: Connection = { userId, provider, mode, accessToken: tokens.accessToken, meta };
  let verified: Awaited<ReturnType<typeof module.verify>>;
  try {
    try {
      verified = await module.verify(module.client(env, conn));
    } catch (err) {
      const other = err instanceof ProviderError && err.status === 401 && module.otherRoute ? await module.otherRoute(env, conn) : null;
      if (!other) throw err;
      conn = { ...conn, meta: other };
      // Refused there too (or unreachable): the first refusal is the one to report.
      verified = await module.verify(module.client(env, conn)).catch(() => {
        throw err;
      });
    }
  } catch (err) {
    asApiError(err, `${PROVIDER_NAMES[provider]} did not accept these credentials`);
  }
  await store(env, userId, provider, mode, tokens, verified, { ...conn.meta, ...verified.meta });
  const view = (await listIntegrations(env, userId)).find((v) => v.provider === provider);
  return must(view, "the integration was just stored");
}

/** A refusal of one input of the connect payload, with its path in details as the validator gives it: the form shows it there. */
const inputRefused = (path: keyof ConnectInput, message: string) => badRequest(message, [{ path, message }]);

/** Runs a check of one input; its plain 400 becomes that input's refusal. */
function atInput<T>(path: keyof ConnectInput, check: () => T): T {
  try {
    return check();
  } catch (err) {
    if (err instanceof ApiError && err.status === 400 && err.details === undefined) throw inputRefused(path, err.message);
    throw err;
  }
}

/** POST /api/integrations/{provider}/connect: personal tokens, where the deployer has not set up OAuth. */
export async function connectWithToken(env: Env, userId: number, provider: ProviderId, input: ConnectInput): Promise<IntegrationView> {
  requireIntegrationsKey(env);
  if (oauthConfig(env, provider)) {
    throw badRequest(`This server connects ${PROVIDER_NAMES[provider]} through OAuth: use the Connect button to sign in there.`);
  }
  let meta: ConnectionMeta = {};
  if (provider === "jira") {
    const site = atInput("site", () => jiraSiteOrigin(env, input.site));
    const email = emailField.safeParse(input.email ?? "");
    if (!email.success) throw inputRefused("email", "Please enter the e-mail address of your Atlassian account.");
    meta = { site, email: email.data };
  }
  return verifyAndStore(env, userId, provider, "token", { accessToken: input.token, refreshToken: null, expiresAt: null }, meta);
}

/** DELETE /api/integrations/{provider}: the row goes, and the credentials with it. */
export async function disconnect(env: Env, userId: number, provider: ProviderId): Promise<void> {
  await db(env.DB)
    .delete(integrations)
    .where(and(eq(integrations.userId, userId), eq(integrations.provider, provider)))
    .run();
}

/**
 * The user's decrypted connection. An OAuth token about to expire is renewed first, and the
 * connection carries `renew` so a 401 mid-job renews it once more (worker/integrations/tokens.ts).
 */
export async function loadConnection(env: Env, userId: number, provider: ProviderId): Promise<Connection> {
  requireIntegrationsKey(env);
  const row = await db(env.DB)
    .select()
    .from(integrations)
    .where(and(eq(integrations.userId, userId), eq(integrations.provider, provider), eq(integrations.isConnected, true)))
    .get();
  if (!row?.accessToken) throw conflict(`${PROVIDER_NAMES[provider]} is not connected. Connect it first, or download a file instead.`);
  const meta = metaOf(row) ?? {};
  const conn: Connection = {
    userId,
    provider,
    mode: row.mode,
    accessToken: await decryptSecret(env, userId, provider, row.accessToken),
    meta,
  };
  if (row.mode !== "oauth" || !row.refreshToken || !oauthConfig(env, provider)) return conn;
  let current = row.accessToken;
  const renew = async () => {
    const fresh = await renewAccess(env, userId, provider, current);
    current = fresh.ciphertext;
    return fresh.accessToken;
  };
  if (expiring(row.tokenExpiry)) conn.accessToken = await renew();
  conn.renew = renew;
  return conn;
}

/** GET /api/integrations/{provider}/targets. */
export async function listTargets(env: Env, userId: number, provider: ProviderId): Promise<ExportTarget[]> {
  const module = providerModule(provider);
  try {
    const conn = await loadConnection(env, userId, provider);
    return await module.targets(module.client(env, conn));
  } catch (err) {
    asApiError(err, `${PROVIDER_NAMES[provider]} refused the request`);
  }
}

/** GET /api/integrations/{provider}/containers. */
export async function listContainers(env: Env, userId: number, provider: ProviderId, where: ContainersQuery): Promise<Container[]> {
  const module = providerModule(provider);
  try {
    const conn = await loadConnection(env, userId, provider);
    return await module.containers(module.client(env, conn), where);
  } catch (err) {
    asApiError(err, `${PROVIDER_NAMES[provider]} refused the request`);
  }
}

export async function rememberTarget(env: Env, userId: number, provider: ProviderId, target: ExportTargetInput): Promise<void> {
  await db(env.DB)
    .update(integrations)
    .set({ lastTarget: JSON.stringify(target) })
    .where(and(eq(integrations.userId, userId), eq(integrations.provider, provider)))
    .run();
}

export async function markSynced(env: Env, userId: number, provider: ProviderId): Promise<void> {
  await db(env.DB)
    .update(integrations)
    .set({ lastSynced: nowIso() })
    .where(and(eq(integrations.userId, userId), eq(integrations.provider, provider)))
    .run();
}

/**
 * GET /api/integrations/jira/sites: the Jira sites the connection may work on. An OAuth grant can
 * reach several (accessible-resources); a personal token works on the one site it was entered with.
 */
export async function listJiraSites(env: Env, userId: number): Promise<JiraSiteView[]> {
  try {
    const conn = await loadConnection(env, userId, "jira");
    if (conn.mode !== "oauth") {
      const site = conn.meta.site ?? "";
      return site ? [{ id: conn.meta.cloudId ?? site, name: new URL(site).hostname, url: site, current: true }] : [];
    }
    return (await jiraSites(env, conn)).map((s) => ({ ...s, current: s.id === conn.meta.cloudId }));
  } catch (err) {
    asApiError(err, "Atlassian refused the request");
  }
}

/**
 * PUT /api/integrations/jira/site: the connection works on another of the account's Jira sites from
 * now on. The site must be one the grant reaches, and who-am-I must succeed there before it is kept.
 * The last export target (a project key of the old site) is forgotten.
 */
export async function chooseJiraSite(env: Env, userId: number, cloudId: string): Promise<IntegrationView> {
  let site: JiraSite | undefined;
  let account: { accountId: string; account: string };
  const module = providerModule("jira");
  let meta: ConnectionMeta;
  try {
    const conn = await loadConnection(env, userId, "jira");
    if (conn.mode !== "oauth") {
      throw badRequest(
        "This Jira connection uses an API token, which works on the site it was entered with. Connect again to use another site.",
      );
    }
    site = (await jiraSites(env, conn)).find((s) => s.id === cloudId);
    if (!site) throw badRequest("Your Atlassian account cannot use that Jira site. Please choose one of the sites listed.");
    meta = { ...conn.meta, ...siteMeta(site) };
    account = await module.verify(module.client(env, { ...conn, meta }));
  } catch (err) {
    asApiError(err, `Jira refused the site${site ? ` ${site.name}` : ""}`);
  }
  await db(env.DB)
    .update(integrations)
    .set({ additionalData: meta, account: account.account, workspaceId: account.accountId, lastTarget: null })
    .where(and(eq(integrations.userId, userId), eq(integrations.provider, "jira")))
    .run();
  return must(
    (await listIntegrations(env, userId)).find((v) => v.provider === "jira"),
    "the Jira integration was just updated",
  );
}
