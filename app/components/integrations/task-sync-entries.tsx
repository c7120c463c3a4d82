import { useRef } from "react";
import { Header, Menu, MenuItem, MenuSection } from "react-aria-components";
import { oneOf } from "../../../core/must";
import { PROVIDER_NAMES, type ProviderId } from "../../../core/schemas/integrations";
import type { Task } from "../../../core/schemas/task";
import { formatDay } from "../../lib/dates";
import { TASK_STATUSES } from "../../lib/task-display";
import { RefreshCw } from "../ui/icons";
import { menuEntry, ProviderSyncSections, type SyncAction, type SyncKind } from "./sync-menu-sections";
import { useFocusFirstItem } from "./use-focus-first-item";

// The parts of a task's sync menu (spec §2.9): its button, the status menu of a linked task, the sync
// options of any other task, and the last sync time that closes both.

const STATUSES: Array<{ id: Task["status"]; label: string }> = [
  { id: "todo", label: "Mark as To Do" },
  { id: "in-progress", label: "Mark as In Progress" },
  { id: "done", label: "Mark as Done" },
];

const itemClass =
  "cursor-pointer rounded px-3 py-2 text-sm text-slate-800 outline-none data-[focused]:bg-indigo-50 data-[disabled]:cursor-default data-[disabled]:text-slate-500";

export function TaskSyncButton({
  ref,
  taskName,
  busy,
  open,
  onOpen,
}: {
  ref: React.Ref<HTMLButtonElement>;
  taskName: string;
  busy: boolean;
  open: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
      onKeyDown={(e) => {
        // The menu button pattern: the down arrow opens the menu too.
        if (e.key === "ArrowDown") {
          e.preventDefault();
          onOpen();
        }
      }}
      aria-label={`Sync "${taskName}"`}
      aria-haspopup="menu"
      aria-expanded={open}
      disabled={busy}
      className="rounded p-1.5 text-slate-500 outline-none hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <RefreshCw className={`h-4 w-4 ${busy ? "animate-spin" : ""}`} aria-hidden />
    </button>
  );
}

function LastSynced({ lastSynced }: { lastSynced: string | null }) {
  return (
    <MenuItem id="last" isDisabled className={itemClass}>
      {lastSynced ? `Last synced ${formatDay(lastSynced, "MMM d, yyyy")}` : "Never synced"}
    </MenuItem>
  );
}

/** A linked task: mark it To Do, In Progress or Done in its provider. */
export function TaskStatusMenu({
  provider,
  lastSynced,
  onPick,
}: {
  provider: ProviderId;
  lastSynced: string | null;
  onPick: (status: Task["status"]) => void;
}) {
  const menu = useRef<HTMLDivElement>(null);
  useFocusFirstItem(menu);
  return (
    <Menu
      ref={menu}
      aria-label="Sync Status"
      autoFocus="first"
      className="outline-none"
      onAction={(key) => key !== "last" && onPick(oneOf(TASK_STATUSES, String(key), "status"))}
    >
      <MenuSection>
        <Header className="px-3 pt-1 text-xs font-semibold text-slate-500 uppercase">Sync Status · {PROVIDER_NAMES[provider]}</Header>
        {STATUSES.map((s) => (
          <MenuItem key={s.id} id={s.id} className={itemClass}>
            {s.label}
          </MenuItem>
        ))}
        <LastSynced lastSynced={lastSynced} />
      </MenuSection>
    </Menu>
  );
}

/** Any other task: sync it, or pull the project's tasks, with a provider the person has connected. */
export function TaskSyncOptionsMenu({
  connected,
  lastSynced,
  onPick,
}: {
  connected: readonly ProviderId[];
  lastSynced: string | null;
  onPick: (action: SyncAction | null) => void;
}) {
  const menu = useRef<HTMLDivElement>(null);
  useFocusFirstItem(menu);
  return (
    <Menu
      ref={menu}
      aria-label="Sync Options"
      autoFocus="first"
      className="outline-none"
      onAction={(key) => {
        const { kind, provider } = menuEntry<SyncKind>(key);
        onPick(provider ? { kind, provider } : null);
      }}
    >
      {connected.length === 0 ? (
        <MenuItem id="connect" href="/import-data" className={itemClass}>
          Connect a tool on Import Data
        </MenuItem>
      ) : (
        <ProviderSyncSections providers={connected} itemClass={itemClass} />
      )}
      <LastSynced lastSynced={lastSynced} />
    </Menu>
  );
}
