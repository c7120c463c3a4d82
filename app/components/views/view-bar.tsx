import { useMemo, useState } from "react";
import type { Role } from "../../../core/schemas/fields";
import type { SavedView } from "../../../core/schemas/saved-view";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { SaveViewDialog, type ViewDetails } from "./save-view-dialog";
import { SavedViewsMenu } from "./saved-views-menu";
import { useSavedViews } from "./use-saved-views";
import type { ViewState } from "./use-view-state";
import { FilterChips, ViewControls } from "./view-controls";
import { sameView, type ViewKeyInfo } from "./view-keys";

// Issue 25: the Tasks tab's view bar. The view (filters, group, sort, the search box's text) is in
// the address; saved views are picked from a menu, saved as new (personal, or shared by an editor)
// and changed, renamed or deleted by their creator or an owner, as the server's rules say.

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
  const { view, viewId, setView } = state;
  const [dialog, setDialog] = useState<Dialog>(null);
  const byKey = useMemo(() => new Map(catalogue.map((k) => [k.key, k])), [catalogue]);
  const { loaded, load, create, change, remove } = useSavedViews(projectId, state);

  const views = loaded.state === "ready" ? loaded.views : [];
  const current = viewId === null ? null : (views.find((v) => v.id === viewId) ?? null);
  const edited = current !== null && !sameView(current.query, view);
  const empty = view.text.trim() === "" && view.filters.length === 0 && view.groupBy === null && view.sort.length === 0;
  const mayChange = (v: SavedView) => v.createdBy === currentUserId || role === "owner";
  const buttonText = current ? `${current.name}${edited ? " (edited)" : ""}` : empty ? "All tasks" : "Unsaved view";

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

  return (
    <div className="space-y-2" data-view-bar>
      <div className="flex flex-wrap items-center gap-2">
        <SavedViewsMenu
          loaded={loaded}
          buttonText={buttonText}
          current={current}
          edited={edited}
          empty={empty}
          mayChangeCurrent={current !== null && mayChange(current)}
          onAction={onAction}
        />
        <ViewControls view={view} setView={setView} catalogue={catalogue} byKey={byKey} />
      </div>
      <FilterChips view={view} setView={setView} byKey={byKey} />
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
      <ViewDialogs dialog={dialog} setDialog={setDialog} canEdit={canEdit} create={create} change={change} remove={remove} />
    </div>
  );
}

/** Save as new, rename or share, and delete (asked first). */
function ViewDialogs({
  dialog,
  setDialog,
  canEdit,
  create,
  change,
  remove,
}: {
  dialog: Dialog;
  setDialog: (dialog: Dialog) => void;
  canEdit: boolean;
  create: (details: ViewDetails) => Promise<boolean>;
  change: (target: SavedView, patch: ViewDetails, done: string, fromDialog?: boolean) => Promise<boolean>;
  remove: (target: SavedView) => Promise<void>;
}) {
  return (
    <>
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
    </>
  );
}
