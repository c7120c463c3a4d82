import type { ExportTarget } from "../../../core/schemas/integrations";
import { SearchSelect } from "../ui/search-select";

// Where a scoped provider's containers are looked for: the workspace (when there are several), then
// the team (an Asana organisation's project belongs to one).

export function ContainerScope({
  workspaces,
  workspace,
  onWorkspace,
  team,
  onTeam,
}: {
  workspaces: ExportTarget[] | null;
  workspace: string;
  onWorkspace: (id: string) => void;
  team: string;
  onTeam: (id: string) => void;
}) {
  const teams = workspaces?.find((w) => w.id === workspace)?.teams;
  return (
    <>
      {workspaces && workspaces.length > 1 && (
        <SearchSelect
          label="Workspace"
          options={workspaces.map((w) => ({ id: w.id, label: w.name }))}
          value={workspace || null}
          onChange={onWorkspace}
        />
      )}
      {teams && teams.length > 0 && (
        <SearchSelect
          key={workspace}
          label="Team"
          options={teams.map((t) => ({ id: t.id, label: t.name }))}
          value={team || null}
          onChange={onTeam}
        />
      )}
    </>
  );
}
