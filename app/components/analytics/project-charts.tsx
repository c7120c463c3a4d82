import {
  describeBurndown,
  describeBurnup,
  describeCycleTime,
  describeOverdue,
  describeThroughput,
  describeWorkload,
  type ProjectAnalytics,
  shortDate,
} from "../../../core/analytics";
import { ChartFigure } from "./chart-figure";
import { BarChart, COLORS, LineChart } from "./charts";

// The project's charts (issue 13): burndown, burnup, throughput, cycle time, workload, overdue.
// Two columns on a wide screen, one on a phone.

export function ProjectCharts({ data }: { data: ProjectAnalytics }) {
  const day = (d: string) => shortDate(d, data.today);
  const days = data.burndown.map((p) => p.day);
  const weeks = data.throughput.map((w) => w.week);
  const hasIdeal = data.burndown.some((p) => p.ideal !== null);
  const burndownSeries = [
    { label: "Remaining", color: COLORS.indigo, values: data.burndown.map((p) => p.remaining) },
    ...(hasIdeal ? [{ label: "Ideal", color: COLORS.slate, dashed: true, values: data.burndown.map((p) => p.ideal) }] : []),
  ];
  const burnupSeries = [
    { label: "Scope", color: COLORS.amber, values: data.burnup.map((p) => p.scope) },
    { label: "Done", color: COLORS.emerald, values: data.burnup.map((p) => p.done) },
  ];
  const throughputSeries = [
    { label: "Completed", color: COLORS.emerald, values: data.throughput.map((w) => w.completed) },
    { label: "Reopened", color: COLORS.red, values: data.throughput.map((w) => w.reopened) },
  ];
  const cycleWeeks = data.cycleTime.perWeek;
  const workloadSeries = [
    { label: "To Do", color: COLORS.slate, values: data.workload.map((w) => w.open) },
    { label: "In Progress", color: COLORS.sky, values: data.workload.map((w) => w.inProgress) },
    { label: "Overdue", color: COLORS.red, values: data.workload.map((w) => w.overdue) },
  ];

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="project-charts">
      <ChartFigure
        title="Burndown"
        summary={describeBurndown(data)}
        legend={burndownSeries}
        table={{
          columns: ["Day", "Remaining", ...(hasIdeal ? ["Ideal"] : [])],
          rows: data.burndown.map((p) => [day(p.day), p.remaining, ...(hasIdeal ? [p.ideal ?? ""] : [])]),
        }}
      >
        {(by) => <LineChart labelledBy={by} labels={days} series={burndownSeries} format={day} />}
      </ChartFigure>
      <ChartFigure
        title="Burnup"
        summary={describeBurnup(data)}
        legend={burnupSeries}
        table={{ columns: ["Day", "Scope", "Done"], rows: data.burnup.map((p) => [day(p.day), p.scope, p.done]) }}
      >
        {(by) => <LineChart labelledBy={by} labels={days} series={burnupSeries} format={day} />}
      </ChartFigure>
      <ChartFigure
        title="Throughput per week"
        summary={describeThroughput(data)}
        legend={throughputSeries}
        table={{ columns: ["Week of", "Completed", "Reopened"], rows: data.throughput.map((w) => [day(w.week), w.completed, w.reopened]) }}
      >
        {(by) => <BarChart labelledBy={by} labels={weeks} series={throughputSeries} format={day} />}
      </ChartFigure>
      <ChartFigure
        title="Cycle time (In Progress → Done)"
        summary={describeCycleTime(data)}
        empty={cycleWeeks.length === 0}
        legend={[]}
        table={{
          columns: ["Week of", "Tasks finished", "Median days"],
          rows: cycleWeeks.map((w) => [day(w.week), w.count, w.medianDays]),
        }}
      >
        {(by) => (
          <BarChart
            labelledBy={by}
            labels={cycleWeeks.map((w) => w.week)}
            series={[{ label: "Median days", color: COLORS.indigo, values: cycleWeeks.map((w) => w.medianDays) }]}
            format={day}
          />
        )}
      </ChartFigure>
      <ChartFigure
        title="Work per member"
        summary={describeWorkload(data)}
        empty={data.workload.length === 0}
        legend={workloadSeries}
        table={{
          columns: ["Member", "To Do", "In Progress", "Overdue"],
          rows: data.workload.map((w) => [w.name, w.open, w.inProgress, w.overdue]),
        }}
      >
        {(by) => (
          <BarChart
            labelledBy={by}
            labels={data.workload.map((w) => w.name)}
            series={workloadSeries}
            format={(name) => (name.length > 12 ? `${name.slice(0, 11)}…` : name)}
          />
        )}
      </ChartFigure>
      <ChartFigure
        title="Overdue over time"
        summary={describeOverdue(data)}
        legend={[]}
        table={{ columns: ["Day", "Overdue"], rows: data.overdue.map((p) => [day(p.day), p.overdue]) }}
      >
        {(by) => (
          <LineChart
            labelledBy={by}
            labels={days}
            series={[{ label: "Overdue", color: COLORS.red, values: data.overdue.map((p) => p.overdue) }]}
            format={day}
          />
        )}
      </ChartFigure>
    </div>
  );
}
