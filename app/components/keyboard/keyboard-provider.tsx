import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { KeyboardContext, type PaletteItem, type ShortcutHandler } from "./keyboard-context";
import type { ShortcutKey } from "./shortcuts";

// Both open behind a key or a click: their code (dialogs, list boxes, search) loads then, not with every
// page (docs/decisions/009-first-load-budget.md).
const CommandPalette = lazy(() => import("./command-palette").then((m) => ({ default: m.CommandPalette })));
const CheatSheet = lazy(() => import("./cheat-sheet").then((m) => ({ default: m.CheatSheet })));

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

  // The key listener and the app-wide bindings load right after the page hydrates, as their own small
  // chunk: no key press is possible before the page is on screen, and the first load stays in budget.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import("./keyboard-listener").then(({ listenForShortcuts }) => {
      if (stopped) return;
      stop = listenForShortcuts({
        handlers: handlers.current,
        announce,
        navigate: (path) => void navigate(path),
        openPalette: () => setPaletteOpen(true),
        openCheatSheet: () => setSheetOpen(true),
      });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [announce, navigate]);

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
