import { useMemo } from "react";
import type { Priority } from "../../../core/schemas/fields";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { focusTask } from "../../lib/reveal-task";
import { priorityLabel } from "../../lib/task-display";
import type { ShownTasks } from "../../lib/task-filter";
import { useTimer } from "../../lib/timer-store";
import type { LiveBoard } from "../../lib/use-live-board";
import { boardOrder } from "../board/status-columns";
import { type PaletteItem, usePaletteItems, useShortcut } from "../keyboard/keyboard-context";
import { useTimerToggle } from "../time/timer-button";
import { useCompleteParentConfirm } from "./complete-parent-confirm";
import type { TaskView } from "./tasks-tab";
import { useQuickTaskUpdate } from "./use-task-actions";

export type ProjectTab = "tasks" | "overview" | "members" | "timeline" | "analytics" | "activity";

const FAILURE = { title: "Failed to update task", description: "Your change was not saved. Please try again." };
const READ_ONLY = "You have read-only access to this project.";

/**
 * The project page's shortcuts (j/k/d/1/2/3/b/l, g t, g a) and its command-palette entries; they act
 * on the selection in both the list and the board. Edit (e) and assign (a) live with the table and
 * the board (which opens the table's editor), new task (c) with the Add Task dialog.
 */
export function useProjectShortcuts({
  live,
  members,
  canEdit,
  selectedId,
  onSelect,
  view,
  onViewChange,
  onTab,
  onAssign,
  shown,
}: {
  /** j and k follow the order on screen: the list nests subtasks under their parent, the board goes by column. */
  view: TaskView;
  /** The rows on screen (the filter applied). */
  shown: ShownTasks;
  live: LiveBoard;
  members: MemberView[];
  canEdit: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onViewChange: (view: TaskView) => void;
  onTab: (tab: ProjectTab) => void;
  onAssign: (userId: number | null) => void;
}) {
  const quickUpdate = useQuickTaskUpdate(live, FAILURE);
  const { tasks } = live;
  const selected = (selectedId && live.byId[selectedId]) || null;

  // Built when j or k is pressed, not on every change of a big board.
  const onScreen = (): Task[] => (view === "list" ? shown.nested.map((n) => n.task) : boardOrder(shown.columns, live.statuses));
  const move = (step: 1 | -1) => {
    const rows = onScreen();
    if (rows.length === 0) return shown.query ? "No tasks match the filter." : "No tasks yet.";
    onTab("tasks");
    const at = selected ? rows.findIndex((t) => t.id === selected.id) : -1;
    const index = Math.min(rows.length - 1, Math.max(0, at + step));
    const next = rows[index];
    onSelect(next.id);
    focusTask(next.id);
    return `${next.name}, ${index + 1} of ${rows.length}`;
  };
  useShortcut("j", () => move(1));
  useShortcut("k", () => move(-1));

  // d asks first for a parent with open subtasks, like the checkbox and the board (issue 14). It was x
  // until x came to tick tasks for bulk edit (issue 25, decision 099).
  const completeParent = useCompleteParentConfirm(tasks);
  useShortcut("d", () => {
    if (!selected) return "Select a task first (j or k).";
    if (!canEdit) return READ_ONLY;
    const status = selected.status === "done" ? "todo" : "done";
    const task = selected;
    let asked = true;
    completeParent.guard(task, status, () => {
      asked = false;
      return quickUpdate(task, { status, isCompleted: status === "done" });
    });
    if (asked) return `${task.name} has open subtasks: confirm to mark it done.`;
    return status === "done" ? `Marked done: ${task.name}` : `Marked to do: ${task.name}`;
  });
  const setPriority = (priority: Priority) => () => {
    if (!selected) return "Select a task first (j or k).";
    if (!canEdit) return READ_ONLY;
    void quickUpdate(selected, { priority });
    return `${priorityLabel(priority)} priority: ${selected.name}`;
  };
  useShortcut("1", setPriority("high"));
  useShortcut("2", setPriority("medium"));
  useShortcut("3", setPriority("low"));

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

  const { timer } = useTimer();
  const toggleTimer = useTimerToggle();
  const items = useMemo<PaletteItem[]>(() => {
    const showView = (next: TaskView) => {
      onTab("tasks");
      onViewChange(next);
    };
    const list: PaletteItem[] = [
      { id: "project-list", section: "Actions", label: "Show tasks as a list", run: () => showView("list") },
      { id: "project-board", section: "Actions", label: "Show tasks as a board", run: () => showView("board") },
      { id: "project-members", section: "Actions", label: "Open the Members tab", keywords: "invite people", run: () => onTab("members") },
      { id: "project-timeline", section: "Actions", label: "Open the Timeline tab", run: () => onTab("timeline") },
      { id: "project-analytics", section: "Actions", label: "Open the Analytics tab", run: () => onTab("analytics") },
    ];
    for (const m of members) {
      const name = displayName(m.user);
      const assign = canEdit && selected;
      list.push({
        id: `person-${m.userId}`,
        section: "People",
        label: assign ? `Assign “${selected.name}” to ${name}` : `${name} (${m.role})`,
        keywords: `${name} ${m.user.username}`,
        run: () => (assign ? onAssign(m.userId) : onTab("members")),
      });
    }
    if (canEdit && selected && selected.assigneeId != null)
      list.push({ id: "person-none", section: "People", label: `Unassign “${selected.name}”`, run: () => onAssign(null) });
    // Issue 26: the person's one timer, on the selected task or wherever it runs.
    if (timer) {
      const running = { id: timer.taskId, name: timer.taskName };
      list.push({
        id: "timer-stop",
        section: "Actions",
        label: `Stop the timer on “${timer.taskName}”`,
        keywords: "time tracking",
        run: () => void toggleTimer(running, true),
      });
    }
    if (canEdit && selected && selected.kind === "task" && timer?.taskId !== selected.id)
      list.push({
        id: "timer-start",
        section: "Actions",
        label: `Start a timer on “${selected.name}”`,
        keywords: "time tracking",
        run: () => void toggleTimer(selected, false),
      });
    return list;
  }, [members, canEdit, selected, onTab, onViewChange, onAssign, timer, toggleTimer]);
  usePaletteItems(items);
  return { dialog: completeParent.dialog };
}
