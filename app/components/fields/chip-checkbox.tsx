import { Checkbox } from "react-aria-components";
import { Check } from "../ui/icons";

/** A checkbox drawn as a small box: the label pickers and the checkbox and multi-select fields. */
export function BoxCheckbox({ value, children, className = "" }: { value?: string; children: React.ReactNode; className?: string }) {
  return (
    <Checkbox
      value={value}
      className={`group flex min-h-8 cursor-pointer items-center gap-2 text-sm text-slate-800 outline-none ${className}`}
    >
      <span
        aria-hidden
        className="flex h-4 w-4 shrink-0 items-center justify-center rounded border border-slate-400 bg-white group-data-focus-visible:ring-2 group-data-focus-visible:ring-indigo-500 group-data-selected:border-indigo-600 group-data-selected:bg-indigo-600"
      >
        <Check className="hidden h-3 w-3 text-white group-data-selected:block" />
      </span>
      {children}
    </Checkbox>
  );
}
