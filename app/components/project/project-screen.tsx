import { oneOf } from "../../../core/must";
import { canDeleteProject } from "../../../core/permissions";
import type { ProjectDetail } from "../../lib/project-data.server";
import { ActivityPanel } from "../activity/activity-panel";
import { ProjectShapeProvider } from "../fields/project-shape";
import { ExportIssues } from "../integrations/export-issues";
import { ProjectSyncProvider } from "../integrations/project-sync-context";
import { TimelineTab } from "../timeline/timeline-tab";
import { TabPanel, Tabs } from "../ui/tabs";
import { ProjectHeader } from "./project-header";
import { PROJECT_TABS } from "./project-page-types";
import { ProjectPaletteItems } from "./project-palette-items";
import { AnalyticsTabPanel, ClosedNotice, MembersTabPanel, OverviewTabPanel, ProjectTabList } from "./project-tab-panels";
import { TasksTabPanel } from "./tasks-tab-panel";
import { useProjectPage } from "./use-project-page";

/** Spec §2.7: the project page once its data is here. */
export function ProjectScreen({
  detail,
  currentUserId,
  phone = false,
}: {
  detail: ProjectDetail;
  currentUserId: number;
  /** The server's guess that this is a phone, for the first render (the list's layout differs). */
  phone?: boolean;
}) {
  const page = useProjectPage(detail, currentUserId);
  const { project, live, members, editable, completion, history, refreshMembers } = page;
  return (
    <ProjectSyncProvider projectId={project.id}>
      <ProjectShapeProvider labelsById={page.labelsById} shape={page.shape}>
        <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
          <title>{`${project.name} | Kickoff`}</title>
          <ClosedNotice reason={live.closedReason} />
          <ExportIssues />
          <ProjectHeader
            project={project}
            live={page.headerLive}
            canEdit={editable}
            canDelete={canDeleteProject(project.role) && !live.closedReason}
            members={members}
            onRename={page.rename}
          />
          <Tabs
            selectedKey={page.tab}
            onSelectionChange={(key) => {
              if (key === "tasks") refreshMembers();
              page.openTab(oneOf(PROJECT_TABS, String(key), "project tab"));
            }}
          >
            <ProjectTabList />
            <TasksTabPanel page={page} currentUserId={currentUserId} phone={phone} firstTask={detail.firstTask} />
            <OverviewTabPanel project={project} percent={completion.percent} canEdit={editable} onSaveDescription={page.saveDescription} />
            <MembersTabPanel project={project} currentUserId={currentUserId} />
            <TabPanel id="timeline">
              <TimelineTab
                projectId={project.id}
                live={live}
                editable={editable}
                members={members}
                shownTasks={page.timelineTasks}
                onClearView={page.viewState.clear}
              />
            </TabPanel>
            <AnalyticsTabPanel project={project} completion={completion} version={live.version} canEdit={editable} />
            <TabPanel id="activity">
              <ActivityPanel
                projectId={project.id}
                members={members}
                tasks={live.tasks}
                boardVersion={live.version}
                canEdit={editable}
                history={history}
              />
            </TabPanel>
          </Tabs>
          {page.shortcuts.dialog}
          <ProjectPaletteItems {...page.shortcuts.palette} />
        </div>
      </ProjectShapeProvider>
    </ProjectSyncProvider>
  );
}
