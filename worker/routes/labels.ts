import { Hono } from "hono";
import { z } from "zod";
import { createLabelSchema, updateLabelSchema } from "../../core/schemas/labels";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { addLabel, editLabel, listProjectLabels, removeLabel } from "../services/definitions";

const labelIdParam = z.object({ id: z.string().min(1).max(64) });

/** A project's labels (issue 25). Members read them; editors add, rename, recolour and delete them. */
export const projectLabelRoutes = new Hono<AppEnv>()
  .get("/:id/labels", requireUser, validate("param", numericIdParam), async (c) => {
    return c.json(await listProjectLabels(c.env, c.req.valid("param").id, c.get("user")));
  })
  .post("/:id/labels", requireUser, validate("param", numericIdParam), validate("json", createLabelSchema), async (c) => {
    return c.json(await addLabel(c.env, c.req.valid("param").id, c.get("user"), c.req.valid("json")), 201);
  });

export const labelRoutes = new Hono<AppEnv>()
  .patch("/:id", requireUser, validate("param", labelIdParam), validate("json", updateLabelSchema), async (c) => {
    return c.json(await editLabel(c.env, c.req.valid("param").id, c.get("user"), c.req.valid("json")));
  })
  .delete("/:id", requireUser, validate("param", labelIdParam), async (c) => {
    await removeLabel(c.env, c.req.valid("param").id, c.get("user"));
    return c.body(null, 204);
  });
