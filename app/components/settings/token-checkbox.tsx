import type { ReactNode } from "react";
import { Checkbox } from "react-aria-components";
import { Check } from "../ui/icons";

/** One choice in the token form's scope and project lists: a drawn box, then its text. */
export function TokenCheckbox({ value, children }: { value: string; children: ReactNode }) {
  return (
    <Checkbox value={value} className="group flex items-start gap-2 text-sm text-slate-800 outline-none">
      <span
        aria-hidden
        className="mt-0.5 flex h-4 w-4 shrink-0 items-center justify-center rounded border border-slate-400 bg-white group-data-focus-visible:ring-2 group-data-focus-visible:ring-indigo-500 group-data-selected:border-indigo-600 group-data-selected:bg-indigo-600"
      >
        <Check className="hidden h-3 w-3 text-white group-data-selected:block" />
      </span>
      {children}
    </Checkbox>
  );
}
