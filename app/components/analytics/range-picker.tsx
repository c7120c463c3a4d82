import { ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { oneOf } from "../../../core/must";

// The Analytics tab's range: all of the project's history, or its last 90 or 30 days.

export type Range = "all" | "90" | "30";
const RANGES: Array<[Range, string]> = [
  ["all", "All time"],
  ["90", "Last 90 days"],
  ["30", "Last 30 days"],
];
const RANGE_IDS = RANGES.map(([id]) => id);

/** The first day (UTC) of the range, ending today; null for all time. */
export const rangeStart = (range: Range): string | null =>
  range === "all" ? null : new Date(Date.now() - (Number(range) - 1) * 86_400_000).toISOString().slice(0, 10);

const toggleClass =
  "inline-flex h-8 items-center px-3 text-sm font-medium text-slate-600 outline-none first:rounded-l-md last:rounded-r-md data-focus-visible:ring-2 data-focus-visible:ring-indigo-500 data-hovered:bg-slate-50 data-selected:bg-indigo-600 data-selected:text-white";

export function RangePicker({ range, onChange }: { range: Range; onChange: (range: Range) => void }) {
  return (
    <ToggleButtonGroup
      aria-label="Range"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[range]}
      onSelectionChange={(keys) => {
        const next = [...keys][0];
        if (next) onChange(oneOf(RANGE_IDS, String(next), "range"));
      }}
      className="inline-flex rounded-md border border-slate-300 bg-white"
    >
      {RANGES.map(([id, label]) => (
        <ToggleButton key={id} id={id} className={toggleClass}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
