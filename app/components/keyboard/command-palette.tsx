import { useMemo, useState } from "react";
import { Autocomplete, Dialog, Input, Modal, ModalOverlay, SearchField } from "react-aria-components";
import { useNavigate } from "react-router";
import { Search } from "../ui/icons";
import type { PaletteItem } from "./keyboard-context";
import { appActions, paletteEntries } from "./palette-entries";
import { PaletteResults } from "./palette-results";
import { usePaletteData } from "./use-palette-data";

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
    () => [...pageItems, ...appActions(navigate, onShowShortcuts)],
    [pageItems, navigate, onShowShortcuts],
  );
  const [query, setQuery] = useState("");
  const { projects, found, stale, error } = usePaletteData(isOpen, query, setQuery);
  const sections = useMemo(
    () => paletteEntries(query, items, { projects, found, stale }, navigate),
    [items, projects, found, stale, query, navigate],
  );

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
            <PaletteResults
              sections={sections}
              emptyText={error ?? (query.trim() ? "No results" : "Loading…")}
              onRun={(entry) => {
                onOpenChange(false);
                entry.run();
              }}
            />
          </Autocomplete>
          <p className="border-t border-slate-200 px-4 py-2 text-xs text-slate-600">
            ↑↓ to move · Enter to open · Esc to close · <kbd className="font-mono">?</kbd> for all shortcuts
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
