import type { ToolRecommendationView as Pair, RecommendationStatus as Status } from "../../../worker/services/tool-recommendations";
import { Button } from "../ui/button";
import { RefreshCw } from "../ui/icons";
import { Skeleton } from "../ui/skeleton";
import { ToolCard } from "./tool-card";
import type { RecommendationsView } from "./use-tool-recommendations";

// The body of the tool recommendations pane in each of its states: no task selected, loading, failed
// (with a retry), nothing fits, or the recommended tools.

export function ToolRecommendationsList({
  view,
  canEdit,
  pending,
  onRetry,
  onStatus,
}: {
  view: RecommendationsView;
  canEdit: boolean;
  pending: number | null;
  onRetry: () => void;
  onStatus: (pair: Pair, status: Status) => void;
}) {
  if (view.state === "idle") return <p className="text-sm text-slate-500">Select a task to see AI tools that could help with it.</p>;
  if (view.state === "loading")
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span className="sr-only">Loading recommendations</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    );
  if (view.state === "error")
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>Error loading recommendations: {view.message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onPress={onRetry}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          Try Again
        </Button>
      </div>
    );
  if (view.items.length === 0)
    return (
      <p className="text-sm text-slate-500">
        No tool fits this task well enough to recommend. Tools are suggested only when they clearly serve the task.
      </p>
    );
  return (
    <ul className="relative flex flex-col gap-3 overflow-y-auto">
      {view.items.map((pair) => (
        <ToolCard
          key={pair.recommendation.id}
          pair={pair}
          canEdit={canEdit}
          busy={pending === pair.recommendation.id}
          onStatus={(status) => onStatus(pair, status)}
        />
      ))}
    </ul>
  );
}
