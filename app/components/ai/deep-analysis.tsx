import { Button } from "../ui/button";
import { BrainCircuit, RefreshCw } from "../ui/icons";
import { Skeleton } from "../ui/skeleton";
import { Spinner } from "../ui/spinner";
import { AnalysisResult } from "./deep-analysis-result";
import { useDeepAnalysis } from "./use-deep-analysis";

/** Advanced AI Analysis of the Analytics tab (spec §2.10): run on demand; the last run is shown on arrival. */
export function DeepAnalysisSection({ projectId, canRun }: { projectId: number; canRun: boolean }) {
  const { run, loadingLast, running, error, start } = useDeepAnalysis(projectId);

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
          <Button onPress={start} isDisabled={running}>
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
