import { Hono } from "hono";
import { fromTemplateSchema, saveTemplateSchema } from "../../core/schemas/template";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { createProjectFromTemplate, listTemplates, saveProjectTemplate } from "../services/templates";

/** Templates (issue 25): save a project as one, list one's own and the built-in ones, start a project from one. */
export const templateRoutes = new Hono<AppEnv>()
  .get("/templates", requireUser, async (c) => c.json(await listTemplates(c.env, c.get("user").id)))
  .post("/projects/from-template", requireUser, validate("json", fromTemplateSchema), async (c) => {
    return c.json(await createProjectFromTemplate(c.env, c.get("user").id, c.req.valid("json")), 201);
  })
  .post("/projects/:id/template", requireUser, validate("param", numericIdParam), validate("json", saveTemplateSchema), async (c) => {
    return c.json(await saveProjectTemplate(c.env, c.req.valid("param").id, c.get("user").id, c.req.valid("json")), 201);
  });
