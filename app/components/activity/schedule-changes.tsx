import type { ActivityDates } from "../../../core/schemas/activity";
import { formatDay } from "../../lib/dates";

const SHOWN_DATES = 8;

/** Each rescheduled task's dates, before → after (the first few of a long run). */
export function ScheduleChanges({ tasks }: { tasks: ActivityDates[] }) {
  const span = (d: ActivityDates["before"]) => {
    const day = (v: string | null) => (v ? formatDay(v, "MMM d") : "none");
    return d.startDate && d.startDate !== d.dueDate ? `${day(d.startDate)} – ${day(d.dueDate)}` : day(d.dueDate);
  };
  return (
    <ul className="mt-1 space-y-0.5 text-slate-600">
      {tasks.slice(0, SHOWN_DATES).map((t) => (
        <li key={t.taskId}>
          “{t.taskName}”: <del className="text-slate-400">{span(t.before)}</del> → <ins className="no-underline">{span(t.after)}</ins>
        </li>
      ))}
      {tasks.length > SHOWN_DATES && <li>and {tasks.length - SHOWN_DATES} more</li>}
    </ul>
  );
}
