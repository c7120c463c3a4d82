import type { TimeSummary } from "../../../core/schemas/time-entry";
import type { EstimateUnit } from "../../../core/schemas/time-fields";
import { formatMinutes } from "../../../core/time/days";
import { formatEstimate } from "../../../core/time/estimate-totals";

// The time report's parts: estimate against time per task, and time per person and per week.

export function EstimateTable({ tasks, unit }: { tasks: TimeSummary["tasks"]; unit: EstimateUnit }) {
  // Hours can be set against minutes; points can't, so they are shown side by side without a ratio.
  const over = (estimate: number, minutes: number) => unit === "hours" && estimate > 0 && minutes / 60 > estimate;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Estimate against time logged, per task (totals include subtasks)</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-500">
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Task
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Estimate
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Logged
            </th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((t) => (
            <tr key={t.taskId} className="border-b border-slate-100" data-testid="time-row">
              <th scope="row" className="py-1.5 pr-3 font-normal text-slate-900">
                {t.name}
              </th>
              <td className="py-1.5 pr-3">{formatEstimate(t.totalEstimate, unit)}</td>
              <td className="py-1.5 pr-3">
                {formatMinutes(t.totalMinutes)}
                {over(t.totalEstimate, t.totalMinutes) && <span className="ml-2 font-medium text-red-700">over estimate</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TimeByPersonAndWeek({ people, weeks }: Pick<TimeSummary, "people" | "weeks">) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <h4 className="text-sm font-medium text-slate-700">Per person</h4>
        <ul className="mt-1 space-y-0.5 text-sm">
          {people.map((p) => (
            <li key={p.userId}>
              {p.name}: {formatMinutes(p.minutes)}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="text-sm font-medium text-slate-700">Per week</h4>
        <ul className="mt-1 space-y-0.5 text-sm">
          {weeks.map((w) => (
            <li key={w.week}>
              Week of {w.week}: {formatMinutes(w.minutes)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
