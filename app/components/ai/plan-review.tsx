import { useEffect } from "react";
import type { ExportTargetInput } from "../../../core/schemas/integrations";
import { type PlanTemplateChoice, PlanTemplateOption } from "../templates/plan-template-option";
import { DestinationFooter } from "./destination-select";
import { FeedbackPanel, type FeedbackRound } from "./feedback-panel";
import { type DraftPlan, fromDraft } from "./plan-draft";
import { PlanDeleteDialog, PlanMilestones, PlanOverview, PlanReviewHeading, PlanSuggestions, PlanTasks } from "./plan-review-sections";
import { usePlanReviewEdits } from "./use-plan-review-edits";
import { type Destination, INTERNAL_DESTINATION } from "./wizard-session";

/**
 * Step 2 of the wizard, "Project Plan Review" (spec §2.4, §4): everything is edited in memory, one
 * task and one milestone at a time, and nothing reaches the server until Save Project.
 */
export function PlanReview({
  draft,
  provider,
  destination,
  target,
  saving,
  onChange,
  onDestinationChange,
  onTargetChange,
  onBack,
  onSave,
  feedback,
  template,
}: {
  draft: DraftPlan;
  provider: string | null;
  destination: Destination;
  target: ExportTargetInput | null;
  saving: boolean;
  onChange: (draft: DraftPlan) => void;
  onDestinationChange: (d: Destination) => void;
  onTargetChange: (t: ExportTargetInput | null) => void;
  onBack: () => void;
  onSave: () => void;
  feedback: FeedbackRound;
  /** Issue 25: save the plan as a template too, when it is saved as a Kickoff project. */
  template?: { value: PlanTemplateChoice; error: string | null; onChange: (value: PlanTemplateChoice) => void };
}) {
  useEffect(() => {
    document.getElementById("plan-review-heading")?.focus();
  }, []);
  const edits = usePlanReviewEdits(draft, onChange);
  const { pendingDelete } = edits;
  const pendingSubtasks = pendingDelete?.kind === "task" ? edits.subtasksOf(pendingDelete.key) : 0;

  return (
    <div className="flex flex-col gap-6" data-plan-review>
      <PlanReviewHeading provider={provider} saving={saving} onBack={onBack} />
      <PlanOverview draft={draft} onChange={onChange} />
      <FeedbackPanel round={feedback} />
      <PlanMilestones draft={draft} edits={edits} />
      <PlanTasks draft={draft} edits={edits} />
      <PlanSuggestions draft={draft} onChange={onChange} />

      {template && destination === INTERNAL_DESTINATION && (
        <PlanTemplateOption value={template.value} planName={draft.name} onChange={template.onChange} error={template.error} />
      )}

      <DestinationFooter
        destination={destination}
        onDestinationChange={onDestinationChange}
        target={target}
        onTargetChange={onTargetChange}
        plan={fromDraft(draft)}
        saving={saving}
        onSave={onSave}
      />

      <PlanDeleteDialog
        pendingDelete={pendingDelete}
        pendingSubtasks={pendingSubtasks}
        onClose={() => edits.setPendingDelete(null)}
        onConfirm={edits.confirmDelete}
      />
    </div>
  );
}
