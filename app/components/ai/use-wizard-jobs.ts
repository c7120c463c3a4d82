import { useEffect } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { PROVIDER_NAMES } from "../../../core/schemas/integrations";
import { errorMessage } from "../../lib/api";
import { useToast } from "../ui/toast";
import { type PlanResult, planResultSchema } from "./start-plan";
import { EXPORT_WAIT_MS, JobFailedError, waitForJob } from "./wait-for-job";
import { EMPTY_SESSION, INTERNAL_DESTINATION, type WizardSession } from "./wizard-session";

export const GENERATE_FAILED = "Failed to generate project plan";
export const GENERATE_DEFAULT = "There was an error processing your idea.";
export const FEEDBACK_FAILED = "Could not regenerate the plan";

type SetSession = React.Dispatch<React.SetStateAction<WizardSession>>;

/** What a finished export job holds (spec §7: the wizard goes to exportDetails.projectId). */
const exportJobResult = z.object({
  exportDetails: z.object({
    projectId: z.number(),
    provider: z.string(),
    externalUrl: z.string(),
    created: z.number(),
    failed: z.array(z.object({ name: z.string(), error: z.string() })),
  }),
});

const failureText = (err: unknown, fallback: string) =>
  err instanceof JobFailedError ? err.message || fallback : errorMessage(err, fallback);

/**
 * The jobs the wizard follows, also after a reload: the plan being generated (step 1), a feedback round
 * on the review (step 2), and the export to a provider (step 3).
 */
export function useWizardJobs(
  session: WizardSession,
  setSession: SetSession,
  arrive: (result: PlanResult) => void,
  propose: (result: PlanResult) => void,
  onProgress: (progress: unknown) => void,
) {
  const toast = useToast();
  // Step 1 with a model provider: follow the job (also after a reload) until it is done or failed.
  const { step, jobId, feedbackJobId } = session;
  useEffect(() => {
    if (step !== 1 || !jobId) return;
    const controller = new AbortController();
    waitForJob(jobId, controller.signal, { onProgress })
      .then((result) => {
        const parsed = planResultSchema.safeParse(result);
        if (!parsed.success) throw new JobFailedError("");
        arrive(parsed.data);
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        setSession((s) => (s.jobId === jobId ? { ...s, step: 0, jobId: null, partial: null } : s));
        toast({ title: GENERATE_FAILED, description: failureText(err, GENERATE_DEFAULT), variant: "destructive" });
      });
    return () => controller.abort();
  }, [step, jobId, toast, arrive, onProgress, setSession]);

  // A feedback round on a model provider: the review stays usable while the proposal streams in.
  useEffect(() => {
    if (step !== 2 || !feedbackJobId) return;
    const controller = new AbortController();
    waitForJob(feedbackJobId, controller.signal, { onProgress })
      .then((result) => {
        const parsed = planResultSchema.safeParse(result);
        if (!parsed.success) throw new JobFailedError("");
        propose(parsed.data);
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        setSession((s) => (s.feedbackJobId === feedbackJobId ? { ...s, feedbackJobId: null, partial: null } : s));
        toast({ title: FEEDBACK_FAILED, description: failureText(err, GENERATE_DEFAULT), variant: "destructive" });
      });
    return () => controller.abort();
  }, [step, feedbackJobId, toast, propose, onProgress, setSession]);

  useExportJob(session, setSession);
}

/** Step 3: follow the export job (also after a reload), then land on the new project. */
function useExportJob(session: WizardSession, setSession: SetSession) {
  const toast = useToast();
  const navigate = useNavigate();
  const { step, exportJobId, destination } = session;
  useEffect(() => {
    if (step !== 3 || !exportJobId || destination === INTERNAL_DESTINATION) return;
    const name = PROVIDER_NAMES[destination];
    const controller = new AbortController();
    waitForJob(exportJobId, controller.signal, { waitMs: EXPORT_WAIT_MS })
      .then((result) => {
        const parsed = exportJobResult.safeParse(result);
        if (!parsed.success) throw new JobFailedError("");
        const { projectId, failed } = parsed.data.exportDetails;
        setSession(EMPTY_SESSION);
        const missing =
          failed.length > 0
            ? ` ${failed.length} item${failed.length === 1 ? "" : "s"} could not be created there (${failed.map((f) => f.name).join(", ")}).`
            : "";
        toast({ title: "Project exported successfully!", description: `Your project has been exported to ${name}.${missing}` });
        // A partial export lands with its job id, so the project page can list and retry what failed.
        navigate(failed.length > 0 ? `/projects/${projectId}?export=${encodeURIComponent(exportJobId)}` : `/projects/${projectId}`);
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        // The plan stays on the review step, so nothing is lost and the export can be tried again.
        setSession((s) => (s.exportJobId === exportJobId ? { ...s, step: 2, exportJobId: null } : s));
        toast({
          title: "Export failed",
          description: failureText(err, `There was an error exporting to ${name}.`),
          variant: "destructive",
        });
      });
    return () => controller.abort();
  }, [step, exportJobId, destination, toast, navigate, setSession]);
}
