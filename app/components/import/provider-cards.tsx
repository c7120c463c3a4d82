import { type IntegrationView, PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";
import { formatDay } from "../../lib/dates";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { FileText, KanbanSquare, ListChecks, Plug, Table2, Unplug } from "../ui/icons";

// Spec §2.13's provider cards with each provider's real connection state (issue 10): Connect (OAuth or
// a personal token, as the deployment is set up), the account's name, last sync and Disconnect.

type CardId = ProviderId | "google_docs";

const CARDS: Array<{ id: CardId; icon: typeof Table2; blurb: string }> = [
  { id: "smartsheet", icon: Table2, blurb: "Sheets and rows become projects and tasks." },
  { id: "jira", icon: KanbanSquare, blurb: "Epics and issues become milestones and tasks." },
  { id: "asana", icon: ListChecks, blurb: "Projects, sections and tasks." },
  { id: "google_docs", icon: FileText, blurb: "Checklists and headings in a document." },
  { id: "monday", icon: KanbanSquare, blurb: "Boards, groups and items." },
];

/** What a card's buttons ask the page to do. */
export type CardActions = {
  /** The provider importing now: one imports at a time (spec §4). */
  importing: ProviderId | null;
  onImport: (provider: ProviderId) => void;
  onChangeSite: () => void;
  onConnect: (provider: ProviderId) => void;
  onDisconnect: (provider: ProviderId) => void;
};

export function ProviderCards({ integrations, actions }: { integrations: IntegrationView[]; actions: CardActions }) {
  const byProvider = new Map(integrations.map((i) => [i.provider, i]));
  return (
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
            <ConnectionState id={id} view={view} />
            <CardButtons view={view} actions={actions} />
          </li>
        );
      })}
    </ul>
  );
}

/** The account, site, mode and last sync of a connected provider, or how it would connect. */
function ConnectionState({ id, view }: { id: CardId; view: IntegrationView | undefined }) {
  if (view?.connected) {
    return (
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
    );
  }
  return (
    <p className="mt-3 text-xs text-slate-500">
      {view
        ? view.mode === "oauth"
          ? "Connects with OAuth."
          : "Connects with a personal API token."
        : id === "google_docs"
          ? "Coming soon."
          : "Not available on this server yet. Importing a file works without it."}
    </p>
  );
}

function CardButtons({ view, actions }: { view: IntegrationView | undefined; actions: CardActions }) {
  return (
    <div className="mt-4 flex gap-2">
      {view?.connected && (
        <Button isDisabled={actions.importing !== null} onPress={() => actions.onImport(view.provider)}>
          {actions.importing === view.provider ? "Importing..." : "Import Data"}
        </Button>
      )}
      {view?.connected && view.provider === "jira" && view.mode === "oauth" && (
        <Button variant="secondary" onPress={actions.onChangeSite}>
          Change site
        </Button>
      )}
      {view?.connected ? (
        <Button variant="secondary" onPress={() => actions.onDisconnect(view.provider)}>
          <Unplug className="h-4 w-4" aria-hidden /> Disconnect
        </Button>
      ) : (
        <Button variant="secondary" isDisabled={!view} onPress={() => view && actions.onConnect(view.provider)}>
          <Plug className="h-4 w-4" aria-hidden /> Connect
        </Button>
      )}
    </div>
  );
}
