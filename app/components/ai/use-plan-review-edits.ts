import { useState } from "react";
import { useToast } from "../ui/toast";
import { type DraftMilestone, type DraftPlan, type DraftTask, newMilestone, newTask, withoutTask } from "./plan-draft";

/** `error`: why Save was refused (an empty name), shown on the field; the editor stays open. */
export type Editing<T> = { key: string; value: T; error?: string | null } | null;
export type PendingDelete = { kind: "task" | "milestone"; key: string } | null;

// The review edits a draft in memory (spec §4): nothing is saved until Save Project, so the toast says so (issue 21).
const SAVED = "Changed in the draft plan. Save the project to keep it.";

/** The review step's edits: one task and one milestone open at a time, and a delete waiting for its confirmation. */
export function usePlanReviewEdits(draft: DraftPlan, onChange: (draft: DraftPlan) => void) {
  const toast = useToast();
  const [editingTask, setEditingTask] = useState<Editing<DraftTask>>(null);
  const [editingMilestone, setEditingMilestone] = useState<Editing<DraftMilestone>>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const subtasksOf = (key: string) => draft.tasks.filter((t) => t.parentKey === key).length;

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
      toast({ title: "Task deleted", description: taskDeletedText(kept) });
    } else {
      onChange(withoutMilestone(draft, pendingDelete.key));
      if (editingMilestone?.key === pendingDelete.key) setEditingMilestone(null);
      toast({ title: "Milestone deleted", description: "The milestone has been removed from the plan." });
    }
  };
  return {
    editingTask,
    setEditingTask,
    editingMilestone,
    setEditingMilestone,
    pendingDelete,
    setPendingDelete,
    subtasksOf,
    saveTask,
    saveMilestone,
    addTask,
    addMilestone,
    confirmDelete,
  };
}

const taskDeletedText = (kept: number) =>
  kept > 0
    ? `The task has been removed from the plan. Its ${kept} subtask${kept === 1 ? " stays" : "s stay"} in the plan as ${kept === 1 ? "a task" : "tasks"}.`
    : "The task has been removed from the plan.";

/** The milestone's tasks stay in the plan, without a milestone. */
function withoutMilestone(draft: DraftPlan, key: string): DraftPlan {
  return {
    ...draft,
    milestones: draft.milestones.filter((m) => m.key !== key),
    tasks: draft.tasks.map((t) => (t.milestoneKey === key ? { ...t, milestoneKey: null } : t)),
  };
}
