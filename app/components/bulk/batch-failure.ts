import { z } from "zod";
import type { TaskBatchOperation } from "../../../core/schemas/task-batch";
import { errorDetails, errorMessage } from "../../lib/api";
import type { LiveBoard } from "../../lib/use-live-board";

/** The board's refusal of a batch: one message per refused operation, by its index. */
export const batchErrorsSchema = z.object({
  errors: z.array(z.object({ index: z.number().int().nonnegative(), message: z.string() })).optional(),
});

/** The board's refusal, naming the task it was about (the batch applied nothing). */
export function batchFailure(err: unknown, operations: TaskBatchOperation[], live: Pick<LiveBoard, "byId">): string {
  const errors = errorDetails(err, batchErrorsSchema)?.errors;
  const first = errors?.[0];
  if (first) {
    const op = operations[first.index];
    const name = op && "id" in op ? live.byId[op.id]?.name : undefined;
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : "";
    return `${name ? `“${name}”: ` : ""}${first.message}${more} Nothing was changed.`;
  }
  return errorMessage(err, "Nothing was changed. Please try again.");
}
