import type { ProviderId } from "../../core/schemas/integrations";
import { ApiError, badRequest } from "../http/errors";

// Where each provider's API lives and whether the deployer configured OAuth for it. Origins come
// from configuration (EU/AU Smartsheet accounts, test fakes) with the official host as default.

const DEFAULT_ORIGINS: Record<Exclude<ProviderId, "jira">, string> = {
  asana: "https://app.asana.com",
  monday: "https://api.monday.com",
  smartsheet: "https://api.smartsheet.com",
};

/** Jira OAuth calls go through Atlassian's API gateway; token calls go to the user's own site. */
export const ATLASSIAN_API_ORIGIN = "https://api.atlassian.com";

function configuredOrigin(name: string, value: string | undefined): string | null {
  if (!value?.trim()) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ApiError(503, `${name} is not a valid URL; fix the server's configuration.`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new ApiError(503, `${name} must be an http(s) origin.`);
  return url.origin;
}

const ORIGIN_VARS = {
  jira: "JIRA_API_ORIGIN",
  asana: "ASANA_API_ORIGIN",
  monday: "MONDAY_API_ORIGIN",
  smartsheet: "SMARTSHEET_API_ORIGIN",
} as const satisfies Record<ProviderId, keyof Env>;

/** The API origin for a provider (Jira: only when the deployer pinned one; the others have a default). */
export function apiOrigin(env: Env, provider: Exclude<ProviderId, "jira">): string;
export function apiOrigin(env: Env, provider: ProviderId): string | null;
export function apiOrigin(env: Env, provider: ProviderId): string | null {
  const name = ORIGIN_VARS[provider];
  const configured = configuredOrigin(name, env[name]);
  if (configured) return configured;
  return provider === "jira" ? null : DEFAULT_ORIGINS[provider];
}

const JIRA_SITE = /^https:\/\/([a-z0-9][a-z0-9-]{0,62})\.atlassian\.net$/;

/**
 * The Jira site a user typed, as an origin the server may call. Only https://<name>.atlassian.net,
 * or exactly JIRA_API_ORIGIN when the deployer set one: never an arbitrary address (SSRF).
 */
export function jiraSiteOrigin(env: Env, input: string | undefined): string {
  const raw = (input ?? "").trim();
  if (!raw) throw badRequest("Please enter your Jira site, like https://your-team.atlassian.net.");
  const pinned = apiOrigin(env, "jira");
  let url: URL | null = null;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw.includes(".") ? raw : `${raw}.atlassian.net`}`);
  } catch {
    url = null;
  }
  const clean = url && !url.username && !url.password && !url.search && !url.hash && (url.pathname === "/" || url.pathname === "");
  if (pinned) {
    if (!url || !clean || url.origin !== pinned) throw badRequest(`This server only connects to the Jira site ${pinned}.`);
    return pinned;
  }
  if (!url || !clean || !JIRA_SITE.test(url.origin)) {
    throw badRequest("The Jira site must be https://<your-site>.atlassian.net.");
  }
  return url.origin;
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

const OAUTH_VARS = {
  jira: ["JIRA_CLIENT_ID", "JIRA_CLIENT_SECRET"],
  asana: ["ASANA_CLIENT_ID", "ASANA_CLIENT_SECRET"],
  monday: ["MONDAY_CLIENT_ID", "MONDAY_CLIENT_SECRET"],
  smartsheet: ["SMARTSHEET_CLIENT_ID", "SMARTSHEET_CLIENT_SECRET"],
} as const satisfies Record<ProviderId, readonly [keyof Env, keyof Env]>;

/** OAuth is the connection mode wherever the deployer set the provider's client id and secret. */
export function oauthConfig(env: Env, provider: ProviderId): OAuthClientConfig | null {
  const [idVar, secretVar] = OAUTH_VARS[provider];
  const clientId = env[idVar]?.trim();
  const clientSecret = env[secretVar]?.trim();
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

export function connectionMode(env: Env, provider: ProviderId): "oauth" | "token" {
  return oauthConfig(env, provider) ? "oauth" : "token";
}
