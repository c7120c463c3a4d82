import { and, eq, sql } from "drizzle-orm";
import { PROVIDER_NAMES, type ProviderId, providerId } from "../../core/schemas/integrations";
import { type ImportRequest, importRequestSchema, type SyncItemFailure } from "../../core/schemas/sync";
import { db } from "../db/client";
import { projects } from "../db/schema";
import { providerModule } from "../integrations/registry";
import type { JobRow } from "../queue/job-handlers";
import { PermanentJobError } from "../queue/job-handlers";
import { IMPORT_DATA } from "../queue/job-kinds";
import { loadConnection } from "./integrations";
import { enqueueJob } from "./jobs";
import { createProject } from "./projects";
import { pullInto } from "./pull";
import { forQueue, itemError, syncOf } from "./sync-jobs";
import { saveProjectLink, withContainerLock } from "./sync-links";

// Import Data (spec §2.13): each container the user picked becomes a Kickoff project, linked to it,
// with its items pulled in (dates, status, assignees matched by e-mail among the project's members).

const importInput = importRequestSchema.extend({ provider: providerId });

export async function startImport(env: Env, userId: number, provider: ProviderId, req: ImportRequest): Promise<string> {
  syncOf(provider);
  await loadConnection(env, userId, provider);
  return enqueueJob(env, { userId, kind: IMPORT_DATA, input: { provider, ...req } });
}

/** The project this job made for the container, if an earlier delivery got that far. */
async function importedProject(env: Env, userId: number, requestId: string): Promise<number | null> {
  const row = await db(env.DB)
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.ownerId, userId), sql`json_extract(${projects.sourceData}, '$.requestId') = ${requestId}`))
    .get();
  return row?.id ?? null;
}

export async function runImport(env: Env, job: JobRow) {
  const parsed = importInput.safeParse(job.input);
  if (!parsed.success) throw new PermanentJobError("Invalid job input.");
  const { provider, containers } = parsed.data;
  const name = PROVIDER_NAMES[provider];
  const imported: Array<{ projectId: number; name: string; tasks: number }> = [];
  const failed: SyncItemFailure[] = [];
  try {
    const sync = syncOf(provider);
    const client = providerModule(provider).client(env, await loadConnection(env, job.userId, provider));
    for (const container of containers) {
      // The (owner, request id) unique index makes the project once, however often the job runs.
      const requestId = `${job.id}:${container.id}`;
      let projectId = await importedProject(env, job.userId, requestId);
      if (projectId === null) {
        try {
          const url = sync.containerUrl(client, container.id);
          const project = await createProject(
            env,
            job.userId,
            {
              name: container.name.length >= 3 ? container.name : `${container.name} (${name})`,
              description: null,
              icon: "folder-open",
              iconBg: "blue",
            },
            { source: provider, externalId: container.id, externalUrl: url, sourceData: { requestId } },
          );
          projectId = project.id;
        } catch (err) {
          projectId = err instanceof Error && err.message.includes("UNIQUE") ? await importedProject(env, job.userId, requestId) : null;
          if (projectId === null) throw err;
        }
        await saveProjectLink(env, projectId, provider, container.id, sync.containerUrl(client, container.id));
      }
      const target = projectId;
      try {
        const outcome = await withContainerLock(env, `${provider}:${container.id}`, job.id, () =>
          pullInto(env, job.userId, target, provider, container.id),
        );
        imported.push({ projectId: target, name: container.name, tasks: outcome.created + outcome.updated + outcome.unchanged });
        failed.push(...outcome.failed);
      } catch (err) {
        failed.push({ name: container.name, error: itemError(err) });
      }
    }
  } catch (err) {
    forQueue(err);
  }
  if (imported.length === 0) throw new PermanentJobError(failed[0]?.error ?? `Nothing was imported from ${name}.`);
  return { message: `Data from ${name} has been imported.`, details: { provider, projects: imported, failed } };
}
