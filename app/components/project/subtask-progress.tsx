import { subtaskLabel, useSubtaskCount } from "../../lib/subtasks";
import { ListTree } from "../ui/icons";

/** A parent's subtask progress: "2/5" with a bar, read out as "2 of 5 subtasks done". */
export function SubtaskProgress({ taskId, compact = false }: { taskId: string; compact?: boolean }) {
  const count = useSubtaskCount(taskId);
  if (!count) return null;
  const percent = Math.round((100 * count.done) / count.total);
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-slate-500" title={subtaskLabel(count)} data-testid="subtask-progress">
      <ListTree className="h-3 w-3" aria-hidden />
      <span className="sr-only">{subtaskLabel(count)}</span>
      <span aria-hidden>
        {count.done}/{count.total}
      </span>
      {!compact && (
        <span className="h-1.5 w-12 overflow-hidden rounded-full bg-slate-200" aria-hidden>
          <span className="block h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
        </span>
      )}
    </span>
  );
}
