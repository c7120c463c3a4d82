import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type DeepAnalysis, deepAnalysisSchema } from "../../core/schemas/analysis";
import { displayName } from "../../core/user-display";
import { aiProvider } from "../ai/select-provider";
import { db } from "../db/client";
import { readColumn } from "../db/json-column";
import { insights, projects } from "../db/schema";
import { storedEnum } from "../db/stored-enum";
import { PermanentJobError } from "../queue/job-handlers";
import { getProjectRole } from "./access";
import { listBoard } from "./board";
import { listMembers } from "./members";
import { getPersonTimeSettings } from "./person-time-settings";
import { todayIn } from "./recurrence";

// Deep analysis runs (spec §2.10) and the insights they leave behind. One insight row per run, so
// the Analytics tab can show the last result without running the analysis again.

export const DEEP_ANALYSIS_INSIGHT = "deep-analysis";

/** What a deep-analysis job returns and what its insight row keeps in `data`. */
export interface DeepAnalysisRun {
  analysis: DeepAnalysis;
  /** The provider that produced it: "Built-in planner" or a model name. */
  provider: string;
  createdAt: string;
  jobId: string;
  insightId: number;
}

/** A run as its insight row keeps it in `data`. */
const storedRun = z.object({ analysis: deepAnalysisSchema, provider: z.string(), createdAt: z.string(), jobId: z.string() });

const SEVERITIES = ["info", "warning", "critical"] as const;

export interface InsightView {
  id: number;
  type: string;
  title: string;
  description: string;
  severity: (typeof SEVERITIES)[number];
  createdAt: string;
  isResolved: boolean;
  suggestedAction: string | null;
  data: unknown;
}

/** The rating's band (the same thresholds as the rating icon): 7+ good, 5+ warning, below alert. */
export function severityOf(rating: number): InsightView["severity"] {
  return rating >= 7 ? "info" : rating >= 5 ? "warning" : "critical";
}

function suggestedActionOf(a: DeepAnalysis): string | null {
  const weakest = [...a.dimensions].sort((x, y) => x.score - y.score)[0];
  return weakest?.recommendations[0] ?? a.criticalMissingElements[0] ?? null;
}

/**
 * Analyses the project's board and stores the result as an insight. The job id is the idempotency
 * key: a redelivered job finds its insight instead of adding a second one.
 */
export async function runDeepAnalysis(env: Env, job: { projectId: number; userId: number; jobId: string }): Promise<DeepAnalysisRun> {
  // Membership is checked again here: the job may run after the caller lost access.
  if (!(await getProjectRole(env, job.projectId, job.userId))) throw new PermanentJobError("Project not found");
  const orm = db(env.DB);
  const project = await orm
    .select({ name: projects.name, description: projects.description, dueDate: projects.dueDate, createdAt: projects.createdAt })
    .from(projects)
    .where(eq(projects.id, job.projectId))
    .get();
  if (!project) throw new PermanentJobError("Project not found");

  const [{ tasks }, members] = await Promise.all([listBoard(env, job.projectId), listMembers(env, job.projectId)]);
  const provider = aiProvider(env);
  const analysis = await provider.analyzeProject({
    project: { name: project.name, description: project.description ?? "", dueDate: project.dueDate, createdAt: project.createdAt },
    tasks,
    members: members.map((m) => ({ userId: m.userId, role: m.role, name: displayName(m.user) })),
    // "Overdue" and "days left" count from the day of the person who asked, in their time zone.
    today: todayIn(new Date(), (await getPersonTimeSettings(env, job.userId)).timeZone),
  });

  const createdAt = new Date().toISOString();
  const data = { analysis, provider: provider.name, createdAt, jobId: job.jobId };
  const thisJob = and(
    eq(insights.projectId, job.projectId),
    eq(insights.type, DEEP_ANALYSIS_INSIGHT),
    sql`json_extract(${insights.data}, '$.jobId') = ${job.jobId}`,
  );
  // INSERT … SELECT … WHERE NOT EXISTS: the insert and the "already stored?" check are one statement.
  // Drizzle lists every insights column in schema order (id, type, title, description, severity,
  // project_id, created_at, is_resolved, resolved_at, suggested_action, data); NULL id and 0/NULL are
  // what the plain insert left to the defaults. data goes through the JSON column's own encoder.
  await orm
    .insert(insights)
    .select(
      sql`SELECT NULL, ${DEEP_ANALYSIS_INSIGHT}, ${`Deep analysis: ${analysis.overallRating}/10`}, ${analysis.summary},
            ${severityOf(analysis.overallRating)}, ${job.projectId}, ${createdAt}, 0, NULL, ${suggestedActionOf(analysis)},
            ${sql.param(data, insights.data)}
          WHERE NOT EXISTS (SELECT 1 FROM ${insights} WHERE ${thisJob})`,
    )
    .run();
  // Read back the stored run: after a redelivery it is the first run's, not this one's.
  const row = await orm.select({ id: insights.id, data: insights.data }).from(insights).where(thisJob).orderBy(insights.id).limit(1).get();
  // The insert above or a redelivery's earlier one left a row: none is a broken store, not a run.
  if (!row) throw new Error(`The insight of job ${job.jobId} was not stored.`);
  return { ...readColumn(storedRun, row.data, { column: "insights.data", key: row.id }), insightId: row.id };
}

const INSIGHT_LIMIT = 20;

/** The project's insights, newest first. The caller has checked membership. */
export async function listInsights(env: Env, projectId: number): Promise<InsightView[]> {
  // is_resolved (boolean) and data (JSON) are decoded by their column modes.
  const results = await db(env.DB)
    .select({
      id: insights.id,
      type: insights.type,
      title: insights.title,
      description: insights.description,
      severity: insights.severity,
      createdAt: insights.createdAt,
      isResolved: insights.isResolved,
      suggestedAction: insights.suggestedAction,
      data: insights.data,
    })
    .from(insights)
    .where(eq(insights.projectId, projectId))
    .orderBy(desc(insights.createdAt), desc(insights.id))
    .limit(INSIGHT_LIMIT);
  // A severity this version does not know (a newer version's) shows as "info": the insight still reads.
  return results.map((r) => ({ ...r, severity: storedEnum(SEVERITIES, r.severity, { column: "insights.severity", key: r.id }) ?? "info" }));
}
