import { FileText, KanbanSquare, ListChecks, Plug, Table2, Unplug } from "lucide-react";
import { useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { roleAllows } from "../../core/policy";
import { type IntegrationView, PROVIDER_NAMES, type ProviderId } from "../../core/schemas/integrations";
import { listIntegrations } from "../../worker/services/integrations";
import { listProjectsForUser } from "../../worker/services/projects";
import { ConnectDialog } from "../components/integrations/connect-dialog";
import { ContainerPicker } from "../components/integrations/container-picker";
import { FileImport } from "../components/integrations/file-import";
import { JiraSitePicker } from "../components/integrations/jira-site-picker";
import { Page } from "../components/layout/page";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { ConfirmDialog } from "../components/ui/confirm-dialog";
import { useToast } from "../components/ui/toast";
import { errorMessage } from "../lib/api";
import { formatDay } from "../lib/dates";
import { disconnectProvider, useConnectionOutcome } from "../lib/integrations";
import { getUser } from "../lib/session.server";
import { describeResult, importFromProvider } from "../lib/sync";
import type { Route } from "./+types/import-data";

// Spec §2.13's provider cards with each provider's real connection state (issue 10): Connect (OAuth or
// a personal token, as the deployment is set up), the account's name, last sync and Disconnect.

const CARDS: Array<{ id: ProviderId | "google_docs"; icon: typeof Table2; blurb: string }> = [
  { id: "smartsheet", icon: Table2, blurb: "Sheets and rows become projects and tasks." },
  { id: "jira", icon: KanbanSquare, blurb: "Epics and issues become milestones and tasks." },
  { id: "asana", icon: ListChecks, blurb: "Projects, sections and tasks." },
  { id: "google_docs", icon: FileText, blurb: "Checklists and headings in a document." },
  { id: "monday", icon: KanbanSquare, blurb: "Boards, groups and items." },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = getUser(context);
  if (!user) return { integrations: [] as IntegrationView[], projects: [] };
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
  // Spec §4: one provider imports at a time; its button reads "Importing..." until it ends.
  const [importing, setImporting] = useState<ProviderId | null>(null);

  const runImport = async (provider: ProviderId, containers: Array<{ id: string; name: string }>) => {
    setImporting(provider);
    try {
      const result = await importFromProvider(provider, containers);
      toast({ title: "Data imported successfully", description: describeResult(result) });
      revalidator.revalidate();
    } catch (err) {
      toast({
        title: `Failed to import data from ${PROVIDER_NAMES[provider]}`,
        description: errorMessage(err, "An unexpected error occurred"),
        variant: "destructive",
      });
    } finally {
      setImporting(null);
    }
  };

  const { chooseSite, siteChosen } = useConnectionOutcome();
  const [changingSite, setChangingSite] = useState(false);

  const byProvider = new Map(loaderData.integrations.map((i) => [i.provider, i]));

  return (
    <Page title="Import Data">
      <p className="mb-6 max-w-2xl text-slate-600">
        Connect the tools you already use to import their projects, sync tasks both ways and export AI plans to them. Or import a file
        below, with nothing connected.
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map(({ id, icon: Icon, blurb }) => {
          const view = id === "google_docs" ? undefined : byProvider.get(id);
          const name = id === "google_docs" ? "Google Docs" : PROVIDER_NAMES[id];
          return (
            <li key={id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5" aria-label={name}>
              <div className="flex items-center justify-between gap-2">
                <h2 className="flex items-center gap-2 font-semibold">
                  <Icon className="h-5 w-5 text-indigo-600" aria-hidden /> {name}
                </h2>
                <Badge tone={view?.connected ? "green" : "gray"}>{view?.connected ? "Connected" : "Not Connected"}</Badge>
              </div>
              <p className="mt-2 flex-1 text-sm text-slate-600">{blurb}</p>
              {view?.connected ? (
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-500">Account</dt>
                  <dd className="truncate font-medium">{view.account}</dd>
                  {view.site && (
                    <>
                      <dt className="text-slate-500">Site</dt>
                      <dd className="truncate">{new URL(view.site.url).host}</dd>
                    </>
                  )}
                  <dt className="text-slate-500">Mode</dt>
                  <dd>{view.mode === "oauth" ? "OAuth" : "Personal token"}</dd>
                  <dt className="text-slate-500">Last sync</dt>
                  <dd>{view.lastSynced ? formatDay(view.lastSynced, "MMM d, yyyy") : "Never"}</dd>
                </dl>
              ) : view ? (
                <p className="mt-3 text-xs text-slate-500">
                  {view.mode === "oauth" ? "Connects with OAuth." : "Connects with a personal API token."}
                </p>
              ) : (
                <p className="mt-3 text-xs text-slate-500">
                  {id === "google_docs" ? "Coming soon." : "Not available on this server yet. Importing a file works without it."}
                </p>
              )}
              <div className="mt-4 flex gap-2">
                {view?.connected && (
                  <Button isDisabled={importing !== null} onPress={() => setChoosing(view.provider)}>
                    {importing === view.provider ? "Importing..." : "Import Data"}
                  </Button>
                )}
                {view?.connected && view.provider === "jira" && view.mode === "oauth" && (
                  <Button variant="secondary" onPress={() => setChangingSite(true)}>
                    Change site
                  </Button>
                )}
                {view?.connected ? (
                  <Button variant="secondary" onPress={() => setDisconnecting(view.provider)}>
                    <Unplug className="h-4 w-4" aria-hidden /> Disconnect
                  </Button>
                ) : (
                  <Button variant="secondary" isDisabled={!view} onPress={() => view && setConnecting(view.provider)}>
                    <Plug className="h-4 w-4" aria-hidden /> Connect
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
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
          mode={byProvider.get(connecting)?.mode ?? "token"}
          isOpen
          onOpenChange={(open) => !open && setConnecting(null)}
          returnTo="/import-data"
          onConnected={(view) => {
            toast({ title: `${PROVIDER_NAMES[view.provider]} connected`, description: `Connected as ${view.account}.` });
            revalidator.revalidate();
          }}
        />
      )}
      {(chooseSite || changingSite) && (
        <JiraSitePicker
          onOpenChange={(open) => {
            if (open) return;
            siteChosen();
            setChangingSite(false);
          }}
          onChosen={(view) => {
            toast({ title: "Jira site chosen", description: `Kickoff now works on ${view.site?.name ?? "that site"}.` });
            revalidator.revalidate();
          }}
        />
      )}
      <ConfirmDialog
        isOpen={disconnecting !== null}
        onOpenChange={(open) => !open && setDisconnecting(null)}
        title={`Disconnect ${disconnecting ? PROVIDER_NAMES[disconnecting] : ""}?`}
        message="Kickoff forgets the stored credentials. Projects you exported stay where they are."
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting..."
        onConfirm={async () => {
          if (!disconnecting) return;
          try {
            await disconnectProvider(disconnecting);
            toast({ title: `${PROVIDER_NAMES[disconnecting]} disconnected`, description: "Its credentials were deleted." });
            revalidator.revalidate();
          } catch (err) {
            toast({ title: "Disconnect failed", description: errorMessage(err, "Please try again."), variant: "destructive" });
          }
        }}
      />
    </Page>
  );
}
