import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import {
  type ConnectInput,
  type Container,
  type ContainersQuery,
  type ExportTarget,
  type IntegrationView,
  PROVIDER_NAMES,
  type ProviderId,
  providerId,
} from "../../core/schemas/integrations";
import { useToast } from "../components/ui/toast";
import { api, errorMessage, readJson } from "./api";
import { soon } from "./soon";

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
    if (!initial) return soon(() => void reload());
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

/** Existing projects, boards or sheets to link or import (Asana needs a workspace, and a team in an organisation). */
export async function loadContainers(provider: ProviderId, where: ContainersQuery): Promise<Container[]> {
  return readJson(api.integrations[":provider"].containers.$get({ param: { provider }, query: where }));
}

/** Where the OAuth flow starts; the callback brings the user back to `next`. */
export const authorizeUrl = (provider: ProviderId, next: string) =>
  `/api/integrations/${provider}/authorize?next=${encodeURIComponent(next)}`;

/** The OAuth callback returns to the page that started it with ?connected= or ?integrationError=: say it once, then drop it. */
export function useConnectionOutcome(onConnected?: () => void) {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const connected = providerId.safeParse(params.get("connected"));
    const failure = params.get("integrationError");
    if (!connected.success && !failure) return;
    if (connected.success) {
      toast({ title: `${PROVIDER_NAMES[connected.data]} connected`, description: "You can now export plans to it." });
      onConnected?.();
    } else toast({ title: "Connection failed", description: failure ?? "", variant: "destructive" });
    const next = new URLSearchParams(params);
    next.delete("connected");
    next.delete("integrationError");
    setParams(next, { replace: true });
  }, [params, setParams, toast, onConnected]);
}
