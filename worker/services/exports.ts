import { and, eq, sql } from "drizzle-orm";
import {
  type ExportDetails,
  type ExportInput,
  exportSchema,
  PROVIDER_NAMES,
  type ProviderId,
  providerId,
} from "../../core/schemas/integrations";
import type { GeneratedPlan } from "../../core/schemas/plan";
import { projectNameField } from "../../core/schemas/project";
import { MAX_BATCH_ITEMS } from "../board/types";
import { db } from "../db/client";
import { readColumnOrSkip } from "../db/json-column";
import { jobs, projects } from "../db/schema";
import { ApiError, badRequest, conflict, notFound } from "../http/errors";
import { ProviderError, RateLimitedError } from "../integrations/http";
import { providerModule } from "../integrations/registry";
import { storedExportCheckpoint } from "../integrations/stored";
import { type ExportCheckpoint, type ExportRun, emptyCheckpoint, exportItems } from "../integrations/types";
import { type JobRow, PermanentJobError, RetryLaterError } from "../queue/job-handlers";
import { INTEGRATION_EXPORT } from "../queue/job-kinds";
import { type BoardItemInput, createBoardItems, linkExternalIds, listBoard } from "./board";
import { loadConnection, markSynced, rememberTarget } from "./integrations";
import { enqueueJob, sqlNow } from "./jobs";
import { savePlanDependencies } from "./plan-dependencies";
import { createProject, deleteProject } from "./projects";

// Export of a reviewed plan to a provider (spec §2.4 step 3, §7): recorded as a job, run by the
// JOBS consumer, resumable from its checkpoint, and ending on a Kickoff project linked to the result.

const exportJobInput = exportSchema.extend({ provider: providerId });

/** POST /api/integrations/export/{integration}: checks what it can up front, then 202 {jobId}. */
export async function startExport(env: Env, userId: number, provider: ProviderId, input: ExportInput): Promise<string> {
  const name = projectNameField.safeParse(input.plan.name);
  if (!name.success) throw badRequest(name.error.issues[0].message);
  const count = input.plan.milestones.length + input.plan.tasks.length;
  if (count > MAX_BATCH_ITEMS) {
    throw badRequest(`A plan can have at most ${MAX_BATCH_ITEMS} milestones and tasks together (this one has ${count}).`);
  }
  // Not connected (409) or no key (503) answers now, not as a failed job later.
  await loadConnection(env, userId, provider);
  await rememberTarget(env, userId, provider, input.target);
  return enqueueJob(env, { userId, kind: INTEGRATION_EXPORT, input: { provider, ...input } });
}

/** The job's checkpoint: an empty one on its first run, null when one is stored but does not read (logged). */
async function readCheckpoint(env: Env, jobId: string): Promise<ExportCheckpoint | null> {
  const row = await db(env.DB).select({ checkpoint: jobs.checkpoint }).from(jobs).where(eq(jobs.id, jobId)).get();
  if (row?.checkpoint == null) return emptyCheckpoint();
  const saved = readColumnOrSkip(storedExportCheckpoint, row.checkpoint, { column: "jobs.checkpoint", key: jobId });
  return saved ? { ...emptyCheckpoint(), ...saved } : null;
}

export const unreadableProgress = (provider: ProviderId) =>
  `This export's saved progress could not be read, so it was not sent to ${PROVIDER_NAMES[provider]} again: that could create its items twice. Check ${PROVIDER_NAMES[provider]} for what it made, then export the plan again if something is missing.`;

/**
 * A stored checkpoint that does not read holds what the provider already made, and only it does: a
 * run from nothing would make all of it again. So nothing is sent. If the job's Kickoff project
 * exists, the provider's part had ended (the project is made after it): the job ends on that project,
 * counting the plan's items linked there. Otherwise it fails with what to check.
 */
async function afterUnreadableCheckpoint(env: Env, job: JobRow, provider: ProviderId, plan: GeneratedPlan): Promise<ExportDetails> {
  const projectId = await projectForJob(env, job.userId, job.id);
  if (projectId === null) throw new PermanentJobError(unreadableProgress(provider));
  const project = await db(env.DB).select({ externalUrl: projects.externalUrl }).from(projects).where(eq(projects.id, projectId)).get();
  const { tasks } = await listBoard(env, projectId);
  const linked = new Set(tasks.filter((t) => t.externalId).map((t) => `${t.kind}:${t.name}`));
  const items = exportItems(plan);
  const failed = items
    .filter((i) => !linked.has(`${i.kind}:${i.name}`))
    .map((i) => ({
      kind: i.kind,
      name: i.name,
      error: `Not in ${PROVIDER_NAMES[provider]} (this export's saved progress could not be read).`,
    }));
  return { projectId, provider, externalUrl: project?.externalUrl ?? "", created: items.length - failed.length, failed };
}

/** Turns a provider failure into what the consumer understands: retry later, retry, or give up with its message. */
function forQueue(err: unknown): never {
  if (err instanceof RateLimitedError) throw new RetryLaterError(err.message, err.retryAfter);
  if (err instanceof ProviderError) {
    if (err.transient) throw new Error(err.message);
    throw new PermanentJobError(err.message);
  }
  if (err instanceof ApiError) throw new PermanentJobError(err.message);
  throw err;
}

async function projectForJob(env: Env, userId: number, jobId: string): Promise<number | null> {
  const row = await db(env.DB)
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, userId), sql`json_extract(${projects.sourceData}, '$.requestId') = ${jobId}`))
    .get();
  return row?.id ?? null;
}

/**
 * The Kickoff side of an export: a project with source = provider, the container's id and link, and
 * every milestone and task with its provider id. The job id is the project's request id, so the
 * (owner, request id) unique index keeps a redelivered job from making a second one.
 */
async function saveKickoffProject(env: Env, job: JobRow, provider: ProviderId, plan: GeneratedPlan, cp: ExportCheckpoint): Promise<number> {
  const existing = await projectForJob(env, job.userId, job.id);
  if (existing !== null) return existing;
  const planItems = exportItems(plan);
  const items: BoardItemInput[] = planItems.map((item) => ({
    kind: item.kind,
    name: item.name,
    description: item.description,
    dueDate: item.dueDate,
    priority: item.priority,
    source: provider,
    externalId: cp.items[item.key] ?? null,
    // Tasks carry ref task-{index}, as a saved plan's do, so the plan's links can find them.
    ...(item.kind === "milestone"
      ? { ref: item.key }
      : {
          ref: `task-${item.key.slice(1)}`,
          ...(item.parentIndex != null
            ? { parentRef: `task-${item.parentIndex}` }
            : item.milestoneIndex !== null
              ? { parentRef: `m${item.milestoneIndex}` }
              : {}),
        }),
  }));
  let projectId: number;
  try {
    const project = await createProject(
      env,
      job.userId,
      {
        name: plan.name,
        description: plan.description.trim() || null,
        dueDate: plan.timeline.endDate,
        icon: "folder-open",
        iconBg: "blue",
      },
      {
        source: provider,
        aiGenerated: true,
        externalId: cp.container?.id,
        externalUrl: cp.container?.url,
        sourceData: { requestId: job.id, timeline: plan.timeline },
      },
    );
    projectId = project.id;
  } catch (err) {
    const raced = err instanceof Error && err.message.includes("UNIQUE") ? await projectForJob(env, job.userId, job.id) : null;
    if (raced !== null) return raced;
    throw err;
  }
  try {
    const tasks = items.length > 0 ? await createBoardItems(env, projectId, { id: job.userId }, items) : [];
    // The plan's links live on in Kickoff too, whether or not the provider could take them.
    await savePlanDependencies(env, projectId, job.userId, plan, items, tasks);
    // Created in plan order: remembered per item so a retry of failed items can link them later.
    cp.taskIds = Object.fromEntries(planItems.map((item, i) => [item.key, tasks[i]?.id]).filter(([, id]) => id));
  } catch (err) {
    await deleteProject(env, projectId, job.userId);
    throw err;
  }
  return projectId;
}

/**
 * POST /api/integrations/export/{integration}/retry/{jobId}: runs a finished export again. It resumes
 * from its checkpoint, so only the items that failed are sent, and they are linked to the same project.
 */
export async function retryExport(env: Env, userId: number, provider: ProviderId, jobId: string): Promise<string> {
  const d = db(env.DB);
  const row = await d
    .select({ status: jobs.status, input: jobs.input, checkpoint: jobs.checkpoint })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId), eq(jobs.kind, INTEGRATION_EXPORT)))
    .get();
  const input = exportJobInput.safeParse(row?.input);
  if (!row || !input.success || input.data.provider !== provider) throw notFound("Export not found");
  if (row.status === "queued" || row.status === "running") throw conflict("This export is still running.");
  const cp =
    row.checkpoint == null ? null : readColumnOrSkip(storedExportCheckpoint, row.checkpoint, { column: "jobs.checkpoint", key: jobId });
  if (row.status === "done" && Object.keys(cp?.failed ?? {}).length === 0) throw conflict("Nothing to retry: every item was created.");
  await loadConnection(env, userId, provider);
  const reset = await d
    .update(jobs)
    .set({ status: "queued", error: null, result: null, attempts: 0 })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, row.status)))
    .returning({ id: jobs.id })
    .get();
  // Two retries at once: only the first one re-queues the job.
  if (!reset) throw conflict("This export is still running.");
  await env.JOBS.send({ jobId });
  return jobId;
}

export async function runExport(env: Env, job: JobRow): Promise<{ exportDetails: ExportDetails }> {
  const parsed = exportJobInput.safeParse(job.input);
  if (!parsed.success) throw new PermanentJobError(`Invalid job input: ${parsed.error.issues[0]?.message ?? "unknown"}`);
  const { provider, plan, target } = parsed.data;
  const module = providerModule(provider);
  const checkpoint = await readCheckpoint(env, job.id);
  if (!checkpoint) return { exportDetails: await afterUnreadableCheckpoint(env, job, provider, plan) };
  const run: ExportRun = {
    plan,
    target,
    items: exportItems(plan),
    checkpoint,
    save: async () => {
      // Also renews the job's claim: a long export that keeps writing is alive, not abandoned (decision 009).
      await db(env.DB).update(jobs).set({ checkpoint, updatedAt: sqlNow }).where(eq(jobs.id, job.id)).run();
    },
  };
  try {
    const conn = await loadConnection(env, job.userId, provider);
    await module.exportPlan(module.client(env, conn), run);
  } catch (err) {
    forQueue(err);
  }
  if (!checkpoint.container) throw new PermanentJobError(`${PROVIDER_NAMES[provider]} export created nothing.`);
  if (checkpoint.projectId === undefined) {
    checkpoint.projectId = await saveKickoffProject(env, job, provider, plan, checkpoint);
    await run.save();
  } else if (checkpoint.taskIds) {
    // A retry of failed items: the project exists, so the items created now are linked to it.
    const links: Record<string, string> = {};
    for (const [key, externalId] of Object.entries(checkpoint.items)) {
      const taskId = checkpoint.taskIds[key];
      if (taskId) links[taskId] = externalId;
    }
    await linkExternalIds(env, checkpoint.projectId, { id: job.userId }, links);
  }
  await markSynced(env, job.userId, provider);
  const failed = run.items
    .filter((i) => checkpoint.failed[i.key] !== undefined && checkpoint.items[i.key] === undefined)
    .map((i) => ({ kind: i.kind, name: i.name, error: checkpoint.failed[i.key] }));
  return {
    exportDetails: {
      projectId: checkpoint.projectId,
      provider,
      externalUrl: checkpoint.container.url,
      created: Object.keys(checkpoint.items).length,
      failed,
    },
  };
}
