import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { History, RotateCcw } from "lucide-react";
import { useState } from "react";
import { boardChangeText } from "../../../core/activity-text";
import type { ActivityChange, ActivityDates, ActivityEntry } from "../../../core/schemas/activity";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { api, errorMessage, readJson } from "../../lib/api";
import { formatDay } from "../../lib/dates";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import type { BoardHistory } from "../../lib/use-board-history";
import { useRefetchAfterChange } from "../../lib/use-refetch-after-change";
import { Button } from "../ui/button";
import { QueryState } from "../ui/query-state";
import { Select } from "../ui/select";
import { Skeleton } from "../ui/skeleton";
import { useToast } from "../ui/toast";
import { HistoryButtons } from "./history-buttons";

// The project's Activity view (issue 14): who did what, when, before and after, from the board's
// event log; filter by person and task; restore a deleted task; undo and redo one's own actions.

const FIELD_LABEL: Record<ActivityChange["field"], string> = {
  name: "name",
  description: "description",
  status: "status",
  priority: "priority",
  assigneeId: "assignee",
  dueDate: "due date",
  parentTaskId: "parent task",
  order: "position",
  estimate: "estimate",
  recurrence: "repeats",
  recurrenceMode: "next repeat",
  statusId: "status",
  labelIds: "labels",
};

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
  const toast = useToast();
  const [actor, setActor] = useState<string>("all");
  const [task, setTask] = useState<string>("all");
  const client = useQueryClient();

  const memberName = (id: number | string | null) => {
    const m = members.find((x) => x.userId === Number(id));
    return m ? displayName(m.user) : id === null ? "nobody" : "a former member";
  };
  const taskName = (id: string | number | null) =>
    tasks.find((t) => t.id === id)?.name ?? (id === null ? "none" : "a task no longer on the board");

  const activity = useInfiniteQuery({
    queryKey: queryKeys.activity(projectId, { actor, task }),
    queryFn: ({ pageParam }) => {
      const query: Record<string, string> = { limit: "50" };
      if (actor !== "all") query.actor = actor;
      if (task !== "all") query.task = task;
      if (pageParam) query.before = String(pageParam);
      return readJson(api.projects[":id"].activity.$get({ param: { id: String(projectId) }, query }, { init: { cache: "no-store" } }));
    },
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
  // A change anywhere on the board is news here; a burst of them costs one read.
  useRefetchAfterChange(boardVersion, queryKeys.activityOf(projectId), 250);

  const loadMore = () =>
    activity
      .fetchNextPage({ throwOnError: true })
      .catch((err) => toast({ title: "Could not load more", description: errorMessage(err, "Please try again."), variant: "destructive" }));

  const restore = useMutation({
    mutationFn: (entry: ActivityEntry) =>
      readJson(api.projects[":id"].restore[":taskId"].$post({ param: { id: String(projectId), taskId: entry.taskId } })),
    onSuccess: (_done, entry) => {
      toast({ title: `Restored “${entry.taskName}”` });
      return invalidateAfter(client, "restoreTask", projectId);
    },
    onError: (err) =>
      toast({ title: "Not restored", description: errorMessage(err, "Failed to restore the task"), variant: "destructive" }),
  });
  const restoring = restore.isPending ? restore.variables?.taskId : null;

  const value = (c: ActivityChange, v: ActivityChange["before"]) => {
    if (c.field === "assigneeId") return memberName(v);
    if (c.field === "parentTaskId") return taskName(v);
    if (v === null || v === "") return "none";
    return String(v);
  };

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
        skeleton={
          <>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-3/4" />
          </>
        }
      >
        {(items) =>
          items.length === 0 ? (
            <p className="text-sm text-slate-600">No activity matches these filters yet.</p>
          ) : (
            <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" data-testid="activity-list">
              {items.map((e) => (
                <li key={e.version} className="flex flex-wrap items-start gap-x-3 gap-y-1 px-4 py-3 text-sm">
                  <div className="min-w-0 flex-1">
                    <p>
                      <span className="font-medium">{e.actor.name}</span>{" "}
                      {boardChangeText(e) ?? (
                        <>
                          {verb(e)} <span className="font-medium">“{e.taskName}”</span>
                        </>
                      )}
                      {e.history && <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{e.history}</span>}
                      {e.via && <span className="ml-1 text-slate-500">via API token {e.via}</span>}
                    </p>
                    {e.schedule && <ScheduleChanges tasks={e.schedule.tasks} />}
                    {e.changes.length > 0 && (
                      <ul className="mt-1 space-y-0.5 text-slate-600">
                        {e.changes
                          .filter((c) => c.field !== "order" || e.changes.length === 1)
                          .map((c) => (
                            <li key={c.field}>
                              {FIELD_LABEL[c.field]}:{" "}
                              {c.field === "order" || c.field === "description" ? (
                                "changed"
                              ) : (
                                <>
                                  <del className="text-slate-400">{value(c, c.before)}</del> →{" "}
                                  <ins className="no-underline">{value(c, c.after)}</ins>
                                </>
                              )}
                            </li>
                          ))}
                      </ul>
                    )}
                  </div>
                  <time dateTime={e.at} className="text-xs text-slate-500">
                    {format(new Date(e.at), "MMM d, HH:mm")}
                  </time>
                  {e.restorable && canEdit && (
                    <Button
                      variant="secondary"
                      size="sm"
                      isDisabled={restoring === e.taskId}
                      onPress={() => restore.mutate(e)}
                      aria-label={`Restore “${e.taskName}”`}
                    >
                      <RotateCcw className="h-4 w-4" aria-hidden />
                      {restoring === e.taskId ? "Restoring..." : "Restore"}
                    </Button>
                  )}
                </li>
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

const SHOWN_DATES = 8;

/** Each rescheduled task's dates, before → after (the first few of a long run). */
function ScheduleChanges({ tasks }: { tasks: ActivityDates[] }) {
  const span = (d: ActivityDates["before"]) => {
    const day = (v: string | null) => (v ? formatDay(v, "MMM d") : "none");
    return d.startDate && d.startDate !== d.dueDate ? `${day(d.startDate)} – ${day(d.dueDate)}` : day(d.dueDate);
  };
  return (
    <ul className="mt-1 space-y-0.5 text-slate-600">
      {tasks.slice(0, SHOWN_DATES).map((t) => (
        <li key={t.taskId}>
          “{t.taskName}”: <del className="text-slate-400">{span(t.before)}</del> → <ins className="no-underline">{span(t.after)}</ins>
        </li>
      ))}
      {tasks.length > SHOWN_DATES && <li>and {tasks.length - SHOWN_DATES} more</li>}
    </ul>
  );
}

function verb(e: ActivityEntry): string {
  if (e.kind === "created") return e.history === "restore" ? "restored" : "created";
  if (e.kind === "deleted") return "deleted";
  const moved = e.changes.some((c) => c.field === "status" || c.field === "order");
  return moved && e.changes.every((c) => c.field === "status" || c.field === "order") ? "moved" : "edited";
}
