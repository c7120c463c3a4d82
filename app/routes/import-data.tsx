import { FileSpreadsheet, FileText, KanbanSquare, ListChecks, Table2 } from "lucide-react";
import { listConnectedProviders } from "../../worker/services/integrations";
import { Page } from "../components/layout/page";
import { Badge } from "../components/ui/badge";
import { Button } from "../components/ui/button";
import { getUser } from "../lib/session.server";
import type { Route } from "./+types/import-data";

const PROVIDERS = [
  { id: "smartsheet", name: "Smartsheet", icon: Table2, blurb: "Sheets and rows become projects and tasks." },
  { id: "jira", name: "Jira", icon: KanbanSquare, blurb: "Epics and issues become milestones and tasks." },
  { id: "asana", name: "Asana", icon: ListChecks, blurb: "Projects, sections and tasks." },
  { id: "google_docs", name: "Google Docs", icon: FileText, blurb: "Checklists and headings in a document." },
  { id: "monday", name: "Monday", icon: FileSpreadsheet, blurb: "Boards, groups and items." },
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const env = context.cloudflare.env;
  const user = getUser(context);
  if (!user) return { connected: [] as string[] };
  return { connected: await listConnectedProviders(env, user.id) };
}

// Spec §2.13 shows the provider cards; connecting a provider arrives with the integrations work, so
// every card says honestly that it is not connected and its Connect button is disabled.
export default function ImportData({ loaderData }: Route.ComponentProps) {
  return (
    <Page title="Import Data">
      <p className="mb-6 max-w-2xl text-slate-600">
        Bring projects and tasks in from the tools you already use. Connecting providers is coming soon; until then, create projects by hand
        or paste a spec or a chat thread into the AI planner on the dashboard.
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PROVIDERS.map(({ id, name, icon: Icon, blurb }) => {
          const connected = loaderData.connected.includes(id);
          return (
            <li key={id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
              <div className="flex items-center justify-between gap-2">
                <h2 className="flex items-center gap-2 font-semibold">
                  <Icon className="h-5 w-5 text-indigo-600" aria-hidden /> {name}
                </h2>
                <Badge tone={connected ? "green" : "gray"}>{connected ? "Connected" : "Not Connected"}</Badge>
              </div>
              <p className="mt-2 flex-1 text-sm text-slate-600">{blurb}</p>
              <Button variant="secondary" className="mt-4 self-start" isDisabled>
                Connect
              </Button>
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
