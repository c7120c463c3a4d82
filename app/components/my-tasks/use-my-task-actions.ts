import { useState } from "react";
import type { MyTask } from "../../../worker/services/my-tasks";
import { useMyTaskKeys } from "./use-my-task-keys";
import { useMyTaskWrites } from "./use-my-task-writes";

/**
 * My tasks' actions (issue 14): the selection, the list view's keys on the tasks in display order
 * (use-my-task-keys.ts) and the writes, done toggle included, which asks first for a parent with open
 * subtasks with the same dialog as the list and the board (use-my-task-writes.ts).
 */
export function useMyTaskActions(ordered: MyTask[], setTasks: (update: (list: MyTask[]) => MyTask[]) => void) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = ordered.find((t) => t.id === selectedId) ?? null;
  const { pending, save, complete, dialog } = useMyTaskWrites(ordered, setTasks, { selectedId, select: setSelectedId });
  useMyTaskKeys({ ordered, selected, select: setSelectedId, save, complete });
  return { pending, selectedId, select: setSelectedId, complete, dialog };
}
