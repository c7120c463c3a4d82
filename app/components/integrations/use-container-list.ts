import { useEffect, useState } from "react";
import { type Container, type ExportTarget, PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";
import { errorMessage } from "../../lib/api";
import { loadContainers, loadTargets } from "../../lib/integrations";
import { containersOf, SCOPED } from "./container-words";

// The container picker's lists: a scoped provider's workspaces (and an organisation's teams) first,
// then the containers in the chosen one, read again whenever the choice changes. A new list starts
// with nothing ticked and no search.

export function useContainerList(provider: ProviderId) {
  const scoped = SCOPED[provider];
  const [workspaces, setWorkspaces] = useState<ExportTarget[] | null>(null);
  const [workspace, setWorkspace] = useState("");
  const [team, setTeam] = useState("");
  const [targets, setTargets] = useState<Container[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [search, setSearch] = useState("");
  const what = containersOf(provider);

  useEffect(() => {
    if (!scoped) return;
    let live = true;
    setWorkspaces(null);
    loadTargets(provider)
      .then((list) => {
        // A late answer for a picker that has moved on must not reset the workspace someone chose.
        if (!live) return;
        setWorkspaces(list);
        setWorkspace(list[0]?.id ?? "");
        setTeam(list[0]?.teams?.[0]?.id ?? "");
      })
      .catch((err) => live && setError(errorMessage(err, `Could not load your ${PROVIDER_NAMES[provider]} workspaces.`)));
    return () => {
      live = false;
    };
  }, [provider, scoped]);

  useEffect(() => {
    if (scoped && !workspace) {
      // No workspace to look in: nothing to list, the id can still be typed.
      if (workspaces) setTargets([]);
      return;
    }
    let live = true;
    setTargets(null);
    setError(null);
    setPicked([]);
    setSearch("");
    loadContainers(provider, scoped ? { target: workspace, ...(team ? { team } : {}) } : {})
      .then((list) => live && setTargets(list))
      .catch((err) => live && setError(errorMessage(err, `Could not load your ${what}.`)));
    return () => {
      live = false;
    };
  }, [provider, scoped, workspace, team, workspaces, what]);

  const chooseWorkspace = (next: string) => {
    setWorkspace(next);
    setTeam(workspaces?.find((w) => w.id === next)?.teams?.[0]?.id ?? "");
  };
  return { workspaces, workspace, chooseWorkspace, team, setTeam, targets, error, picked, setPicked, search, setSearch };
}
