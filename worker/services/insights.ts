import type { DeepAnalysis } from "../../core/schemas/analysis";
import { displayName } from "../../core/user-display";
import { aiProvider } from "../ai/select-provider";
import { PermanentJobError } from "../queue/job-handlers";
import { getProjectRole } from "./access";
import { listBoard } from "./board";
import { listMembers } from "./members";

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

export interface InsightView {
  id: number;
  type: string;
  title: string;
  description: string;
  severity: "info" | "warning" | "critical";
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
  const project = await env.DB.prepare("SELECT name, description, due_date AS dueDate, created_at AS createdAt FROM projects WHERE id = ?")
    .bind(job.projectId)
    .first<{ name: string; description: string | null; dueDate: string | null; createdAt: string }>();
  if (!project) throw new PermanentJobError("Project not found");

  const [{ tasks }, members] = await Promise.all([listBoard(env, job.projectId), listMembers(env, job.projectId)]);
  const provider = aiProvider(env);
  const analysis = await provider.analyzeProject({
    project: { name: project.name, description: project.description ?? "", dueDate: project.dueDate, createdAt: project.createdAt },
    tasks,
    members: members.map((m) => ({ userId: m.userId, role: m.role, name: displayName(m.user) })),
    today: new Date(),
  });

  const createdAt = new Date().toISOString();
  const data = { analysis, provider: provider.name, createdAt, jobId: job.jobId };
  await env.DB.prepare(
    `INSERT INTO insights (type, title, description, severity, project_id, suggested_action, data, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
     WHERE NOT EXISTS (SELECT 1 FROM insights WHERE project_id = ?5 AND type = ?1 AND json_extract(data, '$.jobId') = ?9)`,
  )
    .bind(
      DEEP_ANALYSIS_INSIGHT,
      `Deep analysis: ${analysis.overallRating}/10`,
      analysis.summary,
      severityOf(analysis.overallRating),
      job.projectId,
      suggestedActionOf(analysis),
      JSON.stringify(data),
      createdAt,
      job.jobId,
    )
    .run();
  // Read back the stored run: after a redelivery it is the first run's, not this one's.
  const row = await env.DB.prepare(
    "SELECT id, data FROM insights WHERE project_id = ? AND type = ? AND json_extract(data, '$.jobId') = ? ORDER BY id LIMIT 1",
  )
    .bind(job.projectId, DEEP_ANALYSIS_INSIGHT, job.jobId)
    .first<{ id: number; data: string }>();
  return { ...(JSON.parse(row!.data) as Omit<DeepAnalysisRun, "insightId">), insightId: row!.id };
}

const INSIGHT_LIMIT = 20;

/** The project's insights, newest first. The caller has checked membership. */
export async function listInsights(env: Env, projectId: number): Promise<InsightView[]> {
  const { results } = await env.DB.prepare(
    `SELECT id, type, title, description, severity, created_at AS createdAt, is_resolved AS isResolved,
            suggested_action AS suggestedAction, data
       FROM insights WHERE project_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
  )
    .bind(projectId, INSIGHT_LIMIT)
    .all<Omit<InsightView, "isResolved" | "data"> & { isResolved: number; data: string | null }>();
  return results.map((r) => ({ ...r, isResolved: r.isResolved === 1, data: r.data === null ? null : JSON.parse(r.data) }));
}
