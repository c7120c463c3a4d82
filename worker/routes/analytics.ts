import { Hono } from "hono";
import { metricsOf } from "../../core/analytics";
import { analyticsQuerySchema } from "../../core/schemas/analytics";
import type { AppEnv } from "../http/app-env";
import { requireUser } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { portfolio, projectAnalytics } from "../services/analytics";
import { countD1Queries } from "../services/d1-query-count";

/**
 * Analytics (project and portfolio) and the dashboard endpoints of spec §7 (GET /projects/recent is
 * the projects collection's, in projects.ts). Middleware is per route: a bare `use` in a sub-app
 * would run for every later route under its prefix.
 */
export const projectAnalyticsRoutes = new Hono<AppEnv>().get(
  "/:id/analytics",
  countD1Queries,
  requireUser,
  validate("param", numericIdParam),
  validate("query", analyticsQuerySchema),
  async (c) => c.json(await projectAnalytics(c.env, c.req.valid("param").id, c.get("user").id, c.req.valid("query"))),
);

export const metricsRoutes = new Hono<AppEnv>().get("/", countD1Queries, requireUser, async (c) =>
  c.json(metricsOf(await portfolio(c.env, c.get("user").id))),
);

export const analyticsRoutes = new Hono<AppEnv>().get("/", countD1Queries, requireUser, async (c) =>
  c.json(await portfolio(c.env, c.get("user").id)),
);
