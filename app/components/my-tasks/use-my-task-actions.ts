import { useState } from "react";
import { useNavigate } from "react-router";
import { canEdit } from "../../../core/permissions";
import type { Priority } from "../../../core/schemas/fields";
import type { UpdateTaskInput } from "../../../core/schemas/task";
import type { MyTask } from "../../../worker/services/my-tasks";
import { errorMessage } from "../../lib/api";
import { listProjectTasks, updateTask } from "../../lib/project-api";
import { focusTask } from "../../lib/reveal-task";
import { priorityLabel } from "../../lib/task-display";
import { useShortcut } from "../keyboard/keyboard-context";
import { useCompleteParentConfirm } from "../project/complete-parent-confirm";
import { useToast } from "../ui/toast";

const READ_ONLY = "You have read-only access to this project.";
const SELECT_FIRST = "Select a task first (j or k).";

/**
 * My tasks' actions (issue 14): the list view's keys on the tasks in display order (j/k select,
 * d done, 1/2/3 priority, e and a open the task's editor in its project) and the done toggle, which
 * asks first for a parent with open subtasks, with the same dialog as the list and the board.
 * There is no board socket here, so the writes go over HTTP and the parent's subtasks are read from
 * its board at the moment of the click.
 */
export function useMyTaskActions(ordered: MyTask[], setTasks: (update: (list: MyTask[]) => MyTask[]) => void) {
  const toast = useToast();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const completeParent = useCompleteParentConfirm();
  const selected = ordered.find((t) => t.id === selectedId) ?? null;

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
        if (selectedId === task.id) setSelectedId(next?.id ?? null);
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

  const move = (step: 1 | -1) => {
    if (ordered.length === 0) return "Nothing is assigned to you right now.";
    const at = selected ? ordered.indexOf(selected) : -1;
    const next = ordered[Math.min(ordered.length - 1, Math.max(0, at + step))];
    setSelectedId(next.id);
    focusTask(next.id);
    return `${next.name}, ${ordered.indexOf(next) + 1} of ${ordered.length}`;
  };
  useShortcut("j", () => move(1));
  useShortcut("k", () => move(-1));

  // d marks done, as on the project page (x ticks tasks for bulk edit there: decision 099).
  useShortcut("d", async () => {
    if (!selected) return SELECT_FIRST;
    if (!canEdit(selected.role)) return READ_ONLY;
    const result = await complete(selected);
    if (result === "asked") return `${selected.name} has open subtasks: confirm to mark it done.`;
    return result === "done" ? `Marked done: ${selected.name}` : undefined;
  });

  const setPriority = (priority: Priority) => () => {
    if (!selected) return SELECT_FIRST;
    if (!canEdit(selected.role)) return READ_ONLY;
    void save(selected, { priority });
    return `${priorityLabel(priority)} priority: ${selected.name}`;
  };
  useShortcut("1", setPriority("high"));
  useShortcut("2", setPriority("medium"));
  useShortcut("3", setPriority("low"));

  // The editor lives with the project's list: e and a open it there, on this task.
  const edit = (field: "name" | "assignee") => () => {
    if (!selected) return SELECT_FIRST;
    if (!canEdit(selected.role)) return READ_ONLY;
    navigate(`/projects/${selected.projectId}?task=${encodeURIComponent(selected.id)}&edit=${field}`);
    return field === "name" ? `Editing ${selected.name} in ${selected.projectName}` : `Assign ${selected.name}: choose a person with Enter`;
  };
  useShortcut("e", edit("name"));
  useShortcut("a", edit("assignee"));

  return { pending, selectedId, select: setSelectedId, complete, dialog: completeParent.dialog };
}
