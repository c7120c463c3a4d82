import { withCompletion } from "../../../core/done-toggle";
import type { BoardStatus } from "../../../core/schemas/statuses";
import type { LiveBoard } from "../../lib/use-live-board";
import { useCompleteParentConfirm } from "../project/complete-parent-confirm";
import { useQuickTaskUpdate } from "../project/use-task-actions";
import type { Place } from "./board-layout";
import { type StatusLookup, statusOfTask } from "./status-columns";

const BOARD_FAILURE = { title: "Failed to update task", description: "An error occurred while updating the task" };

/**
 * A dropped card sent to the board: its new column's status and its place. A parent dropped into a done
 * column first asks about its open subtasks (`dialog`).
 */
export function useBoardMove(live: LiveBoard, lookup: StatusLookup) {
  const move = useQuickTaskUpdate(live, BOARD_FAILURE);
  const completeParent = useCompleteParentConfirm(live.tasks);
  const onDrop = (id: string, status: string, position: Place) => {
    const task = live.byId[id];
    const into: BoardStatus | undefined = lookup.byId.get(status);
    if (!task || !into) return;
    // The status id and its category together: the card shows in its new column at once, and the
    // server checks that the two agree (decision 087).
    const category = into.category;
    const moved = statusOfTask(task, lookup.byId, lookup.firstOf) !== into.id;
    completeParent.guard(task, category, () => move(task, moved ? { statusId: into.id, ...withCompletion(category) } : {}, position));
  };
  return { onDrop, dialog: completeParent.dialog };
}
