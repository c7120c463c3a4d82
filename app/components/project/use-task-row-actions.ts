import { useMemo } from "react";
import { toggledDone, withCompletion } from "../../../core/done-toggle";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { errorMessage } from "../../lib/api";
import { SAVED_OFFLINE } from "../../lib/live-writes";
import type { LiveBoard } from "../../lib/use-live-board";
import { useToast } from "../ui/toast";
import type { useCompleteParentConfirm } from "./complete-parent-confirm";
import type { AssigneeOption } from "./task-edit-row";
import type { CellChange } from "./task-row";
import { useQuickTaskUpdate } from "./use-task-actions";

const LIST_FAILURE = { title: "Failed to update task", description: "Your change was not saved. Please try again." };

/** A row's own buttons: the done toggle, its status and priority cells, and delete. */
export function useTaskRowActions(live: LiveBoard, completeParent: ReturnType<typeof useCompleteParentConfirm>) {
  const toast = useToast();
  const quickUpdate = useQuickTaskUpdate(live, LIST_FAILURE);
  const toggle = (task: Task) => {
    const change = toggledDone(task);
    completeParent.guard(task, change.status, () => quickUpdate(task, change));
  };

  // Status and priority chosen in the row's own cells: the same write path as the toggle (live, undoable).
  const changeCell = (task: Task, change: CellChange) => {
    if (!("status" in change)) return quickUpdate(task, change);
    const { status } = change;
    completeParent.guard(task, status, () => quickUpdate(task, { ...change, ...withCompletion(status) }));
  };

  const remove = async (task: Task) => {
    try {
      const { queued } = await live.deleteTask(task);
      toast(queued ? { title: "Task deleted", description: SAVED_OFFLINE } : { title: "Task deleted" });
    } catch (err) {
      toast({
        title: "Failed to delete task",
        description: errorMessage(err, "The task was not deleted. Please try again."),
        variant: "destructive",
      });
    }
  };
  return { toggle, changeCell, remove };
}

/** Names the assignee of a row, and lists the people a task can be given to (a departed one stays listed). */
export function useAssignees(members: MemberView[]) {
  const byUser = useMemo(() => new Map(members.map((m) => [m.userId, m])), [members]);
  const assigneeName = (id: number | null) => {
    if (id == null) return "Unassigned";
    const m = byUser.get(id);
    return m ? displayName(m.user) : "Unknown user";
  };
  const assigneeOptions = (current: number | null): AssigneeOption[] => {
    const options = [
      { id: "unassigned", label: "Unassigned" },
      ...members.map((m) => ({ id: String(m.userId), label: `${displayName(m.user)} (${m.role})` })),
    ];
    if (current != null && !byUser.has(current)) options.push({ id: String(current), label: "Unknown user" });
    return options;
  };
  return { assigneeName, assigneeOptions };
}
