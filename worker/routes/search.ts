import { Hono } from "hono";
import { searchQuerySchema } from "../../core/schemas/search";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { validate } from "../http/validate";
import { search } from "../services/search";

export const searchRoutes = new Hono<AppEnv>().get("/", requireUser, validate("query", searchQuerySchema), async (c) => {
  return c.json(await search(c.env, c.get("user").id, c.req.valid("query").q));
});
