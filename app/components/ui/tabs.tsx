import { createContext, type KeyboardEvent, type ReactNode, useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import { useStableCallback } from "../../lib/use-stable-callback";
import { ChevronRight } from "./icons";

// Tabs with the WAI-ARIA tabs pattern (tablist, tab, tabpanel; arrow keys, Home and End move and select),
// styled once for the whole app. Our own rather than react-aria's: its Tabs builds a collection from a
// hidden copy of its whole subtree and renders again once hydration ends, and its panel walks the DOM for
// tabbable children after every render. Around the project board that cost the page its smoothness on a
// phone (docs/decisions/028-project-page-hydration.md).

interface TabsState {
  selected: string;
  select: (key: string) => void;
  idOf: (part: "tab" | "panel", key: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tab, TabList and TabPanel belong inside <Tabs>");
  return state;
}

type Selection = { selectedKey: string; defaultSelectedKey?: never } | { selectedKey?: never; defaultSelectedKey: string };

export function Tabs({
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className = "",
  children,
}: Selection & { onSelectionChange?: (key: string) => void; className?: string; children: ReactNode }) {
  const base = useId();
  const [own, setOwn] = useState(defaultSelectedKey ?? "");
  const selected = selectedKey ?? own;
  // Callers pass a fresh handler each render; a stable `select` keeps the context (and so every tab and
  // panel) unchanged unless the selection itself changes.
  const select = useStableCallback((key: string) => {
    if (selectedKey === undefined) setOwn(key);
    onSelectionChange?.(key);
  });
  const state = useMemo<TabsState>(() => ({ selected, select, idOf: (part, key) => `${base}-${part}-${key}` }), [selected, select, base]);
  return (
    <TabsContext.Provider value={state}>
      <div className={`flex flex-col ${className}`}>{children}</div>
    </TabsContext.Provider>
  );
}

/** Arrow keys move between tabs (wrapping), Home and End go to the ends; the tab reached is selected. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>, select: (key: string) => void) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
  const active = document.activeElement;
  const at = active instanceof HTMLElement ? tabs.indexOf(active) : -1;
  if (at < 0) return;
  const next =
    event.key === "ArrowRight"
      ? tabs[(at + 1) % tabs.length]
      : event.key === "ArrowLeft"
        ? tabs[(at - 1 + tabs.length) % tabs.length]
        : event.key === "Home"
          ? tabs[0]
          : event.key === "End"
            ? tabs[tabs.length - 1]
            : null;
  if (!next) return;
  event.preventDefault();
  next.focus();
  const key = next.dataset.key;
  if (key !== undefined) select(key);
}

/**
 * The tab row scrolls sideways when it doesn't fit (phones); while tabs are hidden past the right
 * edge, a fade with an arrow says there are more.
 */
export function TabList({ className = "", children, ...aria }: { "aria-label": string; className?: string; children: ReactNode }) {
  const { select } = useTabs();
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A pixel or two of slack: scroll positions are fractional on zoomed and high-density screens.
    const update = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 2);
    el.addEventListener("scroll", update, { passive: true });
    // The observer also reports the first size, once the browser has laid the page out anyway: measuring
    // here instead would force a layout of the whole page in the middle of hydration.
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      el.removeEventListener("scroll", update);
      resize.disconnect();
    };
  }, []);
  return (
    <div className="relative">
      <div
        ref={ref}
        role="tablist"
        aria-orientation="horizontal"
        aria-label={aria["aria-label"]}
        onKeyDown={(e) => moveFocus(e, select)}
        className={`relative flex gap-1 overflow-x-auto border-b border-slate-200 ${className}`}
      >
        {children}
      </div>
      {more && (
        <div
          aria-hidden
          data-testid="tabs-more-hint"
          className="pointer-events-none absolute inset-y-0 right-0 flex w-14 items-center justify-end bg-gradient-to-l from-slate-50 via-slate-50/90 to-transparent pr-0.5"
        >
          <ChevronRight className="h-4 w-4 text-slate-600" />
        </div>
      )}
    </div>
  );
}

export function Tab({ id, className = "", children }: { id: string; className?: string; children: ReactNode }) {
  const { selected, select, idOf } = useTabs();
  const isSelected = selected === id;
  return (
    <button
      type="button"
      role="tab"
      id={idOf("tab", id)}
      data-key={id}
      aria-selected={isSelected}
      // Only the shown panel exists, so only its tab points at it.
      aria-controls={isSelected ? idOf("panel", id) : undefined}
      // One tab stop for the row (the selected tab); arrow keys reach the others.
      tabIndex={isSelected ? 0 : -1}
      data-selected={isSelected || undefined}
      onClick={() => select(id)}
      className={`-mb-px cursor-pointer border-b-2 border-transparent px-3 py-2 sm:px-4 text-sm font-medium whitespace-nowrap text-slate-600 outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 data-selected:border-indigo-600 data-selected:text-indigo-700 ${className}`}
    >
      {children}
    </button>
  );
}

export function TabPanel({ id, className = "", children }: { id: string; className?: string; children: ReactNode }) {
  const { selected, idOf } = useTabs();
  if (selected !== id) return null;
  return (
    <div
      role="tabpanel"
      id={idOf("panel", id)}
      aria-labelledby={idOf("tab", id)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes the panel a tab stop, so Tab from the tab row lands in it even when its first content isn't focusable.
      tabIndex={0}
      className={`pt-6 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${className}`}
    >
      {children}
    </div>
  );
}
