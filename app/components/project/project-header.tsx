import { memo } from "react";
import { PROVIDER_NAMES, providerId } from "../../../core/schemas/integrations";
import type { ProjectView } from "../../../core/schemas/project";
import type { MemberView } from "../../../core/schemas/team";
import { formatDay } from "../../lib/dates";
import type { LiveBoard } from "../../lib/use-live-board";
import { PresenceBar } from "../board/presence-bar";
import { ProjectSyncMenu } from "../integrations/project-sync-menu";
import { ProjectIcon } from "../projects/project-visuals";
import { SaveTemplateDialog } from "../templates/save-template-dialog";
import { Badge } from "../ui/badge";
import { CalendarClock, CalendarPlus, ExternalLink, Sparkles } from "../ui/icons";
import { AddMilestoneDialog } from "./add-milestone-dialog";
import { AddTaskDialog } from "./add-task-dialog";
import { DeleteProjectButton } from "./delete-project-button";
import { ProjectNameEditor } from "./project-name-editor";

const providerName = (source: string) => {
  const id = providerId.safeParse(source);
  return id.success ? PROVIDER_NAMES[id.data] : source;
};

/**
 * Where a project came from, for its badge; null for ours: made by hand, or by AI, which has its own
 * "AI Generated" badge (a "From ai" badge showed the raw value, issue 15).
 */
export function sourceLabel(source: string | null): string | null {
  if (!source || source === "manual" || source === "ai") return null;
  return providerName(source);
}

/** Where the project came from: an exported plan names its provider ("Jira"). */
function SourceBadge({ source }: { source: string }) {
  const id = providerId.safeParse(source);
  if (id.success) return <Badge tone="blue">{PROVIDER_NAMES[id.data]}</Badge>;
  return <Badge tone="gray">From {source}</Badge>;
}

/**
 * Spec §2.7 header. Controls a role can't use are not rendered at all (spec §6).
 * Memoised on the parts of the live board it shows: a click on a row or a teammate's presence must not
 * re-render the name editor, the menus and the dialogs (issue 22).
 */
export const ProjectHeader = memo(function ProjectHeader({
  project,
  live,
  canEdit,
  canDelete,
  onRename,
  members,
}: {
  project: ProjectView;
  live: Pick<LiveBoard, "presence" | "connection" | "waiting" | "createTask" | "tasks" | "labels" | "statuses" | "fields">;
  members: MemberView[];
  canEdit: boolean;
  canDelete: boolean;
  onRename: (name: string) => Promise<void>;
}) {
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="flex min-w-0 items-start gap-4">
        <ProjectIcon icon={project.icon} iconBg={project.iconBg} shape="round" size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <ProjectNameEditor name={project.name} canEdit={canEdit} onSave={onRename} />
            {project.aiGenerated && (
              <Badge tone="indigo">
                <Sparkles className="h-3 w-3" aria-hidden />
                AI Generated
              </Badge>
            )}
            {project.source && sourceLabel(project.source) && <SourceBadge source={project.source} />}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-500">
            <span className="inline-flex items-center gap-1">
              <CalendarPlus className="h-4 w-4" aria-hidden />
              Created {formatDay(project.createdAt, "MMM d, yyyy", "Unknown")}
            </span>
            {project.dueDate && (
              <span className="inline-flex items-center gap-1">
                <CalendarClock className="h-4 w-4" aria-hidden />
                Due by {formatDay(project.dueDate, "MMM d, yyyy")}
              </span>
            )}
            {project.externalUrl && /^https?:\/\//.test(project.externalUrl) && (
              <a
                href={project.externalUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline"
              >
                Open in {providerName(project.source)}
                <ExternalLink className="h-3.5 w-3.5" aria-label="(opens in a new tab)" />
              </a>
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-3 lg:shrink-0 lg:items-end">
        <PresenceBar users={live.presence} connection={live.connection} waiting={live.waiting} />
        {/* The everyday action first, the destructive one last and quiet, on one row from tablet width up
            (no label breaks inside a button either). A viewer gets the CSV downloads only (a read). */}
        <div className="flex flex-wrap gap-2 whitespace-nowrap sm:flex-nowrap">
          {canEdit && <AddTaskDialog projectId={project.id} createTask={live.createTask} tasks={live.tasks} members={members} />}
          {canEdit && <AddMilestoneDialog createTask={live.createTask} />}
          <ProjectSyncMenu
            projectId={project.id}
            project={project}
            tasks={live.tasks}
            definitions={{ labels: live.labels, statuses: live.statuses, fields: live.fields }}
            canSync={canEdit}
          />
          {canEdit && <SaveTemplateDialog projectId={project.id} projectName={project.name} />}
          {canDelete && <DeleteProjectButton projectId={project.id} name={project.name} />}
        </div>
      </div>
    </header>
  );
});
