import { Hono } from "hono";
import { createTaskSchema, updateTaskSchema } from "../../core/schemas/task";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { stringIdParam } from "../http/params";
import { validate } from "../http/validate";
import { requireProjectRole } from "../services/access";
import { createTask, deleteTask, requireTaskRole, updateTask } from "../services/board";
import { countD1Queries } from "../services/d1-query-count";

/** Spec §7 tasks (milestones too). Reads go through GET /projects/:id/tasks; writes need the editor role. */
export const tasksRoutes = new Hono<AppEnv>()
  .use(countD1Queries)
  .use(requireUser)
  .post("/", validate("json", createTaskSchema), async (c) => {
    const input = c.req.valid("json");
    await requireProjectRole(c.env, input.projectId, c.get("user").id, "editor");
    return c.json(await createTask(c.env, c.get("user"), input), 201);
  })
  .patch("/:id", validate("param", stringIdParam), validate("json", updateTaskSchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireTaskRole(c.env, id, c.get("user").id, "editor");
    return c.json(await updateTask(c.env, c.get("user"), id, c.req.valid("json")));
  })
  .delete("/:id", validate("param", stringIdParam), async (c) => {
    const { id } = c.req.valid("param");
    await requireTaskRole(c.env, id, c.get("user").id, "editor");
    await deleteTask(c.env, c.get("user"), id);
    return c.body(null, 204);
  });
