import type { ShortcutHandler } from "./keyboard-context";
import { isTypingTarget, type ShortcutKey, shortcutFor } from "./shortcuts";

// The one document listener of the keyboard shortcuts, started by the KeyboardHost.

const SEQUENCE_MS = 1500;

/** While a dialog, menu or popover is open, its keys are its own. */
function overlayOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"], [data-trigger]') !== null;
}

export interface ShortcutListener {
  /** What mounted components bound, per key; the newest binding of a key wins. */
  handlers: Map<ShortcutKey, ShortcutHandler[]>;
  announce: (text: string) => void;
  navigate: (path: string) => void;
  openPalette: () => void;
  openCheatSheet: () => void;
}

/**
 * Turns key presses into shortcuts and runs the newest handler bound to one, or the app-wide meaning
 * when no page bound it (a page's own meaning wins: the project page's g t opens its Timeline tab).
 * Keys typed into fields are never taken. Returns the function that stops listening.
 */
export function listenForShortcuts({ handlers, announce, navigate, openPalette, openCheatSheet }: ShortcutListener): () => void {
  const go = (path: string, name: string) => () => {
    navigate(path);
    return `Opened ${name}`;
  };
  const appWide: Partial<Record<ShortcutKey, ShortcutHandler>> = {
    "/": () => void openPalette(),
    "mod+k": () => void openPalette(),
    "?": () => void openCheatSheet(),
    "g p": go("/projects", "projects"),
    "g d": go("/dashboard", "the dashboard"),
    "g t": go("/timeline", "the timeline"),
    "g a": go("/analytics", "analytics"),
  };
  let pending: { key: "g"; at: number } | null = null;
  const run = async (key: ShortcutKey) => {
    const handler = handlers.get(key)?.at(-1) ?? appWide[key];
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
        type: "type" in target && typeof target.type === "string" ? target.type : undefined,
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
}
