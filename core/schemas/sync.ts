import { z } from "zod";
import { taskStatus } from "./fields";
import { exportTargetSchema } from "./integrations";

// Task sync, status sync, pull and Import Data (issue 11). Shared by the routes' validators, the queue
// handlers that re-read a job's input, and the app's menus.

/**
 * POST /api/tasks/{id}/sync/{integration}, POST /api/projects/{id}/sync/{integration} and
 * POST /api/projects/{id}/pull-tasks/{integration}. `target` links a project that has no container in
 * that provider yet (a Jira project or epic key, an Asana project, a monday board, a Smartsheet sheet).
 */
export const syncRequestSchema = z.strictObject({ target: exportTargetSchema.optional() }).default({});
export type SyncRequest = z.infer<typeof syncRequestSchema>;

/** POST /api/tasks/{id}/sync-status/{integration}. */
export const statusSyncSchema = z.strictObject({
  externalId: z.string().trim().min(1, "This task is not linked to an item in the provider.").max(200),
  status: taskStatus,
});
export type StatusSyncInput = z.infer<typeof statusSyncSchema>;

/** POST /api/import/{provider}: containers picked from GET /api/integrations/{provider}/targets. */
export const importRequestSchema = z.strictObject({
  containers: z
    .array(z.strictObject({ id: z.string().trim().min(1).max(200), name: z.string().trim().min(1).max(200) }))
    .min(1, "Please choose at least one project to import.")
    .max(20, "Import at most 20 projects at once."),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export interface SyncConflict {
  taskId: string;
  externalId: string;
  name: string;
  /** A fixed field, or `fields.<id>` for one of the project's own fields (issue 25). */
  field: "name" | "description" | "status" | "dueDate" | `fields.${string}`;
  /** The project field's name, for `fields.<id>`. */
  fieldName?: string;
  kickoff: string | null;
  external: string | null;
}

export interface SyncItemFailure {
  taskId?: string;
  externalId?: string;
  name: string;
  error: string;
}
