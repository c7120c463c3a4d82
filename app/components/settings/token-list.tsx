import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ApiTokenView } from "../../../core/schemas/api-token";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { QueryState } from "../ui/query-state";
import { useToast } from "../ui/toast";
import { tokenDay } from "./api-token-body";

/** The person's tokens, without their secrets, each with a Revoke button that asks first. */
export function TokenList() {
  const tokens = useQuery({ queryKey: queryKeys.apiTokens(), queryFn: () => readJson(api.tokens.$get()) });
  const [revoking, setRevoking] = useState<ApiTokenView | null>(null);
  const revoke = useRevokeToken();
  return (
    <>
      <QueryState query={tokens} className="mt-2" loadingLabel="Loading API tokens" errorFallback="Failed to load your API tokens">
        {(list) =>
          list.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No API tokens yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Your API tokens">
              {list.map((t) => (
                <TokenRow key={t.id} token={t} onRevoke={() => setRevoking(t)} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this token?"
        message={`Scripts using “${revoking?.name ?? ""}” stop working at once. This cannot be undone.`}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        onConfirm={() => revoking && revoke.mutateAsync(revoking).catch(() => {})}
      />
    </>
  );
}

function TokenRow({ token: t, onRevoke }: { token: ApiTokenView; onRevoke: () => void }) {
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between" data-testid="api-token">
      <div className="min-w-0 text-sm">
        <p className="break-words font-medium text-slate-900">{t.name}</p>
        <p className="text-slate-600">
          {t.scopes.join(", ")} · {t.projects ? t.projects.map((p) => p.name).join(", ") || "no projects left" : "all projects"}
        </p>
        <p className="text-xs text-slate-500">
          Created {tokenDay(t.createdAt, "")} · Last used {tokenDay(t.lastUsedAt, "never")} · Expires {tokenDay(t.expiresAt, "never")}
        </p>
      </div>
      <Button variant="secondary" size="sm" onPress={onRevoke} aria-label={`Revoke ${t.name}`}>
        Revoke
      </Button>
    </li>
  );
}

function useRevokeToken() {
  const toast = useToast();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: ApiTokenView) => readJson(api.tokens[":id"].$delete({ param: { id: String(token.id) } })),
    onSuccess: (_done, token) => {
      toast({ title: "Token revoked", description: `“${token.name}” no longer works.` });
      return invalidateAfter(client, "revokeApiToken");
    },
    onError: (err) => toast({ title: "Not revoked", description: errorMessage(err, "Failed to revoke the token"), variant: "destructive" }),
  });
}
