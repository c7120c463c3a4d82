import { ArrowDownWideNarrow, ArrowUpNarrowWide, ChevronDown, Eye, X } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Header, Menu, MenuItem, MenuTrigger, Popover, Section, Separator } from "react-aria-components";
import type { Role } from "../../../core/schemas/fields";
import type { SavedView, ViewKey, ViewQuery } from "../../../core/schemas/saved-view";
import { errorMessage } from "../../lib/api";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Select } from "../ui/select";
import { useToast } from "../ui/toast";
import { AddFilterButton } from "./filter-popover";
import { SaveViewDialog, type ViewDetails } from "./save-view-dialog";
import type { ViewState } from "./use-view-state";
import { describeFilter, sameView, type ViewKeyInfo } from "./view-keys";
import { createSavedView, deleteSavedView, listSavedViews, updateSavedView } from "./views-api";

// Issue 25: the Tasks tab's view bar. The view (filters, group, sort, the search box's text) is in
// the address; saved views are picked from a menu, saved as new (personal, or shared by an editor)
// and changed, renamed or deleted by their creator or an owner, as the server's rules say.

const itemClass =
  "flex cursor-default items-center gap-2 rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-disabled:text-slate-400 data-focused:bg-indigo-50 data-focused:text-indigo-900";

type Loaded = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; views: SavedView[] };
type Dialog = { kind: "create" } | { kind: "edit"; view: SavedView } | { kind: "delete"; view: SavedView } | null;

export function ViewBar({
  projectId,
  role,
  canEdit,
  currentUserId,
  catalogue,
  state,
  shownCount,
}: {
  projectId: number;
  role: Role;
  /** Editors and owners may share a view with the team. */
  canEdit: boolean;
  currentUserId: number;
  catalogue: ViewKeyInfo[];
  state: ViewState;
  /** The tasks the view shows (rows in the list). */
  shownCount: number;
}) {
  const toast = useToast();
  const { view, viewId, setView } = state;
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [dialog, setDialog] = useState<Dialog>(null);
  const byKey = useMemo(() => new Map(catalogue.map((k) => [k.key, k])), [catalogue]);

  const load = useCallback(() => {
    setLoaded({ state: "loading" });
    listSavedViews(projectId)
      .then((views) => setLoaded({ state: "ready", views }))
      .catch((err) => setLoaded({ state: "error", message: errorMessage(err, "Couldn't load the saved views.") }));
  }, [projectId]);
  useEffect(load, [load]);

  const views = loaded.state === "ready" ? loaded.views : [];
  const current = viewId === null ? null : (views.find((v) => v.id === viewId) ?? null);
  const edited = current !== null && !sameView(current.query, view);
  const empty = view.text.trim() === "" && view.filters.length === 0 && view.groupBy === null && view.sort.length === 0;
  const mayChange = (v: SavedView) => v.createdBy === currentUserId || role === "owner";
  const buttonText = current ? `${current.name}${edited ? " (edited)" : ""}` : empty ? "All tasks" : "Unsaved view";

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
      toast({ title: "View not saved", description: errorMessage(err, "Something went wrong. Please try again."), variant: "destructive" });
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
      toast({
        title: "View not changed",
        description: errorMessage(err, "Something went wrong. Please try again."),
        variant: "destructive",
      });
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
      toast({
        title: "View not deleted",
        description: errorMessage(err, "Something went wrong. Please try again."),
        variant: "destructive",
      });
    }
  };

  const onAction = (key: React.Key) => {
    const id = String(key);
    if (id === "all") return state.clear();
    if (id === "retry") return load();
    if (id === "save-new") return setDialog({ kind: "create" });
    if (id === "save-changes" && current) return void change(current, { query: view }, "View updated");
    if (id === "edit" && current) return setDialog({ kind: "edit", view: current });
    if (id === "delete" && current) return setDialog({ kind: "delete", view: current });
    const picked = views.find((v) => `view:${v.id}` === id);
    if (picked) setView(picked.query, picked.id);
  };

  const shared = views.filter((v) => v.shared);
  const mine = views.filter((v) => !v.shared);
  const firstSort = view.sort[0] ?? null;
  const setSort = (key: string) =>
    setView({ ...view, sort: key === "none" ? [] : [{ key: key as ViewKey, dir: firstSort?.key === key ? firstSort.dir : "asc" }] });
  const labelInfo = byKey.get("label");
  const labelFilterIndex = view.filters.findIndex(
    (f) => f.key === "label" && f.op === "is" && Array.isArray(f.value) && f.value.length === 1,
  );
  const quickLabel = labelFilterIndex >= 0 ? String((view.filters[labelFilterIndex].value as unknown[])[0]) : "all";

  return (
    <div className="space-y-2" data-view-bar>
      <div className="flex flex-wrap items-center gap-2">
        <MenuTrigger>
          <Button variant="secondary" size="sm">
            <Eye className="h-4 w-4" aria-hidden />
            <span className="sr-only">Saved views: </span>
            <span className="max-w-48 truncate">{buttonText}</span>
            <ChevronDown className="h-4 w-4" aria-hidden />
          </Button>
          <Popover
            placement="bottom start"
            className="max-h-96 min-w-60 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          >
            <Menu aria-label="Saved views" onAction={onAction} className="outline-none">
              <MenuItem id="all" className={itemClass}>
                All tasks
              </MenuItem>
              {loaded.state === "loading" && (
                <MenuItem id="loading" isDisabled className={itemClass}>
                  Loading views…
                </MenuItem>
              )}
              {loaded.state === "error" && (
                <MenuItem id="retry" className={itemClass} textValue="Retry loading views">
                  {loaded.message} Retry
                </MenuItem>
              )}
              {shared.length > 0 && (
                <Section>
                  <Header className="px-3 pt-2 text-xs font-semibold text-slate-500 uppercase">Shared with the team</Header>
                  {shared.map((v) => (
                    <MenuItem key={v.id} id={`view:${v.id}`} className={itemClass} textValue={v.name}>
                      {v.name}
                    </MenuItem>
                  ))}
                </Section>
              )}
              {mine.length > 0 && (
                <Section>
                  <Header className="px-3 pt-2 text-xs font-semibold text-slate-500 uppercase">Only you</Header>
                  {mine.map((v) => (
                    <MenuItem key={v.id} id={`view:${v.id}`} className={itemClass} textValue={v.name}>
                      {v.name}
                    </MenuItem>
                  ))}
                </Section>
              )}
              <Separator className="my-1 border-t border-slate-200" />
              <MenuItem id="save-new" isDisabled={empty} className={itemClass}>
                Save as new view…
              </MenuItem>
              {current && mayChange(current) && (
                <>
                  <MenuItem id="save-changes" isDisabled={!edited} className={itemClass} textValue={`Save changes to ${current.name}`}>
                    Save changes to “{current.name}”
                  </MenuItem>
                  <MenuItem id="edit" className={itemClass} textValue={`Rename or share ${current.name}`}>
                    Rename or share “{current.name}”…
                  </MenuItem>
                  <MenuItem id="delete" className={itemClass} textValue={`Delete ${current.name}`}>
                    Delete “{current.name}”…
                  </MenuItem>
                </>
              )}
            </Menu>
          </Popover>
        </MenuTrigger>

        {labelInfo && (
          <Select
            label="Filter by label"
            hideLabel
            className="w-40"
            options={[{ id: "all", label: "All labels" }, ...labelInfo.choices.map((c) => ({ id: String(c.value), label: c.label }))]}
            value={quickLabel}
            onChange={(id) => {
              const rest = view.filters.filter((_, i) => i !== labelFilterIndex);
              setView({ ...view, filters: id === "all" ? rest : [...rest, { key: "label", op: "is", value: [id] }] });
            }}
          />
        )}
        <AddFilterButton
          catalogue={catalogue}
          onAdd={(f) => {
            if (view.filters.length >= 20) {
              toast({ title: "Filter not added", description: "A view has at most 20 filters.", variant: "destructive" });
              return;
            }
            setView({ ...view, filters: [...view.filters, f] });
          }}
        />
        <Select
          label="Group by"
          hideLabel
          className="w-44"
          options={[
            { id: "none", label: "No grouping" },
            ...catalogue.filter((k) => k.groupable).map((k) => ({ id: k.key, label: `Group: ${k.label}` })),
          ]}
          value={view.groupBy ?? "none"}
          onChange={(key) => setView({ ...view, groupBy: key === "none" ? null : (key as ViewKey) })}
        />
        <Select
          label="Sort by"
          hideLabel
          className="w-44"
          options={[
            { id: "none", label: "Board order" },
            ...catalogue.filter((k) => k.sortable).map((k) => ({ id: k.key, label: `Sort: ${k.label}` })),
          ]}
          value={firstSort?.key ?? "none"}
          onChange={setSort}
        />
        {firstSort && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={firstSort.dir === "asc" ? "Sorted ascending: sort descending" : "Sorted descending: sort ascending"}
            onPress={() =>
              setView({ ...view, sort: [{ ...firstSort, dir: firstSort.dir === "asc" ? "desc" : "asc" }, ...view.sort.slice(1)] })
            }
          >
            {firstSort.dir === "asc" ? (
              <ArrowUpNarrowWide className="h-4 w-4" aria-hidden />
            ) : (
              <ArrowDownWideNarrow className="h-4 w-4" aria-hidden />
            )}
            {firstSort.dir === "asc" ? "Ascending" : "Descending"}
          </Button>
        )}
        {view.sort.length > 1 && (
          <span className="text-xs text-slate-600">
            then by{" "}
            {view.sort
              .slice(1)
              .map((s) => `${byKey.get(s.key)?.label ?? s.key} (${s.dir === "asc" ? "ascending" : "descending"})`)
              .join(", ")}
          </span>
        )}
      </div>

      {view.filters.length > 0 && (
        <ul className="flex flex-wrap items-center gap-2" aria-label="Filters">
          {view.filters.map((f, i) => {
            const words = describeFilter(f, byKey.get(f.key));
            return (
              <li key={i} className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-3 text-sm text-indigo-900">
                {words}
                <button
                  type="button"
                  aria-label={`Remove filter: ${words}`}
                  onClick={() => setView({ ...view, filters: view.filters.filter((_, j) => j !== i) })}
                  className="rounded-full p-0.5 outline-none hover:bg-indigo-100 focus-visible:ring-2 focus-visible:ring-indigo-500"
                >
                  <X className="h-3.5 w-3.5" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {!empty && (
        <p className="flex flex-wrap items-center gap-2 rounded-md bg-indigo-50 px-3 py-2 text-sm text-indigo-900" role="status">
          {state.fromLink && !current
            ? `Showing the view from this link: ${shownCount} ${shownCount === 1 ? "task" : "tasks"}.`
            : `Showing ${shownCount} ${shownCount === 1 ? "task" : "tasks"} in ${current ? `“${current.name}”` : "this view"}.`}
          <button
            type="button"
            onClick={state.clear}
            className="font-medium underline outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            Show all tasks
          </button>
        </p>
      )}

      <SaveViewDialog
        isOpen={dialog?.kind === "create"}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Save view"
        submitLabel="Save View"
        initial={{ name: "", shared: false }}
        canShare={canEdit}
        onSubmit={create}
      />
      {dialog?.kind === "edit" && (
        <SaveViewDialog
          isOpen
          onOpenChange={(open) => !open && setDialog(null)}
          title="Rename or share view"
          submitLabel="Save"
          initial={{ name: dialog.view.name, shared: dialog.view.shared }}
          canShare={canEdit}
          onSubmit={(details) => change(dialog.view, details, "View updated", true)}
        />
      )}
      <ConfirmDialog
        isOpen={dialog?.kind === "delete"}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Delete view"
        message={
          dialog?.kind === "delete"
            ? `Delete the view “${dialog.view.name}”${dialog.view.shared ? " for the whole team" : ""}? Links made from it still show its filters.`
            : ""
        }
        confirmLabel="Delete View"
        onConfirm={() => dialog?.kind === "delete" && remove(dialog.view)}
      />
    </div>
  );
}
