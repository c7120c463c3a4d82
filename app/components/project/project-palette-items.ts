import { useMemo } from "react";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";
import { type Selection, useSelectedId } from "../../lib/selection-store";
import { useTimer } from "../../lib/timer-store";
import { type PaletteItem, usePaletteItems } from "../keyboard/keyboard-context";
import { useTimerToggle } from "../time/timer-button";
import type { ProjectTab, TaskView } from "./project-page-types";

interface PaletteContext {
  members: MemberView[];
  canEdit: boolean;
  selected: Task | null;
  timer: { taskId: string; taskName: string } | null;
  onTab: (tab: ProjectTab) => void;
  onViewChange: (view: TaskView) => void;
  onAssign: (userId: number | null) => void;
  toggleTimer: (task: Pick<Task, "id" | "name">, running: boolean) => Promise<unknown>;
}

/** The project page's command-palette entries: its views and tabs, its people, and the timer. */
export function projectPaletteItems({ members, canEdit, selected, timer, onTab, onViewChange, onAssign, toggleTimer }: PaletteContext) {
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
}

/** Puts the project page's entries in the command palette while the page is open. */
export function useProjectPaletteItems(ctx: Omit<PaletteContext, "timer" | "toggleTimer">) {
  const { timer } = useTimer();
  const toggleTimer = useTimerToggle();
  const { members, canEdit, selected, onTab, onViewChange, onAssign } = ctx;
  const items = useMemo(
    () => projectPaletteItems({ members, canEdit, selected, timer, onTab, onViewChange, onAssign, toggleTimer }),
    [members, canEdit, selected, onTab, onViewChange, onAssign, timer, toggleTimer],
  );
  usePaletteItems(items);
}

/**
 * The entries as a component of their own (rendering nothing): they name the selected task, and only
 * this re-renders when the selection moves, not the page (issue 22).
 */
export function ProjectPaletteItems({
  selection,
  byId,
  ...ctx
}: Omit<PaletteContext, "timer" | "toggleTimer" | "selected"> & { selection: Selection; byId: Record<string, Task> }) {
  const id = useSelectedId(selection);
  useProjectPaletteItems({ ...ctx, selected: (id && byId[id]) || null });
  return null;
}
