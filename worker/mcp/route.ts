import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { scopeAllows, scopeRefusal } from "../../core/policy";
import { authenticateToken, bearerOf, countGrantRequest, TOKEN_PREFIX } from "../auth/api-tokens";
import { readSessionToken } from "../auth/session";
import type { AppEnv } from "../http/app-env";
import { ApiError, badRequest, forbidden } from "../http/errors";
import { BOTH_CREDENTIALS, isAllowedOrigin } from "../http/middleware";
import { findUserById } from "../services/users";
import type { McpCaller } from "./caller";
import { grantOf } from "./oauth";
import { mcpServer } from "./server";

// Issue 24: the remote MCP endpoint, /mcp, streamable HTTP in the SDK's stateless mode (decision 075):
// every POST carries its own credential and gets a fresh server bound to it, so any isolate answers
// any request and nothing is kept between them. Only a bearer reaches it (Authorization: Bearer): an
// API token, or an OAuth access token the provider checked before handing the request over
// (worker/mcp/oauth.ts, decision 076); a session cookie never does, so a page on another site cannot
// borrow a signed-in browser.

export const MCP_TOKEN_NEEDED =
  "The MCP endpoint needs a bearer token: connect through OAuth (the person approves the agent in Kickoff) or send Authorization: Bearer <API token> (Settings → API tokens).";
export const GRANT_USER_GONE = "The account this access was granted by no longer exists.";
const MAX_BODY_BYTES = 1024 * 1024;

type McpEnv = AppEnv & { Variables: { mcpCaller: McpCaller } };

function challenge(request: Request): Record<string, string> {
  const origin = new URL(request.url).origin;
  // resource_metadata (RFC 9728) is how an MCP client finds the OAuth authorization server.
  return {
    "WWW-Authenticate": `Bearer realm="Kickoff", resource="${origin}/mcp", resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"`,
  };
}

const mcpAuth = createMiddleware<McpEnv>(async (c, next) => {
  // The MCP spec's DNS-rebinding rule: a browser's request from a foreign origin is refused outright.
  const origin = c.req.header("origin");
  if (origin && !isAllowedOrigin(origin, c.req.url, c.env)) throw forbidden("Cross-site request refused.");
  const bearer = bearerOf(c.req.raw);
  const cookie = readSessionToken(c.req.raw) !== null;
  if (bearer !== null && cookie) throw badRequest(BOTH_CREDENTIALS);
  if (bearer === null || bearer === "") throw new ApiError(401, MCP_TOKEN_NEEDED, undefined, challenge(c.req.raw));
  // Only the OAuth provider hands over a request with another bearer, after checking it (worker/index.ts).
  const grant = bearer.startsWith(TOKEN_PREFIX) ? null : grantOf(c.executionCtx);
  if (grant) {
    const person = await findUserById(c.env, grant.userId);
    if (!person) throw new ApiError(401, GRANT_USER_GONE, undefined, challenge(c.req.raw));
    // Approvals made before grantRef existed share their person and client name's budget.
    const headers = await countGrantRequest(c.env, grant.grantRef ?? `${grant.userId}:${grant.clientName}`);
    const user = { ...person, viaToken: grant.clientName };
    c.set("user", user);
    c.set("sessionId", null);
    c.set("mcpCaller", { user, scopes: grant.scopes, projectIds: null });
    await next();
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
    return;
  }
  const { user, token, headers } = await authenticateToken(c.env, bearer).catch((err: unknown) => {
    // The client learns where to get a credential with the refusal (RFC 6750 §3).
    if (err instanceof ApiError && err.status === 401) throw new ApiError(401, err.message, undefined, challenge(c.req.raw));
    throw err;
  });
  if (!scopeAllows("mcp.connect", token.scopes)) throw forbidden(scopeRefusal("mcp.connect"));
  c.set("user", user);
  c.set("sessionId", null);
  c.set("apiToken", token);
  c.set("mcpCaller", { user, scopes: token.scopes, projectIds: token.projectIds });
  await next();
  for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
});

const stateless = (c: { header: (k: string, v: string) => void }) => {
  c.header("Allow", "POST");
  return { message: "This MCP server is stateless: send every message as a POST." };
};

export const mcpRoutes = new Hono<McpEnv>()
  .use(mcpAuth)
  .post("/", async (c) => {
    const server = mcpServer(c.env, c.get("mcpCaller"));
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      // One JSON answer per POST: the tools are quick, and nothing streams back to the agent.
      enableJsonResponse: true,
      maxRequestBodySize: MAX_BODY_BYTES,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  })
  // No server-to-client stream and no session to end (MCP: a server without them answers 405).
  .get("/", (c) => c.json(stateless(c), 405))
  .delete("/", (c) => c.json(stateless(c), 405));
