import { getOAuthApi, type OAuthHelpers, OAuthProvider, type OAuthProviderOptions } from "@cloudflare/workers-oauth-provider";
import { z } from "zod";
import { bearerOf, TOKEN_PREFIX } from "../auth/api-tokens";

// OAuth 2.1 for the MCP endpoint (issue 24, decision 076): @cloudflare/workers-oauth-provider serves
// discovery, dynamic client registration and the token endpoint, and checks its own access tokens on
// /mcp; the consent page at /authorize is ours (worker/mcp/consent.ts). A grant carries the person and
// the scopes they ticked, and /mcp turns it into the same McpCaller an API token gives.

/** What a person can grant an agent on the consent page: the API token scopes an agent needs. */
export const OAUTH_SCOPES = ["read", "write"] as const;

export const AUTHORIZE_PATH = "/authorize";
export const TOKEN_PATH = "/token";
export const REGISTER_PATH = "/register";

/** The grant's props, stored encrypted by the provider and handed back with every access token. */
export const grantPropsSchema = z.object({
  userId: z.number().int().positive(),
  scopes: z.array(z.enum(OAUTH_SCOPES)).min(1),
  /** The client's name as it registered itself, for "via <name>" in the activity. */
  clientName: z.string().max(200),
  /** Random per approval: the grant's own rate-limit budget (the provider's grant id is not in props). */
  grantRef: z.string().max(64).optional(),
});
export type GrantProps = z.infer<typeof grantPropsSchema>;

type Handler = { fetch: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response> };

/**
 * The provider's options for one origin. The token audience is the canonical URL of /mcp, so it is
 * fixed per origin (the Worker answers on its workers.dev name, a custom domain and localhost in
 * development); a token issued on one origin is refused on another.
 */
export function oauthOptions(origin: string, app: Handler): OAuthProviderOptions<Env> {
  return {
    apiRoute: "/mcp",
    apiHandler: app,
    defaultHandler: app,
    authorizeEndpoint: AUTHORIZE_PATH,
    tokenEndpoint: TOKEN_PATH,
    clientRegistrationEndpoint: REGISTER_PATH,
    scopesSupported: [...OAUTH_SCOPES],
    resourceMetadata: { resource: `${origin}/mcp`, authorization_servers: [origin] },
    // An hour per access token; the refresh token keeps the agent connected for 30 days (the default).
    accessTokenTTL: 3600,
  };
}

const providers = new Map<string, OAuthProvider<Env>>();
const MAX_CACHED_ORIGINS = 16;

function providerFor(origin: string, app: Handler): OAuthProvider<Env> {
  let provider = providers.get(origin);
  if (!provider) {
    if (providers.size >= MAX_CACHED_ORIGINS) providers.clear();
    provider = new OAuthProvider(oauthOptions(origin, app));
    providers.set(origin, provider);
  }
  return provider;
}

// The helpers only need the provider's options; they never route a request, so the options' handler is
// never called. The consent page is part of the app: importing the app here would close a circle.
const helpersOnly: Handler = {
  fetch: async () => {
    throw new Error("The OAuth helpers do not route requests");
  },
};

/** The provider's helpers (parse, consent, complete) for the consent page on this request's origin. */
export function oauthApi(request: Request, env: Env): OAuthHelpers {
  return getOAuthApi(oauthOptions(new URL(request.url).origin, helpersOnly), env);
}

const PROVIDER_PATHS = new Set([TOKEN_PATH, REGISTER_PATH]);

/**
 * Which requests the provider sees: its own endpoints (/.well-known/oauth-*, /token, /register) and
 * /mcp with a bearer that is not a Kickoff API token. Everything else, /mcp with an API token or with
 * no credential at all included, goes straight to the app, exactly as before OAuth existed: the
 * provider would take any bearer on /mcp for one of its own tokens and refuse it.
 */
export function wantsOAuthProvider(request: Request): boolean {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith("/.well-known/oauth-") || PROVIDER_PATHS.has(pathname)) return true;
  if (pathname !== "/mcp") return false;
  const bearer = bearerOf(request);
  return bearer !== null && bearer !== "" && !bearer.startsWith(TOKEN_PREFIX);
}

export function withOAuth(app: Handler): Handler {
  return {
    fetch(request, env, ctx) {
      if (!wantsOAuthProvider(request)) return app.fetch(request, env, ctx);
      return providerFor(new URL(request.url).origin, app).fetch(request, env, ctx);
    },
  };
}

/** The grant behind a request the provider let through to /mcp, or null for any other request. */
export function grantOf(ctx: unknown): GrantProps | null {
  const props = (ctx as { props?: unknown } | undefined)?.props;
  const parsed = grantPropsSchema.safeParse(props);
  return parsed.success ? parsed.data : null;
}
