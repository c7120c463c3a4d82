import { lazy, memo, Suspense } from "react";
import type { ProjectView } from "../../../core/schemas/project";
import type { ClosedReason } from "../../lib/use-live-board";
import { AnalyticsSkeleton } from "../analytics/analytics-skeleton";
import { CalendarFeedPanel } from "../calendar/calendar-feed-panel";
import { TimeReport } from "../time/time-report";
import { Spinner } from "../ui/spinner";
import { Tab, TabList, TabPanel } from "../ui/tabs";
import { AnalyticsCards } from "./analytics-cards";
import { OverviewTab } from "./overview-tab";
import { WebhooksPanel } from "./webhooks-panel";

// Tabs that open behind a click load their code then (docs/decisions/009-first-load-budget.md).
const ProjectMembersPanel = lazy(() => import("../team/project-members-panel").then((m) => ({ default: m.ProjectMembersPanel })));
const DeepAnalysisSection = lazy(() => import("../ai/deep-analysis").then((m) => ({ default: m.DeepAnalysisSection })));
// The chart code (visx) loads only when the Analytics tab opens.
const ProjectAnalyticsPanel = lazy(() => import("../analytics/project-analytics"));

type Completion = { completed: number; total: number; percent: number };

/** The page's sections, in the spec's order (§2.7). Memoised: it never changes (issue 22). */
export const ProjectTabList = memo(function ProjectTabList() {
  return (
    <TabList aria-label="Project sections">
      <Tab id="tasks">Tasks</Tab>
      <Tab id="overview">Overview</Tab>
      <Tab id="members">Members</Tab>
      <Tab id="timeline">Timeline</Tab>
      <Tab id="analytics">Analytics</Tab>
      <Tab id="activity">Activity</Tab>
    </TabList>
  );
});

/** Shown once the board is closed for good: nothing can be saved any more. */
export function ClosedNotice({ reason }: { reason: ClosedReason | null | undefined }) {
  if (!reason) return null;
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {reason === "deleted"
        ? "This project has been deleted. Changes can no longer be saved."
        : "You no longer have access to this project. Changes can no longer be saved."}
    </div>
  );
}

export function OverviewTabPanel({
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
  return (
    <TabPanel id="overview">
      <OverviewTab project={project} percent={percent} canEdit={canEdit} onSaveDescription={onSaveDescription} />
      <div className="mt-6">
        <CalendarFeedPanel of={{ kind: "project", projectId: project.id, projectName: project.name }} />
      </div>
      {project.role === "owner" && <WebhooksPanel projectId={project.id} />}
    </TabPanel>
  );
}

export function MembersTabPanel({ project, currentUserId }: { project: ProjectView; currentUserId: number }) {
  return (
    <TabPanel id="members">
      <Suspense fallback={<Spinner label="Loading members" />}>
        <ProjectMembersPanel projectId={project.id} role={project.role} currentUserId={currentUserId} />
      </Suspense>
    </TabPanel>
  );
}

export function AnalyticsTabPanel({
  project,
  completion,
  version,
  canEdit,
}: {
  project: ProjectView;
  completion: Completion;
  version: number;
  canEdit: boolean;
}) {
  return (
    <TabPanel id="analytics" className="space-y-6">
      <AnalyticsCards project={project} completion={completion} />
      <Suspense fallback={<AnalyticsSkeleton />}>
        <ProjectAnalyticsPanel projectId={project.id} version={version} />
      </Suspense>
      <TimeReport projectId={project.id} version={version} canEdit={canEdit} />
      <Suspense fallback={<Spinner label="Loading the analysis" />}>
        <DeepAnalysisSection projectId={project.id} canRun={canEdit} />
      </Suspense>
    </TabPanel>
  );
}
