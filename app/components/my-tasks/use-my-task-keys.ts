import { useNavigate } from "react-router";
import { canEdit } from "../../../core/permissions";
import type { Priority } from "../../../core/schemas/fields";
import type { UpdateTaskInput } from "../../../core/schemas/task";
import type { MyTask } from "../../../worker/services/my-tasks";
import { focusTask } from "../../lib/reveal-task";
import { priorityLabel } from "../../lib/task-display";
import { useShortcut } from "../keyboard/keyboard-context";

const READ_ONLY = "You have read-only access to this project.";
const SELECT_FIRST = "Select a task first (j or k).";

/**
 * My tasks' keys (issue 14), the list view's on the tasks in display order: j/k select, d done,
 * 1/2/3 priority, e and a open the task's editor in its project. Each returns what is announced.
 */
export function useMyTaskKeys({
  ordered,
  selected,
  select,
  save,
  complete,
}: {
  ordered: MyTask[];
  selected: MyTask | null;
  select: (id: string) => void;
  save: (task: MyTask, patch: UpdateTaskInput) => Promise<void>;
  complete: (task: MyTask) => Promise<"asked" | "done" | "failed">;
}) {
  const navigate = useNavigate();
  const move = (step: 1 | -1) => {
    if (ordered.length === 0) return "Nothing is assigned to you right now.";
    const at = selected ? ordered.indexOf(selected) : -1;
    const next = ordered[Math.min(ordered.length - 1, Math.max(0, at + step))];
    select(next.id);
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
}
