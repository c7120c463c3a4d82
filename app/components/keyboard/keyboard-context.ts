import { useEffect } from "react";
import { useStableCallback } from "../../lib/use-stable-callback";
import type { ShortcutKey } from "./shortcuts";

// The shortcut registry: plain module state, not a React provider, so the pages that bind keys carry
// no keyboard code of their own and the host (palette, cheat sheet, listener, announcer) can load as a
// member-only island after the page (docs/decisions/009-first-load-budget.md). It lives in the browser
// tab; bindings are made in effects, so the server never touches it.

/** A shortcut's handler; the text it returns is announced to screen readers. */
export type ShortcutHandler = () => string | undefined | Promise<string | undefined>;

/** An entry the command palette offers besides projects and tasks (actions, people of this project). */
export interface PaletteItem {
  id: string;
  section: "Actions" | "People";
  label: string;
  /** Extra words the palette matches, e.g. an email address. */
  keywords?: string;
  run: () => void;
}

export interface KeyboardApi {
  register(key: ShortcutKey, handler: ShortcutHandler): () => void;
  addPaletteItems(items: PaletteItem[]): () => void;
  announce(message: string): void;
  openPalette(): void;
  openCheatSheet(): void;
}

/** What the host does with announcements and the two overlays (nothing until it has mounted). */
export interface KeyboardHostActions {
  announce(message: string): void;
  openPalette(): void;
  openCheatSheet(): void;
}

let host: KeyboardHostActions | null = null;
/** What mounted components bound, per key; the newest binding of a key wins. */
export const shortcutHandlers = new Map<ShortcutKey, ShortcutHandler[]>();
const paletteGroups = new Map<number, PaletteItem[]>();
let paletteSnapshot: PaletteItem[] = [];
let paletteSeq = 0;
const paletteListeners = new Set<() => void>();

function paletteChanged() {
  // The newest page's items first.
  paletteSnapshot = [...paletteGroups.values()].reverse().flat();
  for (const listener of paletteListeners) listener();
}

/** For useSyncExternalStore in the host: the page items the palette offers. */
export const paletteItemsStore = {
  subscribe(listener: () => void) {
    paletteListeners.add(listener);
    return () => paletteListeners.delete(listener);
  },
  get: () => paletteSnapshot,
  getServer: (): PaletteItem[] => [],
};

/** The host registers what it does; returns how to unregister. */
export function attachKeyboardHost(actions: KeyboardHostActions): () => void {
  host = actions;
  return () => {
    if (host === actions) host = null;
  };
}

const keyboard: KeyboardApi = {
  register(key, handler) {
    shortcutHandlers.set(key, [...(shortcutHandlers.get(key) ?? []), handler]);
    return () =>
      shortcutHandlers.set(
        key,
        (shortcutHandlers.get(key) ?? []).filter((h) => h !== handler),
      );
  },
  addPaletteItems(items) {
    const id = ++paletteSeq;
    paletteGroups.set(id, items);
    paletteChanged();
    return () => {
      paletteGroups.delete(id);
      paletteChanged();
    };
  },
  announce: (message) => host?.announce(message),
  openPalette: () => host?.openPalette(),
  openCheatSheet: () => host?.openCheatSheet(),
};

export const useKeyboard = (): KeyboardApi => keyboard;

/**
 * Binds `handler` to `key` while the calling component is mounted and `enabled`. The newest binding
 * of a key wins, so a page's own meaning of a key overrides the app's default while it is shown.
 */
export function useShortcut(key: ShortcutKey, handler: ShortcutHandler, enabled = true): void {
  const current = useStableCallback(handler);
  useEffect(() => (enabled ? keyboard.register(key, current) : undefined), [key, enabled, current]);
}

/** Offers `items` in the command palette while the calling component is mounted. */
export function usePaletteItems(items: PaletteItem[]): void {
  useEffect(() => keyboard.addPaletteItems(items), [items]);
}
