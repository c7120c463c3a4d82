import { Bot } from "lucide-react";
import { useEffect, useState } from "react";
import type { ConnectedAgent } from "../../../core/schemas/connected-agent";
import { api, errorMessage, readJson } from "../../lib/api";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Skeleton } from "../ui/skeleton";
import { useToast } from "../ui/toast";

// Settings: the AI agents the person approved for Kickoff's MCP server (issue 24, decision 076). An
// approval is made on the consent page the agent sends them to; here it is seen and revoked.

type State = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; agents: ConnectedAgent[] };

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
const access = (a: ConnectedAgent) => (a.scopes.includes("write") ? "Read and write" : "Read only");

export function ConnectedAgents() {
  const toast = useToast();
  const [view, setView] = useState<State>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [revoking, setRevoking] = useState<ConnectedAgent | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the Try again trigger.
  useEffect(() => {
    let live = true;
    setView({ state: "loading" });
    readJson(api.agents.$get())
      .then((agents) => live && setView({ state: "ready", agents }))
      .catch((err) => live && setView({ state: "error", message: errorMessage(err, "Failed to load your connected agents") }));
    return () => {
      live = false;
    };
  }, [attempt]);

  async function revoke(agent: ConnectedAgent) {
    try {
      await readJson(api.agents[":id"].$delete({ param: { id: agent.id } }));
      toast({ title: "Access revoked", description: `“${agent.clientName}” can no longer reach your projects.` });
      setView((v) => (v.state === "ready" ? { state: "ready", agents: v.agents.filter((a) => a.id !== agent.id) } : v));
    } catch (err) {
      toast({ title: "Not revoked", description: errorMessage(err, "Failed to revoke the agent's access"), variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby="agents-heading" className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="agents-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Bot aria-hidden className="h-5 w-5 text-slate-500" /> Connected agents
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        AI agents you approved to use Kickoff's MCP server at <code className="rounded bg-slate-100 px-1">/mcp</code>. They act as you,
        never beyond your role in a project.
      </p>
      {view.state === "loading" && (
        <div className="mt-3 space-y-2" role="status" aria-label="Loading connected agents">
          <Skeleton className="h-6 w-2/3" />
        </div>
      )}
      {view.state === "error" && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {view.message}{" "}
          <Button variant="ghost" size="sm" onPress={() => setAttempt((a) => a + 1)}>
            Try again
          </Button>
        </p>
      )}
      {view.state === "ready" && view.agents.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">No agents connected. An agent asks for your approval the first time it connects.</p>
      )}
      {view.state === "ready" && view.agents.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Your connected agents">
          {view.agents.map((a) => (
            <li key={a.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between" data-testid="connected-agent">
              <div className="min-w-0 text-sm">
                <p className="break-words font-medium text-slate-900">
                  {a.clientName} <span className="text-xs font-normal text-slate-500">(name not verified)</span>
                </p>
                <p className="text-slate-600">
                  {access(a)}
                  {a.redirectHost ? ` · returns to ${a.redirectHost}` : ""}
                </p>
                <p className="text-xs text-slate-500">Approved {day(a.createdAt)}</p>
              </div>
              <Button variant="secondary" size="sm" onPress={() => setRevoking(a)} aria-label={`Revoke ${a.clientName}`}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this agent's access?"
        message={`“${revoking?.clientName ?? ""}” stops working at once. It can ask for your approval again later.`}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        onConfirm={() => revoking && revoke(revoking)}
      />
    </section>
  );
}
