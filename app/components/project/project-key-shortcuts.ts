import { toggledDone } from "../../../core/done-toggle";
import type { Priority } from "../../../core/schemas/fields";
import type { Task } from "../../../core/schemas/task";
import { focusTask } from "../../lib/reveal-task";
import { priorityLabel } from "../../lib/task-display";
import type { ShownTasks } from "../../lib/task-filter";
import type { LiveBoard } from "../../lib/use-live-board";
import { boardOrder } from "../board/status-columns";
import { useShortcut } from "../keyboard/keyboard-context";
import type { useCompleteParentConfirm } from "./complete-parent-confirm";
import type { ProjectTab, TaskView } from "./project-page-types";
import type { useQuickTaskUpdate } from "./use-task-actions";

const READ_ONLY = "You have read-only access to this project.";
const SELECT_FIRST = "Select a task first (j or k).";

/** j and k: the next or previous task on screen (the list nests subtasks under their parent, the board goes by column). */
export function useMoveShortcuts({
  view,
  shown,
  live,
  selected,
  onSelect,
  onTab,
}: {
  view: TaskView;
  shown: ShownTasks;
  live: LiveBoard;
  /** The selected task when the key is pressed. */
  selected: () => Task | null;
  onSelect: (id: string) => void;
  onTab: (tab: ProjectTab) => void;
}) {
  // Built when j or k is pressed, not on every change of a big board.
  const onScreen = (): Task[] => (view === "list" ? shown.nested.map((n) => n.task) : boardOrder(shown.columns, live.statuses));
  const move = (step: 1 | -1) => {
    const rows = onScreen();
    if (rows.length === 0) return shown.query ? "No tasks match the filter." : "No tasks yet.";
    onTab("tasks");
    const current = selected();
    const at = current ? rows.findIndex((t) => t.id === current.id) : -1;
    const index = Math.min(rows.length - 1, Math.max(0, at + step));
    const next = rows[index];
    onSelect(next.id);
    focusTask(next.id);
    return `${next.name}, ${index + 1} of ${rows.length}`;
  };
  useShortcut("j", () => move(1));
  useShortcut("k", () => move(-1));
}

/** d (done or to do) and 1/2/3 (priority) on the selected task. */
export function useSelectedTaskShortcuts({
  selected,
  canEdit,
  quickUpdate,
  completeParent,
}: {
  /** The selected task when the key is pressed. */
  selected: () => Task | null;
  canEdit: boolean;
  quickUpdate: ReturnType<typeof useQuickTaskUpdate>;
  completeParent: ReturnType<typeof useCompleteParentConfirm>;
}) {
  // d asks first for a parent with open subtasks, like the checkbox and the board (issue 14). It was x
  // until x came to tick tasks for bulk edit (issue 25, decision 099).
  useShortcut("d", () => {
    const task = selected();
    if (!task) return SELECT_FIRST;
    if (!canEdit) return READ_ONLY;
    const change = toggledDone(task);
    let asked = true;
    completeParent.guard(task, change.status, () => {
      asked = false;
      return quickUpdate(task, change);
    });
    if (asked) return `${task.name} has open subtasks: confirm to mark it done.`;
    return change.status === "done" ? `Marked done: ${task.name}` : `Marked to do: ${task.name}`;
  });
  const setPriority = (priority: Priority) => () => {
    const task = selected();
    if (!task) return SELECT_FIRST;
    if (!canEdit) return READ_ONLY;
    // A milestone's row shows no priority: setting one would change what nobody can see.
    if (task.kind === "milestone") return `${task.name} is a milestone: milestones have no priority.`;
    void quickUpdate(task, { priority });
    return `${priorityLabel(priority)} priority: ${task.name}`;
  };
  useShortcut("1", setPriority("high"));
  useShortcut("2", setPriority("medium"));
  useShortcut("3", setPriority("low"));
}

/** b and l (Board or List), g t and g a (Timeline and Analytics tabs). */
export function useViewShortcuts(onTab: (tab: ProjectTab) => void, onViewChange: (view: TaskView) => void) {
  const show = (next: TaskView) => () => {
    onTab("tasks");
    onViewChange(next);
    return next === "board" ? "Board view" : "List view";
  };
  useShortcut("b", show("board"));
  useShortcut("l", show("list"));
  useShortcut("g t", () => {
    onTab("timeline");
    return "Timeline tab";
  });
  useShortcut("g a", () => {
    onTab("analytics");
    return "Analytics tab";
  });
}
