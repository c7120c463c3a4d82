import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator } from "react-aria-components";
import type { SavedView } from "../../../core/schemas/saved-view";
import { Button } from "../ui/button";
import { ChevronDown, Eye } from "../ui/icons";
import type { Loaded } from "./use-saved-views";

const itemClass =
  "flex cursor-default items-center gap-2 rounded px-3 py-1.5 text-sm text-slate-800 outline-none data-disabled:text-slate-400 data-focused:bg-indigo-50 data-focused:text-indigo-900";

/** The saved views' menu: all tasks, the team's and one's own views, and saving, renaming or deleting the current one. */
export function SavedViewsMenu({
  loaded,
  buttonText,
  current,
  edited,
  empty,
  mayChangeCurrent,
  onAction,
}: {
  loaded: Loaded;
  buttonText: string;
  current: SavedView | null;
  edited: boolean;
  empty: boolean;
  mayChangeCurrent: boolean;
  onAction: (key: React.Key) => void;
}) {
  const views = loaded.state === "ready" ? loaded.views : [];
  return (
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
          <ViewSection title="Shared with the team" views={views.filter((v) => v.shared)} />
          <ViewSection title="Only you" views={views.filter((v) => !v.shared)} />
          <Separator className="my-1 border-t border-slate-200" />
          <MenuItem id="save-new" isDisabled={empty} className={itemClass}>
            Save as new view…
          </MenuItem>
          {current && mayChangeCurrent && (
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
  );
}

function ViewSection({ title, views }: { title: string; views: SavedView[] }) {
  if (views.length === 0) return null;
  return (
    <MenuSection>
      <Header className="px-3 pt-2 text-xs font-semibold text-slate-500 uppercase">{title}</Header>
      {views.map((v) => (
        <MenuItem key={v.id} id={`view:${v.id}`} className={itemClass} textValue={v.name}>
          {v.name}
        </MenuItem>
      ))}
    </MenuSection>
  );
}
