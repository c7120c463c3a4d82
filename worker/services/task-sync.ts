import { z } from "zod";
import { must } from "../../core/must";
import { taskStatus } from "../../core/schemas/fields";
import { exportTargetSchema, PROVIDER_NAMES, type ProviderId, providerId } from "../../core/schemas/integrations";
import type { StatusSyncInput, SyncItemFailure, SyncRequest } from "../../core/schemas/sync";
import type { Task } from "../../core/schemas/task";
import { badRequest, conflict } from "../http/errors";
import { carriedFields, labelKey, labelNames, type NotCarried, type PushExtras } from "../integrations/carry";
import { fieldBase } from "../integrations/pull-fields";
import { providerModule } from "../integrations/registry";
import { isDefaultStatus, sameStatusName } from "../integrations/status-names";
import { storedSyncCheckpoint } from "../integrations/stored";
import type { JobRow } from "../queue/job-handlers";
import { PermanentJobError } from "../queue/job-handlers";
import { STATUS_SYNC, TASK_SYNC } from "../queue/job-kinds";
import { requireProjectRole } from "./access";
import { board as boardStub, getBoardTask, linkExternalIds, listBoard, requireTaskRole, updateTask } from "./board";
import { readDefinitions } from "./definitions";
import { markSynced } from "./integrations";
import { enqueueJob } from "./jobs";
import { connectionForLink, connectionForProject } from "./linked-connection";
import { forQueue, itemError, readJobCheckpoint, saveJobCheckpoint, syncOf } from "./sync-jobs";
import {
  findProjectLink,
  markProjectSynced,
  saveProjectLink,
  saveTaskLink,
  syncFieldsOf,
  taskLinksOf,
  withContainerLock,
} from "./sync-links";

// Task sync (spec §2.9): Kickoff's tasks written to the project's container in a provider, created
// the first time and updated after, and a task's status moved there. Both run on the JOBS queue.

const taskSyncInput = z.object({
  provider: providerId,
  projectId: z.number().int().positive(),
  /** null: every task and milestone of the project (the header's "Sync with …"). */
  taskIds: z.array(z.string()).nullable(),
  target: exportTargetSchema.optional(),
});

const statusSyncInput = z.object({
  provider: providerId,
  projectId: z.number().int().positive(),
  taskId: z.string(),
  externalId: z.string(),
  status: taskStatus,
});

/** Not linked and no target picked: the client asks the user where the project's tasks go. */
export async function requireLinkOrTarget(env: Env, projectId: number, provider: ProviderId, req: SyncRequest): Promise<void> {
  if (req.target) return;
  if (await findProjectLink(env, projectId, provider)) return;
  throw conflict(`This project is not linked to ${PROVIDER_NAMES[provider]} yet. Choose where its tasks go.`, { needsTarget: true });
}

export async function startTaskSync(env: Env, userId: number, taskId: string, provider: ProviderId, req: SyncRequest): Promise<string> {
  const { projectId } = await requireTaskRole(env, taskId, userId, "task.edit");
  syncOf(provider);
  await getBoardTask(env, taskId);
  await connectionForProject(env, userId, provider, projectId);
  await requireLinkOrTarget(env, projectId, provider, req);
  return enqueueJob(env, { userId, projectId, kind: TASK_SYNC, input: { provider, projectId, taskIds: [taskId], target: req.target } });
}

export async function startProjectSync(
  env: Env,
  userId: number,
  projectId: number,
  provider: ProviderId,
  req: SyncRequest,
): Promise<string> {
  await requireProjectRole(env, projectId, userId, "task.edit");
  syncOf(provider);
  await connectionForProject(env, userId, provider, projectId);
  await requireLinkOrTarget(env, projectId, provider, req);
  return enqueueJob(env, { userId, projectId, kind: TASK_SYNC, input: { provider, projectId, taskIds: null, target: req.target } });
}

/** Moves the task on the board now (a board op, live for teammates), and the provider's item on the queue. */
export async function startStatusSync(
  env: Env,
  userId: number,
  taskId: string,
  provider: ProviderId,
  input: StatusSyncInput,
): Promise<{ jobId: string; task: Task }> {
  const { projectId } = await requireTaskRole(env, taskId, userId, "task.edit");
  syncOf(provider);
  const current = await getBoardTask(env, taskId);
  if (current.externalId !== input.externalId) {
    throw badRequest(`This task is linked to ${current.externalId ?? "nothing"} in ${PROVIDER_NAMES[provider]}, not ${input.externalId}.`);
  }
  const link = await findProjectLink(env, projectId, provider);
  await connectionForLink(env, userId, provider, link);
  if (!link) throw conflict(`This project is not linked to ${PROVIDER_NAMES[provider]}. Sync the task first.`);
  const task = await updateTask(env, { id: userId }, taskId, { status: input.status, isCompleted: input.status === "done" });
  const jobId = await enqueueJob(env, {
    userId,
    projectId,
    kind: STATUS_SYNC,
    input: { provider, projectId, taskId, externalId: input.externalId, status: input.status },
  });
  return { jobId, task };
}

/** Resolves the container: the project's link, or the target picked now (then linked). */
export async function containerFor(
  env: Env,
  projectId: number,
  provider: ProviderId,
  target: { id: string } | undefined,
  url: (id: string) => string,
) {
  const link = await findProjectLink(env, projectId, provider);
  if (link) return link.containerId;
  if (!target) throw new PermanentJobError(`This project is not linked to ${PROVIDER_NAMES[provider]} yet.`);
  await saveProjectLink(env, projectId, provider, target.id, url(target.id));
  return must(await findProjectLink(env, projectId, provider), "the project link was just saved").containerId;
}

export async function runTaskSync(env: Env, job: JobRow) {
  const parsed = taskSyncInput.safeParse(job.input);
  if (!parsed.success) throw new PermanentJobError("Invalid job input.");
  const { provider, projectId, taskIds, target } = parsed.data;
  const name = PROVIDER_NAMES[provider];
  const sync = syncOf(provider);
  const module = providerModule(provider);
  const cp = await readJobCheckpoint(env, job.id, storedSyncCheckpoint, { created: {}, done: {}, failed: {} });
  try {
    // A linked Jira project is reached on the site it was linked on (decision 080).
    const client = module.client(env, await connectionForProject(env, job.userId, provider, projectId));
    const containerId = await containerFor(env, projectId, provider, target, (id) => sync.containerUrl(client, id));
    return await withContainerLock(env, `${provider}:${containerId}`, job.id, async () => {
      const board = await listBoard(env, projectId);
      const tasks = taskIds ? board.tasks.filter((t) => taskIds.includes(t.id)) : board.tasks;
      if (taskIds && tasks.length === 0) throw new PermanentJobError("This task no longer exists.");
      const taskLinks = await taskLinksOf(env, projectId, provider);
      const links = new Map(taskLinks.map((l) => [l.taskId, l.externalId]));
      const hadLabels = new Set(taskLinks.filter((l) => (l.base?.labels?.length ?? 0) > 0).map((l) => l.taskId));
      const exported = (t: Task) => (t.source === provider ? t.externalId : null);
      // Issue 25: labels and the project's own fields go along; what the provider cannot hold is listed.
      const { labels, statuses } = await readDefinitions(env, projectId);
      const fieldDefs = await boardStub(env, projectId).listFields(projectId);
      const notCarried = new Map<string, NotCarried>((cp.notCarried ?? []).map((n) => [`${n.kind}:${n.name}`, n]));
      const memo = new Map<string, unknown>();
      for (const task of tasks) {
        if (cp.done[task.id]) continue;
        const fields = syncFieldsOf(task);
        const taskLabels = labelNames(labels, task.labelIds);
        // Decision 132: the status's own name goes where the provider has a state of that name.
        const ownStatus = statuses.find((s) => s.id === task.statusId);
        let held: string | null = null;
        const extras: PushExtras = {
          statusName: ownStatus?.name,
          statusHeld: (name) => {
            held = name;
          },
          labels: taskLabels,
          hadLabels: hadLabels.has(task.id),
          fields: carriedFields(fieldDefs, task.fields),
          memo,
          notCarried: (n) => {
            if (!notCarried.has(`${n.kind}:${n.name}`)) notCarried.set(`${n.kind}:${n.name}`, n);
          },
        };
        try {
          const known = cp.created[task.id] ?? links.get(task.id) ?? exported(task);
          const externalId = await sync.pushTask(client, containerId, fields, known ?? null, extras);
          if (ownStatus && !isDefaultStatus(ownStatus) && !sameStatusName(held, ownStatus.name)) {
            extras.notCarried({ kind: "status", name: ownStatus.name, reason: statusNotHeld(name, ownStatus.category, held) });
          }
          if (!known) {
            cp.created[task.id] = externalId;
            await saveJobCheckpoint(env, job.id, cp);
          }
          // The task now lives in the provider: its source names it (spec §2.9), its origin is kept.
          if (task.externalId !== externalId || task.source !== provider) {
            await linkExternalIds(env, projectId, { id: job.userId }, { [task.id]: externalId }, provider);
          }
          await saveTaskLink(
            env,
            projectId,
            provider,
            task.id,
            externalId,
            // The pull's base for field values (decision 124): what the task held when it was sent.
            {
              ...fields,
              labels: taskLabels.map(labelKey),
              fields: fieldBase(
                task.fields,
                fieldDefs.map((f) => f.id),
              ),
              statusName: held,
              ...(task.statusId ? { statusId: task.statusId } : {}),
            },
            new Date().toISOString(),
          );
          cp.done[task.id] = true;
          delete cp.failed[task.id];
        } catch (err) {
          cp.failed[task.id] = itemError(err);
        }
        cp.notCarried = [...notCarried.values()];
        await saveJobCheckpoint(env, job.id, cp);
      }
      const at = new Date().toISOString();
      await markProjectSynced(env, projectId, provider, at);
      await markSynced(env, job.userId, provider);
      const failed: SyncItemFailure[] = tasks
        .filter((t) => cp.failed[t.id] !== undefined)
        .map((t) => ({ taskId: t.id, name: t.name, error: cp.failed[t.id] }));
      const synced = tasks.filter((t) => cp.done[t.id]).length;
      const message =
        taskIds && failed.length === 0
          ? `Task synchronized with ${name}.`
          : `Synchronized ${synced} of ${tasks.length} tasks with ${name}${failed.length ? `; ${failed.length} failed` : ""}.`;
      return { message, details: { provider, synced, failed, notCarried: cp.notCarried ?? [], lastSynced: at } };
    });
  } catch (err) {
    forQueue(err);
  }
}

export async function runStatusSync(env: Env, job: JobRow) {
  const parsed = statusSyncInput.safeParse(job.input);
  if (!parsed.success) throw new PermanentJobError("Invalid job input.");
  const { provider, projectId, taskId, externalId, status } = parsed.data;
  const sync = syncOf(provider);
  const module = providerModule(provider);
  try {
    const link = await findProjectLink(env, projectId, provider);
    if (!link) throw new PermanentJobError(`This project is not linked to ${PROVIDER_NAMES[provider]}.`);
    const client = module.client(env, await connectionForLink(env, job.userId, provider, link));
    return await withContainerLock(env, `${provider}:${link.containerId}`, job.id, async () => {
      // The task's own status when it is still of the category this job moves to (decision 132).
      const task = await getBoardTask(env, taskId).catch(() => null);
      const { statuses } = await readDefinitions(env, projectId);
      const own = statuses.find((s) => s.id === task?.statusId && s.category === status);
      const held = await sync.setStatus(client, link.containerId, externalId, status, own?.name);
      const notCarried: NotCarried[] =
        own && !isDefaultStatus(own) && !sameStatusName(held, own.name)
          ? [{ kind: "status", name: own.name, reason: statusNotHeld(PROVIDER_NAMES[provider], own.category, held) }]
          : [];
      const at = new Date().toISOString();
      const known = (await taskLinksOf(env, projectId, provider)).find((l) => l.externalId === externalId);
      if (known?.base) {
        const statusId = own?.id ?? known.base.statusId;
        await saveTaskLink(env, projectId, provider, taskId, externalId, { ...known.base, status, statusName: held, statusId }, at);
      }
      await markSynced(env, job.userId, provider);
      return {
        message: `Status synchronized with ${PROVIDER_NAMES[provider]}.`,
        details: { provider, externalId, status, ...(held ? { statusName: held } : {}), notCarried, lastSynced: at },
      };
    });
  } catch (err) {
    forQueue(err);
  }
}

/** Why a status's name did not reach the provider (decision 132): the item went by its category. */
function statusNotHeld(provider: string, category: string, held: string | null): string {
  const went = held ? `“${held}”` : `its category (${category.replace("-", " ")})`;
  return `${provider} has no status of this name here: the task went as ${went}.`;
}
