import { ADDED_BY_PLANNER } from "../../../core/schemas/plan";
import { Quote } from "../ui/icons";

/**
 * Where a generated item came from: the idea's own words on demand, or that the planner added it.
 * A native <details>, so it opens with the keyboard and screen readers announce its state.
 */
export function SourceNote({ text, className = "" }: { text: string | null; className?: string }) {
  if (!text) {
    return <p className={`text-xs text-slate-500 italic ${className}`}>{ADDED_BY_PLANNER}</p>;
  }
  return (
    <details className={`text-xs text-slate-500 ${className}`} onClick={(e) => e.stopPropagation()}>
      <summary className="inline-flex cursor-pointer items-center gap-1 rounded outline-none hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-indigo-500">
        <Quote className="h-3 w-3" aria-hidden />
        Source
      </summary>
      <blockquote className="mt-1 border-l-2 border-slate-200 pl-2 whitespace-pre-wrap text-slate-600">{text}</blockquote>
    </details>
  );
}
