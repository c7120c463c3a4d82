import { Hono } from "hono";
import { AiConfigError } from "../ai/errors";
import { aiProvider } from "../ai/select-provider";
import type { AppEnv } from "../http/app-env";
import { ApiError } from "../http/errors";
import { requireUser, sameOriginTrigger } from "../http/middleware";
import { numericIdParam, stringIdParam } from "../http/params";
import { validate } from "../http/validate";
import { getBoardTask, requireTaskRole } from "../services/board";
import { AI_PER_USER, enforceRateLimit } from "../services/rate-limit";
import { analyzeTaskTools, listTaskTools, recommendationStatusSchema, setRecommendationStatus } from "../services/tool-recommendations";

function providerFor(env: Env) {
  try {
    return aiProvider(env);
  } catch (err) {
    if (err instanceof AiConfigError) throw new ApiError(503, err.message);
    throw err;
  }
}

/**
 * Tool recommendations (spec §2.10, §7). Any member may analyse a task: it only adds suggestions
 * and never touches a status someone chose, and the panel runs it for whoever selects a task.
 * Changing a status is editing, so viewers read only.
 */
export const taskToolRoutes = new Hono<AppEnv>()
  .get("/:id/analyze", requireUser, sameOriginTrigger, validate("param", stringIdParam), async (c) => {
    const user = c.get("user");
    const { id } = c.req.valid("param");
    await requireTaskRole(c.env, id, user.id, "project.read");
    const task = await getBoardTask(c.env, id);
    // Only a real provider call counts against the AI limit; re-selecting an unchanged task is free.
    const list = await analyzeTaskTools(c.env, task, providerFor(c.env), () => enforceRateLimit(c.env, AI_PER_USER, String(user.id)));
    return c.json(list);
  })
  .get("/:id/tools", requireUser, validate("param", stringIdParam), async (c) => {
    const { id } = c.req.valid("param");
    await requireTaskRole(c.env, id, c.get("user").id, "project.read");
    await getBoardTask(c.env, id);
    c.header("Cache-Control", "no-store");
    return c.json(await listTaskTools(c.env, id));
  });

export const toolRecommendationRoutes = new Hono<AppEnv>().patch(
  "/:id/status",
  requireUser,
  validate("param", numericIdParam),
  validate("json", recommendationStatusSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await setRecommendationStatus(c.env, c.get("user").id, id, c.req.valid("json").status));
  },
);
