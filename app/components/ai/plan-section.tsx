import { useEffect, useRef } from "react";
import { Button } from "../ui/button";
import { Plus } from "../ui/icons";

// Issue 21 item 11: on a phone the review is one page that scrolls as a whole (no box scrolls inside
// it, textareas grow with their text); from md up the lists are bounded by the window's height, not a
// fixed 300 px, and scroll on their own so Save Project stays near.
// A list is never shorter than an open editor (so the form is never cut off), and an opened editor is
// scrolled into view.
export const DESKTOP_SCROLL = "md:overflow-y-auto md:pr-1";

/** The milestones or the tasks of the plan: a heading with their count and an Add button over a scrolling list. */
export function PlanSection({
  id,
  title,
  count,
  addLabel,
  onAdd,
  addDisabled,
  emptyText,
  listClassName,
  editing,
  children,
}: {
  id: string;
  title: string;
  count: number;
  addLabel: string;
  onAdd: () => void;
  addDisabled: boolean;
  emptyText: string;
  /** A Tailwind max-height class for the list on wide screens. */
  listClassName: string;
  /** An editor is open in the list: it is scrolled into view. */
  editing: boolean;
  children: React.ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (editing) list.current?.querySelector("[data-plan-editor]")?.scrollIntoView({ block: "nearest" });
  }, [editing]);
  return (
    <section aria-labelledby={id}>
      <div className="mb-2 flex items-center justify-between">
        <h4 id={id} className="font-semibold">
          {title} ({count})
        </h4>
        <Button variant="secondary" size="sm" onPress={onAdd} isDisabled={addDisabled}>
          <Plus className="h-4 w-4" aria-hidden />
          {addLabel}
        </Button>
      </div>
      <ul ref={list} className={`relative flex flex-col gap-2 ${listClassName} ${DESKTOP_SCROLL}`} aria-label={title}>
        {count === 0 && <li className="text-sm text-slate-500">{emptyText}</li>}
        {children}
      </ul>
    </section>
  );
}
