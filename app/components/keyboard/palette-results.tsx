import { Header, ListBox, ListBoxItem, ListBoxSection } from "react-aria-components";
import { FolderKanban, ListTodo, User, Zap } from "../ui/icons";
import type { Entry } from "./palette-entries";

const ICONS = { Actions: Zap, Projects: FolderKanban, Tasks: ListTodo, People: User };

/** The palette's results, one section per kind; Enter or a click runs one (`onRun`). */
export function PaletteResults({
  sections,
  emptyText,
  onRun,
}: {
  sections: Array<{ section: Entry["section"]; entries: Entry[] }>;
  /** Shown when nothing matches (or nothing has arrived yet). */
  emptyText: string;
  onRun: (entry: Entry) => void;
}) {
  const byId = new Map(sections.flatMap((s) => s.entries).map((e) => [e.id, e]));
  return (
    <ListBox
      aria-label="Results"
      className="relative max-h-[60vh] overflow-y-auto p-2 outline-none"
      onAction={(key) => {
        const entry = byId.get(String(key));
        if (entry) onRun(entry);
      }}
      renderEmptyState={() => <p className="px-3 py-6 text-center text-sm text-slate-600">{emptyText}</p>}
    >
      {sections.map(({ section, entries: list }) => (
        <ListBoxSection id={section} key={section} className="mb-2">
          <Header className="px-3 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{section}</Header>
          {list.map((e) => {
            const Icon = ICONS[e.section];
            return (
              <ListBoxItem
                key={e.id}
                id={e.id}
                textValue={e.detail ? `${e.label}, ${e.detail}` : e.label}
                className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-focused:bg-indigo-600 data-focused:text-white"
              >
                <Icon className="h-4 w-4 shrink-0" aria-hidden />
                <span className="min-w-0 flex-1 truncate">{e.label}</span>
                {e.detail && <span className="shrink-0 truncate text-xs opacity-90">{e.detail}</span>}
              </ListBoxItem>
            );
          })}
        </ListBoxSection>
      ))}
    </ListBox>
  );
}
