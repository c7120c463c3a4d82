import { Atlassian, CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client, type OAuth2Tokens } from "arctic";
import type { ProviderId } from "../../core/schemas/integrations";
import { apiOrigin, oauthConfig } from "./config";

// OAuth 2.0 for the providers whose client id and secret the deployer set. arctic does the
// authorization URL, the code exchange and refreshes: Atlassian has its own class, the others use
// arctic's generic client with the provider's documented endpoints (PKCE where it is supported).

interface Endpoints {
  authorize: string;
  token: string;
  scopes: string[];
  pkce: boolean;
}

function endpoints(env: Env, provider: Exclude<ProviderId, "jira">): Endpoints {
  switch (provider) {
    case "asana": {
      const origin = apiOrigin(env, "asana");
      return { authorize: `${origin}/-/oauth_authorize`, token: `${origin}/-/oauth_token`, scopes: [], pkce: true };
    }
    case "monday":
      return {
        authorize: "https://auth.monday.com/oauth2/authorize",
        token: "https://auth.monday.com/oauth2/token",
        scopes: ["me:read", "boards:read", "boards:write", "workspaces:read"],
        pkce: false,
      };
    case "smartsheet":
      return {
        authorize: "https://app.smartsheet.com/b/authorize",
        token: `${apiOrigin(env, "smartsheet")}/2.0/token`,
        scopes: ["READ_SHEETS", "WRITE_SHEETS", "CREATE_SHEETS", "READ_USERS"],
        pkce: false,
      };
  }
}

const JIRA_SCOPES = ["read:jira-work", "write:jira-work", "read:jira-user", "offline_access"];

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

export async function exchangeCode(
  env: Env,
  provider: ProviderId,
  origin: string,
  code: string,
  codeVerifier: string | null,
): Promise<TokenSet> {
  const { clientId, clientSecret } = configured(env, provider);
  if (provider === "jira") {
    return tokenSet(await new Atlassian(clientId, clientSecret, callbackUrl(origin, provider)).validateAuthorizationCode(code));
  }
  const ep = endpoints(env, provider);
  const client = new OAuth2Client(clientId, clientSecret, callbackUrl(origin, provider));
  return tokenSet(await client.validateAuthorizationCode(ep.token, code, ep.pkce ? codeVerifier : null));
}

export async function refreshTokens(env: Env, provider: ProviderId, refreshToken: string): Promise<TokenSet> {
  const { clientId, clientSecret } = configured(env, provider);
  if (provider === "jira") return tokenSet(await new Atlassian(clientId, clientSecret, "").refreshAccessToken(refreshToken), refreshToken);
  const ep = endpoints(env, provider);
  return tokenSet(await new OAuth2Client(clientId, clientSecret, null).refreshAccessToken(ep.token, refreshToken, []), refreshToken);
}
