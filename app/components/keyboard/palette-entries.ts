import { displayName } from "../../../core/user-display";
import type { PaletteItem } from "./keyboard-context";
import type { usePaletteData } from "./use-palette-data";

// What the command palette lists for a query: pure, from what the page offers, the app-wide actions,
// and what the palette read (the person's projects, the search API's tasks and people).

export interface Entry {
  id: string;
  section: "Actions" | "Projects" | "Tasks" | "People";
  label: string;
  detail?: string;
  run: () => void;
}

const SECTIONS: Entry["section"][] = ["Actions", "Projects", "Tasks", "People"];
const MAX_PER_SECTION = 8;

type PaletteData = ReturnType<typeof usePaletteData>;

const matches = (text: string, q: string) => {
  const hay = text.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
};

/** The actions every page offers, after the page's own (they are what one looks for there). */
export function appActions(navigate: (to: string) => void, onShowShortcuts: () => void): PaletteItem[] {
  return [
    { id: "go-dashboard", section: "Actions", label: "Go to dashboard", run: () => navigate("/dashboard") },
    { id: "go-projects", section: "Actions", label: "Go to projects", run: () => navigate("/projects") },
    { id: "new-project", section: "Actions", label: "Create a project", keywords: "new add", run: () => navigate("/create-project") },
    { id: "go-team", section: "Actions", label: "Go to team", keywords: "members invitations people", run: () => navigate("/team") },
    { id: "go-settings", section: "Actions", label: "Go to settings", keywords: "profile account", run: () => navigate("/settings") },
    { id: "shortcuts", section: "Actions", label: "Show keyboard shortcuts", keywords: "help keys", run: onShowShortcuts },
  ];
}

/** The entries matching the query, by section in SECTIONS' order, at most MAX_PER_SECTION each; empty sections left out. */
export function paletteEntries(
  query: string,
  items: PaletteItem[],
  { projects, found, stale }: Pick<PaletteData, "projects" | "found" | "stale">,
  navigate: (to: string) => void,
): Array<{ section: Entry["section"]; entries: Entry[] }> {
  const q = query.trim();
  const list: Entry[] = [];
  for (const item of items) {
    if (!q || matches(`${item.label} ${item.keywords ?? ""}`, q))
      list.push({ id: item.id, section: item.section, label: item.label, run: item.run });
  }
  for (const p of projects ?? []) {
    if (!q || matches(`${p.name} ${p.description ?? ""}`, q))
      list.push({ id: `project-${p.id}`, section: "Projects", label: p.name, run: () => navigate(`/projects/${p.id}`) });
  }
  // The server's answer is for this text; an earlier one, on show until it comes, only where it still matches.
  const stillFound = (text: string) => !stale || matches(text, q);
  for (const t of found?.tasks ?? []) {
    if (!stillFound(`${t.name} ${t.projectName}`)) continue;
    list.push({
      id: `task-${t.id}`,
      section: "Tasks",
      label: t.name,
      detail: t.projectName,
      run: () => navigate(`/projects/${t.projectId}?task=${encodeURIComponent(t.id)}`),
    });
  }
  // A project page lists its own people (to assign them); elsewhere people come from every project
  // the user shares with them, found by the server.
  if (!items.some((i) => i.section === "People")) {
    for (const p of found?.people ?? []) {
      if (!stillFound(`${displayName(p)} ${p.username}`)) continue;
      list.push({ id: `user-${p.id}`, section: "People", label: displayName(p), detail: `@${p.username}`, run: () => navigate("/team") });
    }
  }
  return SECTIONS.map((section) => ({ section, entries: list.filter((e) => e.section === section).slice(0, MAX_PER_SECTION) })).filter(
    (s) => s.entries.length > 0,
  );
}
