// The keyboard shortcuts, one list for the handlers and the cheat sheet. Keys are what
// KeyboardEvent.key reports; "g p" is a sequence (g, then p within a second and a half).

export type ShortcutKey =
  | "c"
  | "/"
  | "mod+k"
  | "j"
  | "k"
  | "x"
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

export interface ShortcutInfo {
  keys: ShortcutKey[];
  /** How the cheat sheet writes the keys. */
  label: string[];
  description: string;
  group: "Anywhere" | "Go to" | "Tasks";
}

export const SHORTCUTS: ShortcutInfo[] = [
  { keys: ["/", "mod+k"], label: ["/", "Ctrl K"], description: "Search and run commands", group: "Anywhere" },
  { keys: ["?"], label: ["?"], description: "Show keyboard shortcuts", group: "Anywhere" },
  { keys: ["g p"], label: ["g then p"], description: "Go to projects", group: "Go to" },
  { keys: ["g d"], label: ["g then d"], description: "Go to dashboard", group: "Go to" },
  { keys: ["g t"], label: ["g then t"], description: "Go to timeline", group: "Go to" },
  { keys: ["g a"], label: ["g then a"], description: "Go to analytics", group: "Go to" },
  { keys: ["c"], label: ["c"], description: "New task", group: "Tasks" },
  { keys: ["j"], label: ["j"], description: "Select next task", group: "Tasks" },
  { keys: ["k"], label: ["k"], description: "Select previous task", group: "Tasks" },
  { keys: ["x"], label: ["x"], description: "Mark selected task done / not done", group: "Tasks" },
  { keys: ["e"], label: ["e"], description: "Edit selected task", group: "Tasks" },
  { keys: ["a"], label: ["a"], description: "Assign selected task", group: "Tasks" },
  { keys: ["1", "2", "3"], label: ["1", "2", "3"], description: "Set priority high, medium, low", group: "Tasks" },
  { keys: ["b"], label: ["b"], description: "Board view", group: "Tasks" },
  { keys: ["l"], label: ["l"], description: "List view", group: "Tasks" },
];

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
    return (["g p", "g d", "g t", "g a"] as string[]).includes(seq) ? (seq as ShortcutKey) : null;
  }
  if (press.key === "?") return "?";
  if (key === "g") return "g";
  const single: ShortcutKey[] = ["c", "/", "j", "k", "x", "e", "a", "1", "2", "3", "b", "l"];
  return (single as string[]).includes(press.key) ? (press.key as ShortcutKey) : null;
}
