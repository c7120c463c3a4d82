import { and, eq, sql } from "drizzle-orm";
import type { ProviderId } from "../../core/schemas/integrations";
import { db } from "../db/client";
import { readColumnOrSkip } from "../db/json-column";
import { projectLinks, projects, syncLocks, taskLinks } from "../db/schema";
import { storedSyncBase } from "../integrations/stored";
import { normalText } from "../integrations/sync-text";
import { SYNC_FIELDS, type SyncBase, type SyncFields } from "../integrations/sync-types";
import { RetryLaterError } from "../queue/job-handlers";

// Where a project's tasks live in each provider, the last agreed state of each linked task, and the
// per-container lock that keeps two sync jobs from writing to one container at once.

export interface ProjectLink {
  containerId: string;
  containerUrl: string | null;
  lastSynced: string | null;
}

/** The project's container in the provider: its link, or the container an export created. */
export async function findProjectLink(env: Env, projectId: number, provider: ProviderId): Promise<ProjectLink | null> {
  const d = db(env.DB);
  const link = await d
    .select({ containerId: projectLinks.containerId, containerUrl: projectLinks.containerUrl, lastSynced: projectLinks.lastSynced })
    .from(projectLinks)
    .where(and(eq(projectLinks.projectId, projectId), eq(projectLinks.provider, provider)))
    .get();
  if (link) return link;
  const exported = await d
    .select({ externalId: projects.externalId, externalUrl: projects.externalUrl })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.source, provider)))
    .get();
  return exported?.externalId ? { containerId: exported.externalId, containerUrl: exported.externalUrl, lastSynced: null } : null;
}

/** Links the project to a container (first sync or pull); an existing link is kept. */
export async function saveProjectLink(env: Env, projectId: number, provider: ProviderId, containerId: string, url: string): Promise<void> {
  await db(env.DB).insert(projectLinks).values({ projectId, provider, containerId, containerUrl: url }).onConflictDoNothing().run();
}

export async function markProjectSynced(env: Env, projectId: number, provider: ProviderId, at: string): Promise<void> {
  await db(env.DB)
    .update(projectLinks)
    .set({ lastSynced: at })
    .where(and(eq(projectLinks.projectId, projectId), eq(projectLinks.provider, provider)))
    .run();
}

export interface TaskLink {
  taskId: string;
  externalId: string;
  base: SyncBase | null;
  lastSynced: string;
}

export async function taskLinksOf(env: Env, projectId: number, provider: ProviderId): Promise<TaskLink[]> {
  const rows = await db(env.DB)
    .select({ taskId: taskLinks.taskId, externalId: taskLinks.externalId, base: taskLinks.base, lastSynced: taskLinks.lastSynced })
    .from(taskLinks)
    .where(and(eq(taskLinks.projectId, projectId), eq(taskLinks.provider, provider)))
    .all();
  // A base that does not fit (logged) is read as none: the next pull takes the provider's side, as
  // on a first pull (decision 134).
  return rows.map((r) => ({
    ...r,
    base: r.base == null ? null : readColumnOrSkip(storedSyncBase, r.base, { column: "task_links.base", key: `${projectId}:${r.taskId}` }),
  }));
}

/** The fields as compared and stored: descriptions in the form providers keep. */
export function syncFieldsOf(t: SyncFields): SyncFields {
  return { name: t.name.trim(), description: normalText(t.description), status: t.status, dueDate: t.dueDate ?? null };
}

export function sameFields(a: SyncFields, b: SyncFields): boolean {
  return SYNC_FIELDS.every((f) => a[f] === b[f]);
}

/** Records (or moves) the link of a task to its item and what both sides hold now. */
export async function saveTaskLink(
  env: Env,
  projectId: number,
  provider: ProviderId,
  taskId: string,
  externalId: string,
  base: SyncBase,
  at: string,
): Promise<void> {
  const d = db(env.DB);
  // A task linked to another item before (or an item to another task) loses that link first.
  await d.batch([
    d
      .delete(taskLinks)
      .where(
        and(
          eq(taskLinks.projectId, projectId),
          eq(taskLinks.provider, provider),
          sql`(${taskLinks.taskId} = ${taskId}) <> (${taskLinks.externalId} = ${externalId})`,
        ),
      ),
    d
      .insert(taskLinks)
      .values({ projectId, provider, taskId, externalId, base, lastSynced: at })
      .onConflictDoUpdate({
        target: [taskLinks.projectId, taskLinks.provider, taskLinks.externalId],
        set: { taskId, base, lastSynced: at },
      }),
  ]);
}

/** How long a crashed job may hold a container before another job takes it over. */
const LOCK_MS = 10 * 60_000;
/** A job that finds its container busy comes back after this many seconds. */
export const BUSY_RETRY_SECONDS = 5;

/**
 * Runs `work` holding the container's lock: one sync job per external container at a time. A job
 * that finds it held by another goes back to the queue; a redelivery of the holder takes it again.
 */
export async function withContainerLock<T>(env: Env, key: string, jobId: string, work: () => Promise<T>): Promise<T> {
  const d = db(env.DB);
  const now = Date.now();
  const got = await d
    .insert(syncLocks)
    .values({ key, jobId, until: now + LOCK_MS })
    .onConflictDoUpdate({
      target: syncLocks.key,
      set: { jobId, until: now + LOCK_MS },
      setWhere: sql`${syncLocks.until} < ${now} OR ${syncLocks.jobId} = ${jobId}`,
    })
    .returning({ key: syncLocks.key })
    .get();
  if (!got) throw new RetryLaterError("Another sync with this container is running; trying again shortly.", BUSY_RETRY_SECONDS);
  try {
    return await work();
  } finally {
    await d
      .delete(syncLocks)
      .where(and(eq(syncLocks.key, key), eq(syncLocks.jobId, jobId)))
      .run();
  }
}
