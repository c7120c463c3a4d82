import { useState } from "react";
import type { TaskBatchResult } from "../../../core/schemas/task-batch";
import { api, readJson } from "../../lib/api";
import type { LiveBoard } from "../../lib/use-live-board";
import { useToast } from "../ui/toast";
import { batchFailure } from "./batch-failure";
import { type BulkChange, bulkDoneText, bulkOperations, MAX_BATCH_OPERATIONS } from "./bulk-operations";
import type { BulkSelection } from "./use-bulk-selection";

export type BulkNames = Parameters<typeof bulkDoneText>[2];

/**
 * One bulk change sent as one batch on the board (`POST /api/projects/{id}/tasks/batch`), shown at once
 * and toasted; `busy` while it is on its way. `apply` also throws the board's refusal (after its toast),
 * for a form that shows it in place; `run` is for menus, which have nowhere else to show it.
 */
export function useBulkRun(projectId: number, selection: BulkSelection, live: LiveBoard) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const apply = async (change: BulkChange, names: BulkNames = {}) => {
    const tasks = selection.tasks();
    if (tasks.length > MAX_BATCH_OPERATIONS) {
      toast({
        title: "Too many tasks at once",
        description: `Change at most ${MAX_BATCH_OPERATIONS} tasks in one step; ${tasks.length} are selected.`,
        variant: "destructive",
      });
      return;
    }
    const operations = bulkOperations(tasks, change);
    if (operations.length === 0) {
      toast({ title: "Nothing to change", description: "The selected tasks already have that." });
      return;
    }
    setBusy(true);
    try {
      const { results }: { results: TaskBatchResult[] } = await readJson(
        api.projects[":id"].tasks.batch.$post({ param: { id: String(projectId) }, json: { operations: operations as never } }),
      );
      // Shown now; the board's broadcast of the same batch follows (a replay is ignored).
      for (const r of results) live.dispatch(r.op === "delete" ? { type: "removed", id: r.id } : { type: "task", task: r.task });
      toast({ title: bulkDoneText(change, operations.length, names), description: "Undo puts all of it back in one step." });
      if (change.kind === "delete") selection.clear();
    } catch (err) {
      toast({ title: "The tasks were not changed", description: batchFailure(err, operations, live), variant: "destructive" });
      throw err;
    } finally {
      setBusy(false);
    }
  };
  const run = (change: BulkChange, names?: BulkNames) => apply(change, names).catch(() => undefined);
  return { busy, run, apply };
}
