import { RefreshCw } from "lucide-react";
import { useRef, useState } from "react";
import { Header, Menu, MenuItem, Popover, Section } from "react-aria-components";
import { type ExportTargetInput, PROVIDER_NAMES, type ProviderId, providerId } from "../../../core/schemas/integrations";
import type { Task } from "../../../core/schemas/task";
import { errorMessage } from "../../lib/api";
import { formatDay } from "../../lib/dates";
import { describeResult, needsTarget, pullTasks, syncStatus, syncTask } from "../../lib/sync";
import { statusLabel } from "../../lib/task-display";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { useToast } from "../ui/toast";
import { ContainerPicker } from "./container-picker";
import { useProjectSync } from "./project-sync-context";

// Spec §2.9's menu on a task. A task linked to an item in a provider gets Sync Status (Mark as To
// Do / In Progress / Done, confirmed in 'Synchronize Task Status'); any other task gets Sync Options
// and Pull Tasks for the providers the user has connected. The last sync time heads the menu.

const STATUSES: Array<{ id: Task["status"]; label: string }> = [
  { id: "todo", label: "Mark as To Do" },
  { id: "in-progress", label: "Mark as In Progress" },
  { id: "done", label: "Mark as Done" },
];

const itemClass =
  "cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-indigo-50 data-[disabled]:cursor-default data-[disabled]:text-slate-500";

export function TaskSyncMenu({ task }: { task: Task }) {
  const sync = useProjectSync();
  const toast = useToast();
  const [confirming, setConfirming] = useState<Task["status"] | null>(null);
  const [picking, setPicking] = useState<{ kind: "sync" | "pull"; provider: ProviderId } | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  if (!sync) return null;
  const link = sync.state?.tasks.find((l) => l.taskId === task.id);
  const source = providerId.safeParse(task.source);
  const linkedTo: ProviderId | null = task.externalId
    ? source.success
      ? source.data
      : (providerId.safeParse(link?.provider).data ?? null)
    : null;
  const lastSynced = link?.lastSynced ?? null;

  const act = async (kind: "sync" | "pull", provider: ProviderId, target?: ExportTargetInput) => {
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
        toast({
          title: kind === "sync" ? "Sync failed" : "Pull failed",
          description: errorMessage(err, "Failed to synchronize with external provider"),
          variant: "destructive",
        });
    } finally {
      setBusy(false);
    }
  };

  const lastLine = (
    <MenuItem id="last" isDisabled className={itemClass}>
      {lastSynced ? `Last synced ${formatDay(lastSynced, "MMM d, yyyy")}` : "Never synced"}
    </MenuItem>
  );

  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        onKeyDown={(e) => {
          // The menu button pattern: the down arrow opens the menu too.
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
          }
        }}
        aria-label={`Sync "${task.name}"`}
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={busy}
        className="rounded p-1.5 text-slate-500 outline-none hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <RefreshCw className={`h-4 w-4 ${busy ? "animate-spin" : ""}`} aria-hidden />
      </button>
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
            <Menu
              aria-label="Sync Status"
              autoFocus="first"
              className="outline-none"
              onAction={(key) => {
                setOpen(false);
                if (key !== "last") setConfirming(key as Task["status"]);
              }}
            >
              <Section>
                <Header className="px-3 pt-1 text-xs font-semibold text-slate-500 uppercase">
                  Sync Status · {PROVIDER_NAMES[linkedTo]}
                </Header>
                {STATUSES.map((s) => (
                  <MenuItem key={s.id} id={s.id} className={itemClass}>
                    {s.label}
                  </MenuItem>
                ))}
                {lastLine}
              </Section>
            </Menu>
          ) : (
            <Menu
              aria-label="Sync Options"
              autoFocus="first"
              className="outline-none"
              onAction={(key) => {
                setOpen(false);
                const [kind, provider] = String(key).split(":") as ["sync" | "pull", ProviderId];
                if (provider) void act(kind, provider);
              }}
            >
              {sync.connected.length === 0 ? (
                <MenuItem id="connect" href="/import-data" className={itemClass}>
                  Connect a tool on Import Data
                </MenuItem>
              ) : (
                <>
                  <Section>
                    <Header className="px-3 pt-1 text-xs font-semibold text-slate-500 uppercase">Sync Options</Header>
                    {sync.connected.map((p) => (
                      <MenuItem key={p} id={`sync:${p}`} className={itemClass}>
                        Sync with {PROVIDER_NAMES[p]}
                      </MenuItem>
                    ))}
                  </Section>
                  <Section>
                    <Header className="px-3 pt-2 text-xs font-semibold text-slate-500 uppercase">Pull Tasks</Header>
                    {sync.connected.map((p) => (
                      <MenuItem key={p} id={`pull:${p}`} className={itemClass}>
                        Pull from {PROVIDER_NAMES[p]}
                      </MenuItem>
                    ))}
                  </Section>
                </>
              )}
              {lastLine}
            </Menu>
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
          onConfirm={async () => {
            if (!confirming || !task.externalId) return;
            try {
              const result = await syncStatus(task.id, linkedTo, task.externalId, confirming);
              toast({ title: "Status synchronized", description: result.message });
              sync.reload();
            } catch (err) {
              toast({
                title: "Status sync failed",
                description: errorMessage(err, "Failed to synchronize with external provider"),
                variant: "destructive",
              });
            }
          }}
        />
      )}
      {picking && (
        <ContainerPicker
          provider={picking.provider}
          title={`Link this project to ${PROVIDER_NAMES[picking.provider]}`}
          confirmLabel={picking.kind === "sync" ? "Sync" : "Pull tasks"}
          onOpenChange={(open) => !open && setPicking(null)}
          onPick={([c]) => {
            const p = picking;
            setPicking(null);
            if (c) void act(p.kind, p.provider, { id: c.id });
          }}
        />
      )}
    </>
  );
}
