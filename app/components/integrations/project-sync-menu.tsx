import { ChevronDown, Download, Plug, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Header, Menu, MenuItem, MenuTrigger, Popover, Section, Separator } from "react-aria-components";
import {
  boardAsPlan,
  boardExportShape,
  type ExportableItem,
  type ExportableProject,
  type ExportDefinitions,
} from "../../../core/board-export";
import { exportFile } from "../../../core/export-files";
import { type ExportTargetInput, PROVIDER_NAMES, PROVIDERS, type ProviderId } from "../../../core/schemas/integrations";
import { errorMessage } from "../../lib/api";
import { downloadFile } from "../../lib/download-file";
import { describeResult, needsTarget, pullTasks, syncProject } from "../../lib/sync";
import { Button } from "../ui/button";
import { useToast } from "../ui/toast";
import { ContainerPicker } from "./container-picker";
import { useProjectSync } from "./project-sync-context";

// Spec §2.7's "Sync with Smartsheet" header button, for every provider the user has connected: sync
// the whole project there, or pull its tasks here. Pulled tasks arrive through the live board. With
// or without a connection, the project downloads as a CSV for each provider's own importer (issue 21).
// A viewer may read the project, so they get the downloads too, under "Download CSV", without the
// sync and pull entries (those write: spec §6).

type Action = { kind: "sync" | "pull"; provider: ProviderId };

const itemClass =
  "cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-indigo-50 data-[disabled]:cursor-default data-[disabled]:text-slate-400";

export function ProjectSyncMenu({
  projectId,
  project,
  tasks,
  definitions,
  canSync,
}: {
  projectId: number;
  project: ExportableProject;
  tasks: readonly ExportableItem[];
  /** Issue 25: the project's labels, statuses and fields, carried as columns of the files. */
  definitions?: ExportDefinitions;
  /** Editors sync and pull; viewers only download. */
  canSync: boolean;
}) {
  const toast = useToast();
  // The page's sync context already reads the connections: one request for the header and every task menu.
  const sync = useProjectSync();
  const connected = canSync ? (sync?.connected ?? []) : [];
  const [busy, setBusy] = useState<Action | null>(null);
  const [picking, setPicking] = useState<Action | null>(null);

  const run = async (action: Action, target?: ExportTargetInput) => {
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

  const label = !canSync
    ? "Download CSV"
    : busy
      ? busy.kind === "sync"
        ? "Syncing..."
        : "Pulling..."
      : connected.includes("smartsheet")
        ? "Sync with Smartsheet"
        : "Sync with…";
  const Icon = canSync ? RefreshCw : Download;

  return (
    <>
      <MenuTrigger>
        <Button variant="secondary" isDisabled={busy !== null}>
          <Icon className={`h-4 w-4 ${busy ? "animate-spin" : ""}`} aria-hidden /> {label}
          <ChevronDown className="h-4 w-4" aria-hidden />
        </Button>
        <Popover className="min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          <Menu
            aria-label={canSync ? "Sync options" : "Download options"}
            className="outline-none"
            onAction={(key) => {
              const [kind, provider] = String(key).split(":") as ["sync" | "pull" | "csv", ProviderId];
              if (kind === "csv") {
                downloadFile(exportFile(boardAsPlan(project, tasks), provider, definitions && boardExportShape(tasks, definitions)));
                toast({ title: "CSV downloaded", description: `Import it in ${PROVIDER_NAMES[provider]} to bring this project there.` });
              } else if (kind === "sync" || kind === "pull") void run({ kind, provider });
            }}
          >
            {!canSync ? null : connected.length === 0 ? (
              <MenuItem id="connect" href="/import-data" className={itemClass}>
                <span className="inline-flex items-center gap-2">
                  <Plug className="h-4 w-4" aria-hidden /> Connect a tool on Import Data
                </span>
              </MenuItem>
            ) : (
              <>
                <Section>
                  <Header className="px-3 pt-1 text-xs font-semibold text-slate-500 uppercase">Sync Options</Header>
                  {connected.map((p) => (
                    <MenuItem key={`sync:${p}`} id={`sync:${p}`} className={itemClass}>
                      Sync with {PROVIDER_NAMES[p]}
                    </MenuItem>
                  ))}
                </Section>
                <Section>
                  <Header className="px-3 pt-2 text-xs font-semibold text-slate-500 uppercase">Pull Tasks</Header>
                  {connected.map((p) => (
                    <MenuItem key={`pull:${p}`} id={`pull:${p}`} className={itemClass}>
                      Pull from {PROVIDER_NAMES[p]}
                    </MenuItem>
                  ))}
                </Section>
              </>
            )}
            {canSync && <Separator className="my-1 border-t border-slate-200" />}
            <Section>
              <Header className="px-3 pt-1 text-xs font-semibold text-slate-500 uppercase">Download CSV</Header>
              {PROVIDERS.map((p) => (
                <MenuItem key={`csv:${p}`} id={`csv:${p}`} className={itemClass}>
                  <span className="inline-flex items-center gap-2">
                    <Download className="h-4 w-4" aria-hidden /> CSV for {PROVIDER_NAMES[p]}
                  </span>
                </MenuItem>
              ))}
            </Section>
          </Menu>
        </Popover>
      </MenuTrigger>
      {picking && (
        <ContainerPicker
          provider={picking.provider}
          title={`Link this project to ${PROVIDER_NAMES[picking.provider]}`}
          confirmLabel={picking.kind === "sync" ? "Sync" : "Pull tasks"}
          onOpenChange={(open) => !open && setPicking(null)}
          onPick={([c]) => {
            const action = picking;
            setPicking(null);
            if (c) void run(action, { id: c.id });
          }}
        />
      )}
    </>
  );
}
