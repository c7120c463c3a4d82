import { Hono } from "hono";
import { createFieldSchema, fieldIdParam, updateFieldSchema } from "../../core/schemas/custom-field";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { createProjectField, deleteProjectField, listProjectFields, updateProjectField } from "../services/custom-fields";

/** A project's own fields (issue 25). Members read them; editors add, change and remove them. */
export const projectFieldRoutes = new Hono<AppEnv>()
  .get("/:id/fields", requireUser, validate("param", numericIdParam), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await listProjectFields(c.env, id, c.get("user").id));
  })
  .post("/:id/fields", requireUser, validate("param", numericIdParam), validate("json", createFieldSchema), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await createProjectField(c.env, id, c.get("user").id, c.req.valid("json")), 201);
  });

/** /api/fields/:id: the id embeds its project, so the route reaches the right board. */
export const fieldRoutes = new Hono<AppEnv>()
  .patch("/:id", requireUser, validate("param", fieldIdParam), validate("json", updateFieldSchema), async (c) => {
    return c.json(await updateProjectField(c.env, c.req.valid("param").id, c.get("user").id, c.req.valid("json")));
  })
  .delete("/:id", requireUser, validate("param", fieldIdParam), async (c) => {
    await deleteProjectField(c.env, c.req.valid("param").id, c.get("user").id);
    return c.body(null, 204);
  });
