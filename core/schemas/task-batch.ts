import { z } from "zod";
import { createTaskSchema, type Task, updateTaskSchema } from "./task";

// POST /api/projects/:id/tasks/batch (issue 24): up to 500 creates, updates and deletes applied in one
// board transaction, all or nothing, with one broadcast and one undo step.

export const MAX_BATCH_OPERATIONS = 500;

const taskId = z.string({ error: "id must be a task id" }).min(1, "id must be a task id").max(64, "id must be a task id");

export const taskBatchOperation = z.discriminatedUnion(
  "op",
  [
    z.strictObject({ op: z.literal("create"), task: createTaskSchema.omit({ projectId: true }) }),
    z.strictObject({ op: z.literal("update"), id: taskId, patch: updateTaskSchema }),
    z.strictObject({ op: z.literal("delete"), id: taskId }),
  ],
  { error: 'Each operation needs "op": "create", "update" or "delete".' },
);
export type TaskBatchOperation = z.infer<typeof taskBatchOperation>;

export const taskBatchSchema = z.strictObject({
  operations: z
    .array(taskBatchOperation, { error: "operations must be a list." })
    .min(1, "Send at least one operation.")
    .max(MAX_BATCH_OPERATIONS, `At most ${MAX_BATCH_OPERATIONS} operations in one batch.`),
});

/** One operation's outcome, in the order sent. */
export type TaskBatchResult = { op: "create" | "update"; task: Task } | { op: "delete"; id: string };

/** An operation the board refused: the batch applied nothing. */
export interface TaskBatchError {
  index: number;
  status: number;
  message: string;
}
