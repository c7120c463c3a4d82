import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createRequestHandler } from "react-router";
import type { SessionUser } from "./auth/session";
import { readSession } from "./auth/session";
import type { AppEnv } from "./http/app-env";
import { d1Session } from "./http/d1-session";
import { ApiError, notFound, onError } from "./http/errors";
import { idempotency } from "./http/idempotency";
import { loadSession, originCheck, requestId } from "./http/middleware";
import { policyGuard } from "./http/policy-guard";
import { htmlSecurityHeaders, newNonce } from "./http/security-headers";
import { consentRoutes } from "./mcp/consent";
import { mcpRoutes } from "./mcp/route";
import { apiRoutes } from "./routes";
import { countD1Queries } from "./services/d1-query-count";

declare module "react-router" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    cspNonce: string;
    /** The signed-in user, read once per request for every loader of the page. */
    user: SessionUser | null;
  }
}

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The sign-in pages are HTML served by the API itself (decision 002), outside React Router: they get
 * the app pages' headers too, with the strict script policy (they have no scripts at all).
 */
const apiHtmlHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.res.headers.get("content-type")?.includes("text/html")) return;
  for (const [k, v] of Object.entries(htmlSecurityHeaders(newNonce(), false))) c.res.headers.set(k, v);
};

/** The whole Worker app: /api, /mcp and the pages. Its own module so tests can walk its routes (worker/index.ts may export only handlers). */
export const app = new Hono<AppEnv>()
  .use("*", requestId)
  .use("/api/*", apiHtmlHeaders)
  // The session is read before the D1 session starts: on a cache miss it is read from the primary.
  .use("/api/*", originCheck, loadSession, d1Session)
  .use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, "Request body is too large (max 1 MB).");
      },
    }),
  )
  // API tokens reach only what the policy and their scopes allow (issue 24).
  .use("/api/*", policyGuard)
  // A retried write with the same Idempotency-Key answers the first result and applies nothing.
  .use("/api/*", idempotency)
  .route("/api", apiRoutes)
  .all("/api/*", () => {
    throw notFound("No such API route.");
  })
  // The MCP server for agents (issue 24): API tokens only, outside /api (decision 075).
  .route("/mcp", mcpRoutes)
  // The OAuth consent page for MCP clients (decision 076); the provider's own endpoints wrap the app (worker/index.ts).
  .route("/authorize", consentRoutes)
  // Development only, on request (the bench): how many D1 queries a page's loaders made.
  .all("*", async (c, next) => {
    const session = await readSession(c.env, c.req.raw);
    c.set("user", session?.user ?? null);
    c.set("sessionId", session?.sessionId ?? null);
    // Page visits slide the session like API calls do, so the cookie's lifetime follows the row's.
    c.set("refreshedCookie", session?.refreshedCookie);
    await next();
  })
  .all("*", d1Session, countD1Queries, async (c) => {
    const nonce = newNonce();
    const response = await requestHandler(c.req.raw, {
      cloudflare: { env: c.env, ctx: c.executionCtx as ExecutionContext },
      cspNonce: nonce,
      user: c.get("user"),
    });
    const headers = new Headers(response.headers);
    const refreshed = c.get("refreshedCookie");
    if (refreshed) headers.append("Set-Cookie", refreshed);
    if (headers.get("content-type")?.includes("text/html")) {
      for (const [k, v] of Object.entries(htmlSecurityHeaders(nonce, import.meta.env.MODE === "development"))) headers.set(k, v);
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

app.onError(onError);

export type AppType = typeof apiRoutes;
