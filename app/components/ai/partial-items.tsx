import type { PartialPlan } from "../../../core/ai/partial-plan";
import { CheckCircle2 } from "../ui/icons";

/** The items a model has written so far, shown while it still works on the rest. */
export function PartialItems({ partial }: { partial: PartialPlan }) {
  const count = partial.milestones.length + partial.tasks.length;
  return (
    <div className="w-full max-w-xl text-left">
      {partial.name && <p className="font-medium text-slate-900">{partial.name}</p>}
      <p className="text-sm text-slate-500">
        {count} {count === 1 ? "item" : "items"} so far
      </p>
      <ul className="relative mt-2 flex max-h-[240px] flex-col gap-1 overflow-y-auto text-sm" aria-label="Plan items so far">
        {partial.milestones.map((name, i) => (
          <li key={`m${i}-${name}`} className="flex items-center gap-2 font-medium text-indigo-700">
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
            {name}
          </li>
        ))}
        {partial.tasks.map((name, i) => (
          <li key={`t${i}-${name}`} className="flex items-center gap-2 text-slate-700">
            <CheckCircle2 className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
