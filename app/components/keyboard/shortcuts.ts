// The keyboard shortcuts' keys and how a key press maps to one (the cheat sheet's list is in
// shortcut-list.ts, loaded with it). Keys are what KeyboardEvent.key reports; "g p" is a sequence
// (g, then p within a second and a half).

export type ShortcutKey =
  | "c"
  | "/"
  | "mod+k"
  | "j"
  | "k"
  | "x"
  | "d"
  | "e"
  | "a"
  | "1"
  | "2"
  | "3"
  | "b"
  | "l"
  | "g p"
  | "g d"
  | "g t"
  | "g a"
  | "?";

/** What a focused element needs to be for a letter key to be typing rather than a command. */
export interface FocusTarget {
  tagName: string;
  type?: string;
  role?: string | null;
  isContentEditable?: boolean;
}

const TYPING_ROLES = new Set(["textbox", "searchbox", "combobox", "spinbutton", "slider"]);
const NON_TEXT_INPUTS = new Set(["checkbox", "radio", "button", "submit", "reset", "range", "color", "file", "image"]);

/** Shortcuts never fire while someone types: text inputs, text areas, selects, editable regions. */
export function isTypingTarget(t: FocusTarget | null): boolean {
  if (!t) return false;
  const tag = t.tagName.toUpperCase();
  if (t.isContentEditable) return true;
  if (t.role && TYPING_ROLES.has(t.role)) return true;
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") return !NON_TEXT_INPUTS.has((t.type ?? "text").toLowerCase());
  return false;
}

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const G_SEQUENCES: ShortcutKey[] = ["g p", "g d", "g t", "g a"];
const SINGLE_KEYS: ShortcutKey[] = ["c", "/", "j", "k", "x", "d", "e", "a", "1", "2", "3", "b", "l"];

/**
 * The shortcut a key press completes, given the pending first key of a sequence ("g"), or null.
 * Returns "g" itself when it starts a sequence. Ctrl/⌘ combinations other than Ctrl/⌘-K belong to the
 * browser and are left alone.
 */
export function shortcutFor(press: KeyPress, pending: "g" | null): ShortcutKey | "g" | null {
  if (press.altKey) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (press.ctrlKey || press.metaKey) return key === "k" ? "mod+k" : null;
  if (pending === "g") {
    const seq = `g ${key}`;
    return G_SEQUENCES.find((s) => s === seq) ?? null;
  }
  if (press.key === "?") return "?";
  if (key === "g") return "g";
  return SINGLE_KEYS.find((s) => s === press.key) ?? null;
}
