import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { KeyboardContext, type PaletteItem, type ShortcutHandler } from "./keyboard-context";
import { isTypingTarget, type ShortcutKey, shortcutFor } from "./shortcuts";

const SEQUENCE_MS = 1500;

// Both open behind a key or a click: their code (dialogs, list boxes, search) loads then, not with every
// page (docs/decisions/009-first-load-budget.md).
const CommandPalette = lazy(() => import("./command-palette").then((m) => ({ default: m.CommandPalette })));
const CheatSheet = lazy(() => import("./cheat-sheet").then((m) => ({ default: m.CheatSheet })));

/** While a dialog, menu or popover is open, its keys are its own. */
function overlayOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"], [data-trigger]') !== null;
}

/**
 * Keyboard-first use of the signed-in app (issue 15): one document listener turns keys into the
 * shortcuts of shortcuts.ts, runs the newest handler a mounted component bound to the key, and says
 * what happened in a polite live region. Keys typed into fields are never taken.
 */
export function KeyboardProvider({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  const handlers = useRef(new Map<ShortcutKey, ShortcutHandler[]>());
  const [paletteItems, setPaletteItems] = useState<Map<number, PaletteItem[]>>(new Map());
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [message, setMessage] = useState({ text: "", n: 0 });
  const itemSeq = useRef(0);
  const paletteUsed = useRef(false);
  const sheetUsed = useRef(false);
  if (paletteOpen) paletteUsed.current = true;
  if (sheetOpen) sheetUsed.current = true;

  const announce = useCallback((text: string) => setMessage((m) => ({ text, n: m.n + 1 })), []);
  const register = useCallback((key: ShortcutKey, handler: ShortcutHandler) => {
    const list = handlers.current.get(key) ?? [];
    handlers.current.set(key, [...list, handler]);
    return () =>
      handlers.current.set(
        key,
        (handlers.current.get(key) ?? []).filter((h) => h !== handler),
      );
  }, []);
  const addPaletteItems = useCallback((items: PaletteItem[]) => {
    const id = ++itemSeq.current;
    setPaletteItems((m) => new Map(m).set(id, items));
    return () =>
      setPaletteItems((m) => {
        const next = new Map(m);
        next.delete(id);
        return next;
      });
  }, []);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  const openCheatSheet = useCallback(() => setSheetOpen(true), []);

  useEffect(() => {
    let pending: { key: "g"; at: number } | null = null;
    const run = async (key: ShortcutKey) => {
      const list = handlers.current.get(key);
      const handler = list?.[list.length - 1];
      if (!handler) return announce("That shortcut does nothing on this page.");
      const said = await handler();
      if (said) announce(said);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.repeat) return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      if (
        target &&
        isTypingTarget({
          tagName: target.tagName,
          type: (target as HTMLInputElement).type,
          role: target.getAttribute("role"),
          isContentEditable: target.isContentEditable,
        })
      )
        return;
      if (overlayOpen()) return;
      const waiting = pending && Date.now() - pending.at < SEQUENCE_MS ? "g" : null;
      pending = null;
      const shortcut = shortcutFor(e, waiting);
      if (!shortcut) return;
      e.preventDefault();
      if (shortcut === "g") {
        pending = { key: "g", at: Date.now() };
        return;
      }
      void run(shortcut);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [announce]);

  // The app-wide meanings; a page binds its own over them (the project page's g t opens its Timeline tab).
  useEffect(() => {
    const go = (path: string, name: string) => () => {
      navigate(path);
      return `Opened ${name}`;
    };
    const off = [
      register("/", () => void setPaletteOpen(true)),
      register("mod+k", () => void setPaletteOpen(true)),
      register("?", () => void setSheetOpen(true)),
      register("g p", go("/projects", "projects")),
      register("g d", go("/dashboard", "the dashboard")),
      register("g t", go("/timeline", "the timeline")),
      register("g a", go("/analytics", "analytics")),
    ];
    return () => {
      for (const f of off) f();
    };
  }, [register, navigate]);

  const api = useMemo(
    () => ({ register, addPaletteItems, announce, openPalette, openCheatSheet }),
    [register, addPaletteItems, announce, openPalette, openCheatSheet],
  );
  // The newest page's items first.
  const pageItems = useMemo(() => [...paletteItems.values()].reverse().flat(), [paletteItems]);

  return (
    <KeyboardContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {/* Mounted once first opened, so closing still animates out and reopening is instant. */}
        {(paletteOpen || paletteUsed.current) && (
          <CommandPalette isOpen={paletteOpen} onOpenChange={setPaletteOpen} items={pageItems} onShowShortcuts={openCheatSheet} />
        )}
        {(sheetOpen || sheetUsed.current) && <CheatSheet isOpen={sheetOpen} onOpenChange={setSheetOpen} />}
      </Suspense>
      <div role="status" aria-live="polite" className="sr-only" data-testid="shortcut-announcer">
        {/* The counter makes a repeated message a change the screen reader reads again. */}
        <span key={message.n}>{message.text}</span>
      </div>
    </KeyboardContext.Provider>
  );
}
