import { Hono } from "hono";
import { createDependencySchema, dependencyIdParam } from "../../core/schemas/dependency";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { requireProjectRole } from "../services/access";
import { addDependency, listDependencies, removeDependency } from "../services/schedule";

/** Links between a project's tasks (issue 12). Members read them; editors add and remove them. */
export const dependencyRoutes = new Hono<AppEnv>()
  .get("/:id/dependencies", requireUser, validate("param", numericIdParam), async (c) => {
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id, "project.read");
    const { version, dependencies } = await listDependencies(c.env, id);
    c.header("X-Board-Version", String(version));
    return c.json(dependencies);
  })
  .post("/:id/dependencies", requireUser, validate("param", numericIdParam), validate("json", createDependencySchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id, "task.edit");
    return c.json(await addDependency(c.env, id, c.get("user"), c.req.valid("json")), 201);
  })
  .delete("/:id/dependencies/:dependencyId", requireUser, validate("param", dependencyIdParam), async (c) => {
    const { id, dependencyId } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id, "task.edit");
    await removeDependency(c.env, id, c.get("user"), dependencyId);
    return c.body(null, 204);
  });
