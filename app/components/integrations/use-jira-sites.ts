import { useEffect, useState } from "react";
import type { IntegrationView, JiraSiteView } from "../../../core/schemas/integrations";
import { errorMessage } from "../../lib/api";
import { chooseJiraSite, loadJiraSites } from "../../lib/integrations";

// The Jira sites an Atlassian account can reach, with the one in use picked at first, and the switch
// to the picked one.

export function useJiraSites() {
  const [sites, setSites] = useState<JiraSiteView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
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

  /** Switches to the picked site; the view it answers with, or null when it could not. */
  const save = async (): Promise<IntegrationView | null> => {
    if (!picked) return null;
    setSaving(true);
    setError(null);
    try {
      return await chooseJiraSite(picked);
    } catch (err) {
      setError(errorMessage(err, "Could not switch to that Jira site."));
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { sites, error, picked, setPicked, saving, save };
}
