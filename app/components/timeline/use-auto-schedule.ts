import { useState } from "react";
import { errorMessage } from "../../lib/api";
import { applySchedule, previewSchedule } from "../../lib/timeline-api";
import type { LiveBoard } from "../../lib/use-live-board";
import { useToast } from "../ui/toast";
import type { SchedulePreview } from "./auto-schedule-preview";
import { autoScheduleToast } from "./schedule-outcome";

export type AutoSchedule = ReturnType<typeof useAutoSchedule>;

/**
 * Auto-schedule shows what it would do first; Apply writes that, Cancel leaves everything as it was.
 * `onShown` runs when a preview appears (the Timeline shows one preview at a time).
 */
export function useAutoSchedule(projectId: number, live: LiveBoard, onShown: () => void) {
  const toast = useToast();
  const [planned, setPlanned] = useState<SchedulePreview | null>(null);
  const [respectCapacity, setRespectCapacity] = useState(true);
  const [applying, setApplying] = useState(false);
  const failed = (err: unknown) =>
    toast({ title: "Auto-schedule failed", description: errorMessage(err, "Please try again."), variant: "destructive" });

  const plan = async (moveMilestones: boolean) => {
    setApplying(true);
    try {
      const result = await previewSchedule(projectId, { respectCapacity, moveMilestones });
      onShown();
      setPlanned({ result, respectCapacity, moveMilestones });
    } catch (err) {
      failed(err);
    } finally {
      setApplying(false);
    }
  };

  const apply = async () => {
    if (!planned) return;
    try {
      const result = await applySchedule(projectId, { respectCapacity: planned.respectCapacity, moveMilestones: planned.moveMilestones });
      for (const t of result.tasks) live.dispatch({ type: "task", task: t });
      setPlanned(null);
      toast(autoScheduleToast(result));
    } catch (err) {
      failed(err);
    }
  };

  const cancel = () => setPlanned(null);
  return { planned, respectCapacity, setRespectCapacity, applying, plan, apply, cancel };
}
