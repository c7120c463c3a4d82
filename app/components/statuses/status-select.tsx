import { type BoardStatus, STATUS_CATEGORIES, type StatusCategory } from "../../../core/schemas/statuses";
import { ColorDot } from "../labels/color-dot";
import { Select } from "../ui/select";

/** The three categories every status belongs to, as the screens name them. */
export const CATEGORY_LABELS: Record<StatusCategory, string> = { todo: "To do", "in-progress": "In progress", done: "Done" };

export const CATEGORY_OPTIONS = STATUS_CATEGORIES.map((c) => ({ id: c, label: CATEGORY_LABELS[c] }));

/** Issue 25: a task's status, chosen among the project's own (each with its colour and category). */
export function StatusSelect({
  statuses,
  value,
  onChange,
  label = "Status",
}: {
  statuses: BoardStatus[];
  value: string;
  onChange: (status: BoardStatus) => void;
  label?: string;
}) {
  const options = statuses.map((s) => ({
    id: s.id,
    label: `${s.name} (${CATEGORY_LABELS[s.category]})`,
    icon: <ColorDot color={s.color} />,
  }));
  return (
    <Select
      label={label}
      options={options}
      value={statuses.some((s) => s.id === value) ? value : null}
      placeholder="Choose a status"
      onChange={(id) => {
        const s = statuses.find((x) => x.id === id);
        if (s) onChange(s);
      }}
    />
  );
}
