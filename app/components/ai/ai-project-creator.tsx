import { lazy, Suspense } from "react";
import { IdeaStep } from "./idea-step";
import { resolveChanges, usePlanGeneration, useWizardSession } from "./use-plan-generation";
import { usePlanSave } from "./use-plan-save";
import { INTERNAL_DESTINATION } from "./wizard-session";
import { ExportingStep, GeneratingStep, ReviewLoading } from "./wizard-steps";

// The review step loads behind the first "Generate" (docs/decisions/009-first-load-budget.md).
const PlanReview = lazy(() => import("./plan-review").then((m) => ({ default: m.PlanReview })));

/**
 * The AI creation wizard (spec §2.4, §4): idea → plan → review and edit → save. The built-in
 * planner answers at once; a model's job is followed while its items stream in. The state is
 * mirrored in sessionStorage, so a reload resumes the running job or the plan being edited.
 */
export function AiProjectCreator() {
  const wizard = useWizardSession();
  const { session, setSession, update } = wizard;
  const { generate, regenerate, ideaError, setIdeaError, regenerating } = usePlanGeneration(wizard);
  const { saving, onSave, template } = usePlanSave(session, setSession, update);
  const { resolveChange, resolveAll } = resolveChanges(setSession);
  const { step, feedbackJobId } = session;

  if (step === 1) return <GeneratingStep partial={session.partial} onCancel={() => update({ step: 0, jobId: null, partial: null })} />;
  if (step === 3 && session.destination !== INTERNAL_DESTINATION) return <ExportingStep destination={session.destination} />;
  if (step === 2 && session.draft) {
    return (
      <Suspense fallback={<ReviewLoading />}>
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
          onSave={onSave}
          template={template}
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
