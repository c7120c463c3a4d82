import type { LiveBoard } from "../../lib/use-live-board";
import { useShortcut } from "../keyboard/keyboard-context";
import type { EditRequest } from "../project/task-table";

/** e edits the selected card, a assigns it: both in the list's editor, the same UI as there (the board has none). */
export function useBoardEditShortcuts({
  live,
  selectedId,
  canEdit,
  onEditRequest,
}: {
  live: LiveBoard;
  selectedId: string | null;
  canEdit: boolean;
  onEditRequest: (request: EditRequest) => void;
}) {
  const editSelected = (field: EditRequest["field"]) => {
    const task = selectedId ? live.byId[selectedId] : undefined;
    if (!task) return "Select a task first (j or k).";
    if (!canEdit) return "You have read-only access to this project.";
    onEditRequest({ id: task.id, field });
    return field === "assignee" ? `Assign ${task.name}: choose a person with Enter` : `Editing ${task.name}. Escape cancels.`;
  };
  useShortcut("e", () => editSelected("name"));
  useShortcut("a", () => editSelected("assignee"));
}
