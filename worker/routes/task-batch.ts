import { Hono } from "hono";
import { type TaskBatchResult, taskBatchSchema } from "../../core/schemas/task-batch";
import type { AppEnv } from "../http/app-env";
import { jsonText } from "../http/json-text";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { applyTaskBatch } from "../services/board";

/**
 * POST /api/projects/:id/tasks/batch (issue 24). The role check ("task.edit") happens inside the
 * BoardRoom against its member mirror, like every board write: no D1 read on the way.
 */
export const taskBatchRoutes = new Hono<AppEnv>().post(
  "/:id/tasks/batch",
  requireUser,
  validate("param", numericIdParam),
  validate("json", taskBatchSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    const results = await applyTaskBatch(c.env, id, c.get("user"), c.req.valid("json").operations);
    return jsonText<{ results: TaskBatchResult[] }>(c, `{"results":${results}}`);
  },
);
