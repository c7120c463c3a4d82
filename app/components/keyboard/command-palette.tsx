import { FolderKanban, ListTodo, Search, User, Zap } from "lucide-react";
import { useMemo, useState } from "react";
import {
  Autocomplete,
  Dialog,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Modal,
  ModalOverlay,
  SearchField,
} from "react-aria-components";
import { useNavigate } from "react-router";
import { displayName } from "../../../core/user-display";
import type { PaletteItem } from "./keyboard-context";
import { usePaletteData } from "./use-palette-data";

interface Entry {
  id: string;
  section: "Actions" | "Projects" | "Tasks" | "People";
  label: string;
  detail?: string;
  run: () => void;
}

const ICONS = { Actions: Zap, Projects: FolderKanban, Tasks: ListTodo, People: User };
const SECTIONS: Entry["section"][] = ["Actions", "Projects", "Tasks", "People"];
const MAX_PER_SECTION = 8;

const matches = (text: string, q: string) => {
  const hay = text.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
};

/**
 * Ctrl/⌘-K or `/`: one box that finds projects, tasks (the server's full-text search), people of the
 * open project and actions, all run from the keyboard. A combobox (react-aria Autocomplete): arrows
 * move through the results, Enter runs one, Escape closes.
 */
export function CommandPalette({
  isOpen,
  onOpenChange,
  items: pageItems,
  onShowShortcuts,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the page offers; its items come before the app-wide actions, as they are what one looks for there. */
  items: PaletteItem[];
  onShowShortcuts: () => void;
}) {
  const navigate = useNavigate();
  const items = useMemo<PaletteItem[]>(
    () => [
      ...pageItems,
      { id: "go-dashboard", section: "Actions", label: "Go to dashboard", run: () => navigate("/dashboard") },
      { id: "go-projects", section: "Actions", label: "Go to projects", run: () => navigate("/projects") },
      { id: "new-project", section: "Actions", label: "Create a project", keywords: "new add", run: () => navigate("/create-project") },
      { id: "go-team", section: "Actions", label: "Go to team", keywords: "members invitations people", run: () => navigate("/team") },
      { id: "go-settings", section: "Actions", label: "Go to settings", keywords: "profile account", run: () => navigate("/settings") },
      { id: "shortcuts", section: "Actions", label: "Show keyboard shortcuts", keywords: "help keys", run: onShowShortcuts },
    ],
    [pageItems, navigate, onShowShortcuts],
  );
  const [query, setQuery] = useState("");
  const { projects, found, error } = usePaletteData(isOpen, query, setQuery);

  const close = () => onOpenChange(false);
  const entries = useMemo(() => {
    const q = query.trim();
    const list: Entry[] = [];
    for (const item of items) {
      if (!q || matches(`${item.label} ${item.keywords ?? ""}`, q))
        list.push({ id: item.id, section: item.section, label: item.label, run: item.run });
    }
    for (const p of projects ?? []) {
      if (!q || matches(`${p.name} ${p.description ?? ""}`, q))
        list.push({ id: `project-${p.id}`, section: "Projects", label: p.name, run: () => navigate(`/projects/${p.id}`) });
    }
    for (const t of found?.tasks ?? []) {
      list.push({
        id: `task-${t.id}`,
        section: "Tasks",
        label: t.name,
        detail: t.projectName,
        run: () => navigate(`/projects/${t.projectId}?task=${encodeURIComponent(t.id)}`),
      });
    }
    // A project page lists its own people (to assign them); elsewhere people come from every project
    // the user shares with them, found by the server.
    if (!items.some((i) => i.section === "People")) {
      for (const p of found?.people ?? []) {
        list.push({ id: `user-${p.id}`, section: "People", label: displayName(p), detail: `@${p.username}`, run: () => navigate("/team") });
      }
    }
    return SECTIONS.map((section) => ({ section, entries: list.filter((e) => e.section === section).slice(0, MAX_PER_SECTION) })).filter(
      (s) => s.entries.length > 0,
    );
  }, [items, projects, found, query, navigate]);
  const byId = useMemo(() => new Map(entries.flatMap((s) => s.entries).map((e) => [e.id, e])), [entries]);

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 flex items-start justify-center bg-slate-900/40 p-2 pt-[10vh] sm:p-4 sm:pt-[15vh]"
    >
      <Modal className="w-full max-w-xl overflow-hidden rounded-xl bg-white shadow-2xl">
        <Dialog aria-label="Search and commands" className="outline-none">
          <Autocomplete inputValue={query} onInputChange={setQuery}>
            <SearchField
              aria-label="Search projects, tasks, people and actions"
              autoFocus
              className="flex items-center gap-2 border-b border-slate-200 px-4"
            >
              <Search className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
              <Input
                placeholder="Search projects, tasks, people and actions…"
                className="h-12 w-full bg-transparent text-sm text-slate-900 outline-none placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
              />
            </SearchField>
            <ListBox
              aria-label="Results"
              className="relative max-h-[60vh] overflow-y-auto p-2 outline-none"
              onAction={(key) => {
                const entry = byId.get(String(key));
                if (!entry) return;
                close();
                entry.run();
              }}
              renderEmptyState={() => (
                <p className="px-3 py-6 text-center text-sm text-slate-600">{error ?? (query.trim() ? "No results" : "Loading…")}</p>
              )}
            >
              {entries.map(({ section, entries: list }) => (
                <ListBoxSection id={section} key={section} className="mb-2">
                  <Header className="px-3 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{section}</Header>
                  {list.map((e) => {
                    const Icon = ICONS[e.section];
                    return (
                      <ListBoxItem
                        key={e.id}
                        id={e.id}
                        textValue={e.detail ? `${e.label}, ${e.detail}` : e.label}
                        className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-focused:bg-indigo-600 data-focused:text-white"
                      >
                        <Icon className="h-4 w-4 shrink-0" aria-hidden />
                        <span className="min-w-0 flex-1 truncate">{e.label}</span>
                        {e.detail && <span className="shrink-0 truncate text-xs opacity-90">{e.detail}</span>}
                      </ListBoxItem>
                    );
                  })}
                </ListBoxSection>
              ))}
            </ListBox>
          </Autocomplete>
          <p className="border-t border-slate-200 px-4 py-2 text-xs text-slate-600">
            ↑↓ to move · Enter to open · Esc to close · <kbd className="font-mono">?</kbd> for all shortcuts
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
