import { useEffect, useState } from "react";
import { type ExportTarget, type ExportTargetInput, PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";
import { errorMessage } from "../../lib/api";
import { loadTargets } from "../../lib/integrations";

// Where an export can go in a provider (Jira projects, Asana workspaces and teams, monday and Smartsheet
// workspaces), read when the provider is chosen and on "Try again"; the choice starts on the last one.

/** A target with its first team (an Asana organisation's project needs one). */
export const withFirstTeam = (id: string, target: ExportTarget | undefined): ExportTargetInput => ({
  id,
  ...(target?.teams?.[0] ? { teamId: target.teams[0].id } : {}),
});

/** The choice offered first: the last one (and its team) when it still exists, else the first target. */
export function initialTarget(list: ExportTarget[], last: ExportTargetInput | null): ExportTargetInput | null {
  const current = list.find((t) => t.id === last?.id);
  if (!current) return list[0] ? withFirstTeam(list[0].id, list[0]) : null;
  if (last?.teamId && current.teams?.some((x) => x.id === last.teamId)) return { id: current.id, teamId: last.teamId };
  return withFirstTeam(current.id, current);
}

export function useExportTargets(provider: ProviderId, target: ExportTargetInput | null, onChange: (t: ExportTargetInput | null) => void) {
  const [targets, setTargets] = useState<ExportTarget[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on "Try again".
  useEffect(() => {
    let live = true;
    setTargets(null);
    setError(null);
    loadTargets(provider)
      .then((list) => {
        if (!live) return;
        setTargets(list);
        onChange(initialTarget(list, target));
      })
      .catch((err) => live && setError(errorMessage(err, `Could not load your ${PROVIDER_NAMES[provider]} targets.`)));
    return () => {
      live = false;
    };
  }, [provider, attempt]);

  return { targets, error, retry: () => setAttempt((a) => a + 1) };
}
