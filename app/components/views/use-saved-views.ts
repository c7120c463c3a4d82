import { useCallback, useEffect, useState } from "react";
import type { SavedView, ViewQuery } from "../../../core/schemas/saved-view";
import { errorMessage } from "../../lib/api";
import { useToast } from "../ui/toast";
import type { ViewDetails } from "./save-view-dialog";
import type { ViewState } from "./use-view-state";
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from "./views-api";

export type Loaded = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; views: SavedView[] };

const TRY_AGAIN = "Something went wrong. Please try again.";

/** The project's saved views (issue 25): loaded once, kept sorted by name as they are saved, changed and deleted. */
export function useSavedViews(projectId: number, { view, viewId, setView }: ViewState) {
  const toast = useToast();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const load = useCallback(() => {
    setLoaded({ state: "loading" });
    listSavedViews(projectId)
      .then((views) => setLoaded({ state: "ready", views }))
      .catch((err) => setLoaded({ state: "error", message: errorMessage(err, "Couldn't load the saved views.") }));
  }, [projectId]);
  useEffect(load, [load]);

  const replaceView = (saved: SavedView) =>
    setLoaded((l) =>
      l.state === "ready"
        ? { state: "ready", views: [...l.views.filter((v) => v.id !== saved.id), saved].sort((a, b) => a.name.localeCompare(b.name)) }
        : l,
    );

  const create = async ({ name, shared }: ViewDetails) => {
    try {
      const saved = await createSavedView(projectId, { name, shared, query: view });
      replaceView(saved);
      setView(saved.query, saved.id);
      toast({ title: "View saved", description: shared ? `“${name}” is shared with the team.` : `“${name}” is in your views.` });
      return true;
    } catch (err) {
      toast({ title: "View not saved", description: errorMessage(err, TRY_AGAIN), variant: "destructive" });
      // The name dialog keeps what was typed and shows the refusal next to it.
      throw err;
    }
  };

  /** `fromDialog`: a refusal is thrown on too, so the name dialog shows it next to the name. */
  const change = async (
    target: SavedView,
    patch: { name?: string; shared?: boolean; query?: ViewQuery },
    done: string,
    fromDialog = false,
  ) => {
    try {
      const saved = await updateSavedView(target.id, patch);
      replaceView(saved);
      if (patch.query) setView(saved.query, saved.id);
      toast({ title: done, description: `“${saved.name}”${saved.shared ? " is shared with the team." : " is in your views."}` });
      return true;
    } catch (err) {
      toast({ title: "View not changed", description: errorMessage(err, TRY_AGAIN), variant: "destructive" });
      if (fromDialog) throw err;
      return false;
    }
  };

  const remove = async (target: SavedView) => {
    try {
      await deleteSavedView(target.id);
      setLoaded((l) => (l.state === "ready" ? { state: "ready", views: l.views.filter((v) => v.id !== target.id) } : l));
      // The tasks stay as they are on screen; the address just stops naming the deleted view.
      if (viewId === target.id) setView(view, null);
      toast({ title: "View deleted", description: `“${target.name}” was deleted.` });
    } catch (err) {
      toast({ title: "View not deleted", description: errorMessage(err, TRY_AGAIN), variant: "destructive" });
    }
  };
  return { loaded, load, create, change, remove };
}
