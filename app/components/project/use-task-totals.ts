import { useMemo } from "react";
import { projectEstimate, rollUpEstimates } from "../../../core/time/estimate-totals";
import { useEstimateUnit } from "../../lib/estimates";
import { subtaskCounts } from "../../lib/subtasks";
import { useRollupSource } from "../../lib/task-rollups";
import type { LiveBoard } from "../../lib/use-live-board";

/** The list's roll-ups: each parent's subtask counts, and the estimates by task and for the project. */
export function useTaskTotals(projectId: number, live: LiveBoard) {
  // Until the whole board is here, the server's counts for the first rows' parents (issue 22).
  const { initialSubtasks } = live;
  // Kept while a change touches no status, parent or estimate (a rename, a date): see task-rollups.ts.
  const tasks = useRollupSource(live.tasks);
  const counts = useMemo(() => {
    const own = subtaskCounts(tasks);
    if (initialSubtasks) for (const [id, c] of Object.entries(initialSubtasks)) own.set(id, c);
    return own;
  }, [tasks, initialSubtasks]);
  const estimateUnit = useEstimateUnit(projectId);
  const estimates = useMemo(() => ({ unit: estimateUnit, totals: rollUpEstimates(tasks) }), [estimateUnit, tasks]);
  const projectTotal = useMemo(() => projectEstimate(tasks), [tasks]);
  return { counts, estimateUnit, estimates, projectTotal };
}
