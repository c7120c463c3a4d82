import type { ProjectView } from "../../../core/schemas/project";
import { formatDay, timeRemainingLabel } from "../../lib/dates";
import { projectStatusBadge } from "../../lib/task-display";
import { Badge } from "../ui/badge";
import { Activity, Clock, TrendingUp } from "../ui/icons";

function Card({ title, icon, children }: { title: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5">
      <h3 className="flex items-center gap-2 text-sm font-medium text-slate-500">
        {icon}
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Spec §2.7 Analytics: progress, status and time remaining. */
export function AnalyticsCards({
  project,
  completion,
}: {
  project: ProjectView;
  completion: { completed: number; total: number; percent: number };
}) {
  const status = projectStatusBadge(project.status);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card title="Progress" icon={<TrendingUp className="h-4 w-4" aria-hidden />}>
        <p className="text-3xl font-bold text-slate-900">{completion.percent}%</p>
        <div
          className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label="Project progress"
          aria-valuenow={completion.percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-indigo-600" style={{ width: `${completion.percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-slate-500">
          {completion.completed} of {completion.total} tasks completed
        </p>
      </Card>
      <Card title="Status" icon={<Activity className="h-4 w-4" aria-hidden />}>
        <Badge tone={status.tone} className="text-sm">
          {status.label}
        </Badge>
        <p className="mt-3 text-sm text-slate-500">Last updated recently</p>
      </Card>
      <Card title="Time remaining" icon={<Clock className="h-4 w-4" aria-hidden />}>
        {project.dueDate ? (
          <>
            <p className="text-lg font-semibold text-slate-900">{formatDay(project.dueDate, "MMMM d, yyyy")}</p>
            <p className="mt-1 text-sm text-slate-500">{timeRemainingLabel(project.dueDate)}</p>
          </>
        ) : (
          <p className="text-sm text-slate-500">No deadline set</p>
        )}
      </Card>
    </div>
  );
}
