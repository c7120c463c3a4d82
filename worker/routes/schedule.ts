import { Hono } from "hono";
import { applyScheduleSchema, moveTaskSchema, whatIfSchema } from "../../core/schemas/dependency";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { requireProjectRole } from "../services/access";
import { applySchedule, getSchedule, moveTask, previewSchedule, previewSlip } from "../services/schedule";

/**
 * A project's schedule (issue 12): critical path and float, auto-schedule, what-if. Reading and
 * previewing change nothing and are open to every member; writes need the editor role.
 */
export const scheduleRoutes = new Hono<AppEnv>()
  .get("/:id/schedule", requireUser, validate("param", numericIdParam), async (c) => {
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id, "project.read");
    return c.json(await getSchedule(c.env, id));
  })
  .post("/:id/schedule/what-if", requireUser, validate("param", numericIdParam), validate("json", whatIfSchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id, "project.read");
    const { taskId, slipDays } = c.req.valid("json");
    return c.json(await previewSlip(c.env, id, taskId, slipDays));
  })
  .post("/:id/schedule/apply", requireUser, validate("param", numericIdParam), validate("json", applyScheduleSchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id, "task.edit");
    return c.json(await applySchedule(c.env, id, c.get("user"), c.req.valid("json")));
  })
  // What apply would do, changing nothing: the Timeline shows it before anyone commits to it.
  .post("/:id/schedule/preview", requireUser, validate("param", numericIdParam), validate("json", applyScheduleSchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id, "task.edit");
    return c.json(await previewSchedule(c.env, id, c.req.valid("json")));
  })
  .post("/:id/schedule/move", requireUser, validate("param", numericIdParam), validate("json", moveTaskSchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id, "task.edit");
    return c.json({ tasks: await moveTask(c.env, id, c.get("user"), c.req.valid("json")) });
  });
