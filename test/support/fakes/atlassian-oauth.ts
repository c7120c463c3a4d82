import { FakeApi, jsonResponse, type SeenRequest } from "./fake-api";
import { broke } from "./rules";

// Atlassian's OAuth 2.0 (3LO) authorization server and its accessible-resources endpoint, as their
// documentation states them (rules atlassian.* in rules.ts: they are not in the Jira REST OpenAPI
// document). The token endpoint checks each grant's parameters, issues rotating refresh tokens and
// refuses a spent one; accessible-resources answers the sites the current access token reaches.
// Jira's own REST calls through the gateway are FakeJira's (one per site, by cloud id).

export const AUTH_ORIGIN = "https://auth.atlassian.com";
export const TOKEN_URL = `${AUTH_ORIGIN}/oauth/token`;

export interface AtlassianSite {
  id: string;
  name: string;
  url: string;
  scopes: string[];
}

export class FakeAtlassianAuth extends FakeApi {
  /** Every grant the token endpoint got, as sent. */
  readonly grants: Array<Record<string, string>> = [];
  /** Sites the grant reaches, in the order accessible-resources lists them. */
  sites: AtlassianSite[] = [];
  /** Answer the next token requests with these failures, in order. */
  failures: Array<"outage" | "invalid_grant"> = [];
  private issued = 0;
  private readonly refreshTokens = new Set<string>();
  /** The access token accessible-resources and the gateway take now (the newest one issued). */
  accessToken: string | null = null;

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
    readonly redirectUri: string,
    readonly gateway = "https://api.atlassian.com",
    /** The authorization code the consent screen handed out. */
    readonly code = "good-code",
  ) {
    super(AUTH_ORIGIN);
  }

  protected override accepts(url: URL): boolean {
    return url.href === TOKEN_URL || (url.origin === this.gateway && url.pathname === "/oauth/token/accessible-resources");
  }

  /** Rule atlassian.authorize: what the consent screen checks of the URL the person is sent to. */
  checkAuthorizeUrl(url: URL, scopes: string[]): void {
    if (url.origin + url.pathname !== `${AUTH_ORIGIN}/authorize`)
      this.violation(broke("atlassian.authorize", `went to ${url.origin}${url.pathname}`));
    const q = url.searchParams;
    const want: Record<string, string> = {
      audience: "api.atlassian.com",
      client_id: this.clientId,
      redirect_uri: this.redirectUri,
      response_type: "code",
      prompt: "consent",
    };
    for (const [k, v] of Object.entries(want)) if (q.get(k) !== v) this.violation(broke("atlassian.authorize", `${k}=${q.get(k)}`));
    if (!q.get("state")) this.violation(broke("atlassian.authorize", "no state"));
    const asked = (q.get("scope") ?? "").split(" ");
    for (const s of [...scopes, "offline_access"])
      if (!asked.includes(s)) this.violation(broke("atlassian.authorize", `scope ${s} missing`));
  }

  override async handle(request: Request): Promise<Response | null> {
    const url = new URL(request.url);
    if (!this.accepts(url)) return null;
    const text = request.method === "GET" ? "" : await request.text();
    const seen: SeenRequest = {
      origin: url.origin,
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      body: text,
    };
    this.requests.push(seen);
    return url.href === TOKEN_URL ? this.token(request, text) : this.resources(request);
  }

  protected route(): Response {
    return jsonResponse({ error: "not_found" }, 404);
  }

  private form(request: Request, text: string): Record<string, string> | null {
    const type = request.headers.get("content-type") ?? "";
    if (type.startsWith("application/json")) {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    }
    if (type.startsWith("application/x-www-form-urlencoded")) return Object.fromEntries(new URLSearchParams(text));
    return null;
  }

  private token(request: Request, text: string): Response {
    if (request.method !== "POST") this.violation(broke("atlassian.token-exchange", `${request.method} instead of POST`));
    const form = this.form(request, text);
    if (!form) {
      this.violation(broke("atlassian.token-exchange", "body is neither JSON nor a form"));
      return jsonResponse({ error: "invalid_request", error_description: "Unsupported content type" }, 400);
    }
    this.grants.push(form);
    const failure = this.failures.shift();
    if (failure === "outage") return new Response("<html>Service Unavailable</html>", { status: 503 });
    if (form.client_id !== this.clientId || form.client_secret !== this.clientSecret) {
      this.violation(
        broke(
          form.grant_type === "refresh_token" ? "atlassian.refresh-rotation" : "atlassian.token-exchange",
          "client_id and client_secret",
        ),
      );
      return jsonResponse({ error: "access_denied", error_description: "Unauthorized" }, 401);
    }
    if (form.grant_type === "authorization_code") {
      if (form.redirect_uri !== this.redirectUri) {
        this.violation(broke("atlassian.token-exchange", `redirect_uri ${form.redirect_uri}`));
        return jsonResponse({ error: "invalid_grant", error_description: "Invalid redirect_uri" }, 403);
      }
      if (form.code !== this.code) return jsonResponse({ error: "invalid_grant", error_description: "Invalid authorization code" }, 403);
    } else if (form.grant_type === "refresh_token") {
      if (!form.refresh_token) this.violation(broke("atlassian.refresh-rotation", "no refresh_token"));
      // Rotating refresh tokens: each works once.
      if (failure === "invalid_grant" || !this.refreshTokens.delete(form.refresh_token)) {
        return jsonResponse({ error: "invalid_grant", error_description: "Unknown or invalid refresh token." }, 403);
      }
    } else {
      this.violation(broke("atlassian.token-exchange", `grant_type ${form.grant_type}`));
      return jsonResponse({ error: "unsupported_grant_type" }, 400);
    }
    this.issued++;
    this.accessToken = `atlassian-access-${this.issued}`;
    const refresh = `atlassian-refresh-${this.issued}`;
    this.refreshTokens.add(refresh);
    return jsonResponse({
      access_token: this.accessToken,
      refresh_token: refresh,
      expires_in: 3600,
      scope: "read:jira-work write:jira-work read:jira-user offline_access",
      token_type: "Bearer",
    });
  }

  private resources(request: Request): Response {
    if (request.method !== "GET") this.violation(broke("atlassian.accessible-resources", `${request.method} instead of GET`));
    if (request.headers.get("authorization") !== `Bearer ${this.accessToken}`) {
      return jsonResponse({ code: 401, message: "Unauthorized" }, 401);
    }
    return jsonResponse(
      this.sites.map((s) => ({
        id: s.id,
        url: s.url,
        name: s.name,
        scopes: s.scopes,
        avatarUrl: "https://site-admin-avatar-cdn.prod.public.atl-paas.net/avatars/240/flag.png",
      })),
    );
  }
}
