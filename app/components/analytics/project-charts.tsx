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
// Two columns on a wide screen, one on a phone. Each chart is a figure with its summary and its table.

type Data = { data: ProjectAnalytics };
/** Days and weeks read as short dates near today ("Mar 4"), with the year when it is not this one. */
const dayOf = (data: ProjectAnalytics) => (d: string) => shortDate(d, data.today);

export function ProjectCharts({ data }: Data) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="project-charts">
      <BurndownChart data={data} />
      <BurnupChart data={data} />
      <ThroughputChart data={data} />
      <CycleTimeChart data={data} />
      <WorkloadChart data={data} />
      <OverdueChart data={data} />
    </div>
  );
}

function BurndownChart({ data }: Data) {
  const day = dayOf(data);
  const hasIdeal = data.burndown.some((p) => p.ideal !== null);
  const series = [
    { label: "Remaining", color: COLORS.indigo, values: data.burndown.map((p) => p.remaining) },
    ...(hasIdeal ? [{ label: "Ideal", color: COLORS.slate, dashed: true, values: data.burndown.map((p) => p.ideal) }] : []),
  ];
  const table = {
    columns: ["Day", "Remaining", ...(hasIdeal ? ["Ideal"] : [])],
    rows: data.burndown.map((p) => [day(p.day), p.remaining, ...(hasIdeal ? [p.ideal ?? ""] : [])]),
  };
  return (
    <ChartFigure title="Burndown" summary={describeBurndown(data)} legend={series} table={table}>
      {(by) => <LineChart labelledBy={by} labels={data.burndown.map((p) => p.day)} series={series} format={day} />}
    </ChartFigure>
  );
}

function BurnupChart({ data }: Data) {
  const day = dayOf(data);
  const series = [
    { label: "Scope", color: COLORS.amber, values: data.burnup.map((p) => p.scope) },
    { label: "Done", color: COLORS.emerald, values: data.burnup.map((p) => p.done) },
  ];
  const table = { columns: ["Day", "Scope", "Done"], rows: data.burnup.map((p) => [day(p.day), p.scope, p.done]) };
  // The x axis is the burndown's days: both charts cover the same range.
  return (
    <ChartFigure title="Burnup" summary={describeBurnup(data)} legend={series} table={table}>
      {(by) => <LineChart labelledBy={by} labels={data.burndown.map((p) => p.day)} series={series} format={day} />}
    </ChartFigure>
  );
}

function ThroughputChart({ data }: Data) {
  const day = dayOf(data);
  const series = [
    { label: "Completed", color: COLORS.emerald, values: data.throughput.map((w) => w.completed) },
    { label: "Reopened", color: COLORS.red, values: data.throughput.map((w) => w.reopened) },
  ];
  const table = { columns: ["Week of", "Completed", "Reopened"], rows: data.throughput.map((w) => [day(w.week), w.completed, w.reopened]) };
  return (
    <ChartFigure title="Throughput per week" summary={describeThroughput(data)} legend={series} table={table}>
      {(by) => <BarChart labelledBy={by} labels={data.throughput.map((w) => w.week)} series={series} format={day} />}
    </ChartFigure>
  );
}

function CycleTimeChart({ data }: Data) {
  const day = dayOf(data);
  const weeks = data.cycleTime.perWeek;
  const series = [{ label: "Median days", color: COLORS.indigo, values: weeks.map((w) => w.medianDays) }];
  const table = { columns: ["Week of", "Tasks finished", "Median days"], rows: weeks.map((w) => [day(w.week), w.count, w.medianDays]) };
  return (
    <ChartFigure
      title="Cycle time (In Progress → Done)"
      summary={describeCycleTime(data)}
      empty={weeks.length === 0}
      legend={[]}
      table={table}
    >
      {(by) => <BarChart labelledBy={by} labels={weeks.map((w) => w.week)} series={series} format={day} />}
    </ChartFigure>
  );
}

/** A long name is cut to fit under its bar; the table has it whole. */
const shortName = (name: string) => (name.length > 12 ? `${name.slice(0, 11)}…` : name);

function WorkloadChart({ data }: Data) {
  const series = [
    { label: "To Do", color: COLORS.slate, values: data.workload.map((w) => w.open) },
    { label: "In Progress", color: COLORS.sky, values: data.workload.map((w) => w.inProgress) },
    { label: "Overdue", color: COLORS.red, values: data.workload.map((w) => w.overdue) },
  ];
  const table = {
    columns: ["Member", "To Do", "In Progress", "Overdue"],
    rows: data.workload.map((w) => [w.name, w.open, w.inProgress, w.overdue]),
  };
  return (
    <ChartFigure title="Work per member" summary={describeWorkload(data)} empty={data.workload.length === 0} legend={series} table={table}>
      {(by) => <BarChart labelledBy={by} labels={data.workload.map((w) => w.name)} series={series} format={shortName} />}
    </ChartFigure>
  );
}

function OverdueChart({ data }: Data) {
  const day = dayOf(data);
  const series = [{ label: "Overdue", color: COLORS.red, values: data.overdue.map((p) => p.overdue) }];
  const table = { columns: ["Day", "Overdue"], rows: data.overdue.map((p) => [day(p.day), p.overdue]) };
  return (
    <ChartFigure title="Overdue over time" summary={describeOverdue(data)} legend={[]} table={table}>
      {(by) => <LineChart labelledBy={by} labels={data.burndown.map((p) => p.day)} series={series} format={day} />}
    </ChartFigure>
  );
}
