import { useState } from "react";
import type { UpdateTaskInput } from "../../../core/schemas/task";
import type { MyTask } from "../../../worker/services/my-tasks";
import { errorMessage } from "../../lib/api";
import { listProjectTasks, updateTask } from "../../lib/project-api";
import { useCompleteParentConfirm } from "../project/complete-parent-confirm";
import { useToast } from "../ui/toast";

/**
 * My tasks' writes (issue 14): over HTTP (there is no board socket here), one task at a time
 * (`pending`). A task done leaves the list and the selection moves on to the next one. `complete`
 * asks first for a parent with open subtasks, read from its board at the moment of the click.
 */
export function useMyTaskWrites(
  ordered: MyTask[],
  setTasks: (update: (list: MyTask[]) => MyTask[]) => void,
  selection: { selectedId: string | null; select: (id: string | null) => void },
) {
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const completeParent = useCompleteParentConfirm();
  const fail = (err: unknown) =>
    toast({
      title: "Failed to update task",
      description: errorMessage(err, "Your change was not saved. Please try again."),
      variant: "destructive",
    });

  const save = async (task: MyTask, patch: UpdateTaskInput) => {
    setPending(task.id);
    try {
      const saved = await updateTask(task.id, patch);
      if (saved.status === "done") {
        // Done tasks leave this list; the selection moves on to the next one.
        const at = ordered.findIndex((t) => t.id === task.id);
        const next = ordered[at + 1] ?? ordered[at - 1] ?? null;
        if (selection.selectedId === task.id) selection.select(next?.id ?? null);
        setTasks((list) => list.filter((t) => t.id !== task.id));
        toast({ title: `“${task.name}” is done` });
      } else {
        setTasks((list) => list.map((t) => (t.id === task.id ? { ...t, priority: saved.priority, version: saved.version } : t)));
      }
    } catch (err) {
      fail(err);
    } finally {
      setPending(null);
    }
  };

  /** Marks the task done; a parent whose subtasks are still open asks first. Says whether it asked. */
  const complete = async (task: MyTask): Promise<"asked" | "done" | "failed"> => {
    if (pending) return "failed";
    setPending(task.id);
    let board: Awaited<ReturnType<typeof listProjectTasks>>;
    try {
      board = await listProjectTasks(task.projectId);
    } catch (err) {
      setPending(null);
      fail(err);
      return "failed";
    }
    setPending(null);
    const current = board.find((t) => t.id === task.id);
    if (!current) {
      setTasks((list) => list.filter((t) => t.id !== task.id));
      toast({ title: "Task deleted", description: `“${task.name}” was deleted by someone else.`, variant: "destructive" });
      return "failed";
    }
    let asked = true;
    completeParent.guard(
      current,
      "done",
      () => {
        asked = false;
        return save(task, { status: "done", isCompleted: true });
      },
      board,
    );
    return asked ? "asked" : "done";
  };

  return { pending, save, complete, dialog: completeParent.dialog };
}
