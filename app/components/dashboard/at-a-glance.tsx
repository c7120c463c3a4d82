import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { Metrics } from "../../../core/analytics";
import type { ProjectView } from "../../../core/schemas/project";
import { Skeleton } from "../ui/skeleton";

/**
 * The numbers of GET /api/metrics and the list of GET /api/projects/recent, read by the dashboard's loader
 * through the same service functions. Streamed, so the board summaries behind the numbers never hold up
 * the page; every visit (and every navigation back after a plan save or export) reads them anew.
 */
export interface Glance {
  metrics: Metrics;
  recent: ProjectView[];
}

/** How many recent projects the dashboard lists; the API answers up to ten. */
const SHOWN = 5;

const linkClass =
  "rounded font-medium text-indigo-700 underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500";

export function AtAGlance({ glance }: { glance: Promise<Glance> }) {
  return (
    <section aria-labelledby="glance-heading" className="mt-6 rounded-lg border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="glance-heading" className="text-lg font-semibold">
          At a glance
        </h2>
        <Link to="/analytics" className={`text-sm ${linkClass}`}>
          Open analytics
        </Link>
      </div>
      <Suspense fallback={<GlanceLoading />}>
        <Await
          resolve={glance}
          errorElement={<p className="mt-4 text-sm text-slate-600">The figures could not be loaded. Reload the page to try again.</p>}
        >
          {(g) => <GlanceBody glance={g} />}
        </Await>
      </Suspense>
    </section>
  );
}

function GlanceLoading() {
  return (
    <div role="status" className="mt-4">
      <span className="sr-only">Loading your figures…</span>
      <Skeleton className="h-24" />
    </div>
  );
}

function GlanceBody({ glance: { metrics, recent } }: { glance: Glance }) {
  if (recent.length === 0) {
    return <p className="mt-4 text-sm text-slate-600">No projects yet: your first one will show up here.</p>;
  }
  const figures: Array<[string, number]> = [
    ["Active projects", metrics.activeProjects],
    ["Open tasks", metrics.open],
    ["Done this week", metrics.doneThisWeek],
    ["Overdue", metrics.overdue],
    ["At risk", metrics.atRisk],
  ];
  return (
    <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-2">
      <dl aria-label="Your numbers" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} data-testid={`glance-${label}`} className="rounded-md bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 id="glance-recent-heading" className="text-sm font-medium text-slate-600">
          Recent projects
        </h3>
        <ul aria-labelledby="glance-recent-heading" className="mt-2 divide-y divide-slate-100">
          {recent.slice(0, SHOWN).map((p) => (
            <li key={p.id} className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
              <Link to={`/projects/${p.id}`} className={`min-w-0 truncate ${linkClass}`}>
                {p.name}
              </Link>
              <span className="shrink-0 text-slate-600">
                {p.completedTasks}/{p.totalTasks} tasks done
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
