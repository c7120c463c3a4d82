import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, BrainCircuit, CheckCircle2, OctagonAlert, RefreshCw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { z } from "zod";
import { type AnalysisDimension, deepAnalysisSchema } from "../../../core/schemas/analysis";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { Button } from "../ui/button";
import { Skeleton } from "../ui/skeleton";
import { Spinner } from "../ui/spinner";
import { Tab, TabList, TabPanel, Tabs } from "../ui/tabs";
import { JobFailedError, waitForJob } from "./wait-for-job";

const FAILED_DEFAULT = "There was an error analyzing your project. Please try again later.";

/** A stored or fresh run: the analysis, who produced it, when. */
const runSchema = z.object({ analysis: deepAnalysisSchema, provider: z.string(), createdAt: z.string() });
type Run = z.infer<typeof runSchema>;

const jobKey = (projectId: number) => `kickoff.deep-analysis.${projectId}`;

/** Spec §2.10: 8+ green, 6+ blue, 4+ yellow, below red. */
function scoreTone(score: number) {
  if (score >= 8) return { text: "text-green-700", bar: "bg-green-500" };
  if (score >= 6) return { text: "text-blue-700", bar: "bg-blue-500" };
  if (score >= 4) return { text: "text-yellow-700", bar: "bg-yellow-500" };
  return { text: "text-red-700", bar: "bg-red-500" };
}

/** Spec §2.10: 7+ good, 5+ warning, below alert. */
function RatingIcon({ rating }: { rating: number }) {
  if (rating >= 7) return <CheckCircle2 className="h-10 w-10 text-green-600" aria-label="Good" />;
  if (rating >= 5) return <AlertTriangle className="h-10 w-10 text-amber-500" aria-label="Needs attention" />;
  return <OctagonAlert className="h-10 w-10 text-red-600" aria-label="At risk" />;
}

function formatWhen(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** Advanced AI Analysis of the Analytics tab (spec §2.10): run on demand; the last run is shown on arrival. */
export function DeepAnalysisSection({ projectId, canRun }: { projectId: number; canRun: boolean }) {
  const client = useQueryClient();
  // The last stored run. Failing to read it is no alert: running the analysis still works.
  const last = useQuery({
    queryKey: queryKeys.insights(projectId),
    queryFn: () => readJson(api.projects[":id"].insights.$get({ param: { id: String(projectId) } })),
    select: (insights) => {
      const found = insights.find((i) => i.type === "deep-analysis" && runSchema.safeParse(i.data).success);
      return found ? runSchema.parse(found.data) : null;
    },
  });
  // A run finished here shows at once, before the stored list is read again.
  const [fresh, setFresh] = useState<Run | null>(null);
  const run = fresh ?? last.data ?? null;
  const loadingLast = last.isPending;
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const follow = useCallback(
    async (jobId: string) => {
      controller.current?.abort();
      const ctrl = new AbortController();
      controller.current = ctrl;
      setRunning(true);
      setError(null);
      try {
        const result = runSchema.parse(await waitForJob(jobId, ctrl.signal));
        setFresh(result);
        await invalidateAfter(client, "analyseProject", projectId);
      } catch (err) {
        if (ctrl.signal.aborted) return;
        setError(err instanceof JobFailedError ? err.message || FAILED_DEFAULT : errorMessage(err, FAILED_DEFAULT));
      } finally {
        if (!ctrl.signal.aborted) {
          setRunning(false);
          sessionStorage.removeItem(jobKey(projectId));
        }
      }
    },
    [projectId, client],
  );

  useEffect(() => {
    // A run started before a reload is picked up again.
    const pendingJob = sessionStorage.getItem(jobKey(projectId));
    if (pendingJob) follow(pendingJob);
    return () => controller.current?.abort();
  }, [projectId, follow]);

  const start = useMutation({
    mutationFn: () => readJson(api.projects[":id"]["deep-analysis"].$get({ param: { id: String(projectId) } })),
    onMutate: () => {
      setError(null);
      setRunning(true);
    },
    onSuccess: ({ jobId }) => {
      sessionStorage.setItem(jobKey(projectId), jobId);
      return follow(jobId);
    },
    onError: (err) => {
      setRunning(false);
      setError(errorMessage(err, FAILED_DEFAULT));
    },
  });

  return (
    <section aria-labelledby="deep-analysis-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="deep-analysis-heading" className="flex items-center gap-2 text-lg font-semibold">
            <BrainCircuit className="h-5 w-5 text-indigo-600" aria-hidden />
            Advanced AI Analysis
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            An assessment of scope, schedule, workload, risks, dependencies, quality and communication. This can take up to 30 seconds.
          </p>
        </div>
        {canRun && (
          <Button onPress={() => start.mutate()} isDisabled={running}>
            {running ? <Spinner label="Analyzing" className="h-4 w-4" /> : <RefreshCw className="h-4 w-4" aria-hidden />}
            {running ? "Analyzing..." : run ? "Run Analysis Again" : "Run Deep Analysis"}
          </Button>
        )}
      </div>

      {error && (
        <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">Analysis Failed</p>
          <p className="mt-1">{error}</p>
        </div>
      )}

      {running && !run && (
        <div className="mt-6 flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}

      {!running && !run && !loadingLast && !error && (
        <p className="mt-6 text-sm text-slate-500">No analysis has been run for this project yet.</p>
      )}

      {run && <AnalysisResult run={run} />}
    </section>
  );
}

function AnalysisResult({ run }: { run: Run }) {
  const { analysis } = run;
  const critical = analysis.dimensions.filter((d) => d.score < 5);
  const strengths = analysis.dimensions.filter((d) => d.score >= 7);
  return (
    <div className="mt-6 flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <RatingIcon rating={analysis.overallRating} />
        <div>
          <p className="text-3xl font-bold">
            {analysis.overallRating}
            <span className="text-lg font-medium text-slate-500">/10</span>
          </p>
          <p className="text-xs text-slate-500">
            Overall rating · by {run.provider} · {formatWhen(run.createdAt)}
          </p>
        </div>
      </div>
      <p className="text-slate-800">{analysis.summary}</p>

      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-md bg-slate-50 p-4">
          <h3 className="text-sm font-semibold text-slate-700">Suggested methodology</h3>
          <p className="mt-1 font-medium">{analysis.suggestedMethodology}</p>
          <p className="mt-1 text-sm text-slate-600">{analysis.methodologyRationale}</p>
        </div>
        <div className="rounded-md bg-slate-50 p-4">
          <h3 className="text-sm font-semibold text-slate-700">Critical missing elements</h3>
          {analysis.criticalMissingElements.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">Nothing critical is missing.</p>
          ) : (
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {analysis.criticalMissingElements.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <Tabs defaultSelectedKey="all">
        <TabList aria-label="Analysis dimensions">
          <Tab id="all">All ({analysis.dimensions.length})</Tab>
          <Tab id="critical">Critical issues ({critical.length})</Tab>
          <Tab id="strengths">Strengths ({strengths.length})</Tab>
        </TabList>
        <TabPanel id="all">
          <DimensionList dimensions={analysis.dimensions} empty="" />
        </TabPanel>
        <TabPanel id="critical">
          <DimensionList dimensions={critical} empty="No dimension scores below 5." />
        </TabPanel>
        <TabPanel id="strengths">
          <DimensionList dimensions={strengths} empty="No dimension scores 7 or more yet." />
        </TabPanel>
      </Tabs>
    </div>
  );
}

function DimensionList({ dimensions, empty }: { dimensions: AnalysisDimension[]; empty: string }) {
  if (dimensions.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {dimensions.map((d) => {
        const tone = scoreTone(d.score);
        return (
          <li key={d.name} className="rounded-md border border-slate-200 p-4">
            <div className="flex items-baseline justify-between gap-2">
              <h4 className="font-semibold">{d.name}</h4>
              <span className={`font-bold ${tone.text}`}>{d.score}/10</span>
            </div>
            <div className="mt-2 h-1.5 w-full rounded-full bg-slate-100" aria-hidden>
              <div className={`h-1.5 rounded-full ${tone.bar}`} style={{ width: `${Math.max(0, Math.min(100, d.score * 10))}%` }} />
            </div>
            <p className="mt-2 text-sm text-slate-700">{d.assessment}</p>
            {d.basis.length > 0 && (
              <p className="mt-1 text-xs text-slate-500">
                <span className="font-medium">Based on: </span>
                {d.basis.join(" · ")}
              </p>
            )}
            {d.recommendations.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600">
                {d.recommendations.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
