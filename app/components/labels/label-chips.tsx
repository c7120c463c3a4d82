import { createContext, memo, useContext } from "react";
import type { Label, LabelColor } from "../../../core/schemas/labels";

// Issue 25: a task's labels as small coloured chips (rows, cards, Gantt bars). Colours are named in
// the data and mapped here to pairs with enough contrast in both themes.

export const LABEL_CLASSES: Record<LabelColor, string> = {
  gray: "bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100",
  red: "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100",
  orange: "bg-orange-100 text-orange-800 dark:bg-orange-900/60 dark:text-orange-100",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  green: "bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-100",
  teal: "bg-teal-100 text-teal-800 dark:bg-teal-900/60 dark:text-teal-100",
  blue: "bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-100",
  indigo: "bg-indigo-100 text-indigo-800 dark:bg-indigo-900/60 dark:text-indigo-100",
  purple: "bg-purple-100 text-purple-800 dark:bg-purple-900/60 dark:text-purple-100",
  pink: "bg-pink-100 text-pink-800 dark:bg-pink-900/60 dark:text-pink-100",
};

/** SVG fills for the Gantt's label dots. */
export const LABEL_FILL: Record<LabelColor, string> = {
  gray: "#6b7280",
  red: "#dc2626",
  orange: "#ea580c",
  amber: "#d97706",
  green: "#16a34a",
  teal: "#0d9488",
  blue: "#2563eb",
  indigo: "#4f46e5",
  purple: "#9333ea",
  pink: "#db2777",
};

/** The task's labels that still exist, in the project's order (which changes when a label is moved). */
export function labelsOf(labelIds: string[] | undefined, byId: ReadonlyMap<string, Label>): Label[] {
  if (!labelIds || labelIds.length === 0) return [];
  return labelIds.flatMap((id) => byId.get(id) ?? []).sort((a, b) => a.order - b.order);
}

export const LabelChips = memo(function LabelChips({
  labelIds,
  labels,
}: {
  labelIds: string[] | undefined;
  labels: ReadonlyMap<string, Label>;
}) {
  const shown = labelsOf(labelIds, labels);
  if (shown.length === 0) return null;
  return (
    <ul className="flex min-w-0 flex-wrap gap-1" aria-label="Labels">
      {shown.map((l) => (
        <li
          key={l.id}
          className={`max-w-[10rem] truncate rounded px-1.5 py-0.5 font-medium text-[11px] leading-none ${LABEL_CLASSES[l.color]}`}
        >
          {l.name}
        </li>
      ))}
    </ul>
  );
});

/** The project's labels by id, for every row, card and bar under the project page. */
export const LabelsContext = createContext<ReadonlyMap<string, Label>>(new Map());

/** The chips of a task's labels, from the project's labels in context. */
export function TaskLabels({ labelIds }: { labelIds: string[] | undefined }) {
  const labels = useContext(LabelsContext);
  return <LabelChips labelIds={labelIds} labels={labels} />;
}
