import { useCallback, useSyncExternalStore } from "react";

// The project page's selected task (the one j/k move, a click picks), kept outside React state
// (issue 22): a new selection re-renders only what shows it (the two rows whose highlight changes,
// the side panel, the palette's entries), not the whole page with its toolbars and tab list.
// Key handlers read it when the key is pressed.

export interface Selection {
  get(): string | null;
  set(id: string | null): void;
  subscribe(listener: () => void): () => void;
}

export function createSelection(initial: string | null): Selection {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(id) {
      if (id === current) return;
      current = id;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The selected id; the caller re-renders whenever it changes. */
export function useSelectedId(selection: Selection): string | null {
  return useSyncExternalStore(selection.subscribe, selection.get, selection.get);
}

/** Whether `id` is the selected one; the caller re-renders only when that answer changes. */
export function useIsSelected(selection: Selection, id: string): boolean {
  const read = useCallback(() => selection.get() === id, [selection, id]);
  return useSyncExternalStore(selection.subscribe, read, read);
}
