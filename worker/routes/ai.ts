import { Hono } from "hono";
import { generatePlanSchema } from "../../core/schemas/plan";
import type { AppEnv } from "../http/app-env";
import { requireUser, sameOriginTrigger } from "../http/middleware";
import { numericIdParam } from "../http/params";
import { validate } from "../http/validate";
import { DEEP_ANALYSIS } from "../queue/job-kinds";
import { requireProjectRole } from "../services/access";
import { startPlan } from "../services/generate-plan";
import { listInsights } from "../services/insights";
import { enqueueJob } from "../services/jobs";
import { AI_PER_USER, enforceRateLimit } from "../services/rate-limit";

/**
 * AI work that may be slow (a model's plan, deep-analysis) is recorded as a job and answered 202
 * {jobId}; the client follows GET /api/jobs/:id. Each model request counts against the per-user AI limit.
 */
export const aiRoutes = new Hono<AppEnv>()
  // The built-in planner answers 200 {plan, provider} at once; a model provider answers 202 {jobId}.
  .post("/generate-plan", requireUser, validate("json", generatePlanSchema), async (c) => {
    const user = c.get("user");
    const started = await startPlan(c.env, user.id, c.req.valid("json"), () => enforceRateLimit(c.env, AI_PER_USER, String(user.id)));
    if ("jobId" in started) return c.json({ jobId: started.jobId }, 202);
    return c.json({ plan: started.plan, provider: started.provider }, 200);
  });

export const projectAiRoutes = new Hono<AppEnv>()
  // A GET because spec §7 names it so; it only starts a read-only analysis job (no board change).
  .get("/:id/deep-analysis", requireUser, sameOriginTrigger, validate("param", numericIdParam), async (c) => {
    const user = c.get("user");
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, user.id, "project.read");
    await enforceRateLimit(c.env, AI_PER_USER, String(user.id));
    const jobId = await enqueueJob(c.env, { userId: user.id, projectId: id, kind: DEEP_ANALYSIS, input: { projectId: id } });
    return c.json({ jobId }, 202);
  })
  .get("/:id/insights", requireUser, validate("param", numericIdParam), async (c) => {
    const { id } = c.req.valid("param");
    await requireProjectRole(c.env, id, c.get("user").id, "project.read");
    return c.json(await listInsights(c.env, id));
  });
