import { Hono, type TypedResponse } from "hono";
import { createProjectSchema, updateProjectSchema } from "../../core/schemas/project";
import type { Task } from "../../core/schemas/task";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { requireProjectRole } from "../services/access";
import { listBoardJson, placeBoard } from "../services/board";
import { countD1Queries } from "../services/d1-query-count";
import { createProject, deleteProject, getProjectForUser, listProjectsForUser, updateProject } from "../services/projects";

/** Spec §7 projects. Every route needs a session; the role gate lives in the services. */
export const projectsRoutes = new Hono<AppEnv>()
  .use(countD1Queries)
  .use(requireUser)
  .get("/", async (c) => {
    const all = await listProjectsForUser(c.env, c.get("user").id);
    // A token limited to some projects lists only those (issue 24).
    const only = c.get("apiToken")?.projectIds;
    return c.json(only ? all.filter((p) => only.includes(p.id)) : all);
  })
  .post("/", validate("json", createProjectSchema), async (c) => {
    const project = await createProject(c.env, c.get("user").id, c.req.valid("json"));
    // The board lives near its creator (decision 070): placed before anything else can reach it first.
    await placeBoard(c.env, project.id, c.req.raw.cf as Parameters<typeof placeBoard>[2]);
    return c.json(project, 201);
  })
  .get("/:id", validate("param", numericIdParam), async (c) => {
    return c.json(await getProjectForUser(c.env, c.req.valid("param").id, c.get("user").id));
  })
  .patch("/:id", validate("param", numericIdParam), validate("json", updateProjectSchema), async (c) => {
    return c.json(await updateProject(c.env, c.req.valid("param").id, c.get("user").id, c.req.valid("json")));
  })
  .delete("/:id", validate("param", numericIdParam), async (c) => {
    await deleteProject(c.env, c.req.valid("param").id, c.get("user").id);
    return c.body(null, 204);
  })
  .get("/:id/tasks", validate("param", numericIdParam), async (c) => {
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id);
    const { version, json } = await listBoardJson(c.env, id);
    // Lets a client that loaded the list over HTTP say hello on the socket without a snapshot.
    c.header("X-Board-Version", String(version));
    c.header("Content-Type", "application/json");
    // Already JSON (serialized in the BoardRoom); typed for the client as the Task[] it is.
    return c.body(json, 200) as unknown as TypedResponse<Task[], 200, "json">;
  });
