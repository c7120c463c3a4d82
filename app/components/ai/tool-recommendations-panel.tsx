import type { Task } from "../../../core/schemas/task";
import type { ToolRecommendationView as Pair } from "../../../worker/services/tool-recommendations";
import { Wrench } from "../ui/icons";
import { ToolRecommendationsList } from "./tool-recommendations-list";
import { useToolRecommendations } from "./use-tool-recommendations";

/** Right pane of the task list (spec §2.10): AI tool recommendations for the selected task. */
export function ToolRecommendationsPanel({
  task,
  canEdit,
  initial = null,
}: {
  task: Task | null;
  canEdit: boolean;
  /** Recommendations the server already had for a task (its stored analysis): shown at once for it. */
  initial?: { taskId: string; items: Pair[] } | null;
}) {
  const { view, analyzing, retry, pending, changeStatus } = useToolRecommendations(task, initial);
  const provider = view.state === "ready" ? view.items.find((p) => p.recommendation.provider)?.recommendation.provider : null;

  return (
    <section aria-labelledby="tool-recs-heading" className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="tool-recs-heading" className="flex items-center gap-2 font-semibold">
          <Wrench className="h-4 w-4 text-indigo-600" aria-hidden />
          AI Tool Recommendations
        </h2>
        {analyzing && <span className="text-xs text-slate-500">Analyzing task…</span>}
      </div>
      {task && <p className="text-sm text-slate-600">For: {task.name}</p>}
      {provider && <p className="text-xs text-slate-500">Suggested by {provider}</p>}
      <ToolRecommendationsList view={view} canEdit={canEdit} pending={pending} onRetry={retry} onStatus={changeStatus} />
    </section>
  );
}
