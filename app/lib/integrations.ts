import { useCallback, useEffect, useState } from "react";
import type { ConnectInput, ExportTarget, IntegrationView, ProviderId } from "../../core/schemas/integrations";
import { api, errorMessage, readJson } from "./api";

// The caller's provider connections, read from GET /api/integrations (never hard-coded), with the
// calls that change them. Shared by the wizard's destination picker and the Import Data page.

export function useIntegrations(initial: IntegrationView[] | null = null) {
  const [integrations, setIntegrations] = useState<IntegrationView[] | null>(initial);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setIntegrations(await readJson(api.integrations.$get()));
      setError(null);
    } catch (err) {
      setError(errorMessage(err, "Could not load your connections."));
    }
  }, []);

  useEffect(() => {
    if (!initial) void reload();
  }, [initial, reload]);

  return { integrations, error, reload };
}

export async function connectProvider(provider: ProviderId, input: ConnectInput): Promise<IntegrationView> {
  return readJson(api.integrations[":provider"].connect.$post({ param: { provider }, json: input }));
}

export async function disconnectProvider(provider: ProviderId): Promise<void> {
  await api.integrations[":provider"].$delete({ param: { provider } });
}

export async function loadTargets(provider: ProviderId): Promise<ExportTarget[]> {
  return readJson(api.integrations[":provider"].targets.$get({ param: { provider } }));
}

/** Where the OAuth flow starts; the callback brings the user back to `next`. */
export const authorizeUrl = (provider: ProviderId, next: string) =>
  `/api/integrations/${provider}/authorize?next=${encodeURIComponent(next)}`;
