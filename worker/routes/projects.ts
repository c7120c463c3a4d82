import { Hono, type TypedResponse } from "hono";
import { createProjectSchema, updateProjectSchema } from "../../core/schemas/project";
import type { Task } from "../../core/schemas/task";
import { fromTemplateSchema } from "../../core/schemas/template";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { requireProjectRole } from "../services/access";
import { recentProjects } from "../services/analytics";
import { listBoardJson, placeBoard } from "../services/board";
import { countD1Queries } from "../services/d1-query-count";
import { createProjectFromPlan, fromPlanSchema } from "../services/plans";
import { createProject, deleteProject, getProjectForUser, listProjectsForUser, updateProject } from "../services/projects";
import { createProjectFromTemplate } from "../services/templates";

/**
 * Spec §7 projects: the collection, its named paths (recent, from a plan, from a template) and one
 * project. Every route needs a session; the role gate lives in the services. A project's own
 * resources (/projects/:id/labels, …) live with their resource's routes. Middleware is per route: a
 * bare `use` here would run for every later route under /projects, whichever sub-app it belongs to.
 * Hono tries routes in the order they are added, so the named paths sit above /:id (the route-order
 * test fails if one is ever shadowed).
 */
export const projectsRoutes = new Hono<AppEnv>()
  .get("/", countD1Queries, requireUser, async (c) => {
    const all = await listProjectsForUser(c.env, c.get("user").id);
    // A token limited to some projects lists only those (issue 24).
    const only = c.get("apiToken")?.projectIds;
    return c.json(only ? all.filter((p) => only.includes(p.id)) : all);
  })
  .post("/", countD1Queries, requireUser, validate("json", createProjectSchema), async (c) => {
    const project = await createProject(c.env, c.get("user").id, c.req.valid("json"));
    // The board lives near its creator (decision 070): placed before anything else can reach it first.
    await placeBoard(c.env, project.id, c.req.raw.cf as Parameters<typeof placeBoard>[2]);
    return c.json(project, 201);
  })
  .get("/recent", countD1Queries, requireUser, async (c) => c.json(await recentProjects(c.env, c.get("user").id)))
  .post("/from-plan", requireUser, validate("json", fromPlanSchema), async (c) => {
    const { plan, requestId } = c.req.valid("json");
    const user = c.get("user");
    const { id, created } = await createProjectFromPlan(c.env, user.id, plan, requestId, user.viaToken);
    return c.json({ id }, created ? 201 : 200);
  })
  .post("/from-template", requireUser, validate("json", fromTemplateSchema), async (c) => {
    return c.json(await createProjectFromTemplate(c.env, c.get("user").id, c.req.valid("json")), 201);
  })
  .get("/:id", countD1Queries, requireUser, validate("param", numericIdParam), async (c) => {
    return c.json(await getProjectForUser(c.env, c.req.valid("param").id, c.get("user").id));
  })
  .patch("/:id", countD1Queries, requireUser, validate("param", numericIdParam), validate("json", updateProjectSchema), async (c) => {
    return c.json(await updateProject(c.env, c.req.valid("param").id, c.get("user").id, c.req.valid("json")));
  })
  .delete("/:id", countD1Queries, requireUser, validate("param", numericIdParam), async (c) => {
    await deleteProject(c.env, c.req.valid("param").id, c.get("user").id);
    return c.body(null, 204);
  })
  .get("/:id/tasks", countD1Queries, requireUser, validate("param", numericIdParam), async (c) => {
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id);
    const { version, json } = await listBoardJson(c.env, id);
    // Lets a client that loaded the list over HTTP say hello on the socket without a snapshot.
    c.header("X-Board-Version", String(version));
    c.header("Content-Type", "application/json");
    // Already JSON (serialized in the BoardRoom); typed for the client as the Task[] it is.
    return c.body(json, 200) as unknown as TypedResponse<Task[], 200, "json">;
  });
