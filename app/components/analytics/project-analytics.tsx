import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ProjectAnalytics } from "../../../core/analytics";
import { api, errorMessage, readJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { Button } from "../ui/button";
import { CalendarClock } from "../ui/icons";
import { AnalyticsSkeleton } from "./analytics-skeleton";
import { ProjectCharts } from "./project-charts";
import { type Range, RangePicker, rangeStart } from "./range-picker";
import { useAnalyticsRefresh } from "./use-analytics-refresh";

// The Analytics tab's charts and forecast, fetched when the tab opens and again shortly after the
// board changes (`version` comes from the live board), so they move as the team works.

export default function ProjectAnalyticsPanel({ projectId, version }: { projectId: number; version: number }) {
  const [range, setRange] = useState<Range>("all");
  const from = rangeStart(range);
  const analytics = useQuery({
    queryKey: queryKeys.analytics(projectId, from),
    queryFn: () => readJson(api.projects[":id"].analytics.$get({ param: { id: String(projectId) }, query: from === null ? {} : { from } })),
    // A new range keeps the last charts on screen until its own figures arrive.
    placeholderData: keepPreviousData,
  });
  const data = analytics.data;
  const error = analytics.isError ? errorMessage(analytics.error, "The analytics could not be loaded. Please try again.") : null;

  useAnalyticsRefresh(projectId, version);

  if (!data) {
    return error ? (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{error}</p>
        <Button variant="secondary" className="mt-3" onPress={() => void analytics.refetch()}>
          Try again
        </Button>
      </div>
    ) : (
      <AnalyticsSkeleton />
    );
  }
  return (
    <section aria-labelledby="project-charts-heading" className="space-y-4">
      <h2 id="project-charts-heading" className="sr-only">
        Project analytics
      </h2>
      <ForecastCard data={data} />
      <div className="flex justify-end">
        <RangePicker range={range} onChange={setRange} />
      </div>
      {error && (
        <p role="status" className="text-sm text-amber-800">
          Showing the last figures: {error}
        </p>
      )}
      <ProjectCharts data={data} />
    </section>
  );
}

function ForecastCard({ data }: { data: ProjectAnalytics }) {
  const f = data.forecast;
  return (
    <section
      aria-labelledby="forecast-heading"
      className={`rounded-lg border p-5 ${f.atRisk ? "border-red-200 bg-red-50" : "border-slate-200 bg-white"}`}
    >
      <h3 id="forecast-heading" className="flex items-center gap-2 text-sm font-medium text-slate-500">
        <CalendarClock className="h-4 w-4" aria-hidden />
        Forecast
      </h3>
      <p className={`mt-2 text-lg font-semibold ${f.atRisk ? "text-red-800" : "text-slate-900"}`} data-testid="forecast-summary">
        {f.summary}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        Pace: {f.weeklyPace} {f.weeklyPace === 1 ? "task" : "tasks"} a week over the last{" "}
        {f.paceWeeks === 1 ? "week" : `${f.paceWeeks} weeks`} · {f.remaining} open
      </p>
    </section>
  );
}
