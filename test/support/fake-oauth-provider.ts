// @cloudflare/workers-oauth-provider imports cloudflare:workers, which plain Node cannot load, so the Node
// tests of worker/mcp/ (issue 27) stand this in for it with vi.mock: the error classes with the library's
// shapes, an OAuthProvider that records the options it was built with and the requests it got, and
// getOAuthApi handing out helpers each test scripts. test/api/mcp-oauth.test.ts runs the real library.

import type { AuthRequest, ConsentDescription } from "@cloudflare/workers-oauth-provider";

type Options = Record<string, unknown> & { resourceMetadata?: { resource: string; authorization_servers: string[] } };

export interface Helpers {
  parseAuthRequest(request: Request): Promise<AuthRequest>;
  describeConsent(request: AuthRequest): Promise<ConsentDescription>;
  beginConsent(request: AuthRequest): Promise<{ handle: string; headers: Headers }>;
  denyConsent(request: Request, handle: string): Promise<{ request: AuthRequest; redirectTo: string; headers: Headers }>;
  approveConsent(request: Request, handle: string, opts: { scope: string[] }): Promise<{ request: AuthRequest; headers: Headers }>;
  lookupClient(clientId: string): Promise<{ clientName?: string } | null>;
  completeAuthorization(opts: Record<string, unknown>): Promise<{ redirectTo: string }>;
}

interface Recorder {
  /** The options of each OAuthProvider built, in order. */
  built: Options[];
  /** Each request an OAuthProvider was asked to serve, with the origin it was built for. */
  served: Array<{ origin: string | undefined; request: Request; env: unknown; ctx: unknown }>;
  /** The options getOAuthApi was called with. */
  apiOptions: Options[];
  helpers: Partial<Helpers>;
}

const key = "__kickoffFakeOAuthProvider";
const store = globalThis as unknown as Record<string, Recorder | undefined>;
/** Kept on globalThis so that a test importing the modules afresh (vi.resetModules) still reads it. */
export const recorder: Recorder = store[key] ?? { built: [], served: [], apiOptions: [], helpers: {} };
store[key] = recorder;

export function resetRecorder(helpers: Partial<Helpers> = {}): void {
  recorder.built.length = 0;
  recorder.served.length = 0;
  recorder.apiOptions.length = 0;
  recorder.helpers = helpers;
}

/** The library's wire shape: `redirectTo` only when the redirect URI was validated. */
export class AuthorizationError extends Error {
  readonly code: string;
  readonly description: string;
  readonly redirectTo?: string;
  constructor(code: string, options: { description: string; redirectUri?: string }) {
    super(options.description);
    this.code = code;
    this.description = options.description;
    if (options.redirectUri) this.redirectTo = `${options.redirectUri}?error=${code}`;
  }
}

export class CimdFetchError extends Error {
  readonly reason = "metadata_resolution_failed";
  readonly metadataUrl: string;
  constructor(metadataUrl: string) {
    super(`Failed to fetch client metadata: ${metadataUrl}`);
    this.metadataUrl = metadataUrl;
  }
}

export class OAuthProvider {
  readonly options: Options;
  constructor(options: Options) {
    this.options = options;
    recorder.built.push(options);
  }
  async fetch(request: Request, env: unknown, ctx: unknown): Promise<Response> {
    recorder.served.push({ origin: this.options.resourceMetadata?.authorization_servers[0], request, env, ctx });
    return new Response("from the provider");
  }
}

export function getOAuthApi(options: Options): Partial<Helpers> {
  recorder.apiOptions.push(options);
  return new Proxy(
    {},
    {
      get: (_t, name: string) => {
        const fn = recorder.helpers[name as keyof Helpers];
        if (!fn) throw new Error(`helper ${name} was not scripted`);
        return fn;
      },
    },
  );
}
