import type { ProjectView } from "../../../core/schemas/project";
import { formatDay } from "../../lib/dates";
import { projectStatusBadge } from "../../lib/task-display";
import { Badge } from "../ui/badge";
import { ProjectDescriptionEditor } from "./project-description-editor";

/** Spec §2.7 Overview. */
export function OverviewTab({
  project,
  percent,
  canEdit,
  onSaveDescription,
}: {
  project: ProjectView;
  percent: number;
  canEdit: boolean;
  onSaveDescription: (description: string | null) => Promise<void>;
}) {
  const status = projectStatusBadge(project.status);
  return (
    <section aria-labelledby="overview-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="overview-heading" className="text-lg font-semibold text-slate-900">
        Project Overview
      </h2>
      <div className="mt-4">
        <ProjectDescriptionEditor projectId={project.id} description={project.description} canEdit={canEdit} onSave={onSaveDescription} />
      </div>
      <dl className="mt-5 grid gap-5 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-medium text-slate-500">Status</dt>
          <dd className="mt-1">
            <Badge tone={status.tone}>{status.label}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-500">Due date</dt>
          <dd className="mt-1 text-slate-800">{formatDay(project.dueDate, "MMMM d, yyyy", "Not specified")}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-500">Progress</dt>
          <dd className="mt-1 text-slate-800">{percent}%</dd>
        </div>
      </dl>
    </section>
  );
}
