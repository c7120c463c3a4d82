import { useState } from "react";
import type { IntegrationView } from "../../../core/schemas/integrations";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { matchesSearch } from "./container-words";
import { JiraSiteList } from "./jira-site-list";
import { ListError, ListLoading, ListSearch } from "./list-parts";
import { useJiraSites } from "./use-jira-sites";

// An Atlassian account can reach several Jira sites (accessible-resources lists them all): the person
// picks the one Kickoff works on, right after connecting when there are several, and can change it
// later from the Jira card. The list has a search box like every provider list.

export function JiraSitePicker({
  onOpenChange,
  onChosen,
}: {
  onOpenChange: (open: boolean) => void;
  onChosen: (view: IntegrationView) => void;
}) {
  const { sites, error, picked, setPicked, saving, save } = useJiraSites();
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  const shown = (sites ?? []).filter((s) => matchesSearch(needle, s.id === picked, s.name, s.url));

  return (
    <Dialog title="Choose your Jira site" isOpen onOpenChange={onOpenChange}>
      {(close) => (
        <form
          className="flex flex-col gap-4"
          onSubmit={async (e) => {
            e.preventDefault();
            const view = await save();
            if (!view) return;
            onChosen(view);
            close();
          }}
        >
          <p className="text-sm text-slate-600">
            Your Atlassian account can use more than one Jira site. Kickoff exports, syncs and imports on the one you choose.
          </p>
          <ListError error={error} />
          {sites === null && !error && <ListLoading />}
          {sites && sites.length === 0 && (
            <p className="text-sm text-slate-600">This Atlassian account has no Jira site Kickoff may use.</p>
          )}
          {sites && sites.length > 1 && <ListSearch label="Search Jira sites" value={search} onChange={setSearch} />}
          {sites && sites.length > 0 && <JiraSiteList shown={shown} search={search} picked={picked} onPick={setPicked} />}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button type="submit" isDisabled={!picked || saving}>
              {saving ? "Saving..." : "Use this site"}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
