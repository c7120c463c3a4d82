import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { attachKeyboardHost, paletteItemsStore, shortcutHandlers } from "./keyboard-context";
import { listenForShortcuts } from "./keyboard-listener";

// Both open behind a key or a click: their code (dialogs, list boxes, search) loads then.
const CommandPalette = lazy(() => import("./command-palette").then((m) => ({ default: m.CommandPalette })));
const CheatSheet = lazy(() => import("./cheat-sheet").then((m) => ({ default: m.CheatSheet })));

/**
 * Keyboard-first use of the signed-in app (issue 15): one document listener turns keys into the
 * shortcuts of shortcuts.ts, runs the newest handler a mounted component bound to the key (see
 * keyboard-context.ts), and says what happened in a polite live region. Keys typed into fields are never
 * taken. Rendered once by the signed-in layout, as an island of its own.
 */
export function KeyboardHost() {
  const navigate = useNavigate();
  const pageItems = useSyncExternalStore(paletteItemsStore.subscribe, paletteItemsStore.get, paletteItemsStore.getServer);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [message, setMessage] = useState({ text: "", n: 0 });
  const paletteUsed = useRef(false);
  const sheetUsed = useRef(false);
  if (paletteOpen) paletteUsed.current = true;
  if (sheetOpen) sheetUsed.current = true;

  useEffect(() => {
    const announce = (text: string) => setMessage((m) => ({ text, n: m.n + 1 }));
    const openPalette = () => setPaletteOpen(true);
    const openCheatSheet = () => setSheetOpen(true);
    const detach = attachKeyboardHost({ announce, openPalette, openCheatSheet });
    const stop = listenForShortcuts({
      handlers: shortcutHandlers,
      announce,
      navigate: (path) => void navigate(path),
      openPalette,
      openCheatSheet,
    });
    return () => {
      stop();
      detach();
    };
  }, [navigate]);

  return (
    <>
      <Suspense fallback={null}>
        {/* Mounted once first opened, so closing still animates out and reopening is instant. */}
        {(paletteOpen || paletteUsed.current) && (
          <CommandPalette isOpen={paletteOpen} onOpenChange={setPaletteOpen} items={pageItems} onShowShortcuts={() => setSheetOpen(true)} />
        )}
        {(sheetOpen || sheetUsed.current) && <CheatSheet isOpen={sheetOpen} onOpenChange={setSheetOpen} />}
      </Suspense>
      <div role="status" aria-live="polite" className="sr-only" data-testid="shortcut-announcer">
        {/* The counter makes a repeated message a change the screen reader reads again. */}
        <span key={message.n}>{message.text}</span>
      </div>
    </>
  );
}
