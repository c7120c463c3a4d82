import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { PROVIDER_NAMES } from "../../../core/schemas/integrations";
import { generatedPlanSchema, IDEA_REQUIRED } from "../../../core/schemas/plan";
import { api, errorMessage, readJson } from "../../lib/api";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { useToast } from "../ui/toast";
import { IdeaStep } from "./idea-step";
import { fromDraft, newKey, toDraft } from "./plan-draft";
import { PlanReview } from "./plan-review";
import { JobFailedError, waitForJob } from "./wait-for-job";
import { EMPTY_SESSION, INTERNAL_DESTINATION, loadSession, saveSession, type WizardSession } from "./wizard-session";

const GENERATE_FAILED = "Failed to generate project plan";
const GENERATE_DEFAULT = "There was an error processing your idea.";

/** What a finished generate-plan job holds. Checked here too: the draft editor relies on its shape. */
const planJobResult = z.object({ plan: generatedPlanSchema, provider: z.string() });

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

/**
 * The AI creation wizard (spec §2.4, §4): idea → generation job → review and edit → save. Its state
 * is mirrored in sessionStorage, so a reload resumes the running job or the plan being edited.
 */
export function AiProjectCreator() {
  const toast = useToast();
  const navigate = useNavigate();
  const [session, setSession] = useState<WizardSession>(EMPTY_SESSION);
  const [restored, setRestored] = useState(false);
  const [saving, setSaving] = useState(false);
  // A ref, not state: two presses in the same frame both see the first one's claim.
  const savingRef = useRef(false);

  // sessionStorage exists only in the browser, so the server renders step 0 and the tab's own state follows.
  useEffect(() => {
    setSession(loadSession());
    setRestored(true);
  }, []);
  useEffect(() => {
    if (restored) saveSession(session);
  }, [session, restored]);

  const update = useCallback((patch: Partial<WizardSession>) => setSession((s) => ({ ...s, ...patch })), []);

  // Step 1: follow the job (also after a reload) until it is done or failed.
  const { step, jobId } = session;
  useEffect(() => {
    if (step !== 1 || !jobId) return;
    const controller = new AbortController();
    waitForJob(jobId, controller.signal)
      .then((result) => {
        const parsed = planJobResult.safeParse(result);
        if (!parsed.success) throw new JobFailedError("");
        setSession((s) =>
          s.jobId === jobId
            ? { ...s, step: 2, jobId: null, draft: toDraft(parsed.data.plan), provider: parsed.data.provider, requestId: newKey() }
            : s,
        );
        toast({ title: "Project plan generated!", description: "Review the project details and save when ready." });
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        setSession((s) => (s.jobId === jobId ? { ...s, step: 0, jobId: null } : s));
        const description = err instanceof JobFailedError ? err.message || GENERATE_DEFAULT : errorMessage(err, GENERATE_DEFAULT);
        toast({ title: GENERATE_FAILED, description, variant: "destructive" });
      });
    return () => controller.abort();
  }, [step, jobId, toast]);

  // Step 3: follow the export job (also after a reload), then land on the new project.
  const { exportJobId, destination } = session;
  useEffect(() => {
    if (step !== 3 || !exportJobId || destination === INTERNAL_DESTINATION) return;
    const name = PROVIDER_NAMES[destination];
    const controller = new AbortController();
    waitForJob(exportJobId, controller.signal)
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
        const fallback = `There was an error exporting to ${name}.`;
        const description = err instanceof JobFailedError ? err.message || fallback : errorMessage(err, fallback);
        toast({ title: "Export failed", description, variant: "destructive" });
      });
    return () => controller.abort();
  }, [step, exportJobId, destination, toast, navigate]);

  const exportPlan = async () => {
    const provider = session.destination;
    if (savingRef.current || !session.draft || provider === INTERNAL_DESTINATION || !session.target) return;
    savingRef.current = true;
    setSaving(true);
    try {
      const { jobId } = await readJson(
        api.integrations.export[":integration"].$post({
          param: { integration: provider },
          json: { plan: fromDraft(session.draft), target: session.target },
        }),
      );
      update({ step: 3, exportJobId: jobId });
    } catch (err) {
      toast({
        title: "Export failed",
        description: errorMessage(err, `There was an error exporting to ${PROVIDER_NAMES[provider]}.`),
        variant: "destructive",
      });
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const generate = async () => {
    const idea = session.idea;
    if (!idea.trim()) {
      toast({ title: GENERATE_FAILED, description: IDEA_REQUIRED, variant: "destructive" });
      return;
    }
    update({ step: 1, jobId: null });
    try {
      const { jobId } = await readJson(api.ai["generate-plan"].$post({ json: { idea } }));
      update({ jobId });
    } catch (err) {
      update({ step: 0 });
      toast({ title: GENERATE_FAILED, description: errorMessage(err, GENERATE_DEFAULT), variant: "destructive" });
    }
  };

  const save = async () => {
    if (savingRef.current || !session.draft) return;
    savingRef.current = true;
    setSaving(true);
    try {
      const { id } = await readJson(
        api.projects["from-plan"].$post({ json: { plan: fromDraft(session.draft), requestId: session.requestId ?? undefined } }),
      );
      setSession(EMPTY_SESSION);
      toast({ title: "Project saved successfully!", description: "Your new project has been created with all tasks and milestones." });
      navigate(`/projects/${id}`);
    } catch (err) {
      toast({
        title: "Failed to save project",
        description: errorMessage(err, "There was an error saving your project."),
        variant: "destructive",
      });
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  if (step === 1) {
    return (
      <div className="flex flex-col items-center gap-4 py-12 text-center" aria-live="polite">
        <Spinner label="Generating plan" className="h-10 w-10" />
        <p className="text-lg font-medium">Analyzing your project idea...</p>
        <p className="text-sm text-slate-500">This usually takes a few seconds.</p>
        <Button variant="ghost" size="sm" onPress={() => update({ step: 0, jobId: null })}>
          Cancel
        </Button>
      </div>
    );
  }

  if (step === 3 && session.destination !== INTERNAL_DESTINATION) {
    return (
      <div className="flex flex-col items-center gap-4 py-12 text-center" aria-live="polite">
        <Spinner label="Exporting" className="h-10 w-10" />
        <p className="text-lg font-medium">Exporting your project to {PROVIDER_NAMES[session.destination]}...</p>
        <p className="text-sm text-slate-500">Kickoff creates each item in turn and waits when the provider asks it to slow down.</p>
      </div>
    );
  }

  if (step === 2 && session.draft) {
    return (
      <PlanReview
        draft={session.draft}
        provider={session.provider}
        destination={session.destination}
        target={session.target}
        saving={saving}
        onChange={(draft) => update({ draft })}
        onDestinationChange={(destination) => update({ destination, target: null })}
        onTargetChange={(target) => update({ target })}
        onBack={() => update({ step: 0, draft: null, provider: null, requestId: null })}
        onSave={session.destination === INTERNAL_DESTINATION ? save : exportPlan}
      />
    );
  }

  return <IdeaStep idea={session.idea} onChange={(idea) => update({ idea })} onSubmit={generate} />;
}
