import type { ProjectView } from "../../../core/schemas/project";
import { Skeleton } from "../ui/skeleton";
import { ProjectCard } from "./project-card";

const grid = "grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3";

export function ProjectGrid({
  projects,
  emptyText = "No projects found. Create one to get started!",
}: {
  projects: ProjectView[];
  emptyText?: string;
}) {
  if (projects.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">{emptyText}</p>;
  }
  return (
    <ul className={grid}>
      {projects.map((p) => (
        <li key={p.id}>
          <ProjectCard project={p} />
        </li>
      ))}
    </ul>
  );
}

/** Spec §2.5 / §9: six placeholder cards while the list loads. */
export function ProjectGridSkeleton() {
  return (
    <div className={grid} role="status" aria-label="Loading projects">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="rounded-lg border border-slate-200 bg-white p-5">
          <div className="flex items-start gap-3">
            <Skeleton className="h-10 w-10" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
          <Skeleton className="mt-5 h-3 w-full" />
          <Skeleton className="mt-2 h-2 w-full" />
        </div>
      ))}
    </div>
  );
}
