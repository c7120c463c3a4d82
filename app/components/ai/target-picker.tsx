import { type ExportTargetInput, PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";
import { SearchSelect } from "../ui/search-select";
import { Spinner } from "../ui/spinner";
import { useExportTargets, withFirstTeam } from "./use-export-targets";

/** The provider's export targets (Jira projects, Asana workspaces and teams, monday and Smartsheet workspaces). */
export function TargetPicker({
  provider,
  target,
  onChange,
}: {
  provider: ProviderId;
  target: ExportTargetInput | null;
  onChange: (t: ExportTargetInput | null) => void;
}) {
  const { targets, error, retry } = useExportTargets(provider, target, onChange);
  const kind = provider === "jira" ? "Jira project" : "Workspace";
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {error}{" "}
        <button type="button" className="underline" onClick={retry}>
          Try again
        </button>
      </p>
    );
  }
  if (!targets) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner label={`Loading ${kind.toLowerCase()}s`} className="h-4 w-4" /> Loading {kind.toLowerCase()}s…
      </p>
    );
  }
  if (targets.length === 0) {
    return (
      <p className="text-sm text-amber-800">
        {provider === "jira"
          ? "None of your Jira projects has an Epic issue type, so there is nowhere to put the plan."
          : `Your ${PROVIDER_NAMES[provider]} account has no workspace Kickoff can use.`}
      </p>
    );
  }
  const selected = targets.find((t) => t.id === target?.id) ?? null;
  return (
    <div className="flex flex-wrap gap-3">
      <SearchSelect
        label={kind}
        className="min-w-56"
        options={targets.map((t) => ({ id: t.id, label: t.detail ? `${t.name} (${t.detail})` : t.name }))}
        value={selected?.id ?? null}
        onChange={(id) =>
          onChange(
            withFirstTeam(
              id,
              targets.find((x) => x.id === id),
            ),
          )
        }
      />
      {selected?.teams && (
        <SearchSelect
          key={selected.id}
          label="Team"
          className="min-w-48"
          options={selected.teams.map((t) => ({ id: t.id, label: t.name }))}
          value={target?.teamId ?? null}
          onChange={(teamId) => onChange({ id: selected.id, teamId })}
          errorMessage={selected.teams.length === 0 ? "You are in no team of this organisation." : undefined}
        />
      )}
    </div>
  );
}
