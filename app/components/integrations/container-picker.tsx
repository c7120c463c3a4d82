import { useState } from "react";
import { Input, Label, TextField } from "react-aria-components";
import type { ProviderId } from "../../../core/schemas/integrations";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { ContainerChoices } from "./container-choices";
import { ContainerScope } from "./container-scope";
import { chosenContainers, containersOf, matchesSearch, SEARCH_FROM, typedIdLabel } from "./container-words";
import { ListError, ListLoading, ListSearch } from "./list-parts";
import { useContainerList } from "./use-container-list";

// Where a project's tasks go in a provider (first sync or pull), or which containers Import Data
// reads. Each provider lists its containers (Asana's, monday's and Smartsheet's per workspace,
// Asana's per team in an organisation, Jira's projects at once), every page of them; workspaces,
// teams and containers each have a search box to find one in a long list; an id can still be typed
// (from its URL).

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
  const list = useContainerList(provider);
  const { targets, error, picked, search } = list;
  const [typed, setTyped] = useState("");
  const what = containersOf(provider);
  const needle = search.trim().toLowerCase();
  const shown = (targets ?? []).filter((t) => matchesSearch(needle, picked.includes(t.id), t.name, t.detail));
  const toggle = (id: string) => list.setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : multiple ? [...p, id] : [id]));
  const chosen = chosenContainers(provider, targets, picked, typed);

  return (
    <Dialog title={title} isOpen onOpenChange={onOpenChange}>
      {(close) => (
        <div className="flex flex-col gap-4">
          <ListError error={error} />
          <ContainerScope
            workspaces={list.workspaces}
            workspace={list.workspace}
            onWorkspace={list.chooseWorkspace}
            team={list.team}
            onTeam={list.setTeam}
          />
          {targets === null && !error && <ListLoading />}
          {targets && targets.length === 0 && !error && <p className="text-sm text-slate-600">No {what} found here.</p>}
          {targets && targets.length >= SEARCH_FROM && <ListSearch label={`Search ${what}`} value={search} onChange={list.setSearch} />}
          {targets && targets.length > 0 && (
            <ContainerChoices
              targets={targets}
              shown={shown}
              searching={needle !== ""}
              search={search}
              what={what}
              multiple={multiple}
              picked={picked}
              onToggle={toggle}
            />
          )}
          <TextField value={typed} onChange={setTyped} className="flex flex-col gap-1">
            <Label className="text-sm font-medium text-slate-700">{typedIdLabel(provider, (targets?.length ?? 0) > 0)}</Label>
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
