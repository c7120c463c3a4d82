import { Hono } from "hono";
import { createApiTokenSchema } from "../../core/schemas/api-token";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { createApiToken, listApiTokens, revokeApiToken } from "../services/api-tokens";

/** Personal API tokens (issue 24). A session only: the policy gives tokens no way in here. */
export const tokenRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json(await listApiTokens(c.env, c.get("user").id)))
  .post("/", requireUser, validate("json", createApiTokenSchema), async (c) => {
    return c.json(await createApiToken(c.env, c.get("user").id, c.req.valid("json")), 201);
  })
  .delete("/:id", requireUser, validate("param", numericIdParam), async (c) => {
    await revokeApiToken(c.env, c.get("user").id, c.req.valid("param").id);
    return c.body(null, 204);
  });
