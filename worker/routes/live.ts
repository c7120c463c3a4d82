import { Hono } from "hono";
import { displayName } from "../../core/user-display";
import type { AppEnv } from "../http/app-env";
import { ApiError, forbidden } from "../http/errors";
import { isAllowedOrigin, requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { requireProjectRole } from "../services/access";
import { openBoardSocket } from "../services/board";

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
  const role = await requireProjectRole(c.env, id, user.id);
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") throw new ApiError(426, "Expected a WebSocket upgrade.");
  return openBoardSocket(c.env, id, { userId: user.id, role, name: displayName(user), profileImageUrl: user.profileImageUrl }, c.req.raw);
});
