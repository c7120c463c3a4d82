import { Hono } from "hono";
import { displayName } from "../../core/user-display";
import type { AppEnv } from "../http/app-env";
import { ApiError, forbidden, notFound } from "../http/errors";
import { isAllowedOrigin, requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { PROJECT_NOT_FOUND } from "../services/access";
import { boardRole, openBoardSocket } from "../services/board";

/**
 * GET /api/projects/:id/live: the board's WebSocket (protocol in core/schemas/board-protocol.ts).
 * A GET escapes the global Origin check, and browsers let any site open a socket with our cookie, so
 * the Origin is checked here before anything else is revealed (cross-site WebSocket hijacking).
 */
export const liveRoutes = new Hono<AppEnv>().get("/:id/live", requireUser, validate("param", numericIdParam), async (c) => {
  const origin = c.req.header("origin");
  if (!origin || !isAllowedOrigin(origin, c.req.url, c.env)) throw forbidden("Cross-site request refused.");
  const { id } = c.req.valid("param");
  const user = c.get("user");
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    // An outsider learns nothing, not even that the upgrade header is missing.
    if (!(await boardRole(c.env, id, user.id))) throw notFound(PROJECT_NOT_FOUND);
    throw new ApiError(426, "Expected a WebSocket upgrade.");
  }
  // Membership is checked by the BoardRoom against its member mirror (a non-member gets 404 there),
  // in the same turn as it registers the socket, so a removal can't slip between check and accept.
  return openBoardSocket(c.env, id, { userId: user.id, name: displayName(user), profileImageUrl: user.profileImageUrl }, c.req.raw);
});
