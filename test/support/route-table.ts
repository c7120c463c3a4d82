import { apiRoutes } from "../../worker/routes";

export interface Route {
  method: string;
  /** The full path, "/api/…", with its ":params" as the route table writes them. */
  path: string;
}

/**
 * The API's route table, read from the Hono app itself: one entry per method and path (the "ALL"
 * entries are middleware). Tests walk it, so a new route is covered the day it is added.
 */
export function routeTable(): Route[] {
  const seen = new Map<string, Route>();
  for (const r of apiRoutes.routes) {
    if (r.method === "ALL") continue;
    seen.set(`${r.method} /api${r.path}`, { method: r.method, path: `/api${r.path}` });
  }
  return [...seen.values()];
}
