import { Dialog } from "../ui/dialog";
import { SHORTCUTS, type ShortcutInfo } from "./shortcut-list";

const GROUPS: ShortcutInfo["group"][] = ["Anywhere", "Go to", "Tasks"];

/** The `?` dialog: every shortcut, by group. Shortcuts never fire while typing in a field. */
export function CheatSheet({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      title="Keyboard shortcuts"
      description="They work anywhere except while you type in a field. Task shortcuts act on the selected task of a project."
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="lg"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {GROUPS.map((group) => (
          <section key={group} aria-labelledby={`shortcuts-${group}`}>
            <h3 id={`shortcuts-${group}`} className="mb-2 text-sm font-semibold text-slate-900">
              {group}
            </h3>
            <dl className="space-y-1.5 text-sm">
              {SHORTCUTS.filter((s) => s.group === group).map((s) => (
                <div key={s.description} className="flex items-center justify-between gap-3">
                  <dt className="text-slate-700">{s.description}</dt>
                  <dd className="flex shrink-0 gap-1">
                    {s.label.map((l) => (
                      <kbd key={l} className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-800">
                        {l}
                      </kbd>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
