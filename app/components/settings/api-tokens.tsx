import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, KeyRound } from "lucide-react";
import { useState } from "react";
import { Checkbox, CheckboxGroup, Label, Text } from "react-aria-components";
import type { TokenScope } from "../../../core/policy";
import { type ApiTokenView, type CreateApiTokenInput, createApiTokenSchema, TOKEN_NAME_MAX } from "../../../core/schemas/api-token";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { QueryState } from "../ui/query-state";
import { TextField } from "../ui/text-field";
import { useToast } from "../ui/toast";

// Settings: personal API tokens (issue 24). Made here with a session, shown once, listed without
// their secret, revoked at any time.

const SCOPES: Array<{ id: TokenScope; label: string; hint: string }> = [
  { id: "read", label: "Read", hint: "Projects, tasks, activity, schedules" },
  { id: "write", label: "Write", hint: "Create, change and delete tasks and links" },
  { id: "admin", label: "Admin", hint: "Members, invitations and deleting projects (owners only)" },
];

const day = (iso: string | null, none: string) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" }) : none;

function checkboxClass() {
  return "group flex items-start gap-2 text-sm text-slate-800 outline-none";
}

function Box() {
  return (
    <span
      aria-hidden
      className="mt-0.5 flex h-4 w-4 shrink-0 items-center justify-center rounded border border-slate-400 bg-white group-data-focus-visible:ring-2 group-data-focus-visible:ring-indigo-500 group-data-selected:border-indigo-600 group-data-selected:bg-indigo-600"
    >
      <Check className="hidden h-3 w-3 text-white group-data-selected:block" />
    </span>
  );
}

export function ApiTokens() {
  const toast = useToast();
  const client = useQueryClient();
  const tokens = useQuery({ queryKey: queryKeys.apiTokens(), queryFn: () => readJson(api.tokens.$get()) });
  // Only for the optional project choice: without it the form still makes an all-projects token.
  const projects = useQuery({ queryKey: queryKeys.projects(), queryFn: () => readJson(api.projects.$get()) }).data ?? [];
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<string[]>(["read"]);
  const [projectIds, setProjectIds] = useState<string[]>([]);
  const [expires, setExpires] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenView | null>(null);

  const createToken = useMutation({
    mutationFn: (json: CreateApiTokenInput) => readJson(api.tokens.$post({ json })),
    onSuccess: () => invalidateAfter(client, "createApiToken"),
  });
  const revoke = useMutation({
    mutationFn: (token: ApiTokenView) => readJson(api.tokens[":id"].$delete({ param: { id: String(token.id) } })),
    onSuccess: (_done, token) => {
      toast({ title: "Token revoked", description: `“${token.name}” no longer works.` });
      return invalidateAfter(client, "revokeApiToken");
    },
    onError: (err) => toast({ title: "Not revoked", description: errorMessage(err, "Failed to revoke the token"), variant: "destructive" }),
  });

  function create(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      name,
      scopes,
      ...(projectIds.length > 0 ? { projectIds: projectIds.map(Number) } : {}),
      // The end of the chosen day, in the person's own time zone.
      ...(expires ? { expiresAt: new Date(`${expires}T23:59:59`).toISOString() } : {}),
    };
    const parsed = createApiTokenSchema.safeParse(body);
    if (!parsed.success) {
      setFormError(parsed.error.issues[0].message);
      return;
    }
    setFormError(null);
    createToken.mutate(parsed.data, {
      onSuccess: (answer) => {
        setCreated({ name: parsed.data.name, token: answer.token });
        setCopied(false);
        setName("");
        setExpires("");
        setProjectIds([]);
        setScopes(["read"]);
      },
      onError: (err) => setFormError(errorMessage(err, "Failed to create the token")),
    });
  }

  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      toast({ title: "Copy failed", description: "Select the token and copy it by hand.", variant: "destructive" });
    }
  }

  return (
    <section
      id="api-tokens"
      aria-labelledby="api-tokens-heading"
      className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="api-tokens-heading" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden className="h-5 w-5 text-slate-500" /> API tokens
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Scripts and tools use a token as <code className="rounded bg-slate-100 px-1">Authorization: Bearer …</code> on the Kickoff API. A
        token acts as you, never beyond your role in a project.
      </p>

      <form onSubmit={create} className="mt-4 grid gap-4" aria-label="New API token">
        <TextField label="Token name" value={name} onChange={setName} limit={TOKEN_NAME_MAX} placeholder="e.g. Nightly import" />
        <CheckboxGroup value={scopes} onChange={setScopes} className="flex flex-col gap-2">
          <Label className="text-sm font-medium text-slate-700">Scopes</Label>
          {SCOPES.map((s) => (
            <Checkbox key={s.id} value={s.id} className={checkboxClass()}>
              <Box />
              <span>
                {s.label} <span className="block text-xs text-slate-500">{s.hint}</span>
              </span>
            </Checkbox>
          ))}
        </CheckboxGroup>
        {projects.length > 0 && (
          <CheckboxGroup value={projectIds} onChange={setProjectIds} className="flex flex-col gap-2">
            <Label className="text-sm font-medium text-slate-700">Projects</Label>
            <Text slot="description" className="text-xs text-slate-500">
              None chosen: every project you are a member of.
            </Text>
            <div className="grid max-h-48 gap-2 overflow-y-auto sm:grid-cols-2">
              {projects.map((p) => (
                <Checkbox key={p.id} value={String(p.id)} className={checkboxClass()}>
                  <Box />
                  <span className="min-w-0 break-words">{p.name}</span>
                </Checkbox>
              ))}
            </div>
          </CheckboxGroup>
        )}
        <TextField label="Expires on (optional)" type="date" value={expires} onChange={setExpires} className="sm:max-w-xs" />
        {formError && (
          <p role="alert" className="text-sm text-red-700">
            {formError}
          </p>
        )}
        <div>
          <Button type="submit" isDisabled={createToken.isPending}>
            {createToken.isPending ? "Creating..." : "Create token"}
          </Button>
        </div>
      </form>

      {created && (
        <div role="status" className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-4" data-testid="new-token">
          <p className="text-sm font-medium text-emerald-900">
            Copy “{created.name}” now: it is shown only once. Store it like a password.
          </p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1 text-xs text-slate-900" data-testid="new-token-value">
              {created.token}
            </code>
            <Button variant="secondary" size="sm" onPress={copy} aria-label={copied ? "Token copied" : "Copy token"}>
              {copied ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
        </div>
      )}

      <h3 className="mt-6 text-sm font-semibold text-slate-800">Your tokens</h3>
      <QueryState query={tokens} className="mt-2" loadingLabel="Loading API tokens" errorFallback="Failed to load your API tokens">
        {(list) =>
          list.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No API tokens yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Your API tokens">
              {list.map((t) => (
                <li key={t.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between" data-testid="api-token">
                  <div className="min-w-0 text-sm">
                    <p className="break-words font-medium text-slate-900">{t.name}</p>
                    <p className="text-slate-600">
                      {t.scopes.join(", ")} · {t.projects ? t.projects.map((p) => p.name).join(", ") || "no projects left" : "all projects"}
                    </p>
                    <p className="text-xs text-slate-500">
                      Created {day(t.createdAt, "")} · Last used {day(t.lastUsedAt, "never")} · Expires {day(t.expiresAt, "never")}
                    </p>
                  </div>
                  <Button variant="secondary" size="sm" onPress={() => setRevoking(t)} aria-label={`Revoke ${t.name}`}>
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
        title="Revoke this token?"
        message={`Scripts using “${revoking?.name ?? ""}” stop working at once. This cannot be undone.`}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        onConfirm={() => revoking && revoke.mutateAsync(revoking).catch(() => {})}
      />
    </section>
  );
}
