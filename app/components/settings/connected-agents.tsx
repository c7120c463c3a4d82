import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ConnectedAgent } from "../../../core/schemas/connected-agent";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Bot } from "../ui/icons";
import { QueryState } from "../ui/query-state";
import { Skeleton } from "../ui/skeleton";
import { useToast } from "../ui/toast";

// Settings: the AI agents the person approved for Kickoff's MCP server (issue 24, decision 076). An
// approval is made on the consent page the agent sends them to; here it is seen and revoked.

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
const access = (a: ConnectedAgent) => (a.scopes.includes("write") ? "Read and write" : "Read only");

export function ConnectedAgents() {
  const toast = useToast();
  const client = useQueryClient();
  const agents = useQuery({ queryKey: queryKeys.agents(), queryFn: () => readJson(api.agents.$get()) });
  const [revoking, setRevoking] = useState<ConnectedAgent | null>(null);
  const revoke = useMutation({
    mutationFn: (agent: ConnectedAgent) => readJson(api.agents[":id"].$delete({ param: { id: agent.id } })),
    onSuccess: (_done, agent) => {
      toast({ title: "Access revoked", description: `“${agent.clientName}” can no longer reach your projects.` });
      return invalidateAfter(client, "revokeAgent");
    },
    onError: (err) =>
      toast({ title: "Not revoked", description: errorMessage(err, "Failed to revoke the agent's access"), variant: "destructive" }),
  });

  return (
    <section aria-labelledby="agents-heading" className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="agents-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Bot aria-hidden className="h-5 w-5 text-slate-500" /> Connected agents
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        AI agents you approved to use Kickoff's MCP server at <code className="rounded bg-slate-100 px-1">/mcp</code>. They act as you,
        never beyond your role in a project.
      </p>
      <QueryState
        query={agents}
        className="mt-3"
        loadingLabel="Loading connected agents"
        errorFallback="Failed to load your connected agents"
        skeleton={<Skeleton className="h-6 w-2/3" />}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No agents connected. An agent asks for your approval the first time it connects.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Your connected agents">
              {list.map((a) => (
                <li
                  key={a.id}
                  className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between"
                  data-testid="connected-agent"
                >
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
          )
        }
      </QueryState>
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this agent's access?"
        message={`“${revoking?.clientName ?? ""}” stops working at once. It can ask for your approval again later.`}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        onConfirm={() => revoking && revoke.mutateAsync(revoking).catch(() => {})}
      />
    </section>
  );
}
