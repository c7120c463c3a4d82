import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import {
  type ConnectInput,
  type Container,
  type ContainersQuery,
  type ExportTarget,
  type IntegrationView,
  type JiraSiteView,
  PROVIDER_NAMES,
  type ProviderId,
  providerId,
} from "../../core/schemas/integrations";
import { useToast } from "../components/ui/toast";
import { api, errorMessage, readJson } from "./api";
import { queryKeys } from "./query-keys";
import { nextTask } from "./soon";

// The caller's provider connections, read from GET /api/integrations (never hard-coded), with the
// calls that change them. Shared by the wizard's destination picker and the Import Data page.

export function useIntegrations(initial: IntegrationView[] | null = null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.integrations(),
    queryFn: async () => {
      // Out of the commit that hydrates the page (soon.ts says why).
      await nextTask();
      return readJson(api.integrations.$get());
    },
    // A page whose loader read them already has them: read again only when told to.
    ...(initial ? { initialData: initial, staleTime: Number.POSITIVE_INFINITY } : {}),
  });
  const reload = useCallback(() => client.invalidateQueries({ queryKey: queryKeys.integrations() }), [client]);
  const error = query.isError ? errorMessage(query.error, "Could not load your connections.") : null;
  return { integrations: query.data ?? null, error, reload };
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

/** The Jira sites the connection may work on (an Atlassian account can reach several). */
export async function loadJiraSites(): Promise<JiraSiteView[]> {
  return readJson(api.integrations.jira.sites.$get());
}

/** The connection works on this Jira site from now on. */
export async function chooseJiraSite(cloudId: string): Promise<IntegrationView> {
  return readJson(api.integrations.jira.site.$put({ json: { cloudId } }));
}

/** Where the OAuth flow starts; the callback brings the user back to `next`. */
export const authorizeUrl = (provider: ProviderId, next: string) =>
  `/api/integrations/${provider}/authorize?next=${encodeURIComponent(next)}`;

/**
 * The OAuth callback returns to the page that started it with ?connected= or ?integrationError=: say it
 * once, then drop it. With ?chooseSite=jira (the Atlassian account reaches several Jira sites) the
 * answer says so, for the page to ask which site.
 */
export function useConnectionOutcome(onConnected?: () => void): { chooseSite: boolean; siteChosen: () => void } {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const [chooseSite, setChooseSite] = useState(false);
  useEffect(() => {
    const connected = providerId.safeParse(params.get("connected"));
    const failure = params.get("integrationError");
    if (!connected.success && !failure) return;
    if (connected.success) {
      toast({ title: `${PROVIDER_NAMES[connected.data]} connected`, description: "You can now export plans to it." });
      if (connected.data === "jira" && params.get("chooseSite") === "jira") setChooseSite(true);
      onConnected?.();
    } else toast({ title: "Connection failed", description: failure ?? "", variant: "destructive" });
    const next = new URLSearchParams(params);
    next.delete("connected");
    next.delete("integrationError");
    next.delete("chooseSite");
    setParams(next, { replace: true });
  }, [params, setParams, toast, onConnected]);
  return { chooseSite, siteChosen: useCallback(() => setChooseSite(false), []) };
}
