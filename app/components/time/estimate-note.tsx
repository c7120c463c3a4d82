import type { Task } from "../../../core/schemas/task";
import { formatEstimate } from "../../../core/time/estimate-totals";
import { useEstimates } from "../../lib/estimates";
import { Hourglass } from "../ui/icons";

/** A row's estimate: its own, and the total with its subtasks when they add to it (parents, milestones). */
export function EstimateNote({ task }: { task: Pick<Task, "id" | "estimate"> }) {
  const { unit, totals } = useEstimates();
  const total = totals.get(task.id);
  const own = task.estimate ?? null;
  const sum = total?.total ?? 0;
  if (own === null && sum === 0) return null;
  const rolled = total && total.total !== (own ?? 0);
  const text =
    own === null
      ? `${formatEstimate(sum, unit)} with subtasks`
      : rolled
        ? `${formatEstimate(own, unit)} · ${formatEstimate(sum, unit)} with subtasks`
        : formatEstimate(own, unit);
  return (
    <span className="mt-1 mr-3 inline-flex items-center gap-1 text-xs text-slate-600" data-testid="estimate">
      <Hourglass className="h-3 w-3" aria-hidden />
      <span className="sr-only">Estimate:</span>
      {text}
    </span>
  );
}
