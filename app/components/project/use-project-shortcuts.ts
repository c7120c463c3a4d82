import type { MemberView } from "../../../core/schemas/team";
import type { Selection } from "../../lib/selection-store";
import type { ShownTasks } from "../../lib/task-filter";
import type { LiveBoard } from "../../lib/use-live-board";
import { useCompleteParentConfirm } from "./complete-parent-confirm";
import { useMoveShortcuts, useSelectedTaskShortcuts, useViewShortcuts } from "./project-key-shortcuts";
import type { ProjectTab, TaskView } from "./project-page-types";
import { useQuickTaskUpdate } from "./use-task-actions";

export type { ProjectTab };

const FAILURE = { title: "Failed to update task", description: "Your change was not saved. Please try again." };

/**
 * The project page's shortcuts (j/k/d/1/2/3/b/l, g t, g a) and its command-palette entries; they act
 * on the selection in both the list and the board. Edit (e) and assign (a) live with the table and
 * the board (which opens the table's editor), new task (c) with the Add Task dialog.
 */
export function useProjectShortcuts({
  live,
  members,
  canEdit,
  selection,
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
  /** Read when a key is pressed: the page doesn't re-render for a new selection (issue 22). */
  selection: Selection;
  onSelect: (id: string) => void;
  onViewChange: (view: TaskView) => void;
  onTab: (tab: ProjectTab) => void;
  onAssign: (userId: number | null) => void;
}) {
  const quickUpdate = useQuickTaskUpdate(live, FAILURE);
  const selected = () => {
    const id = selection.get();
    return (id && live.byId[id]) || null;
  };
  useMoveShortcuts({ view, shown, live, selected, onSelect, onTab });
  const completeParent = useCompleteParentConfirm(live.tasks);
  useSelectedTaskShortcuts({ selected, canEdit, quickUpdate, completeParent });
  useViewShortcuts(onTab, onViewChange);
  // The palette's entries name the selected task: they follow it in a component of their own.
  const palette = { members, canEdit, selection, byId: live.byId, onTab, onViewChange, onAssign };
  return { dialog: completeParent.dialog, palette };
}
