import { useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { roleAllows } from "../../core/policy";
import { type IntegrationView, PROVIDER_NAMES, type ProviderId } from "../../core/schemas/integrations";
import { listIntegrations } from "../../worker/services/integrations";
import { listProjectsForUser } from "../../worker/services/projects";
import { ProviderCards } from "../components/import/provider-cards";
import { DisconnectDialog, JiraSiteChoice } from "../components/import/provider-dialogs";
import { useProviderImport } from "../components/import/use-provider-import";
import { ConnectDialog } from "../components/integrations/connect-dialog";
import { ContainerPicker } from "../components/integrations/container-picker";
import { FileImport } from "../components/integrations/file-import";
import { Page } from "../components/layout/page";
import { useToast } from "../components/ui/toast";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/import-data";

// Import Data (spec §2.13): the provider cards, then a file import that needs nothing connected.

export async function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  const integrations: IntegrationView[] = [];
  if (!user) return { integrations, projects: [] };
  const env = context.cloudflare.env;
  // A file can go into any project the person may add tasks to (decision 114).
  const projects = (await listProjectsForUser(env, user.id))
    .filter((p) => roleAllows("task.edit", p.role))
    .map((p) => ({ id: p.id, name: p.name }));
  return { integrations: await listIntegrations(env, user.id), projects };
}

export default function ImportData({ loaderData }: Route.ComponentProps) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [search] = useSearchParams();
  const [connecting, setConnecting] = useState<ProviderId | null>(null);
  const [disconnecting, setDisconnecting] = useState<ProviderId | null>(null);
  const [choosing, setChoosing] = useState<ProviderId | null>(null);
  const [changingSite, setChangingSite] = useState(false);
  const { importing, runImport } = useProviderImport();

  return (
    <Page title="Import Data">
      <p className="mb-6 max-w-2xl text-slate-600">
        Connect the tools you already use to import their projects, sync tasks both ways and export AI plans to them. Or import a file
        below, with nothing connected.
      </p>
      <ProviderCards
        integrations={loaderData.integrations}
        actions={{
          importing,
          onImport: setChoosing,
          onChangeSite: () => setChangingSite(true),
          onConnect: setConnecting,
          onDisconnect: setDisconnecting,
        }}
      />
      <FileImport projects={loaderData.projects} initialProjectId={Number(search.get("project")) || null} />
      {choosing && (
        <ContainerPicker
          provider={choosing}
          multiple
          title={`Import from ${PROVIDER_NAMES[choosing]}`}
          confirmLabel="Import"
          onOpenChange={(open) => !open && setChoosing(null)}
          onPick={(containers) => {
            const provider = choosing;
            setChoosing(null);
            void runImport(provider, containers);
          }}
        />
      )}
      {connecting && (
        <ConnectDialog
          provider={connecting}
          mode={loaderData.integrations.find((i) => i.provider === connecting)?.mode ?? "token"}
          isOpen
          onOpenChange={(open) => !open && setConnecting(null)}
          returnTo="/import-data"
          onConnected={(view) => {
            toast({ title: `${PROVIDER_NAMES[view.provider]} connected`, description: `Connected as ${view.account}.` });
            revalidator.revalidate();
          }}
        />
      )}
      <JiraSiteChoice changing={changingSite} onDone={() => setChangingSite(false)} />
      <DisconnectDialog provider={disconnecting} onClose={() => setDisconnecting(null)} />
    </Page>
  );
}
