import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ToggleButton, ToggleButtonGroup } from "react-aria-components";
import type { ProjectAnalytics } from "../../../core/analytics";
import { api, errorMessage, readJson } from "../../lib/api";
import { queryKeys } from "../../lib/query-keys";
import { Button } from "../ui/button";
import { AnalyticsSkeleton } from "./analytics-skeleton";
import { ProjectCharts } from "./project-charts";

// The Analytics tab's charts and forecast, fetched when the tab opens and again shortly after the
// board changes (`version` comes from the live board), so they move as the team works.

/** Changes arrive in bursts (a drag, a plan save): one refetch per burst. */
const REFRESH_DELAY_MS = 500;

type Range = "all" | "90" | "30";
const RANGES: Array<[Range, string]> = [
  ["all", "All time"],
  ["90", "Last 90 days"],
  ["30", "Last 30 days"],
];
/** The first day (UTC) of a range of `days` days ending today. */
const rangeStart = (days: number) => new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);

const toggleClass =
  "inline-flex h-8 items-center px-3 text-sm font-medium text-slate-600 outline-none first:rounded-l-md last:rounded-r-md data-focus-visible:ring-2 data-focus-visible:ring-indigo-500 data-hovered:bg-slate-50 data-selected:bg-indigo-600 data-selected:text-white";

export default function ProjectAnalyticsPanel({ projectId, version }: { projectId: number; version: number }) {
  const client = useQueryClient();
  const [range, setRange] = useState<Range>("all");
  const from = range === "all" ? null : rangeStart(Number(range));
  const analytics = useQuery({
    queryKey: queryKeys.analytics(projectId, from),
    queryFn: () => readJson(api.projects[":id"].analytics.$get({ param: { id: String(projectId) }, query: from === null ? {} : { from } })),
    // A new range keeps the last charts on screen until its own figures arrive.
    placeholderData: keepPreviousData,
  });
  const data = analytics.data;
  const error = analytics.isError ? errorMessage(analytics.error, "The analytics could not be loaded. Please try again.") : null;

  // After a board change, at most once per REFRESH_DELAY_MS: a steady stream of changes still
  // refreshes, and a burst costs one read of the history.
  const seenVersion = useRef(version);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (version === seenVersion.current) return;
    seenVersion.current = version;
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void client.invalidateQueries({ queryKey: queryKeys.analyticsOf(projectId) });
    }, REFRESH_DELAY_MS);
  }, [version, client, projectId]);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
    },
    [],
  );

  const rangePicker = (
    <ToggleButtonGroup
      aria-label="Range"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[range]}
      onSelectionChange={(keys) => {
        const next = [...keys][0];
        if (next) setRange(next as Range);
      }}
      className="inline-flex rounded-md border border-slate-300 bg-white"
    >
      {RANGES.map(([id, label]) => (
        <ToggleButton key={id} id={id} className={toggleClass}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );

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
      <div className="flex justify-end">{rangePicker}</div>
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
