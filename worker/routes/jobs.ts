import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { stringIdParam } from "../http/params";
import { validate } from "../http/validate";
import { getJobForUser } from "../services/jobs";

/** GET /api/jobs/:id: {id, kind, status, result?, error?}, readable only by the user who started it. */
export const jobRoutes = new Hono<AppEnv>().get("/:id", requireUser, validate("param", stringIdParam), async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await getJobForUser(c.env, c.req.valid("param").id, c.get("user").id));
});
