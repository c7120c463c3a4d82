import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { ProviderId } from "../../../core/schemas/integrations";
import { useIntegrations } from "../../lib/integrations";
import { soon } from "../../lib/soon";
import { loadSyncState, type SyncState } from "../../lib/sync";

// What the task sync menus of one project share: the user's connected providers and where the
// project and its tasks are linked (with their last sync), read once and refreshed after a sync.

export interface ProjectSync {
  projectId: number;
  connected: ProviderId[];
  state: SyncState | null;
  reload: () => void;
}

const Context = createContext<ProjectSync | null>(null);
export const useProjectSync = () => useContext(Context);

export function ProjectSyncProvider({ projectId, children }: { projectId: number; children: React.ReactNode }) {
  const { integrations, reload: reloadIntegrations } = useIntegrations();
  const [state, setState] = useState<SyncState | null>(null);
  const load = useCallback(() => {
    loadSyncState(projectId)
      .then(setState)
      .catch(() => setState(null));
  }, [projectId]);
  useEffect(() => soon(load), [load]);
  const value = useMemo(
    () => ({
      projectId,
      connected: (integrations ?? []).filter((i) => i.connected).map((i) => i.provider),
      state,
      reload: () => {
        load();
        void reloadIntegrations();
      },
    }),
    [projectId, integrations, state, load, reloadIntegrations],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
