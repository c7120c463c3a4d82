import { useMemo, useRef, useState } from "react";
import { z } from "zod";
import type { DateChange, WorkCalendar } from "../../../core/schedule";
import type { Dependency } from "../../../core/schemas/dependency";
import type { Task } from "../../../core/schemas/task";
import { errorDetails, errorMessage } from "../../lib/api";
import { dragPreview, withDates } from "../../lib/gantt-model";
import { moveTask } from "../../lib/timeline-api";
import type { LiveBoard } from "../../lib/use-live-board";
import { useToast } from "../ui/toast";

/** A refused move's details: the task as the board has it (worker/board), checked to be one by its id. */
const refusedMove = z.object({
  task: z.custom<Task>((v) => typeof v === "object" && v !== null && "id" in v && typeof v.id === "string").optional(),
});

/**
 * The board's tasks with the dates being dragged or saved drawn over them, so a bar (and every task
 * its links push) moves at once, and stays where it was dropped until the server's answer arrives.
 */
export function useTaskMoves(projectId: number, live: LiveBoard, dependencies: Dependency[], today: string, calendar: WorkCalendar) {
  const toast = useToast();
  const [dragging, setDragging] = useState<Map<string, DateChange>>(new Map());
  const [saving, setSaving] = useState<Map<string, DateChange>>(new Map());
  const overrides = useMemo(() => new Map([...saving, ...dragging]), [saving, dragging]);
  const tasks = useMemo(() => withDates(live.tasks, overrides), [live.tasks, overrides]);

  const drag = (change: DateChange | null) =>
    setDragging(change ? dragPreview(live.tasks, dependencies, change, today, calendar) : new Map());

  // Moves go to the server one after another, in the order they were made: two arrow presses in a row
  // are two requests, and were they to overtake each other the board would end on the first one.
  const queue = useRef<Promise<void>>(Promise.resolve());

  const save = (change: DateChange): Promise<void> => {
    const preview = dragPreview(live.tasks, dependencies, change, today, calendar);
    setDragging(new Map());
    setSaving((s) => new Map([...s, ...preview]));
    const task = live.tasks.find((t) => t.id === change.id);
    queue.current = queue.current.then(() => send(change, preview, task));
    return queue.current;
  };

  const send = async (change: DateChange, preview: Map<string, DateChange>, task: Task | undefined) => {
    try {
      const { tasks: saved } = await moveTask(projectId, { taskId: change.id, startDate: change.startDate, dueDate: change.dueDate });
      for (const t of saved) live.dispatch({ type: "task", task: t });
    } catch (err) {
      // The server sends the task as it stands when the move was refused: the bar goes back there.
      const current = errorDetails(err, refusedMove)?.task;
      if (current) live.dispatch({ type: "task", task: current });
      toast({
        title: `Couldn't move “${task?.name ?? "task"}”`,
        description: errorMessage(err, "Please try again."),
        variant: "destructive",
      });
    } finally {
      // Only this save's own previews go: a later move of the same task keeps its own.
      setSaving((s) => {
        const next = new Map(s);
        for (const id of preview.keys()) if (next.get(id) === preview.get(id)) next.delete(id);
        return next;
      });
    }
  };

  return { tasks, drag, save };
}
