import { Hono } from "hono";
import { z } from "zod";
import { createStatusSchema, deleteStatusQuery, updateStatusSchema } from "../../core/schemas/statuses";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { addStatus, editStatus, listProjectStatuses, removeStatus } from "../services/definitions";

const statusIdParam = z.object({ id: z.string().min(1).max(64) });

/**
 * A project's statuses (issue 25). Members read them; editors add, edit, reorder and delete them.
 * Deleting one that has tasks needs `?moveTo=<status id>`: where its tasks go.
 */
export const projectStatusRoutes = new Hono<AppEnv>()
  .get("/:id/statuses", requireUser, validate("param", numericIdParam), async (c) => {
    return c.json(await listProjectStatuses(c.env, c.req.valid("param").id, c.get("user")));
  })
  .post("/:id/statuses", requireUser, validate("param", numericIdParam), validate("json", createStatusSchema), async (c) => {
    return c.json(await addStatus(c.env, c.req.valid("param").id, c.get("user"), c.req.valid("json")), 201);
  });

export const statusRoutes = new Hono<AppEnv>()
  .patch("/:id", requireUser, validate("param", statusIdParam), validate("json", updateStatusSchema), async (c) => {
    return c.json(await editStatus(c.env, c.req.valid("param").id, c.get("user"), c.req.valid("json")));
  })
  .delete("/:id", requireUser, validate("param", statusIdParam), validate("query", deleteStatusQuery), async (c) => {
    await removeStatus(c.env, c.req.valid("param").id, c.get("user"), c.req.valid("query").moveTo);
    return c.body(null, 204);
  });
