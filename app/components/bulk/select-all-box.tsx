import { useEffect, useRef } from "react";

/** The list header's checkbox: ticks every task the view shows (its filter applied), or none; mixed while some are. */
export function SelectAllBox({ all, some, onChange }: { all: boolean; some: boolean; onChange: (all: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some && !all;
  }, [some, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={all}
      aria-label="Select all tasks in the view"
      onChange={() => onChange(!all)}
      className="h-4 w-4 cursor-pointer rounded border-slate-300 accent-indigo-600 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    />
  );
}
