import type { ShortcutKey } from "./shortcuts";

// What the cheat sheet lists: every shortcut of shortcuts.ts with its label and meaning. Apart from the
// key matching, so it loads with the cheat sheet rather than with every page.

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
  { keys: ["d"], label: ["d"], description: "Mark selected task done / not done", group: "Tasks" },
  { keys: ["x"], label: ["x"], description: "Tick selected task for bulk edit (Shift-click ticks a range, Escape clears)", group: "Tasks" },
  { keys: ["e"], label: ["e"], description: "Edit selected task", group: "Tasks" },
  { keys: ["a"], label: ["a"], description: "Assign selected task", group: "Tasks" },
  { keys: ["1", "2", "3"], label: ["1", "2", "3"], description: "Set priority high, medium, low", group: "Tasks" },
  { keys: ["b"], label: ["b"], description: "Board view", group: "Tasks" },
  { keys: ["l"], label: ["l"], description: "List view", group: "Tasks" },
];
