import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EstimateUnit } from "../../../core/schemas/time-fields";
import { formatMinutes } from "../../../core/time/days";
import { formatEstimate } from "../../../core/time/estimate-totals";
import { api, errorMessage, readJson } from "../../lib/api";
import { invalidateAfter, queryKeys } from "../../lib/query-keys";
import { useRefetchAfterChange } from "../../lib/use-refetch-after-change";
import { Button } from "../ui/button";
import { Clock } from "../ui/icons";
import { Select } from "../ui/select";
import { useToast } from "../ui/toast";
import { EstimateTable, TimeByPersonAndWeek } from "./time-report-tables";

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
        <EstimateTable tasks={data.tasks} unit={unit} />
      )}
      {data.people.length > 0 && <TimeByPersonAndWeek people={data.people} weeks={data.weeks} />}
    </section>
  );
}
