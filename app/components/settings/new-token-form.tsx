import { useQuery } from "@tanstack/react-query";
import type { TokenScope } from "../../../core/policy";
import { TOKEN_NAME_MAX } from "../../../core/schemas/api-token";
import { api, readJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { Button } from "../ui/button";
import { FormCheckboxGroup } from "../ui/form-checkbox-group";
import { FormErrors, FormTextField } from "../ui/form-fields";
import { TokenCheckbox } from "./token-checkbox";
import type { NewApiTokenForm } from "./use-new-api-token";

const SCOPES: Array<{ id: TokenScope; label: string; hint: string }> = [
  { id: "read", label: "Read", hint: "Projects, tasks, activity, schedules" },
  { id: "write", label: "Write", hint: "Create, change and delete tasks and links" },
  { id: "admin", label: "Admin", hint: "Members, invitations and deleting projects (owners only)" },
];

/** The form that makes a token: name, scopes, optional projects and expiry, each refusal under its input. */
export function NewTokenForm({ form: { form, fields, pending } }: { form: NewApiTokenForm }) {
  return (
    <form id={form.id} onSubmit={form.onSubmit} noValidate className="mt-4 grid gap-4" aria-label="New API token">
      <FormTextField field={fields.name} label="Token name" limit={TOKEN_NAME_MAX} placeholder="e.g. Nightly import" />
      <FormCheckboxGroup field={fields.scopes} label="Scopes" className="flex flex-col gap-2">
        {SCOPES.map((s) => (
          <TokenCheckbox key={s.id} value={s.id}>
            <span>
              {s.label} <span className="block text-xs text-slate-500">{s.hint}</span>
            </span>
          </TokenCheckbox>
        ))}
      </FormCheckboxGroup>
      <ProjectChoice field={fields.projectIds} />
      <FormTextField field={fields.expiresAt} label="Expires on (optional)" type="date" className="sm:max-w-xs" />
      <FormErrors form={form} />
      <div>
        <Button type="submit" isDisabled={pending}>
          {pending ? "Creating..." : "Create token"}
        </Button>
      </div>
    </form>
  );
}

/** The optional project choice: without the project list the form still makes an all-projects token. */
function ProjectChoice({ field }: { field: React.ComponentProps<typeof FormCheckboxGroup>["field"] }) {
  const projects = useQuery({ queryKey: queryKeys.projects(), queryFn: () => readJson(api.projects.$get()) }).data ?? [];
  if (projects.length === 0) return null;
  return (
    <FormCheckboxGroup
      field={field}
      label="Projects"
      description="None chosen: every project you are a member of."
      className="flex flex-col gap-2"
    >
      <div className="grid max-h-48 gap-2 overflow-y-auto sm:grid-cols-2">
        {projects.map((p) => (
          <TokenCheckbox key={p.id} value={String(p.id)}>
            <span className="min-w-0 break-words">{p.name}</span>
          </TokenCheckbox>
        ))}
      </div>
    </FormCheckboxGroup>
  );
}
