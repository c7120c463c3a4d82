import { useEffect, useState } from "react";
import { Input, Label, TextField } from "react-aria-components";
import type { IntegrationView, JiraSiteView } from "../../../core/schemas/integrations";
import { errorMessage } from "../../lib/api";
import { chooseJiraSite, loadJiraSites } from "../../lib/integrations";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Spinner } from "../ui/spinner";

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
  const [sites, setSites] = useState<JiraSiteView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    loadJiraSites()
      .then((list) => {
        if (!live) return;
        setSites(list);
        setPicked(list.find((s) => s.current)?.id ?? list[0]?.id ?? null);
      })
      .catch((err) => live && setError(errorMessage(err, "Could not load your Jira sites.")));
    return () => {
      live = false;
    };
  }, []);

  const needle = search.trim().toLowerCase();
  const shown = (sites ?? []).filter(
    (s) => !needle || s.id === picked || s.name.toLowerCase().includes(needle) || s.url.toLowerCase().includes(needle),
  );

  return (
    <Dialog title="Choose your Jira site" isOpen onOpenChange={onOpenChange}>
      {(close) => (
        <form
          className="flex flex-col gap-4"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!picked) return;
            setSaving(true);
            setError(null);
            try {
              onChosen(await chooseJiraSite(picked));
              close();
            } catch (err) {
              setError(errorMessage(err, "Could not switch to that Jira site."));
            } finally {
              setSaving(false);
            }
          }}
        >
          <p className="text-sm text-slate-600">
            Your Atlassian account can use more than one Jira site. Kickoff exports, syncs and imports on the one you choose.
          </p>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {sites === null && !error && (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner /> Loading…
            </p>
          )}
          {sites && sites.length === 0 && (
            <p className="text-sm text-slate-600">This Atlassian account has no Jira site Kickoff may use.</p>
          )}
          {sites && sites.length > 1 && (
            <TextField value={search} onChange={setSearch} className="flex flex-col gap-1">
              <Label className="text-sm font-medium text-slate-700">Search Jira sites</Label>
              <Input
                type="search"
                placeholder="Type part of a name"
                className="h-10 rounded-md border border-slate-300 px-3 text-sm outline-none focus:ring-2 focus:ring-indigo-500"
              />
            </TextField>
          )}
          {sites && sites.length > 0 && (
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-700">Jira site</legend>
              {shown.length === 0 && (
                <p role="status" className="text-sm text-slate-600">
                  No Jira site matches “{search.trim()}”.
                </p>
              )}
              <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
                {shown.map((s) => (
                  <li key={s.id}>
                    <label className="flex cursor-pointer items-center gap-2 rounded p-2 hover:bg-slate-50">
                      <input type="radio" name="jira-site" checked={picked === s.id} onChange={() => setPicked(s.id)} />
                      <span className="font-medium">{s.name}</span>
                      <span className="truncate text-xs text-slate-500">{new URL(s.url).host}</span>
                      {s.current && <span className="text-xs text-slate-500">(in use)</span>}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
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
