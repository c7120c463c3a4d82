import { Link } from "react-router";
import { metricsOf, PORTFOLIO_WEEKS, type Portfolio, type PortfolioProject, shortDate } from "../../../core/analytics";
import { ButtonLink } from "../ui/button";
import { AlertTriangle, Clock } from "../ui/icons";
import { Skeleton } from "../ui/skeleton";
import { ChartFigure } from "./chart-figure";
import { BarChart, COLORS } from "./charts";

// /analytics: which of my projects is in trouble and why, at a glance. At-risk projects and overdue
// work first, then throughput per project and work per person across projects.

const tasks = (n: number) => `${n} ${n === 1 ? "task" : "tasks"}`;
const linkClass =
  "font-medium text-indigo-700 underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 rounded";

export function PortfolioView({ data }: { data: Portfolio }) {
  if (data.projects.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
        <p className="text-slate-700">No projects yet. Create one to see its analytics here.</p>
        <ButtonLink to="/dashboard" className="mt-4">
          Create a project
        </ButtonLink>
      </div>
    );
  }
  const m = metricsOf(data);
  const atRisk = data.projects.filter((p) => p.status === "active" && p.summary.forecast.atRisk);
  const overdue = data.projects.filter((p) => p.summary.overdue > 0).sort((a, b) => b.summary.overdue - a.summary.overdue);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Metric label="Active projects" value={m.activeProjects} />
        <Metric label="Open tasks" value={m.open} />
        <Metric label="Done this week" value={m.doneThisWeek} />
        <Metric label="Overdue" value={m.overdue} tone={m.overdue > 0 ? "red" : undefined} />
        <Metric label="At risk" value={m.atRisk} tone={m.atRisk > 0 ? "red" : undefined} />
      </dl>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <section aria-labelledby="at-risk-heading" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="at-risk-heading" className="flex items-center gap-2 font-semibold text-slate-900">
            <AlertTriangle className="h-4 w-4 text-red-600" aria-hidden />
            Projects at risk
          </h2>
          {atRisk.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No active project is forecast to finish after its due date.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {atRisk.map((p) => (
                <li key={p.id} className="py-2">
                  <Link to={`/projects/${p.id}`} className={linkClass}>
                    {p.name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {p.summary.forecast.summary}
                    {p.summary.overdue > 0 && ` ${tasks(p.summary.overdue)} overdue.`}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="overdue-heading" className="rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="overdue-heading" className="flex items-center gap-2 font-semibold text-slate-900">
            <Clock className="h-4 w-4 text-amber-600" aria-hidden />
            Overdue work
          </h2>
          {overdue.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">Nothing is overdue.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {overdue.map((p) => (
                <li key={p.id} className="flex items-baseline justify-between gap-3 py-2">
                  <Link to={`/projects/${p.id}`} className={linkClass}>
                    {p.name}
                  </Link>
                  <span className="text-sm text-red-700">{tasks(p.summary.overdue)} overdue</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ThroughputPerProject projects={data.projects} today={data.today} />
        <WorkPerPerson data={data} />
      </div>
      <ProjectTable projects={data.projects} today={data.today} />
    </div>
  );
}

function Metric({ label, value, tone }: { label: string; value: number; tone?: "red" }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold ${tone === "red" ? "text-red-700" : "text-slate-900"}`}>{value}</dd>
    </div>
  );
}

const total = (p: PortfolioProject) => p.summary.throughput.reduce((n, w) => n + w.completed, 0);
const clip = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

function ThroughputPerProject({ projects, today }: { projects: PortfolioProject[]; today: string }) {
  const sorted = [...projects].sort((a, b) => total(b) - total(a));
  const shown = sorted.slice(0, 8);
  const best = sorted[0];
  const weeks = best.summary.throughput.map((w) => w.week);
  const summary =
    total(best) === 0
      ? `No task was completed in the last ${PORTFOLIO_WEEKS} weeks.`
      : `${best.name} completed the most: ${tasks(total(best))} in the last ${PORTFOLIO_WEEKS} weeks.`;
  return (
    <ChartFigure
      title={`Throughput per project (last ${PORTFOLIO_WEEKS} weeks)`}
      summary={summary}
      legend={[]}
      table={{
        columns: ["Project", ...weeks.map((w) => `Week of ${shortDate(w, today)}`), "Total"],
        rows: sorted.map((p) => [p.name, ...p.summary.throughput.map((w) => w.completed), total(p)]),
      }}
    >
      {(by) => (
        <BarChart
          labelledBy={by}
          labels={shown.map((p) => p.name)}
          series={[{ label: "Completed", color: COLORS.emerald, values: shown.map(total) }]}
          format={clip}
        />
      )}
    </ChartFigure>
  );
}

function WorkPerPerson({ data }: { data: Portfolio }) {
  const people = data.people.slice(0, 8);
  const series = [
    { label: "To Do", color: COLORS.slate, values: people.map((p) => p.open) },
    { label: "In Progress", color: COLORS.sky, values: people.map((p) => p.inProgress) },
    { label: "Overdue", color: COLORS.red, values: people.map((p) => p.overdue) },
  ];
  const busiest = data.people[0];
  const summary = busiest
    ? `${busiest.name} ${busiest.userId === null ? "holds" : "has"} the most open work: ${tasks(busiest.open + busiest.inProgress)} across ${busiest.projects} ${busiest.projects === 1 ? "project" : "projects"}.`
    : "Nobody has open work.";
  return (
    <ChartFigure
      title="Work per person across projects"
      summary={summary}
      empty={people.length === 0}
      legend={series}
      table={{
        columns: ["Person", "To Do", "In Progress", "Overdue", "Projects"],
        rows: data.people.map((p) => [p.name, p.open, p.inProgress, p.overdue, p.projects]),
      }}
    >
      {(by) => <BarChart labelledBy={by} labels={people.map((p) => p.name)} series={series} format={clip} />}
    </ChartFigure>
  );
}

function ProjectTable({ projects, today }: { projects: PortfolioProject[]; today: string }) {
  return (
    <section aria-labelledby="all-projects-heading" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="all-projects-heading" className="font-semibold text-slate-900">
        All projects
      </h2>
      <div className="relative mt-3 overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-500">
              <th scope="col" className="py-2 pr-3 font-medium">
                Project
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Progress
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Open
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Overdue
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Due
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Forecast
              </th>
            </tr>
          </thead>
          <tbody>
            {projects.map((p) => (
              <tr key={p.id} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-normal">
                  <Link to={`/projects/${p.id}`} className={linkClass}>
                    {p.name}
                  </Link>
                </th>
                <td className="py-2 pr-3 tabular-nums">
                  {p.progress.percent}% · {p.progress.completed}/{p.progress.total}
                </td>
                <td className="py-2 pr-3 tabular-nums">{p.summary.open + p.summary.inProgress}</td>
                <td className={`py-2 pr-3 tabular-nums ${p.summary.overdue > 0 ? "text-red-700" : ""}`}>{p.summary.overdue}</td>
                <td className="py-2 pr-3">{p.dueDate ? shortDate(p.dueDate, today) : "No due date"}</td>
                <td className={`py-2 pr-3 ${p.summary.forecast.atRisk ? "text-red-700" : "text-slate-600"}`}>
                  {p.summary.forecast.finishDate ? shortDate(p.summary.forecast.finishDate, today) : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function PortfolioSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <p className="sr-only" role="status">
        Loading analytics…
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {["a", "b", "c", "d", "e"].map((k) => (
          <Skeleton key={k} className="h-20" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}
