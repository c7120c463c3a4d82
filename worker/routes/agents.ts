import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { stringIdParam } from "../http/params";
import { validate } from "../http/validate";
import { listConnectedAgents, revokeConnectedAgent } from "../services/connected-agents";

/** Agents approved for /mcp through OAuth (issue 24). A session only, like API tokens. */
export const agentRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json(await listConnectedAgents(c.req.raw, c.env, c.get("user").id)))
  .delete("/:id", requireUser, validate("param", stringIdParam), async (c) => {
    await revokeConnectedAgent(c.req.raw, c.env, c.get("user").id, c.req.valid("param").id);
    return c.body(null, 204);
  });
