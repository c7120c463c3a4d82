import { eq } from "drizzle-orm";
import { z } from "zod";
import { breakLoops, treeOrder } from "../../core/import-files/parents";
import { exportTargetSchema, PROVIDER_NAMES, type ProviderId, providerId } from "../../core/schemas/integrations";
import { defaultStatusId } from "../../core/schemas/statuses";
import type { SyncConflict, SyncItemFailure, SyncRequest } from "../../core/schemas/sync";
import type { Task, UpdateTaskInput } from "../../core/schemas/task";
import type { BoardItemInput } from "../board/types";
import { db } from "../db/client";
import { projectMembers, users } from "../db/schema";
import { labelKey, labelNames, mergeLabelKeys } from "../integrations/carry";
import { type BaseValues, mergeFieldValues, pulledFieldValues } from "../integrations/pull-fields";
import { baseAfterPull, mergePulled, pulledFields } from "../integrations/pull-merge";
import { providerModule } from "../integrations/registry";
import { mergeStatusName, pulledStatus } from "../integrations/status-names";
import type { PulledItem, SyncBase, SyncFields } from "../integrations/sync-types";
import type { JobRow } from "../queue/job-handlers";
import { PermanentJobError } from "../queue/job-handlers";
import { TASK_PULL } from "../queue/job-kinds";
import { requireProjectRole } from "./access";
import { board as boardStub, createBoardItems, listBoard, updateTask } from "./board";
import { addLabel, readDefinitions } from "./definitions";
import { markSynced } from "./integrations";
import { enqueueJob } from "./jobs";
import { connectionForProject } from "./linked-connection";
import { forQueue, itemError, syncOf } from "./sync-jobs";
import { markProjectSynced, saveTaskLink, syncFieldsOf, taskLinksOf, withContainerLock } from "./sync-links";
import { containerFor, requireLinkOrTarget } from "./task-sync";

// Pull (spec §2.9): the linked container's items read into the board. New items become tasks, known
// ones (by externalId) are updated, and a field changed on both sides since the last sync keeps
// Kickoff's value and is reported as a conflict. Every change is a board op, so teammates see it live.
// A provider's subtask (Jira sub-task, Asana subtask, monday subitem, indented Smartsheet row) becomes
// a subtask of its parent's task when that parent is on the board or comes in with the same pull.

const pullInput = z.object({ provider: providerId, projectId: z.number().int().positive(), target: exportTargetSchema.optional() });

export async function startPull(env: Env, userId: number, projectId: number, provider: ProviderId, req: SyncRequest): Promise<string> {
  await requireProjectRole(env, projectId, userId, "task.edit");
  syncOf(provider);
  await connectionForProject(env, userId, provider, projectId);
  await requireLinkOrTarget(env, projectId, provider, req);
  return enqueueJob(env, { userId, projectId, kind: TASK_PULL, input: { provider, projectId, target: req.target } });
}

async function memberIdsByEmail(env: Env, projectId: number): Promise<Map<string, number>> {
  const rows = await db(env.DB)
    .select({ userId: users.id, email: users.email })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .all();
  return new Map(rows.flatMap((r) => (r.email ? [[r.email.toLowerCase(), r.userId] as const] : [])));
}

export interface PullOutcome {
  tasks: Task[];
  created: number;
  updated: number;
  unchanged: number;
  conflicts: SyncConflict[];
  failed: SyncItemFailure[];
  /** Issue 25: provider field values a project field could not take (the task kept its own), once per field. */
  notTaken: Array<{ kind: "field"; name: string; reason: string }>;
}

const show = (v: string | null) => (v === null || v === "" ? null : v);
const showValue = (v: unknown) => (v === null || v === undefined || v === "" ? null : Array.isArray(v) ? v.join(", ") : String(v));
/** A new task's field values: the ones the provider has. */
const setValues = (values: BaseValues | null) => {
  const set = Object.entries(values ?? {}).filter(([, v]) => v !== null);
  return set.length ? { fields: Object.fromEntries(set) } : {};
};

/** Reads the container into the project's board. Safe to run again: known items are matched by externalId. */
export async function pullInto(
  env: Env,
  actorId: number,
  projectId: number,
  provider: ProviderId,
  containerId: string,
): Promise<PullOutcome> {
  const sync = syncOf(provider);
  const module = providerModule(provider);
  // A linked Jira project is read on the site it was linked on (decision 080).
  const client = module.client(env, await connectionForProject(env, actorId, provider, projectId));
  // The project's own fields come back by name (decision 124); a person field is never read.
  const fieldDefs = await boardStub(env, projectId).listFields(projectId);
  const items = await sync.pull(client, containerId, { fields: fieldDefs.filter((f) => f.type !== "person").map((f) => f.name) });
  const fieldName = new Map(fieldDefs.map((f) => [f.id, f.name]));
  const board = await listBoard(env, projectId);
  const links = await taskLinksOf(env, projectId, provider);
  const byId = new Map(board.tasks.map((t) => [t.id, t]));
  const known = new Map<string, { task: Task; base: SyncBase | null }>();
  // Board items carry their externalId (an export, an earlier pull, even one whose link row was lost).
  for (const t of board.tasks) if (t.externalId && t.source === provider) known.set(t.externalId, { task: t, base: null });
  for (const l of links) {
    const task = byId.get(l.taskId);
    if (task) known.set(l.externalId, { task, base: l.base });
  }
  const emails = await memberIdsByEmail(env, projectId);
  const labelIdsFor = await projectLabelFinder(env, actorId, projectId);
  const { labels: projectLabels, statuses } = await readDefinitions(env, projectId);
  const statusName = new Map(statuses.map((s) => [s.id, s.name]));
  const out: PullOutcome = { tasks: [], created: 0, updated: 0, unchanged: 0, conflicts: [], failed: [], notTaken: [] };
  const valuesOf = (item: PulledItem): BaseValues | null => {
    if (!item.fields) return null;
    const { values, refused } = pulledFieldValues(fieldDefs, item.fields);
    for (const r of refused) if (!out.notTaken.some((n) => n.name === r.name)) out.notTaken.push({ kind: "field", ...r });
    return values;
  };
  const fresh: Array<{ item: PulledItem; fields: SyncFields; statusId?: string }> = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.externalId)) continue;
    seen.add(item.externalId);
    const fields = pulledFields(item);
    // A provider state named like one of the project's statuses is that status (decision 132).
    const named = pulledStatus(statuses, item, sync.twoStates);
    if (named) fields.status = named.category;
    const match = known.get(item.externalId);
    if (!match) {
      fresh.push({ item, fields, statusId: named?.id });
      continue;
    }
    const mine = syncFieldsOf(match.task);
    // The three-way rule (worker/integrations/pull-merge.ts): taken, kept, or a conflict.
    const { patch, conflicts } = mergePulled(sync, mine, fields, match.base);
    const mineStatusId = match.task.statusId ?? defaultStatusId(projectId, match.task.status);
    const statusMove = mergeStatusName({
      mine: { statusId: mineStatusId },
      named,
      theirName: item.statusName,
      base: match.base,
      categoryTaken: patch.status !== undefined,
      categoryConflict: conflicts.includes("status"),
    });
    if (statusMove.statusId) Object.assign(patch, { statusId: statusMove.statusId });
    if (statusMove.conflict) {
      out.conflicts.push({
        taskId: match.task.id,
        externalId: item.externalId,
        name: match.task.name,
        field: "status",
        kickoff: statusName.get(mineStatusId) ?? match.task.status,
        external: item.statusName ?? null,
      });
    }
    // Labels (issue 25) merge label by label: what only the provider added or removed is taken.
    let labelIds: string[] | undefined;
    if (item.labels) {
      const mineKeys = labelNames(projectLabels, match.task.labelIds).map(labelKey);
      const merged = mergeLabelKeys(mineKeys, item.labels.map(labelKey), match.base?.labels ?? null);
      const changed = merged.length !== mineKeys.length || merged.some((k) => !mineKeys.includes(k));
      if (changed) labelIds = await labelIdsFor(merged, item.labels);
    }
    // Field values (issue 25) merge value by value, the same rule.
    const theirValues = valuesOf(item);
    const fieldMerge = theirValues ? mergeFieldValues(match.task.fields, theirValues, match.base?.fields) : null;
    const fieldPatch = fieldMerge && Object.keys(fieldMerge.patch).length > 0 ? fieldMerge.patch : undefined;
    for (const id of fieldMerge?.conflicts ?? []) {
      out.conflicts.push({
        taskId: match.task.id,
        externalId: item.externalId,
        name: match.task.name,
        field: `fields.${id}`,
        fieldName: fieldName.get(id),
        kickoff: showValue(match.task.fields?.[id]),
        external: showValue(theirValues?.[id]),
      });
    }
    for (const f of conflicts) {
      out.conflicts.push({
        taskId: match.task.id,
        externalId: item.externalId,
        name: match.task.name,
        field: f,
        kickoff: show(mine[f]),
        external: show(fields[f]),
      });
    }
    try {
      let task = match.task;
      if (Object.keys(patch).length > 0 || labelIds || fieldPatch) {
        task = await updateTask(env, { id: actorId }, match.task.id, {
          ...patch,
          ...(labelIds ? { labelIds } : {}),
          ...(fieldPatch ? { fields: fieldPatch } : {}),
        } as UpdateTaskInput);
        out.updated++;
        out.tasks.push(task);
      } else out.unchanged++;
      // Fields the provider does not keep stay as Kickoff has them in the base.
      const base = {
        ...baseAfterPull(sync, syncFieldsOf(task), fields),
        statusName: item.statusName ?? null,
        ...(task.statusId ? { statusId: task.statusId } : {}),
      };
      const labels = item.labels ? item.labels.map(labelKey) : match.base?.labels;
      // The provider's values are the base of the fields it has, as for the fixed fields.
      const fieldBase = theirValues ? { ...match.base?.fields, ...theirValues } : match.base?.fields;
      await saveTaskLink(
        env,
        projectId,
        provider,
        task.id,
        item.externalId,
        { ...base, ...(labels ? { labels } : {}), ...(fieldBase ? { fields: fieldBase } : {}) },
        new Date().toISOString(),
      );
    } catch (err) {
      out.failed.push({ taskId: match.task.id, externalId: item.externalId, name: match.task.name, error: itemError(err) });
    }
  }
  // New items in one board write per 500: one transaction, one broadcast frame, and the externalId
  // goes in with the task, so a redelivered job finds it and never creates it twice. Parents go in
  // before their subtasks, which point at them by ref (same write) or id (earlier write or pull).
  const ordered = parentsFirst(fresh);
  const taskIdOf = new Map([...known].map(([externalId, { task }]) => [externalId, task.id]));
  for (let start = 0; start < ordered.length; start += 500) {
    const chunk = ordered.slice(start, start + 500);
    const refs = new Map<string, string>();
    const chunkLabels: string[][] = [];
    const chunkValues = chunk.map(({ item }) => valuesOf(item));
    for (const { item } of chunk) chunkLabels.push(item.labels?.length ? await labelIdsFor(item.labels.map(labelKey), item.labels) : []);
    const inputs: BoardItemInput[] = chunk.map(({ item, fields, statusId }, i) => {
      const parent = item.parentExternalId && item.parentExternalId !== item.externalId ? item.parentExternalId : null;
      const parentTaskId = parent ? taskIdOf.get(parent) : undefined;
      const parentRef = parent && !parentTaskId ? refs.get(parent) : undefined;
      refs.set(item.externalId, `item-${i}`);
      return {
        ref: `item-${i}`,
        ...(parentTaskId ? { parentTaskId } : parentRef ? { parentRef } : {}),
        kind: "task",
        name: fields.name,
        description: fields.description,
        status: fields.status,
        ...(statusId ? { statusId } : {}),
        isCompleted: fields.status === "done",
        dueDate: fields.dueDate,
        priority: "medium",
        assigneeId: (item.assigneeEmail && emails.get(item.assigneeEmail.toLowerCase())) || null,
        source: provider,
        externalId: item.externalId,
        ...(chunkLabels[i].length ? { labelIds: chunkLabels[i] } : {}),
        ...setValues(chunkValues[i]),
      };
    });
    const created = await createBoardItems(env, projectId, { id: actorId }, inputs);
    const at = new Date().toISOString();
    for (const [i, task] of created.entries()) {
      taskIdOf.set(chunk[i].item.externalId, task.id);
      const labels = chunk[i].item.labels?.map(labelKey);
      const values = chunkValues[i];
      await saveTaskLink(
        env,
        projectId,
        provider,
        task.id,
        chunk[i].item.externalId,
        {
          ...chunk[i].fields,
          ...(labels ? { labels } : {}),
          ...(values ? { fields: values } : {}),
          statusName: chunk[i].item.statusName ?? null,
          ...(task.statusId ? { statusId: task.statusId } : {}),
        },
        at,
      );
    }
    out.created += created.length;
    out.tasks.push(...created);
  }
  const at = new Date().toISOString();
  await markProjectSynced(env, projectId, provider, at);
  await markSynced(env, actorId, provider);
  return out;
}

/**
 * Label ids for label keys, a provider's labels matched to the project's by name (carry.ts labelKey)
 * and the missing ones created under the provider's name. A label the project cannot take (its limit
 * reached) is left off rather than failing the pull.
 */
async function projectLabelFinder(env: Env, actorId: number, projectId: number) {
  const { labels } = await readDefinitions(env, projectId);
  const byKey = new Map(labels.map((l) => [labelKey(l.name), l.id]));
  return async (keys: string[], providerNames: string[]): Promise<string[]> => {
    const ids: string[] = [];
    for (const key of keys) {
      let id = byKey.get(key);
      if (!id) {
        const name = providerNames
          .find((n) => labelKey(n) === key)
          ?.replace(/\s+/g, " ")
          .trim()
          .slice(0, 40);
        if (!name) continue;
        try {
          id = (await addLabel(env, projectId, { id: actorId }, { name, color: "blue" })).id;
          byKey.set(key, id);
        } catch {
          continue;
        }
      }
      ids.push(id);
    }
    return ids;
  };
}

/** New items with each parent before its subtasks (a parent pulled in the same run, that is). */
function parentsFirst<T extends { item: PulledItem }>(fresh: T[]): T[] {
  const index = new Map(fresh.map((f, i) => [f.item.externalId, i]));
  const parents = fresh.map((f, i) => {
    const p = f.item.parentExternalId ? index.get(f.item.parentExternalId) : undefined;
    return p === undefined || p === i ? null : p;
  });
  breakLoops(parents);
  return treeOrder(parents).map(({ index: i }) => fresh[i]);
}

export function pullMessage(provider: ProviderId, o: PullOutcome): string {
  const n = o.created + o.updated;
  const parts = [`Successfully pulled ${n} tasks from ${PROVIDER_NAMES[provider]}`];
  if (o.conflicts.length) parts.push(`${o.conflicts.length} conflict${o.conflicts.length === 1 ? "" : "s"} kept Kickoff's value`);
  if (o.failed.length) parts.push(`${o.failed.length} failed`);
  if (o.notTaken.length) parts.push(`values of ${o.notTaken.map((n) => n.name).join(", ")} could not be taken`);
  return `${parts.join("; ")}.`;
}

export async function runPull(env: Env, job: JobRow) {
  const parsed = pullInput.safeParse(job.input);
  if (!parsed.success) throw new PermanentJobError("Invalid job input.");
  const { provider, projectId, target } = parsed.data;
  try {
    const sync = syncOf(provider);
    const client = providerModule(provider).client(env, await connectionForProject(env, job.userId, provider, projectId));
    const containerId = await containerFor(env, projectId, provider, target, (id) => sync.containerUrl(client, id));
    return await withContainerLock(env, `${provider}:${containerId}`, job.id, async () => {
      const outcome = await pullInto(env, job.userId, projectId, provider, containerId);
      return { message: pullMessage(provider, outcome), details: outcome };
    });
  } catch (err) {
    forQueue(err);
  }
}
