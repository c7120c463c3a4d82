import {
  ArcticFetchError,
  Atlassian,
  CodeChallengeMethod,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
  OAuth2RequestError,
  OAuth2Tokens,
  UnexpectedResponseError,
} from "arctic";
import type { ProviderId } from "../../core/schemas/integrations";
import { apiOrigin, oauthConfig } from "./config";

// OAuth 2.0 for the providers whose client id and secret the deployer set. arctic does the
// authorization URL, the code exchange and refreshes: Atlassian has its own class, the others use
// arctic's generic client with the provider's documented endpoints (PKCE where it is supported).
// monday.com and Smartsheet do not take the client's Basic auth that arctic's client sends: their token
// endpoints want client_id and client_secret in the form body, so those requests are made here.

interface Endpoints {
  authorize: string;
  token: string;
  scopes: string[];
  pkce: boolean;
  /** How the token endpoint wants the client's credentials; "body" also says whether it wants redirect_uri. */
  clientAuth: "basic" | { body: true; redirectUri: boolean };
}

function endpoints(env: Env, provider: Exclude<ProviderId, "jira">): Endpoints {
  switch (provider) {
    case "asana": {
      const origin = apiOrigin(env, "asana");
      return { authorize: `${origin}/-/oauth_authorize`, token: `${origin}/-/oauth_token`, scopes: [], pkce: true, clientAuth: "basic" };
    }
    case "monday":
      return {
        authorize: "https://auth.monday.com/oauth2/authorize",
        token: "https://auth.monday.com/oauth2/token",
        scopes: ["me:read", "boards:read", "boards:write", "workspaces:read"],
        pkce: false,
        clientAuth: { body: true, redirectUri: true },
      };
    case "smartsheet":
      return {
        // EU and AU accounts sign in on their region's app host (app.smartsheet.eu, app.smartsheet.au),
        // the one that goes with the configured API host.
        authorize: `${smartsheetAppOrigin(apiOrigin(env, "smartsheet"))}/b/authorize`,
        token: `${apiOrigin(env, "smartsheet")}/2.0/token`,
        scopes: ["READ_SHEETS", "WRITE_SHEETS", "CREATE_SHEETS", "READ_USERS"],
        pkce: false,
        // Smartsheet's redirect_url is deprecated and only checked when sent; the authorize step bound it.
        clientAuth: { body: true, redirectUri: false },
      };
  }
}

/** Smartsheet's web app host for an API host: api.smartsheet.eu → app.smartsheet.eu (any other host as it is). */
export function smartsheetAppOrigin(api: string): string {
  const url = new URL(api);
  if (url.hostname.startsWith("api.")) url.hostname = `app.${url.hostname.slice("api.".length)}`;
  return url.origin;
}

const JIRA_SCOPES = ["read:jira-work", "write:jira-work", "read:jira-user", "offline_access"];
/**
 * Atlassian's token endpoint. Its requests are made here rather than by arctic's Atlassian class:
 * Atlassian refuses a spent or revoked refresh token with 403 invalid_grant
 * (https://developer.atlassian.com/cloud/oauth/getting-started/refresh-tokens/), and arctic reads
 * error bodies only on 400 and 401, which made a revoked grant look like a server misconfiguration.
 */
const ATLASSIAN_TOKEN_URL = "https://auth.atlassian.com/oauth/token";

export const callbackUrl = (origin: string, provider: ProviderId) => `${origin}/api/integrations/${provider}/callback`;

function configured(env: Env, provider: ProviderId) {
  const config = oauthConfig(env, provider);
  if (!config) throw new Error(`OAuth is not configured for ${provider}.`);
  return config;
}

export function authorizationUrl(env: Env, provider: ProviderId, origin: string): { url: URL; state: string; codeVerifier: string | null } {
  const { clientId, clientSecret } = configured(env, provider);
  const state = generateState();
  if (provider === "jira") {
    const url = new Atlassian(clientId, clientSecret, callbackUrl(origin, provider)).createAuthorizationURL(state, JIRA_SCOPES);
    return { url, state, codeVerifier: null };
  }
  const ep = endpoints(env, provider);
  const client = new OAuth2Client(clientId, clientSecret, callbackUrl(origin, provider));
  if (ep.pkce) {
    const codeVerifier = generateCodeVerifier();
    return {
      url: client.createAuthorizationURLWithPKCE(ep.authorize, state, CodeChallengeMethod.S256, codeVerifier, ep.scopes),
      state,
      codeVerifier,
    };
  }
  return { url: client.createAuthorizationURL(ep.authorize, state, ep.scopes), state, codeVerifier: null };
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** ISO time the access token expires, when the provider says. */
  expiresAt: string | null;
}

function tokenSet(tokens: OAuth2Tokens, previousRefresh: string | null = null): TokenSet {
  let refreshToken = previousRefresh;
  if (tokens.hasRefreshToken()) refreshToken = tokens.refreshToken();
  let expiresAt: string | null = null;
  try {
    expiresAt = tokens.accessTokenExpiresAt().toISOString();
  } catch {
    expiresAt = null; // monday's tokens do not expire
  }
  return { accessToken: tokens.accessToken(), refreshToken, expiresAt };
}

/** A token request with the client's credentials in the form body, answered like arctic's own. */
async function bodyAuthTokenRequest(tokenEndpoint: string, params: Record<string, string>): Promise<OAuth2Tokens> {
  const response = await fetch(tokenEndpoint, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams(params),
  }).catch((err: unknown) => {
    throw new ArcticFetchError(err);
  });
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.status === 200 && data && typeof data.access_token === "string") return new OAuth2Tokens(data);
  if (data && typeof data.error === "string") {
    const description = typeof data.error_description === "string" ? data.error_description : null;
    throw new OAuth2RequestError(data.error, description, null, null);
  }
  throw new UnexpectedResponseError(response.status);
}

export async function exchangeCode(
  env: Env,
  provider: ProviderId,
  origin: string,
  code: string,
  codeVerifier: string | null,
): Promise<TokenSet> {
  const { clientId, clientSecret } = configured(env, provider);
  if (provider === "jira") {
    const params = {
      grant_type: "authorization_code",
      code,
      redirect_uri: callbackUrl(origin, provider),
      client_id: clientId,
      client_secret: clientSecret,
    };
    return tokenSet(await bodyAuthTokenRequest(ATLASSIAN_TOKEN_URL, params));
  }
  const ep = endpoints(env, provider);
  if (ep.clientAuth !== "basic") {
    const params: Record<string, string> = { grant_type: "authorization_code", code, client_id: clientId, client_secret: clientSecret };
    if (ep.clientAuth.redirectUri) params.redirect_uri = callbackUrl(origin, provider);
    return tokenSet(await bodyAuthTokenRequest(ep.token, params));
  }
  const client = new OAuth2Client(clientId, clientSecret, callbackUrl(origin, provider));
  return tokenSet(await client.validateAuthorizationCode(ep.token, code, ep.pkce ? codeVerifier : null));
}

export async function refreshTokens(env: Env, provider: ProviderId, refreshToken: string): Promise<TokenSet> {
  const { clientId, clientSecret } = configured(env, provider);
  if (provider === "jira") {
    const params = { grant_type: "refresh_token", refresh_token: refreshToken, client_id: clientId, client_secret: clientSecret };
    return tokenSet(await bodyAuthTokenRequest(ATLASSIAN_TOKEN_URL, params), refreshToken);
  }
  const ep = endpoints(env, provider);
  if (ep.clientAuth !== "basic") {
    const params = { grant_type: "refresh_token", refresh_token: refreshToken, client_id: clientId, client_secret: clientSecret };
    return tokenSet(await bodyAuthTokenRequest(ep.token, params), refreshToken);
  }
  return tokenSet(await new OAuth2Client(clientId, clientSecret, null).refreshAccessToken(ep.token, refreshToken, []), refreshToken);
}
