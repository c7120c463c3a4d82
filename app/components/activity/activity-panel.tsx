import { useState } from "react";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import type { BoardHistory } from "../../lib/use-board-history";
import { Button } from "../ui/button";
import { History } from "../ui/icons";
import { QueryState } from "../ui/query-state";
import { Select } from "../ui/select";
import { Skeleton } from "../ui/skeleton";
import { ActivityItem } from "./activity-item";
import { changeValueText } from "./activity-words";
import { HistoryButtons } from "./history-buttons";
import { useActivityFeed, useRestoreTask } from "./use-activity";

// The project's Activity view (issue 14): who did what, when, before and after, from the board's
// event log; filter by person and task; restore a deleted task; undo and redo one's own actions.

export function ActivityPanel({
  projectId,
  members,
  tasks,
  boardVersion,
  canEdit,
  history,
}: {
  projectId: number;
  members: MemberView[];
  tasks: Task[];
  boardVersion: number;
  canEdit: boolean;
  history: BoardHistory;
}) {
  const [actor, setActor] = useState<string>("all");
  const [task, setTask] = useState<string>("all");
  const { activity, loadMore } = useActivityFeed(projectId, { actor, task }, boardVersion);
  const { restore, restoring } = useRestoreTask(projectId);
  const valueText = changeValueText(members, tasks);

  const personOptions = [{ id: "all", label: "Everyone" }, ...members.map((m) => ({ id: String(m.userId), label: displayName(m.user) }))];
  const taskOptions = [{ id: "all", label: "All tasks" }, ...tasks.map((t) => ({ id: t.id, label: t.name }))];

  return (
    <section aria-labelledby="activity-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="activity-heading" className="flex items-center gap-2 text-lg font-semibold">
          <History className="h-5 w-5" aria-hidden />
          Activity
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <Select label="Person" options={personOptions} value={actor} onChange={setActor} className="w-44" />
          <Select label="Task" options={taskOptions} value={task} onChange={setTask} className="w-56" />
          {canEdit && <HistoryButtons history={history} />}
        </div>
      </div>
      <QueryState
        query={activity}
        className=""
        loadingLabel="Loading activity"
        errorFallback="Failed to load the activity"
        skeleton={<ActivitySkeleton />}
      >
        {(items) =>
          items.length === 0 ? (
            <p className="text-sm text-slate-600">No activity matches these filters yet.</p>
          ) : (
            <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" data-testid="activity-list">
              {items.map((e) => (
                <ActivityItem
                  key={e.version}
                  entry={e}
                  valueText={valueText}
                  canRestore={canEdit}
                  restoring={restoring === e.taskId}
                  onRestore={() => restore(e)}
                />
              ))}
            </ol>
          )
        }
      </QueryState>
      {activity.hasNextPage && (
        <Button variant="ghost" size="sm" isDisabled={activity.isFetchingNextPage} onPress={() => void loadMore()}>
          {activity.isFetchingNextPage ? "Loading..." : "Show older"}
        </Button>
      )}
    </section>
  );
}

function ActivitySkeleton() {
  return (
    <>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-3/4" />
    </>
  );
}
