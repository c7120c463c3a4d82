import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ActivityEntry } from "../../../core/schemas/activity";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { useRefetchAfterChange } from "../../lib/use-refetch-after-change";
import { useToast } from "../ui/toast";

/** The project's activity, newest first, 50 at a time, filtered by person and task ("all" for none). */
export function useActivityFeed(projectId: number, filter: { actor: string; task: string }, boardVersion: number) {
  const toast = useToast();
  const { actor, task } = filter;
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

  return { activity, loadMore };
}

/** Restoring a deleted task from its entry; `restoring` is the task on its way back, if any. */
export function useRestoreTask(projectId: number) {
  const toast = useToast();
  const client = useQueryClient();
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
  return { restore: restore.mutate, restoring };
}
