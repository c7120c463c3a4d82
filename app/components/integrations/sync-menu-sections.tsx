import { Header, MenuItem, MenuSection } from "react-aria-components";
import { PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";

// The entries a project's header menu and a task's menu share: for each connected provider, sync there
// or pull from there. Their ids are "sync:<provider>" and "pull:<provider>" (read by syncActionOf).

export type SyncKind = "sync" | "pull";
export type SyncAction = { kind: SyncKind; provider: ProviderId };

/** A menu entry's id split into what it does and for which provider ("csv:jira" → csv, jira). */
export function menuEntry<Kind extends string>(key: React.Key): { kind: Kind; provider: ProviderId | undefined } {
  const [kind, provider] = String(key).split(":") as [Kind, ProviderId | undefined];
  return { kind, provider };
}

export function ProviderSyncSections({ providers, itemClass }: { providers: readonly ProviderId[]; itemClass: string }) {
  return (
    <>
      <MenuSection>
        <Header className="px-3 pt-1 text-xs font-semibold text-slate-500 uppercase">Sync Options</Header>
        {providers.map((p) => (
          <MenuItem key={`sync:${p}`} id={`sync:${p}`} className={itemClass}>
            Sync with {PROVIDER_NAMES[p]}
          </MenuItem>
        ))}
      </MenuSection>
      <MenuSection>
        <Header className="px-3 pt-2 text-xs font-semibold text-slate-500 uppercase">Pull Tasks</Header>
        {providers.map((p) => (
          <MenuItem key={`pull:${p}`} id={`pull:${p}`} className={itemClass}>
            Pull from {PROVIDER_NAMES[p]}
          </MenuItem>
        ))}
      </MenuSection>
    </>
  );
}
