import { Hono } from "hono";
import { metricsOf } from "../../core/analytics";
import { analyticsQuerySchema } from "../../core/schemas/analytics";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { portfolio, projectAnalytics, recentProjects } from "../services/analytics";
import { countD1Queries } from "../services/d1-query-count";

/**
 * Analytics (project and portfolio) and the dashboard endpoints of spec §7. Mounted at the API root,
 * before the projects routes, so /projects/recent is not read as /projects/:id; middleware is per
 * route for the same reason (a bare `use` here would run for every API path).
 */
export const analyticsRoutes = new Hono<AppEnv>()
  .get("/projects/recent", countD1Queries, requireUser, async (c) => c.json(await recentProjects(c.env, c.get("user").id)))
  .get(
    "/projects/:id/analytics",
    countD1Queries,
    requireUser,
    validate("param", numericIdParam),
    validate("query", analyticsQuerySchema),
    async (c) => c.json(await projectAnalytics(c.env, c.req.valid("param").id, c.get("user").id, c.req.valid("query"))),
  )
  .get("/metrics", countD1Queries, requireUser, async (c) => c.json(metricsOf(await portfolio(c.env, c.get("user").id))))
  .get("/analytics", countD1Queries, requireUser, async (c) => c.json(await portfolio(c.env, c.get("user").id)));
