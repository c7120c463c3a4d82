import { AlertTriangle, ArrowLeft, CalendarRange, Plus, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ExportTargetInput } from "../../../core/schemas/integrations";
import { type PlanTemplateChoice, PlanTemplateOption } from "../templates/plan-template-option";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { TextField } from "../ui/text-field";
import { useToast } from "../ui/toast";
import { DestinationFooter } from "./destination-select";
import { FeedbackPanel, type FeedbackRound } from "./feedback-panel";
import {
  type DraftMilestone,
  type DraftPlan,
  type DraftTask,
  dayPart,
  fromDraft,
  nestDraftTasks,
  newMilestone,
  newTask,
  withoutTask,
} from "./plan-draft";
import { GROWS_ON_PHONE, MilestoneEditor, TaskEditor } from "./plan-item-editors";
import { MilestoneRow, SuggestionRow, TaskRow } from "./plan-items";
import { type Destination, INTERNAL_DESTINATION } from "./wizard-session";

/** `error`: why Save was refused (an empty name), shown on the field; the editor stays open. */
type Editing<T> = { key: string; value: T; error?: string | null } | null;
type PendingDelete = { kind: "task" | "milestone"; key: string } | null;

// Issue 21 item 11: on a phone the review is one page that scrolls as a whole (no box scrolls inside
// it, textareas grow with their text); from md up the lists are bounded by the window's height, not a
// fixed 300 px, and scroll on their own so Save Project stays near.
// A list is never shorter than an open editor (so the form is never cut off), and an opened editor is
// scrolled into view.
const DESKTOP_SCROLL = "md:overflow-y-auto md:pr-1";

// The review edits a draft in memory (spec §4): nothing is saved until Save Project, so the toast says so (issue 21).
const SAVED = "Changed in the draft plan. Save the project to keep it.";

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
  const toast = useToast();
  useEffect(() => {
    document.getElementById("plan-review-heading")?.focus();
  }, []);
  const [editingTask, setEditingTask] = useState<Editing<DraftTask>>(null);
  const [editingMilestone, setEditingMilestone] = useState<Editing<DraftMilestone>>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const milestoneName = new Map(draft.milestones.map((m) => [m.key, m.name]));
  const subtasksOf = (key: string) => draft.tasks.filter((t) => t.parentKey === key).length;
  const suggestions = draft.tasks.filter((t) => t.suggested);
  const pendingSubtasks = pendingDelete?.kind === "task" ? subtasksOf(pendingDelete.key) : 0;

  const saveTask = () => {
    if (!editingTask) return;
    if (!editingTask.value.name.trim()) return setEditingTask({ ...editingTask, error: "Task name is required" });
    const edited = editingTask.value;
    // A task's subtasks move with it to another milestone.
    onChange({
      ...draft,
      tasks: draft.tasks.map((t) =>
        t.key === editingTask.key ? edited : t.parentKey === editingTask.key ? { ...t, milestoneKey: edited.milestoneKey } : t,
      ),
    });
    setEditingTask(null);
    toast({ title: "Task updated", description: SAVED });
  };
  const saveMilestone = () => {
    if (!editingMilestone) return;
    if (!editingMilestone.value.name.trim()) return setEditingMilestone({ ...editingMilestone, error: "Milestone name is required" });
    onChange({ ...draft, milestones: draft.milestones.map((m) => (m.key === editingMilestone.key ? editingMilestone.value : m)) });
    setEditingMilestone(null);
    toast({ title: "Milestone updated", description: SAVED });
  };
  const addTask = () => {
    const task = newTask(draft);
    onChange({ ...draft, tasks: [...draft.tasks, task] });
    setEditingTask({ key: task.key, value: task });
  };
  const addMilestone = () => {
    const milestone = newMilestone(draft);
    onChange({ ...draft, milestones: [...draft.milestones, milestone] });
    setEditingMilestone({ key: milestone.key, value: milestone });
  };
  const confirmDelete = () => {
    if (!pendingDelete) return;
    if (pendingDelete.kind === "task") {
      const kept = subtasksOf(pendingDelete.key);
      onChange(withoutTask(draft, pendingDelete.key));
      if (editingTask?.key === pendingDelete.key) setEditingTask(null);
      toast({
        title: "Task deleted",
        description:
          kept > 0
            ? `The task has been removed from the plan. Its ${kept} subtask${kept === 1 ? " stays" : "s stay"} in the plan as ${kept === 1 ? "a task" : "tasks"}.`
            : "The task has been removed from the plan.",
      });
    } else {
      // The milestone's tasks stay in the plan, without a milestone.
      onChange({
        ...draft,
        milestones: draft.milestones.filter((m) => m.key !== pendingDelete.key),
        tasks: draft.tasks.map((t) => (t.milestoneKey === pendingDelete.key ? { ...t, milestoneKey: null } : t)),
      });
      if (editingMilestone?.key === pendingDelete.key) setEditingMilestone(null);
      toast({ title: "Milestone deleted", description: "The milestone has been removed from the plan." });
    }
  };

  return (
    <div className="flex flex-col gap-6" data-plan-review>
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

      <FeedbackPanel round={feedback} />

      <PlanSection
        id="plan-milestones-heading"
        title="Milestones"
        count={draft.milestones.length}
        addLabel="Add Milestone"
        onAdd={addMilestone}
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
              onSave={saveMilestone}
              onCancel={() => setEditingMilestone(null)}
            />
          ) : (
            <MilestoneRow
              key={m.key}
              milestone={m}
              editDisabled={editingMilestone !== null}
              onEdit={() => setEditingMilestone({ key: m.key, value: m })}
              onDelete={() => setPendingDelete({ kind: "milestone", key: m.key })}
            />
          ),
        )}
      </PlanSection>

      <PlanSection
        id="plan-tasks-heading"
        title="Tasks"
        count={draft.tasks.filter((t) => !t.suggested).length}
        addLabel="Add Task"
        onAdd={addTask}
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
                onSave={saveTask}
                onCancel={() => setEditingTask(null)}
              />
            ) : (
              <TaskRow
                key={t.key}
                task={t}
                milestoneName={(parent ?? t).milestoneKey ? (milestoneName.get((parent ?? t).milestoneKey as string) ?? null) : null}
                parentName={parent?.name ?? null}
                subtaskCount={parent ? 0 : subtasksOf(t.key)}
                estimateUnit={draft.estimateUnit ?? "hours"}
                editDisabled={editingTask !== null}
                onEdit={() => setEditingTask({ key: t.key, value: t })}
                onDelete={() => setPendingDelete({ kind: "task", key: t.key })}
              />
            ),
          )}
      </PlanSection>

      {suggestions.length > 0 && (
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
      )}

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

      <ConfirmDialog
        isOpen={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Are you sure?"
        message={
          pendingSubtasks > 0
            ? `This will permanently delete the task. Its ${pendingSubtasks} subtask${pendingSubtasks === 1 ? " stays" : "s stay"} in the plan as ${pendingSubtasks === 1 ? "a task" : "tasks"} of the same milestone.`
            : `This will permanently delete the ${pendingDelete?.kind ?? "task"}. This action cannot be undone.`
        }
        confirmLabel={`Delete ${pendingDelete?.kind ?? "task"}`}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/** The milestones or the tasks of the plan: a heading with their count and an Add button over a scrolling list. */
function PlanSection({
  id,
  title,
  count,
  addLabel,
  onAdd,
  addDisabled,
  emptyText,
  listClassName,
  editing,
  children,
}: {
  id: string;
  title: string;
  count: number;
  addLabel: string;
  onAdd: () => void;
  addDisabled: boolean;
  emptyText: string;
  /** A Tailwind max-height class for the list on wide screens. */
  listClassName: string;
  /** An editor is open in the list: it is scrolled into view. */
  editing: boolean;
  children: React.ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (editing) list.current?.querySelector("[data-plan-editor]")?.scrollIntoView({ block: "nearest" });
  }, [editing]);
  return (
    <section aria-labelledby={id}>
      <div className="mb-2 flex items-center justify-between">
        <h4 id={id} className="font-semibold">
          {title} ({count})
        </h4>
        <Button variant="secondary" size="sm" onPress={onAdd} isDisabled={addDisabled}>
          <Plus className="h-4 w-4" aria-hidden />
          {addLabel}
        </Button>
      </div>
      <ul ref={list} className={`relative flex flex-col gap-2 ${listClassName} ${DESKTOP_SCROLL}`} aria-label={title}>
        {count === 0 && <li className="text-sm text-slate-500">{emptyText}</li>}
        {children}
      </ul>
    </section>
  );
}
