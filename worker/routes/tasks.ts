import { Hono } from "hono";
import { createTaskSchema, updateTaskSchema } from "../../core/schemas/task";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { stringIdParam } from "../http/params";
import { validate } from "../http/validate";
import { createTask, deleteTask, updateTask } from "../services/board";
import { countD1Queries } from "../services/d1-query-count";
import { skipOccurrence } from "../services/recurrence";

/**
 * Spec §7 tasks (milestones too). Reads go through GET /projects/:id/tasks; writes need the editor role.
 * Middleware is per route: a bare `use` here would run for every later route under /tasks.
 */
export const tasksRoutes = new Hono<AppEnv>()
  // The role (editor), assignee and version checks happen inside the BoardRoom, in the same code as
  // the app's socket writes (docs/decisions/007-one-board-write-path.md).
  .post("/", countD1Queries, requireUser, validate("json", createTaskSchema), async (c) => {
    return c.json(await createTask(c.env, c.get("user"), c.req.valid("json")), 201);
  })
  .patch("/:id", countD1Queries, requireUser, validate("param", stringIdParam), validate("json", updateTaskSchema), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await updateTask(c.env, c.get("user"), id, c.req.valid("json")));
  })
  /** Issue 26: skip this occurrence of a repeating task (it moves to the series' next date). */
  .post("/:id/skip-occurrence", countD1Queries, requireUser, validate("param", stringIdParam), async (c) => {
    return c.json(await skipOccurrence(c.env, c.get("user"), c.req.valid("param").id));
  })
  .delete("/:id", countD1Queries, requireUser, validate("param", stringIdParam), async (c) => {
    const { id } = c.req.valid("param");
    await deleteTask(c.env, c.get("user"), id);
    return c.body(null, 204);
  });
