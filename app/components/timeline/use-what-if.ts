import { useState } from "react";
import type { DateChange, Schedule, WhatIfResult } from "../../../core/schedule";
import { errorMessage } from "../../lib/api";
import { previewSlip } from "../../lib/timeline-api";
import { useToast } from "../ui/toast";
import { slipChange } from "./schedule-outcome";

/**
 * "What if it slips": the previewed slip, and applying it as a real move (`save`). `onShown` runs when
 * a preview appears (the Timeline shows one preview at a time).
 */
export function useWhatIf(projectId: number, save: (change: DateChange) => Promise<void>, onShown: () => void) {
  const toast = useToast();
  const [result, setResult] = useState<WhatIfResult | null>(null);

  const preview = async (taskId: string, slipDays: number) => {
    try {
      setResult(await previewSlip(projectId, taskId, slipDays));
      onShown();
    } catch (err) {
      toast({ title: "Couldn't preview the slip", description: errorMessage(err, "Please try again."), variant: "destructive" });
      // The form shows the refusal next to the input it is about, and keeps what was typed.
      throw err;
    }
  };

  const apply = async (schedule: Schedule) => {
    if (!result) return;
    const change = slipChange(schedule, result);
    if (!change) return setResult(null);
    await save(change);
    setResult(null);
  };

  const cancel = () => setResult(null);
  return { result, preview, apply, cancel };
}
