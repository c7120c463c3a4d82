import { useState } from "react";
import { type ExportTargetInput, type ProviderId, providerId } from "../../../core/schemas/integrations";
import type { Task } from "../../../core/schemas/task";
import { errorMessage } from "../../lib/api";
import { describeResult, needsTarget, pullTasks, syncStatus, syncTask } from "../../lib/sync";
import { useToast } from "../ui/toast";
import { useProjectSync } from "./project-sync-context";
import type { SyncAction } from "./sync-menu-sections";

// What a task's sync menu does: sync the task or pull the project's tasks (asking where, when the
// project is not linked yet), or push a linked task's status to its provider. Each says how it went.

const FAILED = "Failed to synchronize with external provider";

/** The provider a task is linked to: the one it came from, else the one its sync link names. */
export function linkedProvider(task: Task, linkProvider: string | undefined): ProviderId | null {
  if (!task.externalId) return null;
  const source = providerId.safeParse(task.source);
  return source.success ? source.data : (providerId.safeParse(linkProvider).data ?? null);
}

export function useTaskSync(task: Task) {
  const sync = useProjectSync();
  const toast = useToast();
  const [picking, setPicking] = useState<SyncAction | null>(null);
  const [busy, setBusy] = useState(false);
  const link = sync?.state?.tasks.find((l) => l.taskId === task.id);

  const act = async ({ kind, provider }: SyncAction, target?: ExportTargetInput) => {
    if (!sync) return;
    setBusy(true);
    try {
      if (kind === "sync") {
        const result = await syncTask(task.id, provider, target);
        toast({ title: "Task synchronized", description: describeResult(result) });
      } else {
        const result = await pullTasks(sync.projectId, provider, target);
        toast({ title: "Tasks pulled", description: describeResult(result) });
      }
      sync.reload();
    } catch (err) {
      if (needsTarget(err)) setPicking({ kind, provider });
      else
        toast({ title: kind === "sync" ? "Sync failed" : "Pull failed", description: errorMessage(err, FAILED), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const pushStatus = async (provider: ProviderId, status: Task["status"]) => {
    if (!sync || !task.externalId) return;
    try {
      const result = await syncStatus(task.id, provider, task.externalId, status);
      toast({ title: "Status synchronized", description: describeResult(result) });
      sync.reload();
    } catch (err) {
      toast({ title: "Status sync failed", description: errorMessage(err, FAILED), variant: "destructive" });
    }
  };

  return {
    sync,
    linkedTo: linkedProvider(task, link?.provider),
    lastSynced: link?.lastSynced ?? null,
    busy,
    picking,
    closePicker: () => setPicking(null),
    act,
    pushStatus,
  };
}
