import { Header, MenuItem, MenuSection, Separator } from "react-aria-components";
import { PROVIDER_NAMES, PROVIDERS, type ProviderId } from "../../../core/schemas/integrations";
import { Download, Plug } from "../ui/icons";
import { ProviderSyncSections, type SyncAction } from "./sync-menu-sections";

// The entries of the project header's menu: sync and pull for each connected provider (or the way to
// connect one) for those who may write, then a CSV download for every provider, for everyone.

const itemClass =
  "cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-indigo-50 data-[disabled]:cursor-default data-[disabled]:text-slate-400";

/** The header button's words: what the menu is for, or what is running. */
export function projectSyncLabel(canSync: boolean, busy: SyncAction | null, connected: readonly ProviderId[]): string {
  if (!canSync) return "Download CSV";
  if (busy) return busy.kind === "sync" ? "Syncing..." : "Pulling...";
  return connected.includes("smartsheet") ? "Sync with Smartsheet" : "Sync with…";
}

export function ProjectSyncEntries({ canSync, connected }: { canSync: boolean; connected: readonly ProviderId[] }) {
  return (
    <>
      {!canSync ? null : connected.length === 0 ? (
        <MenuItem id="connect" href="/import-data" className={itemClass}>
          <span className="inline-flex items-center gap-2">
            <Plug className="h-4 w-4" aria-hidden /> Connect a tool on Import Data
          </span>
        </MenuItem>
      ) : (
        <ProviderSyncSections providers={connected} itemClass={itemClass} />
      )}
      {canSync && <Separator className="my-1 border-t border-slate-200" />}
      <MenuSection>
        <Header className="px-3 pt-1 text-xs font-semibold text-slate-500 uppercase">Download CSV</Header>
        {PROVIDERS.map((p) => (
          <MenuItem key={`csv:${p}`} id={`csv:${p}`} className={itemClass}>
            <span className="inline-flex items-center gap-2">
              <Download className="h-4 w-4" aria-hidden /> CSV for {PROVIDER_NAMES[p]}
            </span>
          </MenuItem>
        ))}
      </MenuSection>
    </>
  );
}
