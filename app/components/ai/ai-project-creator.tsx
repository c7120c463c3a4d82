import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { PROVIDER_NAMES } from "../../../core/schemas/integrations";
import { IDEA_REQUIRED } from "../../../core/schemas/plan";
import { api, errorMessage, readJson } from "../../lib/api";
import { type PlanTemplateChoice, templateNameProblem } from "../templates/plan-template-option";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";
import { useToast } from "../ui/toast";
import { IdeaStep } from "./idea-step";
import { PartialItems } from "./partial-items";
import { firstPlanProblem } from "./plan-check";
import { applyAll, applyChange, diffPlans } from "./plan-diff";
import { fromDraft, newKey, toDraft } from "./plan-draft";
import { type PlanResult, planResultSchema, requestPlan } from "./start-plan";
import { EXPORT_WAIT_MS, JobFailedError, waitForJob } from "./wait-for-job";
import { EMPTY_SESSION, INTERNAL_DESTINATION, loadSession, saveSession, type WizardSession } from "./wizard-session";

const GENERATE_FAILED = "Failed to generate project plan";
const GENERATE_DEFAULT = "There was an error processing your idea.";

const FEEDBACK_FAILED = "Could not regenerate the plan";

// The review step loads behind the first "Generate" (docs/decisions/009-first-load-budget.md).
const PlanReview = lazy(() => import("./plan-review").then((m) => ({ default: m.PlanReview })));

const partialSchema = z.object({ name: z.string().nullable(), milestones: z.array(z.string()), tasks: z.array(z.string()) });

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
 * The AI creation wizard (spec §2.4, §4): idea → plan → review and edit → save. The built-in
 * planner answers at once; a model's job is followed while its items stream in. The state is
 * mirrored in sessionStorage, so a reload resumes the running job or the plan being edited.
 */
export function AiProjectCreator() {
  const toast = useToast();
  const navigate = useNavigate();
  const [session, setSession] = useState<WizardSession>(EMPTY_SESSION);
  const [restored, setRestored] = useState(false);
  const [saving, setSaving] = useState(false);
  const [ideaError, setIdeaError] = useState<string | null>(null);
  const [regenerating, setRegenerating] = useState(false);
  // Issue 25: the plan saved as a template too (after the project, which it is made from).
  const [asTemplate, setAsTemplate] = useState<PlanTemplateChoice>({ save: false, name: "" });
  const [templateError, setTemplateError] = useState<string | null>(null);
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

  const arrive = useCallback(
    (result: PlanResult) => {
      setSession((s) => ({
        ...s,
        step: 2,
        jobId: null,
        partial: null,
        changes: null,
        draft: toDraft(result.plan),
        provider: result.provider,
        requestId: newKey(),
      }));
      toast({ title: "Project plan generated!", description: "Review the project details and save when ready." });
    },
    [toast],
  );

  const propose = useCallback((result: PlanResult) => {
    setSession((s) => {
      if (!s.draft) return s;
      return { ...s, feedbackJobId: null, partial: null, changes: diffPlans(s.draft, result.plan), provider: result.provider };
    });
  }, []);

  const onProgress = useCallback((progress: unknown) => {
    const parsed = partialSchema.safeParse(progress);
    if (parsed.success) setSession((s) => ({ ...s, partial: parsed.data }));
  }, []);

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
        const description = err instanceof JobFailedError ? err.message || GENERATE_DEFAULT : errorMessage(err, GENERATE_DEFAULT);
        toast({ title: GENERATE_FAILED, description, variant: "destructive" });
      });
    return () => controller.abort();
  }, [step, jobId, toast, arrive, onProgress]);

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
        const description = err instanceof JobFailedError ? err.message || GENERATE_DEFAULT : errorMessage(err, GENERATE_DEFAULT);
        toast({ title: FEEDBACK_FAILED, description, variant: "destructive" });
      });
    return () => controller.abort();
  }, [step, feedbackJobId, toast, propose, onProgress]);

  // Step 3: follow the export job (also after a reload), then land on the new project.
  const { exportJobId, destination } = session;
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
    setIdeaError(null);
    if (!idea.trim()) {
      toast({ title: GENERATE_FAILED, description: IDEA_REQUIRED, variant: "destructive" });
      return;
    }
    update({ step: 1, jobId: null, partial: null });
    try {
      const started = await requestPlan({ idea });
      if ("jobId" in started) update({ jobId: started.jobId });
      else arrive(started);
    } catch (err) {
      update({ step: 0 });
      const description = errorMessage(err, GENERATE_DEFAULT);
      // Shown by the idea box too, so the user sees what to add right where they type.
      setIdeaError(description);
      toast({ title: GENERATE_FAILED, description, variant: "destructive" });
    }
  };

  const regenerate = async (text: string) => {
    if (!session.draft || regenerating) return;
    setRegenerating(true);
    try {
      const started = await requestPlan({ idea: session.idea, feedback: { text, plan: fromDraft(session.draft) } });
      if ("jobId" in started) update({ feedbackJobId: started.jobId, partial: null, changes: null });
      else propose(started);
    } catch (err) {
      toast({ title: FEEDBACK_FAILED, description: errorMessage(err, GENERATE_DEFAULT), variant: "destructive" });
    } finally {
      setRegenerating(false);
    }
  };

  const resolveChange = (id: string, accept: boolean) =>
    setSession((s) => {
      const change = s.changes?.find((c) => c.id === id);
      if (!change || !s.draft) return s;
      const rest = (s.changes ?? []).filter((c) => c.id !== id);
      return { ...s, draft: accept ? applyChange(s.draft, change) : s.draft, changes: rest.length > 0 ? rest : null };
    });
  const resolveAll = (accept: boolean) =>
    setSession((s) => (s.draft ? { ...s, draft: accept ? applyAll(s.draft, s.changes ?? []) : s.draft, changes: null } : s));

  const save = async () => {
    if (savingRef.current || !session.draft) return;
    // Checked here with the server's rules so the message can say which row is wrong.
    const problem = firstPlanProblem(session.draft);
    if (problem) {
      toast({ title: "Failed to save project", description: problem.message, variant: "destructive" });
      return;
    }
    const templateName = asTemplate.save ? asTemplate.name.trim() || session.draft.name.trim() : null;
    const nameProblem = templateName === null ? null : templateNameProblem(templateName);
    setTemplateError(nameProblem);
    if (nameProblem) {
      toast({ title: "Failed to save project", description: nameProblem, variant: "destructive" });
      return;
    }
    savingRef.current = true;
    setSaving(true);
    try {
      const { id } = await readJson(
        api.projects["from-plan"].$post({ json: { plan: fromDraft(session.draft), requestId: session.requestId ?? undefined } }),
      );
      setSession(EMPTY_SESSION);
      toast({ title: "Project saved successfully!", description: "Your new project has been created with all tasks and milestones." });
      if (templateName !== null) await saveTemplateOf(id, templateName);
      setAsTemplate({ save: false, name: "" });
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

  /** The saved project's shape as a template; the project is kept whatever happens here. */
  const saveTemplateOf = async (projectId: number, name: string) => {
    try {
      await readJson(api.projects[":id"].template.$post({ param: { id: String(projectId) }, json: { name } }));
      toast({ title: "Template saved", description: `“${name}” is offered when you create a project.` });
    } catch (err) {
      toast({
        title: "Template not saved",
        description: `${errorMessage(err, "Something went wrong.")} The project was saved: use Save as Template on its page.`,
        variant: "destructive",
      });
    }
  };

  if (step === 1) {
    return (
      <div className="flex flex-col items-center gap-4 py-12 text-center" aria-live="polite">
        <Spinner label="Generating plan" className="h-10 w-10" />
        <p className="text-lg font-medium">Analyzing your project idea...</p>
        {session.partial ? (
          <PartialItems partial={session.partial} />
        ) : (
          <p className="text-sm text-slate-500">Items appear here as the model writes them.</p>
        )}
        <Button variant="ghost" size="sm" onPress={() => update({ step: 0, jobId: null, partial: null })}>
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
      <Suspense
        fallback={
          <div className="flex justify-center py-12">
            <Spinner label="Loading the plan" className="h-8 w-8" />
          </div>
        }
      >
        <PlanReview
          draft={session.draft}
          provider={session.provider}
          destination={session.destination}
          target={session.target}
          saving={saving}
          onChange={(draft) => update({ draft })}
          onDestinationChange={(destination) => update({ destination, target: null })}
          onTargetChange={(target) => update({ target })}
          onBack={() =>
            update({ step: 0, draft: null, provider: null, requestId: null, changes: null, feedbackJobId: null, partial: null })
          }
          onSave={session.destination === INTERNAL_DESTINATION ? save : exportPlan}
          template={{
            value: asTemplate,
            error: templateError,
            onChange: (value) => {
              setAsTemplate(value);
              setTemplateError(null);
            },
          }}
          feedback={{
            busy: regenerating || feedbackJobId !== null,
            partial: feedbackJobId ? session.partial : null,
            changes: session.changes,
            onSubmit: regenerate,
            onResolve: resolveChange,
            onResolveAll: resolveAll,
          }}
        />
      </Suspense>
    );
  }

  return (
    <IdeaStep
      idea={session.idea}
      error={ideaError}
      onChange={(idea) => {
        setIdeaError(null);
        update({ idea });
      }}
      onSubmit={generate}
    />
  );
}
