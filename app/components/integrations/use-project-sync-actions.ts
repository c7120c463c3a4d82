import { useState } from "react";
import { type ExportTargetInput, PROVIDER_NAMES } from "../../../core/schemas/integrations";
import { errorMessage } from "../../lib/api";
import { describeResult, needsTarget, pullTasks, syncProject } from "../../lib/sync";
import { useToast } from "../ui/toast";
import type { SyncAction } from "./sync-menu-sections";

// What the project header's sync menu does: sync the whole project to a provider or pull its tasks
// here, asking where when the project is not linked yet. Pulled tasks arrive through the live board.

export function useProjectSyncActions(projectId: number) {
  const toast = useToast();
  const [busy, setBusy] = useState<SyncAction | null>(null);
  const [picking, setPicking] = useState<SyncAction | null>(null);

  const run = async (action: SyncAction, target?: ExportTargetInput) => {
    setBusy(action);
    const name = PROVIDER_NAMES[action.provider];
    try {
      if (action.kind === "sync") {
        const result = await syncProject(projectId, action.provider, target);
        toast({ title: "Tasks synchronized", description: describeResult(result) });
      } else {
        const result = await pullTasks(projectId, action.provider, target);
        toast({ title: "Tasks pulled", description: describeResult(result) });
      }
    } catch (err) {
      if (needsTarget(err)) setPicking(action);
      else if (action.kind === "sync")
        toast({
          title: "Sync failed",
          description: errorMessage(err, "Failed to synchronize with external provider"),
          variant: "destructive",
        });
      else toast({ title: "Pull failed", description: errorMessage(err, `Failed to pull tasks from ${name}`), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return { busy, picking, closePicker: () => setPicking(null), run };
}
