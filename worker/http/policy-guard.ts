import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { roleNeeded, scopeAllows, scopeRefusal } from "../../core/policy";
import { TASK_NOT_FOUND } from "../board/rules";
import { projectIdOfBoardId, projectIdOfTask } from "../board/task-id";
import type { AppEnv } from "./app-env";
import { forbidden, notFound } from "./errors";
import { ROUTE_ACTIONS, type RouteAction } from "./route-actions";

// Issue 24: what an API token may reach, from the policy (core/policy.ts) and the action each route
// names (route-actions.ts). Sessions pass: their project roles are checked by the routes and services,
// which ask the same policy. A token needs the action's scope, and a token limited to some projects
// reaches only routes that name one of them (in the path, or as `projectId` in the body).

export const LIMITED_TOKEN = "This API token is limited to some projects; it cannot do this.";

/** Routes about no single project that a project-limited token may still call (GET /api/projects lists only its projects). */
const LIMITED_OK = new Set(["GET /api/projects", "GET /api/auth/user", "GET /api/jobs/:id"]);

/** The route that answers this request ("METHOD /api/path"): the first matched handler that is not middleware. */
export function routeKey(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | null {
  const route = matchedRoutes(c).find((r) => r.method !== "ALL");
  if (!route) return null;
  return `${route.method} ${route.path}`;
}

/** The project a route's path names: /projects/:id, or the project embedded in /tasks/:id. */
function projectInPath(pattern: string, path: string): number | null | undefined {
  const p = pattern.split("/");
  const s = path.split("/");
  for (let i = 1; i < p.length; i++) {
    if (p[i - 1] === "projects" && p[i] === ":id") {
      const n = Number(s[i]);
      return Number.isSafeInteger(n) && n > 0 ? n : null;
    }
    // Task ids and (issue 25) field ids embed their project.
    if ((p[i - 1] === "tasks" || p[i - 1] === "fields") && p[i] === ":id") return projectIdOfTask(decodeURIComponent(s[i] ?? ""));
    // Issue 25: label and status ids embed their project too.
    if ((p[i - 1] === "labels" || p[i - 1] === "statuses") && p[i] === ":id") return projectIdOfBoardId(decodeURIComponent(s[i] ?? ""));
  }
  return undefined;
}

async function projectInBody(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<number | null> {
  const body = await c.req.json().catch(() => null);
  const id = (body as { projectId?: unknown } | null)?.projectId;
  return typeof id === "number" && Number.isSafeInteger(id) ? id : null;
}

export const policyGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = c.get("apiToken");
  if (!token) return next();
  const key = routeKey(c);
  // No such route: the API's 404 answers.
  if (key === null) return next();
  const rule: RouteAction | undefined = ROUTE_ACTIONS[key];
  // Fails closed: a route that names no action is nothing a token may call.
  if (!rule || !scopeAllows(rule.action, token.scopes)) throw forbidden(scopeRefusal(rule?.action ?? "tokens.manage"));
  if (token.projectIds !== null) {
    const pattern = key.slice(key.indexOf(" ") + 1);
    const inPath = projectInPath(pattern, c.req.path);
    const projectId = inPath !== undefined ? inPath : rule.projectIn === "body" ? await projectInBody(c) : undefined;
    if (projectId === undefined) {
      if (roleNeeded(rule.action) !== null || !LIMITED_OK.has(key)) throw forbidden(LIMITED_TOKEN);
    } else if (projectId !== null && !token.projectIds.includes(projectId)) {
      // Like a project the person is not in: ids reveal nothing.
      throw notFound(pattern.startsWith("/api/tasks/") ? TASK_NOT_FOUND : "Project not found");
    }
  }
  return next();
};
