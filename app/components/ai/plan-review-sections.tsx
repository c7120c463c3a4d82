import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { AlertTriangle, ArrowLeft, CalendarRange, Sparkles } from "../ui/icons";
import { TextField } from "../ui/text-field";
import { type DraftPlan, dayPart, nestDraftTasks } from "./plan-draft";
import { GROWS_ON_PHONE, MilestoneEditor, TaskEditor } from "./plan-item-editors";
import { MilestoneRow, SuggestionRow, TaskRow } from "./plan-items";
import { DESKTOP_SCROLL, PlanSection } from "./plan-section";
import type { PendingDelete, usePlanReviewEdits } from "./use-plan-review-edits";

type Edits = ReturnType<typeof usePlanReviewEdits>;

/** The step's heading row: back to the idea, the title (focused once the plan is generated), who made it. */
export function PlanReviewHeading({ provider, saving, onBack }: { provider: string | null; saving: boolean; onBack: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="ghost" size="icon" aria-label="Back to your idea" onPress={onBack} isDisabled={saving}>
        <ArrowLeft className="h-5 w-5" aria-hidden />
      </Button>
      {/* Focus lands here once the plan is generated, not on the page body. */}
      <h3 id="plan-review-heading" tabIndex={-1} className="text-lg font-semibold outline-none">
        Project Plan Review
      </h3>
      <Badge tone="purple">
        <Sparkles className="h-3 w-3" aria-hidden />
        AI Generated
      </Badge>
      {provider && <span className="text-xs text-slate-600">by {provider}</span>}
    </div>
  );
}

/** The plan's name, description and timeline, and the planner's notes about the idea. */
export function PlanOverview({ draft, onChange }: { draft: DraftPlan; onChange: (draft: DraftPlan) => void }) {
  return (
    <div className="grid gap-4">
      <TextField label="Project name" value={draft.name} onChange={(name) => onChange({ ...draft, name })} />
      <TextField
        label="Description"
        multiline
        rows={3}
        inputClassName={GROWS_ON_PHONE}
        value={draft.description}
        onChange={(description) => onChange({ ...draft, description })}
      />
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <CalendarRange className="h-4 w-4" aria-hidden />
        Timeline: {dayPart(draft.timeline.startDate)} to {dayPart(draft.timeline.endDate)}
      </p>
      {draft.notices.length > 0 && (
        <ul
          className="flex flex-col gap-1 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          aria-label="Notes about your idea"
        >
          {draft.notices.map((notice) => (
            <li key={notice} className="flex items-start gap-2">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              {notice}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function PlanMilestones({ draft, edits }: { draft: DraftPlan; edits: Edits }) {
  const { editingMilestone, setEditingMilestone } = edits;
  return (
    <PlanSection
      id="plan-milestones-heading"
      title="Milestones"
      count={draft.milestones.length}
      addLabel="Add Milestone"
      onAdd={edits.addMilestone}
      addDisabled={editingMilestone !== null}
      emptyText="No milestones in this plan."
      listClassName="md:max-h-[max(20rem,40dvh)]"
      editing={editingMilestone !== null}
    >
      {draft.milestones.map((m) =>
        editingMilestone?.key === m.key ? (
          <MilestoneEditor
            key={m.key}
            value={editingMilestone.value}
            nameError={editingMilestone.error}
            onChange={(value) => setEditingMilestone({ key: m.key, value })}
            onSave={edits.saveMilestone}
            onCancel={() => setEditingMilestone(null)}
          />
        ) : (
          <MilestoneRow
            key={m.key}
            milestone={m}
            editDisabled={editingMilestone !== null}
            onEdit={() => setEditingMilestone({ key: m.key, value: m })}
            onDelete={() => edits.setPendingDelete({ kind: "milestone", key: m.key })}
          />
        ),
      )}
    </PlanSection>
  );
}

export function PlanTasks({ draft, edits }: { draft: DraftPlan; edits: Edits }) {
  const { editingTask, setEditingTask } = edits;
  const milestoneName = new Map(draft.milestones.map((m) => [m.key, m.name]));
  const milestoneOf = (key: string | null | undefined) => (key ? (milestoneName.get(key) ?? null) : null);
  return (
    <PlanSection
      id="plan-tasks-heading"
      title="Tasks"
      count={draft.tasks.filter((t) => !t.suggested).length}
      addLabel="Add Task"
      onAdd={edits.addTask}
      addDisabled={editingTask !== null}
      emptyText="No tasks in this plan."
      listClassName="md:max-h-[max(28rem,calc(100dvh-12rem))]"
      editing={editingTask !== null}
    >
      {nestDraftTasks(draft)
        .filter(({ task: t }) => !t.suggested)
        .map(({ task: t, parent }) =>
          editingTask?.key === t.key ? (
            <TaskEditor
              key={t.key}
              value={editingTask.value}
              nameError={editingTask.error}
              milestones={draft.milestones}
              tasks={draft.tasks}
              onChange={(value) => setEditingTask({ key: t.key, value })}
              onSave={edits.saveTask}
              onCancel={() => setEditingTask(null)}
            />
          ) : (
            <TaskRow
              key={t.key}
              task={t}
              milestoneName={milestoneOf((parent ?? t).milestoneKey)}
              parentName={parent?.name ?? null}
              subtaskCount={parent ? 0 : edits.subtasksOf(t.key)}
              estimateUnit={draft.estimateUnit ?? "hours"}
              editDisabled={editingTask !== null}
              onEdit={() => setEditingTask({ key: t.key, value: t })}
              onDelete={() => edits.setPendingDelete({ kind: "task", key: t.key })}
            />
          ),
        )}
    </PlanSection>
  );
}

/** Steps the text did not ask for (issue 20): ticked ones go into the plan. */
export function PlanSuggestions({ draft, onChange }: { draft: DraftPlan; onChange: (draft: DraftPlan) => void }) {
  const suggestions = draft.tasks.filter((t) => t.suggested);
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby="plan-suggestions-heading">
      <h4 id="plan-suggestions-heading" className="font-semibold">
        Suggested steps ({suggestions.length})
      </h4>
      <p className="mb-2 text-sm text-slate-600">
        Your text did not ask for these. Tick the ones to add to the plan; the others are left out when you save.
      </p>
      <ul className={`flex flex-col gap-2 md:max-h-[50dvh] ${DESKTOP_SCROLL}`} aria-label="Suggested steps">
        {suggestions.map((t) => (
          <SuggestionRow
            key={t.key}
            task={t}
            estimateUnit={draft.estimateUnit ?? "hours"}
            onToggle={(included) => onChange({ ...draft, tasks: draft.tasks.map((x) => (x.key === t.key ? { ...x, included } : x)) })}
          />
        ))}
      </ul>
    </section>
  );
}

/** Deleting a task or milestone asks first, and says what becomes of a task's subtasks. */
export function PlanDeleteDialog({
  pendingDelete,
  pendingSubtasks,
  onClose,
  onConfirm,
}: {
  pendingDelete: PendingDelete;
  pendingSubtasks: number;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen={pendingDelete !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Are you sure?"
      message={
        pendingSubtasks > 0
          ? `This will permanently delete the task. Its ${pendingSubtasks} subtask${pendingSubtasks === 1 ? " stays" : "s stay"} in the plan as ${pendingSubtasks === 1 ? "a task" : "tasks"} of the same milestone.`
          : `This will permanently delete the ${pendingDelete?.kind ?? "task"}. This action cannot be undone.`
      }
      confirmLabel={`Delete ${pendingDelete?.kind ?? "task"}`}
      onConfirm={onConfirm}
    />
  );
}
