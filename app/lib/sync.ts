import { z } from "zod";
import type { ExportTargetInput, ProviderId } from "../../core/schemas/integrations";
import type { SyncConflict, SyncItemFailure } from "../../core/schemas/sync";
import type { Task } from "../../core/schemas/task";
import { waitForJob } from "../components/ai/wait-for-job";
import { ApiError, api, errorDetails, readJson } from "./api";

// Task sync, status sync, pull and Import Data from the app (issue 11). Each call starts a job on the
// server and follows it to its end; the result carries the message the toast shows.

export interface SyncResult {
  message: string;
  details?: {
    tasks?: Task[];
    created?: number;
    updated?: number;
    conflicts?: SyncConflict[];
    failed?: SyncItemFailure[];
    projects?: Array<{ projectId: number; name: string; tasks: number }>;
    /** What the provider had no place for (worker/integrations/carry.ts): kept in Kickoff only. */
    notCarried?: NotCarried[];
  };
}

export interface NotCarried {
  kind: "label" | "field" | "status";
  name: string;
  reason: string;
}

const NOT_CARRIED_KIND: Record<NotCarried["kind"], string> = { status: "Status", field: "Field", label: "Labels" };

/** One line per thing the provider could not carry, with the provider's reason. */
function notCarriedLine(n: NotCarried): string {
  // "Labels" is already the name when a provider has nowhere to put any label.
  const what = n.kind === "label" && n.name === "Labels" ? "Labels" : `${NOT_CARRIED_KIND[n.kind]} “${n.name}”`;
  return `${what} not carried: ${n.reason}`;
}

/**
 * A sync job's result (worker/queue/jobs.ts): the message is checked; the details are the job's own
 * record, written by our consumer, so only their being an object is.
 */
const syncResultSchema = z.object({
  message: z.string(),
  details: z.custom<SyncResult["details"]>((v) => v === undefined || (typeof v === "object" && v !== null)).optional(),
});

/** The project has no container in that provider yet: the user picks one, then the call is made again. */
export const needsTarget = (err: unknown) =>
  err instanceof ApiError && err.status === 409 && errorDetails(err, z.object({ needsTarget: z.literal(true) })) !== undefined;

async function follow(start: Promise<{ jobId: string }>, signal?: AbortSignal): Promise<SyncResult> {
  const { jobId } = await start;
  return syncResultSchema.parse(await waitForJob(jobId, signal ?? new AbortController().signal));
}

const body = (target?: ExportTargetInput) => (target ? { target } : {});

export function syncTask(taskId: string, provider: ProviderId, target?: ExportTargetInput) {
  return follow(
    readJson(api.tasks[":id"].sync[":integration"].$post({ param: { id: taskId, integration: provider }, json: body(target) })),
  );
}

export function syncProject(projectId: number, provider: ProviderId, target?: ExportTargetInput) {
  return follow(
    readJson(
      api.projects[":id"].sync[":integration"].$post({ param: { id: String(projectId), integration: provider }, json: body(target) }),
    ),
  );
}

export function pullTasks(projectId: number, provider: ProviderId, target?: ExportTargetInput) {
  return follow(
    readJson(
      api.projects[":id"]["pull-tasks"][":integration"].$post({
        param: { id: String(projectId), integration: provider },
        json: body(target),
      }),
    ),
  );
}

export function syncStatus(taskId: string, provider: ProviderId, externalId: string, status: Task["status"]) {
  return follow(
    readJson(
      api.tasks[":id"]["sync-status"][":integration"].$post({ param: { id: taskId, integration: provider }, json: { externalId, status } }),
    ),
  );
}

export function importFromProvider(provider: ProviderId, containers: Array<{ id: string; name: string }>) {
  return follow(readJson(api.import[":provider"].$post({ param: { provider }, json: { containers } })));
}

export interface SyncState {
  links: Array<{ provider: string; containerId: string; containerUrl: string | null; lastSynced: string | null }>;
  tasks: Array<{ taskId: string; provider: string; externalId: string; lastSynced: string }>;
}

export function loadSyncState(projectId: number): Promise<SyncState> {
  return readJson(api.projects[":id"]["sync-state"].$get({ param: { id: String(projectId) } }));
}

/** The toast's description: what happened, any conflicts or failures by name, and what the provider could not carry. */
export function describeResult(result: SyncResult): string {
  const lines = [result.message];
  for (const c of result.details?.conflicts ?? []) lines.push(`Conflict on "${c.name}" (${c.field}): kept Kickoff's value.`);
  for (const f of result.details?.failed ?? []) lines.push(`"${f.name}": ${f.error}`);
  for (const n of result.details?.notCarried ?? []) lines.push(notCarriedLine(n));
  return lines.join("\n");
}
