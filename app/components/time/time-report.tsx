import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import type { EstimateUnit } from "../../../core/schemas/time-fields";
import { formatMinutes } from "../../../core/time/days";
import { formatEstimate } from "../../../core/time/estimate-totals";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { useRefetchAfterChange } from "../../lib/use-refetch-after-change";
import { Button } from "../ui/button";
import { Select } from "../ui/select";
import { useToast } from "../ui/toast";

const UNIT_OPTIONS: Array<{ id: EstimateUnit; label: string }> = [
  { id: "hours", label: "Hours" },
  { id: "points", label: "Points" },
];

/**
 * Issue 26, the Analytics tab: estimate against actual per task, time per person and per week, the
 * project's estimate unit and the CSV export. Refetched when the live board moves (estimates change there).
 */
export function TimeReport({ projectId, version, canEdit }: { projectId: number; version: number; canEdit: boolean }) {
  const toast = useToast();
  const client = useQueryClient();
  const key = queryKeys.timeSummary(projectId);
  const summary = useQuery({
    queryKey: key,
    queryFn: () => readJson(api.projects[":id"]["time-summary"].$get({ param: { id: String(projectId) }, query: {} })),
  });
  // Estimates change on the board.
  useRefetchAfterChange(version, key, 250);
  const data = summary.data;
  const error = summary.isError ? errorMessage(summary.error, "Could not load the time report.") : null;

  const unitChange = useMutation({
    mutationFn: (unit: EstimateUnit) =>
      readJson(api.projects[":id"]["time-settings"].$put({ param: { id: String(projectId) }, json: { estimateUnit: unit } })),
    onSuccess: (saved) => {
      // Every open view of the project (the tasks list's totals) shows the new unit at once.
      client.setQueryData(queryKeys.projectTimeSettings(projectId), saved);
      return invalidateAfter(client, "saveProjectTimeSettings", projectId);
    },
    onError: (err) => toast({ title: "Unit not changed", description: errorMessage(err, "Please try again."), variant: "destructive" }),
  });
  const changeUnit = (unit: EstimateUnit) => unitChange.mutate(unit);

  if (!data) {
    return error ? (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {error}{" "}
        <Button size="sm" variant="secondary" onPress={() => void summary.refetch()}>
          Try again
        </Button>
      </div>
    ) : (
      <p className="text-sm text-slate-500">Loading the time report…</p>
    );
  }

  const unit = data.estimateUnit;
  // Hours can be set against minutes; points can't, so they are shown side by side without a ratio.
  const over = (estimate: number, minutes: number) => unit === "hours" && estimate > 0 && minutes / 60 > estimate;

  return (
    <section aria-labelledby="time-report-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="time-report-heading" className="flex items-center gap-2 text-sm font-medium text-slate-500">
          <Clock className="h-4 w-4" aria-hidden />
          Estimate against actual
        </h3>
        <div className="flex flex-wrap items-end gap-2">
          {canEdit && (
            <Select<EstimateUnit> label="Estimates in" options={UNIT_OPTIONS} value={unit} onChange={(v) => void changeUnit(v)} />
          )}
          <a
            href={`/api/projects/${projectId}/time-entries.csv`}
            download
            className="inline-flex h-8 items-center rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            Export time (CSV)
          </a>
        </div>
      </div>
      <p className="text-lg font-semibold text-slate-900" data-testid="time-project-total">
        {formatMinutes(data.project.minutes)} logged · {formatEstimate(data.project.estimate, unit)} estimated (
        {formatEstimate(data.project.openEstimate, unit)} open)
      </p>
      {data.tasks.length === 0 ? (
        <p className="text-sm text-slate-600">No estimates or time yet. Estimate tasks in their editor and log time with the timer.</p>
      ) : (
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
              {data.tasks.map((t) => (
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
      )}
      {data.people.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h4 className="text-sm font-medium text-slate-700">Per person</h4>
            <ul className="mt-1 space-y-0.5 text-sm">
              {data.people.map((p) => (
                <li key={p.userId}>
                  {p.name}: {formatMinutes(p.minutes)}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="text-sm font-medium text-slate-700">Per week</h4>
            <ul className="mt-1 space-y-0.5 text-sm">
              {data.weeks.map((w) => (
                <li key={w.week}>
                  Week of {w.week}: {formatMinutes(w.minutes)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}
