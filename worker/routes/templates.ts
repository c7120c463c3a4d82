import { Hono } from "hono";
import { saveTemplateSchema } from "../../core/schemas/template";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { listTemplates, saveProjectTemplate } from "../services/templates";

/** Templates (issue 25): save a project as one, list one's own and the built-in ones, start a project from one. */
export const templateRoutes = new Hono<AppEnv>().get("/", requireUser, async (c) => c.json(await listTemplates(c.env, c.get("user").id)));

export const projectTemplateRoutes = new Hono<AppEnv>().post(
  "/:id/template",
  requireUser,
  validate("param", numericIdParam),
  validate("json", saveTemplateSchema),
  async (c) => {
    return c.json(await saveProjectTemplate(c.env, c.req.valid("param").id, c.get("user").id, c.req.valid("json")), 201);
  },
);
