import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { z } from "zod";
import { type CatalogTool, TOOL_CATEGORIES } from "../../core/ai/tool-catalog";
import { roleAllows, roleRefusal } from "../../core/policy";
import type { Task } from "../../core/schemas/task";
import { TransientAiError } from "../ai/errors";
import type { AiProvider } from "../ai/provider";
import { db } from "../db/client";
import { aiTools, taskToolRecommendations as recs, taskToolAnalyses } from "../db/schema";
import { storedEnum } from "../db/stored-enum";
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

// Both ids get their own column names: in a batch D1 returns rows as objects keyed by column name and
// drizzle reads them back by position, so two columns named "id" would collapse into one.
const PAIR_FIELDS = {
  recId: sql<number>`${recs.id}`.as("rec_id"),
  status: recs.status,
  reason: recs.reason,
  provider: recs.provider,
  toolId: sql<number>`${aiTools.id}`.as("tool_id"),
  name: aiTools.name,
  category: aiTools.category,
  description: aiTools.description,
  website: aiTools.website,
  pricing: aiTools.pricing,
  freePlanAvailable: aiTools.freePlanAvailable,
};

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
  freePlanAvailable: boolean;
}

const selectPairs = (orm: ReturnType<typeof db>) => orm.select(PAIR_FIELDS).from(recs).innerJoin(aiTools, eq(aiTools.id, recs.toolId));

/** updated_at as the schema's default writes it (ISO 8601 with milliseconds, UTC). */
const NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')`;

const toView = (r: PairRow): ToolRecommendationView => ({
  recommendation: { id: r.recId, status: r.status, reason: r.reason, provider: r.provider },
  tool: {
    id: r.toolId,
    name: r.name,
    category: r.category,
    description: r.description,
    website: r.website,
    pricing: r.pricing,
    freePlanAvailable: r.freePlanAvailable,
  },
});

/** The task's recommendations: the latest analysis first, in its rank order, then older kept ones. */
export async function listTaskTools(env: Env, taskId: string): Promise<ToolRecommendationView[]> {
  const rows: PairRow[] = await selectPairs(db(env.DB)).where(eq(recs.taskId, taskId)).orderBy(desc(recs.taskVersion), recs.rank, recs.id);
  return rows.map(toView);
}

type CatalogRow = CatalogTool & { id: number };

/** The catalog as the ranking needs it. Rows come from D1, so tools added there count too. */
export async function loadCatalog(env: Env): Promise<CatalogRow[]> {
  const results = await db(env.DB)
    .select({
      id: aiTools.id,
      slug: aiTools.slug,
      name: aiTools.name,
      category: aiTools.category,
      description: aiTools.description,
      website: aiTools.website,
      pricing: aiTools.pricing,
      free: aiTools.freePlanAvailable,
      useCase: aiTools.useCase,
      idealFor: aiTools.idealFor,
      keywords: aiTools.keywords,
    })
    .from(aiTools)
    .orderBy(aiTools.id);
  // A tool of a category this version does not know (added to D1 for a newer one) is left out of the
  // ranking, logged; the rest of the catalog still serves.
  return results.flatMap((r) => {
    const category = storedEnum(TOOL_CATEGORIES, r.category, { column: "ai_tools.category", key: r.id });
    return category === null
      ? []
      : [
          {
            id: r.id,
            slug: r.slug,
            name: r.name,
            category,
            description: r.description,
            website: r.website,
            pricing: r.pricing ?? "",
            freePlanAvailable: r.free,
            useCase: r.useCase ?? "",
            idealFor: r.idealFor ?? "",
            keywords: parseKeywords(r.keywords),
          },
        ];
  });
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
  // The analysis row, not the recommendations: an analysis that found nothing leaves no recommendation.
  const row = await db(env.DB)
    .select({ hit: sql<number>`1` })
    .from(taskToolAnalyses)
    .where(
      and(eq(taskToolAnalyses.taskId, task.id), eq(taskToolAnalyses.taskVersion, task.version), eq(taskToolAnalyses.provider, provider)),
    )
    .get();
  return row !== undefined;
}

/**
 * The task's recommendations when `provider` has already analysed this version of it (whatever it found),
 * else null: what the project page can render before any script runs.
 */
export async function storedToolAnalysis(env: Env, task: Task, provider: string): Promise<ToolRecommendationView[] | null> {
  return (await isFresh(env, task, provider)) ? listTaskTools(env, task.id) : null;
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
  const stored = await storedToolAnalysis(env, task, provider.name);
  if (stored) return stored;
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

  const orm = db(env.DB);
  // A tool picked again keeps its status (the user's word); only the analysis fields are refreshed.
  const upserts = chosen.map((c) =>
    orm
      .insert(recs)
      .values({
        taskId: task.id,
        projectId: task.projectId,
        toolId: c.toolId,
        status: "suggested",
        reason: c.reason,
        rank: c.rank,
        provider: provider.name,
        taskVersion: task.version,
      })
      .onConflictDoUpdate({
        target: [recs.taskId, recs.toolId],
        set: {
          reason: sql`excluded.reason`,
          rank: sql`excluded.rank`,
          provider: sql`excluded.provider`,
          taskVersion: sql`excluded.task_version`,
          updatedAt: NOW,
        },
      }),
  );
  // The kept ids go in as one JSON parameter, so the statement has the same shape whatever the count.
  const dropStale = orm
    .delete(recs)
    .where(
      and(
        eq(recs.taskId, task.id),
        eq(recs.status, "suggested"),
        notInArray(recs.toolId, sql`(SELECT value FROM json_each(${JSON.stringify(chosen.map((c) => c.toolId))}))`),
      ),
    );
  // One batch is one transaction: a concurrent reader sees the old list or the new one, never a mix.
  // (Never empty: the delete is always there, so the tuple type drizzle wants holds.)
  const analysed = orm
    .insert(taskToolAnalyses)
    .values({ taskId: task.id, projectId: task.projectId, taskVersion: task.version, provider: provider.name })
    .onConflictDoUpdate({
      target: taskToolAnalyses.taskId,
      set: { taskVersion: task.version, provider: provider.name, updatedAt: NOW },
    });
  const statements: BatchItem<"sqlite">[] = [...upserts, dropStale, analysed];
  await orm.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
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
  const orm = db(env.DB);
  const rec = await orm.select({ projectId: recs.projectId }).from(recs).where(eq(recs.id, id)).get();
  const role = rec ? await getProjectRole(env, rec.projectId, userId) : null;
  if (!rec || !role) throw notFound(RECOMMENDATION_NOT_FOUND);
  if (!roleAllows("task.edit", role)) throw forbidden(roleRefusal("task.edit"));
  const [, selected] = await orm.batch([
    orm
      .update(recs)
      .set({ status, updatedAt: NOW })
      .where(and(eq(recs.id, id), eq(recs.projectId, rec.projectId))),
    selectPairs(orm).where(eq(recs.id, id)),
  ]);
  const row: PairRow | undefined = selected[0];
  if (!row) throw notFound(RECOMMENDATION_NOT_FOUND);
  return toView(row);
}
