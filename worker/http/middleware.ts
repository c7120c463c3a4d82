import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { authenticateToken, bearerOf } from "../auth/api-tokens";
import { readSession, readSessionToken } from "../auth/session";
import type { AppEnv } from "./app-env";
import { badRequest, forbidden, unauthorized } from "./errors";

export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("requestId", c.req.header("cf-ray") ?? crypto.randomUUID());
  await next();
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing routes that the Origin check lets through, "METHOD /path". RFC 8058's one-click
 * unsubscribe is POSTed by the mail provider's server (no Origin) or from a webmail page (a foreign
 * one), never from our pages alone. It stays safe without the check because it does not act on the
 * session at all: the unguessable token in its URL is the only authority (only the mail's recipient
 * has it), and all it can do is turn that person's e-mails off, which the page it answers with undoes.
 * Decision 026. Adding a route here is a security decision: test/api/origin-check.test.ts pins the list.
 */
export const ORIGIN_EXEMPT: ReadonlySet<string> = new Set(["POST /api/notifications/unsubscribe"]);

/**
 * CSRF defence in depth beside SameSite=Lax: every state-changing request must come from our own
 * origin. A request with an API token (and no cookie: loadSession refuses both) uses no ambient
 * authority a foreign page could borrow, so the check does not apply to it (issue 24).
 */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  const tokenOnly = bearerOf(c.req.raw) !== null && readSessionToken(c.req.raw) === null;
  if (!tokenOnly && !SAFE_METHODS.has(c.req.method) && !ORIGIN_EXEMPT.has(`${c.req.method} ${c.req.path}`)) {
    const origin = c.req.header("origin");
    if (!origin || !isAllowedOrigin(origin, c.req.url, c.env)) {
      throw forbidden("Cross-site request refused.");
    }
  }
  await next();
};

export function isAllowedOrigin(origin: string, requestUrl: string, env: Env): boolean {
  if (origin === new URL(requestUrl).origin) return true;
  const extra = (env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return extra.includes(origin);
}

export const BOTH_CREDENTIALS = "Send either an API token or a session cookie, not both.";

/** Loads the signed-in user (if any) once per request: from the API token, or else the session cookie. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bearer = bearerOf(c.req.raw);
  if (bearer !== null) {
    // A cookie rides along on its own; one request acting with two identities is refused outright.
    if (readSessionToken(c.req.raw) !== null) throw badRequest(BOTH_CREDENTIALS);
    const { user, token, headers } = await authenticateToken(c.env, bearer);
    c.set("user", user);
    c.set("sessionId", null);
    c.set("apiToken", token);
    await next();
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
    return;
  }
  const found = await readSession(c.env, c.req.raw);
  c.set("user", found?.user ?? null);
  c.set("sessionId", found?.sessionId ?? null);
  if (found?.refreshedCookie) c.header("Set-Cookie", found.refreshedCookie, { append: true });
  await next();
};

export const requireUser = createMiddleware<AppEnv & { Variables: { user: NonNullable<AppEnv["Variables"]["user"]> } }>(async (c, next) => {
  if (!c.get("user")) throw unauthorized();
  await next();
});

/**
 * For the few GETs that do something: spec §7 makes some AI triggers GETs and §2.3 makes logout a GET
 * link, and SameSite=Lax cookies follow a cross-site link. A browser says where a request comes from
 * (Sec-Fetch-Site), and one started by another site is refused like a cross-site write.
 */
export const sameOriginTrigger = createMiddleware<AppEnv>(async (c, next) => {
  const site = c.req.header("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") throw forbidden("Cross-site request refused.");
  await next();
});
