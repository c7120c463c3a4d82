import { useEffect, useState } from "react";
import { Input, Label, TextField } from "react-aria-components";
import { type Container, type ExportTarget, PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";
import { errorMessage } from "../../lib/api";
import { loadContainers, loadTargets } from "../../lib/integrations";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { SearchSelect } from "../ui/search-select";
import { Spinner } from "../ui/spinner";

// Where a project's tasks go in a provider (first sync or pull), or which containers Import Data
// reads. Each provider lists its containers (Asana's, monday's and Smartsheet's per workspace,
// Asana's per team in an organisation, Jira's projects at once), every page of them; workspaces,
// teams and containers each have a search box to find one in a long list; an id can still be typed
// (from its URL).

/** What the containers live in, chosen before they are listed; Jira lists its projects at once. */
const SCOPED: Record<ProviderId, boolean> = { jira: false, asana: true, monday: true, smartsheet: true };

/** Any list to choose from gets a search box (real accounts have hundreds of projects). */
const SEARCH_FROM = 2;

const CONTAINERS: Record<ProviderId, string> = {
  jira: "projects",
  asana: "projects",
  monday: "boards",
  smartsheet: "sheets",
};

const CONTAINER: Record<ProviderId, string> = {
  jira: "Jira project or epic key",
  asana: "Asana project id",
  monday: "monday board id",
  smartsheet: "Smartsheet sheet id",
};

export function ContainerPicker({
  provider,
  title,
  multiple = false,
  confirmLabel,
  onOpenChange,
  onPick,
}: {
  provider: ProviderId;
  title: string;
  multiple?: boolean;
  confirmLabel: string;
  onOpenChange: (open: boolean) => void;
  onPick: (containers: Array<{ id: string; name: string }>) => void;
}) {
  const scoped = SCOPED[provider];
  const [workspaces, setWorkspaces] = useState<ExportTarget[] | null>(null);
  const [workspace, setWorkspace] = useState("");
  const [team, setTeam] = useState("");
  const [targets, setTargets] = useState<Container[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const what = `${PROVIDER_NAMES[provider]} ${CONTAINERS[provider]}`;

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

  const teams = workspaces?.find((w) => w.id === workspace)?.teams;
  const needle = search.trim().toLowerCase();
  // Picked ones stay visible while searching, so a choice never disappears from view.
  const shown = (targets ?? []).filter(
    (t) => !needle || picked.includes(t.id) || t.name.toLowerCase().includes(needle) || (t.detail ?? "").toLowerCase().includes(needle),
  );

  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : multiple ? [...p, id] : [id]));
  const chosen = [
    ...(targets ?? []).filter((t) => picked.includes(t.id)).map((t) => ({ id: t.id, name: t.name })),
    ...(typed.trim() ? [{ id: typed.trim(), name: `${PROVIDER_NAMES[provider]} ${typed.trim()}` }] : []),
  ];

  return (
    <Dialog title={title} isOpen onOpenChange={onOpenChange}>
      {(close) => (
        <div className="flex flex-col gap-4">
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {workspaces && workspaces.length > 1 && (
            <SearchSelect
              label="Workspace"
              options={workspaces.map((w) => ({ id: w.id, label: w.name }))}
              value={workspace || null}
              onChange={(next) => {
                setWorkspace(next);
                setTeam(workspaces.find((w) => w.id === next)?.teams?.[0]?.id ?? "");
              }}
            />
          )}
          {teams && teams.length > 0 && (
            <SearchSelect
              key={workspace}
              label="Team"
              options={teams.map((t) => ({ id: t.id, label: t.name }))}
              value={team || null}
              onChange={setTeam}
            />
          )}
          {targets === null && !error && (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner /> Loading…
            </p>
          )}
          {targets && targets.length === 0 && !error && <p className="text-sm text-slate-600">No {what} found here.</p>}
          {targets && targets.length >= SEARCH_FROM && (
            <TextField value={search} onChange={setSearch} className="flex flex-col gap-1">
              <Label className="text-sm font-medium text-slate-700">Search {what}</Label>
              <Input
                type="search"
                placeholder="Type part of a name"
                className="h-10 rounded-md border border-slate-300 px-3 text-sm outline-none focus:ring-2 focus:ring-indigo-500"
              />
            </TextField>
          )}
          {targets && targets.length > 0 && (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">
                {multiple ? "Choose one or more" : "Choose one"}
                <span className="ml-1 font-normal text-slate-500">
                  ({needle ? `${shown.length} of ${targets.length}` : targets.length})
                </span>
              </legend>
              {shown.length === 0 && (
                <p role="status" className="text-sm text-slate-600">
                  No {what} match “{search.trim()}”.
                </p>
              )}
              <ul className="relative flex max-h-64 flex-col gap-1 overflow-y-auto">
                {shown.map((t) => (
                  <li key={t.id}>
                    <label className="flex cursor-pointer items-center gap-2 rounded p-2 hover:bg-slate-50">
                      <input
                        type={multiple ? "checkbox" : "radio"}
                        name="container"
                        checked={picked.includes(t.id)}
                        onChange={() => toggle(t.id)}
                      />
                      <span className="font-medium">{t.name}</span>
                      {t.detail && <span className="text-xs text-slate-500">{t.detail}</span>}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <TextField value={typed} onChange={setTyped} className="flex flex-col gap-1">
            <Label className="text-sm font-medium text-slate-700">
              {targets && targets.length > 0
                ? `Or type ${/^[aeiou]/i.test(CONTAINER[provider]) ? "an" : "a"} ${CONTAINER[provider]}`
                : `The ${CONTAINER[provider]} (from its address in ${PROVIDER_NAMES[provider]})`}
            </Label>
            <Input className="h-10 rounded-md border border-slate-300 px-3 text-sm outline-none focus:ring-2 focus:ring-indigo-500" />
          </TextField>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              isDisabled={chosen.length === 0}
              onPress={() => {
                onPick(multiple ? chosen : chosen.slice(0, 1));
                close();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
