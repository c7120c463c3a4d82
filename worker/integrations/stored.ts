import { z } from "zod";
import type { NotCarried } from "./carry";
import type { SyncBase } from "./sync-types";
import type { ConnectionMeta, ExportCheckpoint } from "./types";

// What the integrations keep as JSON in D1, read back through these schemas, not cast (issue 23,
// decision 134). Each reader treats a value that does not fit (logged) as it treats a missing one.

/** integration_connections.additional_data: the non-secret facts a provider's calls need. */
export const storedConnectionMeta: z.ZodType<ConnectionMeta> = z.object({
  site: z.string().optional(),
  cloudId: z.string().optional(),
  siteName: z.string().optional(),
  email: z.string().optional(),
  gateway: z.boolean().optional(),
});

const fieldValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

/** task_links.base: what both sides agreed at the last sync. */
export const storedSyncBase: z.ZodType<SyncBase> = z.object({
  name: z.string(),
  description: z.string(),
  status: z.enum(["todo", "in-progress", "done"]),
  dueDate: z.string().nullable(),
  labels: z.array(z.string()).optional(),
  fields: z.record(z.string(), fieldValue.nullable()).optional(),
  statusName: z.string().nullable().optional(),
  statusId: z.string().optional(),
});

const ids = z.record(z.string(), z.string());
const marks = z.record(z.string(), z.literal(true));

/** jobs.checkpoint of an export: as much of the run as was saved (merged over an empty one). */
export const storedExportCheckpoint: z.ZodType<Partial<ExportCheckpoint>> = z
  .object({
    container: z.object({ id: z.string(), url: z.string() }),
    setup: ids,
    groups: ids,
    items: ids,
    failed: ids,
    placed: marks,
    links: marks,
    linkFailures: ids,
    projectId: z.number(),
    taskIds: ids,
  })
  .partial();

/** jobs.checkpoint of a task sync (worker/services/task-sync.ts). */
export interface SyncCheckpoint {
  /** Task id → the provider's id, saved the moment the provider answers a create. */
  created: Record<string, string>;
  done: Record<string, true>;
  failed: Record<string, string>;
  /** Issue 25: labels and fields the provider could not hold, listed in the result. */
  notCarried?: NotCarried[];
}

export const storedSyncCheckpoint: z.ZodType<Partial<SyncCheckpoint>> = z
  .object({
    created: ids,
    done: marks,
    failed: ids,
    notCarried: z.array(z.object({ kind: z.enum(["label", "field", "status"]), name: z.string(), reason: z.string() })),
  })
  .partial();
