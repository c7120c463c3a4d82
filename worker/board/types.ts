import { z } from "zod";
import { createTaskSchema, type Task, type UpdateTaskInput } from "../../core/schemas/task";
import type { TaskBatchError } from "../../core/schemas/task-batch";

// Shapes that cross the Worker ↔ BoardRoom RPC boundary. Errors thrown across RPC lose their class,
// so expected failures come back as values and the service turns them into ApiErrors.

export type BoardFailure = {
  ok: false;
  status: 400 | 403 | 404 | 409 | 422;
  message: string;
  task?: Task;
  details?: string[] | { errors: TaskBatchError[] };
};
export type BoardResult<T> = { ok: true; value: T } | BoardFailure;

/**
 * One item of a batch create (the AI plan's milestones and tasks). `ref` names an item inside the
 * batch so a later item can point at it with `parentRef` before either has an id.
 */
export const boardItemSchema = createTaskSchema.omit({ projectId: true }).extend({
  /** Server-side callers say where the items came from (a saved AI plan is "ai"). */
  source: z.enum(["manual", "ai", "jira", "asana", "monday", "smartsheet"]).default("manual"),
  /** An exported plan's item: its id in the provider (Jira issue key, Asana gid, …). */
  externalId: z.string().min(1).max(200).nullable().optional(),
  /** The idea's words a generated item came from (plans only). */
  sourceText: z.string().trim().max(1000).nullable().default(null),
  ref: z.string().min(1).max(64).optional(),
  parentRef: z.string().min(1).max(64).optional(),
});
export type BoardItemInput = z.input<typeof boardItemSchema>;
export type BoardItem = z.output<typeof boardItemSchema>;

export const MAX_BATCH_ITEMS = 500;

/** Who is on the other end of a socket; kept in the socket's attachment so it survives hibernation. */
export interface SocketUser {
  userId: number;
  name: string;
  profileImageUrl: string | null;
}

export interface SocketAttachment extends SocketUser {
  /** Set by the client's hello: ops are only pushed once the client has said which version it holds. */
  synced: boolean;
  /** Catch-up budget: hellos this socket sent in the current window (each may cost a full snapshot). */
  helloWindowStart?: number;
  helloCount?: number;
}

/**
 * One board write, the same whether it came over the live socket or over HTTP. `ids` (creates from
 * the app) are ids the client chose so it can queue edits to a task it created offline.
 */
export type BoardWrite =
  | { kind: "create"; items: BoardItem[]; ids?: string[] }
  | { kind: "update"; id: string; patch: UpdateTaskInput }
  | { kind: "delete"; id: string }
  /** Many changes, all or none (POST /api/projects/:id/tasks/batch): one transaction, one broadcast, one undo step. */
  | { kind: "batch"; operations: BatchOperation[] };

export type BatchOperation =
  | { op: "create"; item: BoardItem }
  | { op: "update"; id: string; patch: UpdateTaskInput }
  | { op: "delete"; id: string };

/** A batch's results (TaskBatchResult[]) as the JSON text of its answer (decision 153). */
export interface BatchAnswer {
  resultsJson: string;
}

/** What a write returns: the created tasks, the updated task, null after a delete, or a batch's answer. */
export type WriteValue = Task[] | Task | null | BatchAnswer;
