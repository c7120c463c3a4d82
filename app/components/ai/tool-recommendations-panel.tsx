import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bookmark, BookmarkCheck, CheckCircle2, Circle, ExternalLink, RefreshCw, Wrench } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ToggleButton } from "react-aria-components";
import type { Task } from "../../../core/schemas/task";
import type { ToolRecommendationView as Pair, RecommendationStatus as Status } from "../../../worker/services/tool-recommendations";
import { ApiError, api, errorMessage, readJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Skeleton } from "../ui/skeleton";
import { useToast } from "../ui/toast";

/** Spec §4: selecting a task triggers its analysis this long after, then the list is fetched again. */
const ANALYZE_DELAY_MS = 500;

type View = { state: "idle" } | { state: "loading" } | { state: "error"; message: string } | { state: "ready"; items: Pair[] };

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

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

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
  const toast = useToast();
  const client = useQueryClient();
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
    queryFn: async ({ signal }) => {
      const id = taskId ?? "";
      await delay(ANALYZE_DELAY_MS, signal);
      setAnalyzingFor(id);
      try {
        await readJson(api.tasks[":id"].analyze.$get({ param: { id } }));
      } catch (err) {
        // Offline, this background call would only bury the toast of what the user did; the pane says
        // it instead (the list load below fails the same way) and tries again once back online.
        const offline = err instanceof ApiError && err.status === 0;
        if (!signal.aborted && !offline) {
          toast({
            title: "Analysis Failed",
            description: errorMessage(err, "Failed to analyze task. Please try again."),
            variant: "destructive",
          });
        }
      } finally {
        setAnalyzingFor((a) => (a === id ? null : a));
      }
      // Whatever the analysis did, show what is stored for the task.
      return readJson(
        api.tasks[":id"].tools.$get(
          { param: { id } },
          { init: { cache: "no-store" }, headers: { "Cache-Control": "no-cache", Pragma: "no-cache" } },
        ),
      );
    },
    enabled: taskId !== null,
    ...(fromServer ? { initialData: served.items, staleTime: Number.POSITIVE_INFINITY } : {}),
    // A re-analysis of the same (edited) task keeps its list on screen; another task starts blank.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === taskId ? previous : undefined),
  });
  const analyzing = taskId !== null && analyzingFor === taskId;

  let view: View;
  if (taskId === null) view = { state: "idle" };
  else if (list.isError && !list.isFetching) view = { state: "error", message: errorMessage(list.error, "Failed to load recommendations") };
  else if (list.data !== undefined && !list.isError) view = { state: "ready", items: list.data };
  else view = { state: "loading" };

  // Back online after a failure: try again without waiting for a click.
  const failed = view.state === "error";
  const refetchRef = useRef(list.refetch);
  refetchRef.current = list.refetch;
  useEffect(() => {
    if (!failed) return;
    const retry = () => void refetchRef.current();
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [failed]);

  // The server answers a status change with the pair as it now is: written into the list, so the
  // analysis (a model call) is not asked again for it.
  const setStatus = useMutation({
    mutationFn: ({ pair, status }: { pair: Pair; status: Status; key: QueryKey }) =>
      readJson(api["tool-recommendations"][":id"].status.$patch({ param: { id: String(pair.recommendation.id) }, json: { status } })),
    onSuccess: (updated, { key }) =>
      client.setQueryData<Pair[]>(key, (items) => items?.map((p) => (p.recommendation.id === updated.recommendation.id ? updated : p))),
    onError: (err) =>
      toast({ title: "Update Failed", description: errorMessage(err, "Failed to update tool status"), variant: "destructive" }),
  });
  const pending = setStatus.isPending ? (setStatus.variables?.pair.recommendation.id ?? null) : null;

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

      {view.state === "idle" && <p className="text-sm text-slate-500">Select a task to see AI tools that could help with it.</p>}

      {view.state === "loading" && (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">Loading recommendations</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      )}

      {view.state === "error" && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>Error loading recommendations: {view.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onPress={() => void list.refetch()}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            Try Again
          </Button>
        </div>
      )}

      {view.state === "ready" && view.items.length === 0 && (
        <p className="text-sm text-slate-500">
          No tool fits this task well enough to recommend. Tools are suggested only when they clearly serve the task.
        </p>
      )}

      {view.state === "ready" && view.items.length > 0 && (
        <ul className="relative flex flex-col gap-3 overflow-y-auto">
          {view.items.map((pair) => (
            <ToolCard
              key={pair.recommendation.id}
              pair={pair}
              canEdit={canEdit}
              busy={pending === pair.recommendation.id}
              onStatus={(status) => setStatus.mutate({ pair, status, key })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ToolCard({ pair, canEdit, busy, onStatus }: { pair: Pair; canEdit: boolean; busy: boolean; onStatus: (s: Status) => void }) {
  const { tool, recommendation } = pair;
  const used = recommendation.status === "used";
  const saved = recommendation.status === "saved";
  const toggleClass =
    "inline-flex h-8 items-center gap-1.5 rounded-md border px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50";
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{tool.name}</h3>
        <Badge tone="indigo">{tool.category}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-700">{tool.description}</p>
      {recommendation.reason && (
        <p className="mt-2 text-sm text-slate-600">
          <span className="font-medium">Why: </span>
          {recommendation.reason}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-600">
        <dt className="font-medium">Website</dt>
        <dd>
          <a
            href={tool.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-indigo-700 hover:underline"
          >
            {hostOf(tool.website)}
            <ExternalLink className="h-3 w-3" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </dd>
        <dt className="font-medium">Pricing</dt>
        <dd>{tool.pricing || "Not listed"}</dd>
        <dt className="font-medium">Free plan</dt>
        <dd>{tool.freePlanAvailable ? "Yes" : "No"}</dd>
      </dl>
      {canEdit && (
        <div className="mt-3 flex flex-wrap gap-2">
          <ToggleButton
            isSelected={used}
            isDisabled={busy}
            onChange={(on) => onStatus(on ? "used" : "suggested")}
            className={`${toggleClass} ${used ? "border-green-600 bg-green-50 text-green-800" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}
          >
            {used ? <CheckCircle2 className="h-4 w-4" aria-hidden /> : <Circle className="h-4 w-4" aria-hidden />}
            {used ? "Already Using" : "Mark as Used"}
          </ToggleButton>
          <ToggleButton
            isSelected={saved}
            isDisabled={busy}
            onChange={(on) => onStatus(on ? "saved" : "suggested")}
            className={`${toggleClass} ${saved ? "border-indigo-600 bg-indigo-50 text-indigo-800" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"}`}
          >
            {saved ? <BookmarkCheck className="h-4 w-4" aria-hidden /> : <Bookmark className="h-4 w-4" aria-hidden />}
            {saved ? "Saved" : "Save for Later"}
          </ToggleButton>
        </div>
      )}
    </li>
  );
}
