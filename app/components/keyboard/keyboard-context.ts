import { createContext, useContext, useEffect, useRef } from "react";
import type { ShortcutKey } from "./shortcuts";

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

const noop = () => () => {};
export const KeyboardContext = createContext<KeyboardApi>({
  register: noop,
  addPaletteItems: noop,
  announce: () => {},
  openPalette: () => {},
  openCheatSheet: () => {},
});

export const useKeyboard = () => useContext(KeyboardContext);

/**
 * Binds `handler` to `key` while the calling component is mounted and `enabled`. The newest binding
 * of a key wins, so a page's own meaning of a key overrides the app's default while it is shown.
 */
export function useShortcut(key: ShortcutKey, handler: ShortcutHandler, enabled = true): void {
  const { register } = useKeyboard();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => (enabled ? register(key, () => latest.current()) : undefined), [register, key, enabled]);
}

/** Offers `items` in the command palette while the calling component is mounted. */
export function usePaletteItems(items: PaletteItem[]): void {
  const { addPaletteItems } = useKeyboard();
  useEffect(() => addPaletteItems(items), [addPaletteItems, items]);
}
