import { useRef, useState } from "react";
import { Popover } from "react-aria-components";
import { PROVIDER_NAMES } from "../../../core/schemas/integrations";
import type { Task } from "../../../core/schemas/task";
import { statusLabel } from "../../lib/task-display";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { SyncTargetPicker } from "./sync-target-picker";
import { TaskStatusMenu, TaskSyncButton, TaskSyncOptionsMenu } from "./task-sync-entries";
import { useTaskSync } from "./use-task-sync";

// Spec §2.9's menu on a task. A task linked to an item in a provider gets Sync Status (Mark as To
// Do / In Progress / Done, confirmed in 'Synchronize Task Status'); any other task gets Sync Options
// and Pull Tasks for the providers the user has connected. The last sync time heads the menu.

export function TaskSyncMenu({ task }: { task: Task }) {
  const { sync, linkedTo, lastSynced, busy, picking, closePicker, act, pushStatus } = useTaskSync(task);
  const [confirming, setConfirming] = useState<Task["status"] | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!sync) return null;

  return (
    <>
      <TaskSyncButton ref={trigger} taskName={task.name} busy={busy} open={open} onOpen={() => setOpen(true)} />
      {/* Only an open menu exists: every row has this button, and react-aria's menu machinery would
          otherwise run for each of them on every render of the list. */}
      {open && (
        <Popover
          triggerRef={trigger}
          isOpen
          onOpenChange={setOpen}
          placement="bottom end"
          className="min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {linkedTo ? (
            <TaskStatusMenu
              provider={linkedTo}
              lastSynced={lastSynced}
              onPick={(status) => {
                setOpen(false);
                setConfirming(status);
              }}
            />
          ) : (
            <TaskSyncOptionsMenu
              connected={sync.connected}
              lastSynced={lastSynced}
              onPick={(action) => {
                setOpen(false);
                if (action) void act(action);
              }}
            />
          )}
        </Popover>
      )}
      {linkedTo && (
        <ConfirmDialog
          isOpen={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title="Synchronize Task Status"
          message={
            <>
              Change the status of "{task.name}" in {PROVIDER_NAMES[linkedTo]} from <strong>{statusLabel(task.status)}</strong> to{" "}
              <strong>{confirming ? statusLabel(confirming) : ""}</strong>?
            </>
          }
          confirmLabel="Sync Status"
          pendingLabel="Syncing..."
          destructive={false}
          onConfirm={() => (confirming ? pushStatus(linkedTo, confirming) : undefined)}
        />
      )}
      {picking && <SyncTargetPicker action={picking} onClose={closePicker} onPick={(action, target) => void act(action, target)} />}
    </>
  );
}
