import { Link } from "react-router";
import { progressFromCounts } from "../../../core/progress";
import type { ProjectView } from "../../../core/schemas/project";
import { dueInLabel } from "../../lib/dates";
import { Badge } from "../ui/badge";
import { Calendar } from "../ui/icons";
import { ProjectIcon } from "./project-visuals";

/** Spec §2.5 card: the whole card links to the project. */
export function ProjectCard({ project }: { project: ProjectView }) {
  // The same rule as the project page, from the counters the board projects to D1.
  const { percent } = progressFromCounts(project.completedTasks, project.totalTasks);
  return (
    <Link
      to={`/projects/${project.id}`}
      className="group flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm outline-none transition hover:border-indigo-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <div className="flex items-start gap-3">
        <ProjectIcon icon={project.icon} iconBg={project.iconBg} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-slate-900 group-hover:text-indigo-700">{project.name}</h2>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-500">
            <Calendar className="h-3.5 w-3.5" aria-hidden />
            {dueInLabel(project.dueDate)}
          </p>
        </div>
      </div>
      <div className="mt-4">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium text-slate-700">{percent}%</span>
          <span className="text-slate-500">
            {project.completedTasks}/{project.totalTasks} tasks
          </span>
        </div>
        <div
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
          role="progressbar"
          aria-label={`${project.name} progress`}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-indigo-600" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ProjectBadges project={project} />
    </Link>
  );
}

function ProjectBadges({ project }: { project: ProjectView }) {
  const badges: Array<{ label: string; tone: "indigo" | "green" | "blue" | "amber" | "purple" }> = [];
  if (project.aiGenerated) badges.push({ label: "AI TL", tone: "indigo" });
  if (project.iconBg === "green")
    badges.push({ label: "AI SP", tone: "green" }, { label: "M", tone: "blue" }, { label: "C", tone: "amber" });
  if (project.iconBg === "purple") badges.push({ label: "Resource bottleneck", tone: "purple" });
  if (badges.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-1.5">
      {badges.map((b) => (
        <Badge key={b.label} tone={b.tone}>
          {b.label}
        </Badge>
      ))}
    </div>
  );
}
