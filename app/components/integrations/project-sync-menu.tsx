import { Menu, MenuTrigger, Popover } from "react-aria-components";
import {
  boardAsPlan,
  boardExportShape,
  type ExportableItem,
  type ExportableProject,
  type ExportDefinitions,
} from "../../../core/board-export";
import { exportFile } from "../../../core/export-files";
import { PROVIDER_NAMES } from "../../../core/schemas/integrations";
import { downloadFile } from "../../lib/download-file";
import { Button } from "../ui/button";
import { ChevronDown, Download, RefreshCw } from "../ui/icons";
import { useToast } from "../ui/toast";
import { useProjectSync } from "./project-sync-context";
import { ProjectSyncEntries, projectSyncLabel } from "./project-sync-entries";
import { menuEntry } from "./sync-menu-sections";
import { SyncTargetPicker } from "./sync-target-picker";
import { useProjectSyncActions } from "./use-project-sync-actions";

// Spec §2.7's "Sync with Smartsheet" header button, for every provider the user has connected: sync
// the whole project there, or pull its tasks here. Pulled tasks arrive through the live board. With
// or without a connection, the project downloads as a CSV for each provider's own importer (issue 21).
// A viewer may read the project, so they get the downloads too, under "Download CSV", without the
// sync and pull entries (those write: spec §6).

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
  const { busy, picking, closePicker, run } = useProjectSyncActions(projectId);
  const Icon = canSync ? RefreshCw : Download;

  const onAction = (key: React.Key) => {
    const { kind, provider } = menuEntry<"sync" | "pull" | "csv">(key);
    if (!provider) return;
    if (kind === "csv") {
      downloadFile(exportFile(boardAsPlan(project, tasks), provider, definitions && boardExportShape(tasks, definitions)));
      toast({ title: "CSV downloaded", description: `Import it in ${PROVIDER_NAMES[provider]} to bring this project there.` });
    } else if (kind === "sync" || kind === "pull") void run({ kind, provider });
  };

  return (
    <>
      <MenuTrigger>
        <Button variant="secondary" isDisabled={busy !== null}>
          <Icon className={`h-4 w-4 ${busy ? "animate-spin" : ""}`} aria-hidden /> {projectSyncLabel(canSync, busy, connected)}
          <ChevronDown className="h-4 w-4" aria-hidden />
        </Button>
        <Popover className="min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
          <Menu aria-label={canSync ? "Sync options" : "Download options"} className="outline-none" onAction={onAction}>
            <ProjectSyncEntries canSync={canSync} connected={connected} />
          </Menu>
        </Popover>
      </MenuTrigger>
      {picking && <SyncTargetPicker action={picking} onClose={closePicker} onPick={(action, target) => void run(action, target)} />}
    </>
  );
}
