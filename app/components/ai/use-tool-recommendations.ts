import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { Task } from "../../../core/schemas/task";
import type { ToolRecommendationView as Pair, RecommendationStatus as Status } from "../../../worker/services/tool-recommendations";
import { ApiError, api, errorMessage, readJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { useToast } from "../ui/toast";

// The selected task's tool recommendations (spec §4): the task is analysed a moment after it is
// selected, then its stored list is read; an edited task is analysed again. A status change is
// written into the list the server answers with.

/** Spec §4: selecting a task triggers its analysis this long after, then the list is fetched again. */
const ANALYZE_DELAY_MS = 500;

export type RecommendationsView =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "ready"; items: Pair[] };

/** Resolves after `ms`, or rejects when the read is cancelled (the person left the task first). */
function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Analyses the task (a failure is told, unless offline or cancelled), then reads what is stored for it. */
async function analyzeAndRead(
  id: string,
  signal: AbortSignal,
  analyzing: { start: () => void; end: () => void },
  onFailed: (err: unknown) => void,
): Promise<Pair[]> {
  await delay(ANALYZE_DELAY_MS, signal);
  analyzing.start();
  try {
    await readJson(api.tasks[":id"].analyze.$get({ param: { id } }));
  } catch (err) {
    // Offline, this background call would only bury the toast of what the user did; the pane says
    // it instead (the list load below fails the same way) and tries again once back online.
    const offline = err instanceof ApiError && err.status === 0;
    if (!signal.aborted && !offline) onFailed(err);
  } finally {
    analyzing.end();
  }
  // Whatever the analysis did, show what is stored for the task.
  return readJson(
    api.tasks[":id"].tools.$get(
      { param: { id } },
      { init: { cache: "no-store" }, headers: { "Cache-Control": "no-cache", Pragma: "no-cache" } },
    ),
  );
}

export function useToolRecommendations(task: Task | null, initial: { taskId: string; items: Pair[] } | null) {
  const toast = useToast();
  const taskId = task?.id ?? null;
  // The task's version: an edited task (new name, new description) is analysed again.
  const taskVersion = task?.version ?? null;
  // The server's list is the analysis of the task as the page opened it (it analysed it, or had it stored):
  // until the task changes or the person asks again, asking again would only repeat that answer.
  const [served] = useState(() =>
    initial !== null && task !== null && initial.taskId === task.id ? { ...initial, version: taskVersion } : null,
  );
  const fromServer = served !== null && served.taskId === taskId && served.version === taskVersion;
  const [analyzingFor, setAnalyzingFor] = useState<string | null>(null);

  const key: QueryKey = [...queryKeys.toolRecommendations(taskId ?? ""), taskVersion];
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => {
      const id = taskId ?? "";
      return analyzeAndRead(
        id,
        signal,
        { start: () => setAnalyzingFor(id), end: () => setAnalyzingFor((a) => (a === id ? null : a)) },
        (err) =>
          toast({
            title: "Analysis Failed",
            description: errorMessage(err, "Failed to analyze task. Please try again."),
            variant: "destructive",
          }),
      );
    },
    enabled: taskId !== null,
    ...(fromServer ? { initialData: served.items, staleTime: Number.POSITIVE_INFINITY } : {}),
    // A re-analysis of the same (edited) task keeps its list on screen; another task starts blank.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === taskId ? previous : undefined),
  });

  let view: RecommendationsView;
  if (taskId === null) view = { state: "idle" };
  else if (list.isError && !list.isFetching) view = { state: "error", message: errorMessage(list.error, "Failed to load recommendations") };
  else if (list.data !== undefined && !list.isError) view = { state: "ready", items: list.data };
  else view = { state: "loading" };

  useRetryWhenOnline(view.state === "error", list.refetch);
  const status = useRecommendationStatus(key);
  return { view, analyzing: taskId !== null && analyzingFor === taskId, retry: () => void list.refetch(), ...status };
}

/** Back online after a failure: try again without waiting for a click. */
function useRetryWhenOnline(failed: boolean, refetch: () => Promise<unknown>) {
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  useEffect(() => {
    if (!failed) return;
    const retry = () => void refetchRef.current();
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [failed]);
}

/**
 * The server answers a status change with the pair as it now is: written into the list, so the
 * analysis (a model call) is not asked again for it.
 */
function useRecommendationStatus(key: QueryKey) {
  const client = useQueryClient();
  const toast = useToast();
  const setStatus = useMutation({
    mutationFn: ({ pair, status }: { pair: Pair; status: Status; key: QueryKey }) =>
      readJson(api["tool-recommendations"][":id"].status.$patch({ param: { id: String(pair.recommendation.id) }, json: { status } })),
    onSuccess: (updated, { key }) =>
      client.setQueryData<Pair[]>(key, (items) => items?.map((p) => (p.recommendation.id === updated.recommendation.id ? updated : p))),
    onError: (err) =>
      toast({ title: "Update Failed", description: errorMessage(err, "Failed to update tool status"), variant: "destructive" }),
  });
  return {
    /** The recommendation whose change is on its way (its buttons wait). */
    pending: setStatus.isPending ? (setStatus.variables?.pair.recommendation.id ?? null) : null,
    changeStatus: (pair: Pair, status: Status) => setStatus.mutate({ pair, status, key }),
  };
}
