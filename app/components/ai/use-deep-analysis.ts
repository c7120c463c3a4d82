import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { z } from "zod";
import { deepAnalysisSchema } from "../../../core/schemas/analysis";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { JobFailedError, waitForJob } from "./wait-for-job";

// A project's deep analysis: the last stored run, and a new run started as a job and followed to its
// end. The job's id is kept in the session, so a run started before a reload is followed again.

const FAILED_DEFAULT = "There was an error analyzing your project. Please try again later.";

/** A stored or fresh run: the analysis, who produced it, when. */
const runSchema = z.object({ analysis: deepAnalysisSchema, provider: z.string(), createdAt: z.string() });
export type AnalysisRun = z.infer<typeof runSchema>;

const jobKey = (projectId: number) => `kickoff.deep-analysis.${projectId}`;

/** The last stored run. Failing to read it is no alert: running the analysis still works. */
function useLastRun(projectId: number) {
  return useQuery({
    queryKey: queryKeys.insights(projectId),
    queryFn: () => readJson(api.projects[":id"].insights.$get({ param: { id: String(projectId) } })),
    select: (insights) => {
      const found = insights.find((i) => i.type === "deep-analysis" && runSchema.safeParse(i.data).success);
      return found ? runSchema.parse(found.data) : null;
    },
  });
}

export function useDeepAnalysis(projectId: number) {
  const client = useQueryClient();
  const last = useLastRun(projectId);
  // A run finished here shows at once, before the stored list is read again.
  const [fresh, setFresh] = useState<AnalysisRun | null>(null);
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

  return { run: fresh ?? last.data ?? null, loadingLast: last.isPending, running, error, start: () => start.mutate() };
}
