import { Hono } from "hono";
import { createViewSchema, updateViewSchema } from "../../core/schemas/saved-view";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { createView, deleteView, listViews, updateView } from "../services/saved-views";

/** A project's saved views (issue 25): the caller's personal views and the team's shared ones. */
export const projectViewRoutes = new Hono<AppEnv>()
  .get("/:id/views", requireUser, validate("param", numericIdParam), async (c) => {
    return c.json(await listViews(c.env, c.req.valid("param").id, c.get("user").id));
  })
  .post("/:id/views", requireUser, validate("param", numericIdParam), validate("json", createViewSchema), async (c) => {
    return c.json(await createView(c.env, c.req.valid("param").id, c.get("user").id, c.req.valid("json")), 201);
  });

export const viewRoutes = new Hono<AppEnv>()
  .patch("/:id", requireUser, validate("param", numericIdParam), validate("json", updateViewSchema), async (c) => {
    return c.json(await updateView(c.env, c.req.valid("param").id, c.get("user").id, c.req.valid("json")));
  })
  .delete("/:id", requireUser, validate("param", numericIdParam), async (c) => {
    await deleteView(c.env, c.req.valid("param").id, c.get("user").id);
    return c.body(null, 204);
  });
