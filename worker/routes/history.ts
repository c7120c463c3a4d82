import { Hono } from "hono";
import { z } from "zod";
import { activityQuery } from "../../core/schemas/activity";
import { idParam } from "../../core/schemas/fields";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { getActivity, restoreTask, undoOrRedo } from "../services/history";

const restoreParam = z.object({ id: idParam, taskId: z.string().min(1).max(64) });

/** A project's Activity (any member) and undo, redo, restore of board changes (editors). */
export const historyRoutes = new Hono<AppEnv>()
  .get("/:id/activity", requireUser, validate("param", numericIdParam), validate("query", activityQuery), async (c) => {
    return c.json(await getActivity(c.env, c.get("user").id, c.req.valid("param").id, c.req.valid("query")));
  })
  .post("/:id/undo", requireUser, validate("param", numericIdParam), async (c) => {
    return c.json(await undoOrRedo(c.env, c.get("user"), c.req.valid("param").id, "undo"));
  })
  .post("/:id/redo", requireUser, validate("param", numericIdParam), async (c) => {
    return c.json(await undoOrRedo(c.env, c.get("user"), c.req.valid("param").id, "redo"));
  })
  .post("/:id/restore/:taskId", requireUser, validate("param", restoreParam), async (c) => {
    const { id, taskId } = c.req.valid("param");
    return c.json(await restoreTask(c.env, c.get("user"), id, taskId));
  });
