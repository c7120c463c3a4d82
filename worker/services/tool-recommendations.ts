import { z } from "zod";
import type { CatalogTool, ToolCategory } from "../../core/ai/tool-catalog";
import type { Task } from "../../core/schemas/task";
import { TransientAiError } from "../ai/errors";
import type { AiProvider } from "../ai/provider";
import { ApiError, forbidden, notFound } from "../http/errors";
import { PermanentJobError } from "../queue/job-handlers";
import { getProjectRole } from "./access";

// AI tool recommendations per task (spec §2.10). The catalog lives in ai_tools (seeded from
// core/ai/tool-catalog.ts); a recommendation row ties a tool to a board task and keeps the user's
// status (suggested, saved, ignored, used) across re-analyses.

export const RECOMMENDATION_STATUSES = ["suggested", "saved", "ignored", "used"] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];
export const recommendationStatusSchema = z.object({
  status: z.enum(RECOMMENDATION_STATUSES, { error: "Status must be suggested, saved, ignored or used." }),
});

export const RECOMMENDATION_NOT_FOUND = "Recommendation not found";

/** Spec §3 "Tool recommendation pair", plus the reason and the provider that chose the tool. */
export interface ToolRecommendationView {
  recommendation: { id: number; status: RecommendationStatus; reason: string | null; provider: string | null };
  tool: {
    id: number;
    name: string;
    category: string;
    description: string;
    website: string;
    pricing: string | null;
    freePlanAvailable: boolean;
  };
}

interface PairRow {
  recId: number;
  status: RecommendationStatus;
  reason: string | null;
  provider: string | null;
  toolId: number;
  name: string;
  category: string;
  description: string;
  website: string;
  pricing: string | null;
  freePlanAvailable: number;
}

const PAIR_SELECT = `SELECT r.id AS recId, r.status, r.reason, r.provider, t.id AS toolId, t.name, t.category, t.description,
  t.website, t.pricing, t.free_plan_available AS freePlanAvailable
  FROM task_tool_recommendations r JOIN ai_tools t ON t.id = r.tool_id`;

const toView = (r: PairRow): ToolRecommendationView => ({
  recommendation: { id: r.recId, status: r.status, reason: r.reason, provider: r.provider },
  tool: {
    id: r.toolId,
    name: r.name,
    category: r.category,
    description: r.description,
    website: r.website,
    pricing: r.pricing,
    freePlanAvailable: r.freePlanAvailable === 1,
  },
});

/** The task's recommendations: the latest analysis first, in its rank order, then older kept ones. */
export async function listTaskTools(env: Env, taskId: string): Promise<ToolRecommendationView[]> {
  const { results } = await env.DB.prepare(`${PAIR_SELECT} WHERE r.task_id = ? ORDER BY r.task_version DESC, r.rank, r.id`)
    .bind(taskId)
    .all<PairRow>();
  return results.map(toView);
}

type CatalogRow = CatalogTool & { id: number };

/** The catalog as the ranking needs it. Rows come from D1, so tools added there count too. */
export async function loadCatalog(env: Env): Promise<CatalogRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, slug, name, category, description, website, pricing, free_plan_available AS free,
            use_case AS useCase, ideal_for AS idealFor, keywords FROM ai_tools ORDER BY id`,
  ).all<{
    id: number;
    slug: string;
    name: string;
    category: string;
    description: string;
    website: string;
    pricing: string | null;
    free: number;
    useCase: string | null;
    idealFor: string | null;
    keywords: string | null;
  }>();
  return results.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    category: r.category as ToolCategory,
    description: r.description,
    website: r.website,
    pricing: r.pricing ?? "",
    freePlanAvailable: r.free === 1,
    useCase: r.useCase ?? "",
    idealFor: r.idealFor ?? "",
    keywords: parseKeywords(r.keywords),
  }));
}

function parseKeywords(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === "string") : [];
  } catch {
    return raw.split(",").map((k) => k.trim());
  }
}

/** True when the stored recommendations were made by this provider for this very version of the task. */
async function isFresh(env: Env, task: Task, provider: string): Promise<boolean> {
  const row = await env.DB.prepare(
    "SELECT 1 AS hit FROM task_tool_recommendations WHERE task_id = ? AND task_version = ? AND provider = ? LIMIT 1",
  )
    .bind(task.id, task.version, provider)
    .first<{ hit: number }>();
  return row !== null;
}

/**
 * Picks the best tools for the task and stores them: new picks are added as suggested, tools picked
 * again keep the user's status, and stale suggestions the user never acted on are dropped. Returns
 * the task's list. `beforeProviderCall` runs only when the provider is actually asked (rate limit).
 */
export async function analyzeTaskTools(
  env: Env,
  task: Task,
  provider: AiProvider,
  beforeProviderCall: () => Promise<void> = async () => {},
): Promise<ToolRecommendationView[]> {
  // Selecting a task analyses it (spec §4): reuse the last answer while the task is unchanged.
  if (await isFresh(env, task, provider.name)) return listTaskTools(env, task.id);
  await beforeProviderCall();
  const catalog = await loadCatalog(env);
  let picks: Awaited<ReturnType<AiProvider["recommendTools"]>>;
  try {
    picks = await provider.recommendTools({ name: task.name, description: task.description }, catalog);
  } catch (err) {
    if (err instanceof TransientAiError) throw new ApiError(503, err.message);
    if (err instanceof PermanentJobError) throw new ApiError(502, err.message);
    throw err;
  }
  const idOf = new Map(catalog.map((t) => [t.slug, t.id]));
  const chosen = picks.flatMap((p, rank) => {
    const toolId = idOf.get(p.slug);
    return toolId === undefined ? [] : [{ toolId, rank, reason: p.reason }];
  });

  const statements = chosen.map((c) =>
    env.DB.prepare(
      `INSERT INTO task_tool_recommendations (task_id, project_id, tool_id, status, reason, rank, provider, task_version)
       VALUES (?, ?, ?, 'suggested', ?, ?, ?, ?)
       ON CONFLICT(task_id, tool_id) DO UPDATE SET reason = excluded.reason, rank = excluded.rank, provider = excluded.provider,
         task_version = excluded.task_version, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')`,
    ).bind(task.id, task.projectId, c.toolId, c.reason, c.rank, provider.name, task.version),
  );
  statements.push(
    env.DB.prepare(
      `DELETE FROM task_tool_recommendations WHERE task_id = ? AND status = 'suggested'
         AND tool_id NOT IN (SELECT value FROM json_each(?))`,
    ).bind(task.id, JSON.stringify(chosen.map((c) => c.toolId))),
  );
  // One batch is one transaction: a concurrent reader sees the old list or the new one, never a mix.
  await env.DB.batch(statements);
  return listTaskTools(env, task.id);
}

/**
 * PATCH /api/tool-recommendations/:id/status. The recommendation's project must be the caller's:
 * otherwise the same 404 as for a missing one. Viewers read but cannot change (403).
 */
export async function setRecommendationStatus(
  env: Env,
  userId: number,
  id: number,
  status: RecommendationStatus,
): Promise<ToolRecommendationView> {
  const rec = await env.DB.prepare("SELECT project_id AS projectId FROM task_tool_recommendations WHERE id = ?")
    .bind(id)
    .first<{ projectId: number }>();
  const role = rec ? await getProjectRole(env, rec.projectId, userId) : null;
  if (!rec || !role) throw notFound(RECOMMENDATION_NOT_FOUND);
  if (role === "viewer") throw forbidden("You have read-only access to this project.");
  const [, selected] = await env.DB.batch<PairRow>([
    env.DB.prepare(
      "UPDATE task_tool_recommendations SET status = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ? AND project_id = ?",
    ).bind(status, id, rec.projectId),
    env.DB.prepare(`${PAIR_SELECT} WHERE r.id = ?`).bind(id),
  ]);
  const row = selected.results[0];
  if (!row) throw notFound(RECOMMENDATION_NOT_FOUND);
  return toView(row);
}
