import { useState } from "react";
import type { Task } from "../../../core/schemas/task";
import { completeParentMessage, openSubtasksOnDone } from "../../lib/subtasks";
import { ConfirmDialog } from "../ui/confirm-dialog";

/**
 * Moving a parent to Done while it has open subtasks asks first (issue 14): the move changes only
 * the parent, and the person should know its subtasks stay open. Cancel leaves everything as it was.
 * `tasks` is the project's board; a page without one (My tasks, across projects) passes the board it
 * just read as `among`.
 */
export function useCompleteParentConfirm(tasks: Task[] = []) {
  const [pending, setPending] = useState<{ task: Task; open: number; run: () => unknown } | null>(null);
  const guard = (task: Task, nextStatus: Task["status"], run: () => unknown, among: Task[] = tasks) => {
    const open = openSubtasksOnDone(among, task, nextStatus).length;
    if (open === 0) return void run();
    setPending({ task, open, run });
  };
  const dialog = (
    <ConfirmDialog
      isOpen={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title="Subtasks still open"
      message={pending ? completeParentMessage(pending.task, pending.open) : ""}
      confirmLabel="Mark as done"
      pendingLabel="Saving..."
      destructive={false}
      onConfirm={() => pending?.run()}
    />
  );
  return { guard, dialog };
}
