import { useCallback, useEffect, useState } from "react";
import { z } from "zod";
import { IDEA_REQUIRED } from "../../../core/schemas/plan";
import { errorMessage } from "../../lib/api";
import { useToast } from "../ui/toast";
import { applyAll, applyChange, diffPlans } from "./plan-diff";
import { fromDraft, newKey, toDraft } from "./plan-draft";
import { type PlanResult, requestPlan } from "./start-plan";
import { FEEDBACK_FAILED, GENERATE_DEFAULT, GENERATE_FAILED, useWizardJobs } from "./use-wizard-jobs";
import { EMPTY_SESSION, loadSession, saveSession, type WizardSession } from "./wizard-session";

const partialSchema = z.object({ name: z.string().nullable(), milestones: z.array(z.string()), tasks: z.array(z.string()) });

/** The wizard's state, mirrored in sessionStorage so a reload resumes the running job or the plan being edited. */
export function useWizardSession() {
  const [session, setSession] = useState<WizardSession>(EMPTY_SESSION);
  const [restored, setRestored] = useState(false);
  // sessionStorage exists only in the browser, so the server renders step 0 and the tab's own state follows.
  useEffect(() => {
    // An idea typed before the page hydrated (the idea box adopts it first) wins over an empty stored one.
    setSession((typed) => {
      const stored = loadSession();
      return typed.idea && !stored.idea ? { ...stored, idea: typed.idea } : stored;
    });
    setRestored(true);
  }, []);
  useEffect(() => {
    if (restored) saveSession(session);
  }, [session, restored]);
  const update = useCallback((patch: Partial<WizardSession>) => setSession((s) => ({ ...s, ...patch })), []);
  return { session, setSession, update };
}

/** Idea → plan, and the review's feedback rounds: a proposal compared with the edited plan, change by change. */
export function usePlanGeneration({ session, setSession, update }: ReturnType<typeof useWizardSession>) {
  const toast = useToast();
  const [ideaError, setIdeaError] = useState<string | null>(null);
  const [regenerating, setRegenerating] = useState(false);
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
    [toast, setSession],
  );
  const propose = useCallback(
    (result: PlanResult) =>
      setSession((s) =>
        s.draft ? { ...s, feedbackJobId: null, partial: null, changes: diffPlans(s.draft, result.plan), provider: result.provider } : s,
      ),
    [setSession],
  );
  const onProgress = useCallback(
    (progress: unknown) => {
      const parsed = partialSchema.safeParse(progress);
      if (parsed.success) setSession((s) => ({ ...s, partial: parsed.data }));
    },
    [setSession],
  );
  useWizardJobs(session, setSession, arrive, propose, onProgress);

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
      // The feedback box shows why under the text, which it keeps.
      throw err;
    } finally {
      setRegenerating(false);
    }
  };
  return { generate, regenerate, ideaError, setIdeaError, regenerating };
}

/** A proposal's changes, accepted or rejected one at a time or all at once. */
export function resolveChanges(setSession: React.Dispatch<React.SetStateAction<WizardSession>>) {
  const resolveChange = (id: string, accept: boolean) =>
    setSession((s) => {
      const change = s.changes?.find((c) => c.id === id);
      if (!change || !s.draft) return s;
      const rest = (s.changes ?? []).filter((c) => c.id !== id);
      return { ...s, draft: accept ? applyChange(s.draft, change) : s.draft, changes: rest.length > 0 ? rest : null };
    });
  const resolveAll = (accept: boolean) =>
    setSession((s) => (s.draft ? { ...s, draft: accept ? applyAll(s.draft, s.changes ?? []) : s.draft, changes: null } : s));
  return { resolveChange, resolveAll };
}
