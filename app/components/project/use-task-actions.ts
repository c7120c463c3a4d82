import { useCallback } from "react";
import type { Task, UpdateTaskInput } from "../../../core/schemas/task";
import { errorMessage } from "../../lib/api";
import { type LiveBoard, TaskConflict } from "../../lib/use-live-board";
import { useToast } from "../ui/toast";

type Patch = Omit<UpdateTaskInput, "version" | "position">;
type Position = { after: string | null; before: string | null };

const STALE = "Someone else changed this task. Their version is shown.";

/**
 * One-click changes (status toggle, drag and drop). They carry the version on screen; on a 409 the
 * change is retried once on top of the other person's version if they didn't touch the same thing
 * (their edit and ours both survive), otherwise their version stays on screen and we say so.
 */
export function useQuickTaskUpdate(live: LiveBoard, fallback: { title: string; description: string }) {
  const toast = useToast();
  const { updateTask } = live;
  return useCallback(
    async (task: Task, patch: Patch, position?: Position) => {
      const clashes = (current: Task) =>
        current.status !== task.status ||
        (position !== undefined && current.order !== task.order) ||
        Object.keys(patch).some((k) => k !== "status" && k !== "isCompleted" && current[k as keyof Task] !== task[k as keyof Task]);
      let failure: unknown = null;
      try {
        await updateTask(task, patch, { position });
        return;
      } catch (err) {
        failure = err;
      }
      if (failure instanceof TaskConflict && !clashes(failure.current)) {
        try {
          await updateTask(failure.current, patch, { position });
          return;
        } catch (again) {
          failure = again;
        }
      }
      if (failure instanceof TaskConflict) toast({ title: fallback.title, description: STALE, variant: "destructive" });
      else toast({ title: fallback.title, description: errorMessage(failure, fallback.description), variant: "destructive" });
    },
    [updateTask, toast, fallback.title, fallback.description],
  );
}
