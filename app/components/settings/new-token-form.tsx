import { useQuery } from "@tanstack/react-query";
import { CheckboxGroup, Label, Text } from "react-aria-components";
import type { TokenScope } from "../../../core/policy";
import { TOKEN_NAME_MAX } from "../../../core/schemas/api-token";
import { api, readJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";
import { TokenCheckbox } from "./token-checkbox";
import type { NewApiTokenForm } from "./use-new-api-token";

const SCOPES: Array<{ id: TokenScope; label: string; hint: string }> = [
  { id: "read", label: "Read", hint: "Projects, tasks, activity, schedules" },
  { id: "write", label: "Write", hint: "Create, change and delete tasks and links" },
  { id: "admin", label: "Admin", hint: "Members, invitations and deleting projects (owners only)" },
];

/** The form that makes a token: name, scopes, optional projects and expiry. */
export function NewTokenForm({ form }: { form: NewApiTokenForm }) {
  const { draft, set } = form;
  return (
    <form onSubmit={form.submit} className="mt-4 grid gap-4" aria-label="New API token">
      <TextField label="Token name" value={draft.name} onChange={set("name")} limit={TOKEN_NAME_MAX} placeholder="e.g. Nightly import" />
      <CheckboxGroup value={draft.scopes} onChange={set("scopes")} className="flex flex-col gap-2">
        <Label className="text-sm font-medium text-slate-700">Scopes</Label>
        {SCOPES.map((s) => (
          <TokenCheckbox key={s.id} value={s.id}>
            <span>
              {s.label} <span className="block text-xs text-slate-500">{s.hint}</span>
            </span>
          </TokenCheckbox>
        ))}
      </CheckboxGroup>
      <ProjectChoice value={draft.projectIds} onChange={set("projectIds")} />
      <TextField label="Expires on (optional)" type="date" value={draft.expires} onChange={set("expires")} className="sm:max-w-xs" />
      {form.formError && (
        <p role="alert" className="text-sm text-red-700">
          {form.formError}
        </p>
      )}
      <div>
        <Button type="submit" isDisabled={form.pending}>
          {form.pending ? "Creating..." : "Create token"}
        </Button>
      </div>
    </form>
  );
}

/** The optional project choice: without the project list the form still makes an all-projects token. */
function ProjectChoice({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const projects = useQuery({ queryKey: queryKeys.projects(), queryFn: () => readJson(api.projects.$get()) }).data ?? [];
  if (projects.length === 0) return null;
  return (
    <CheckboxGroup value={value} onChange={onChange} className="flex flex-col gap-2">
      <Label className="text-sm font-medium text-slate-700">Projects</Label>
      <Text slot="description" className="text-xs text-slate-500">
        None chosen: every project you are a member of.
      </Text>
      <div className="grid max-h-48 gap-2 overflow-y-auto sm:grid-cols-2">
        {projects.map((p) => (
          <TokenCheckbox key={p.id} value={String(p.id)}>
            <span className="min-w-0 break-words">{p.name}</span>
          </TokenCheckbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}
