import type { ProjectDetail } from "../../lib/project-data.server";
import { TabPanel } from "../ui/tabs";
import { ViewBar } from "../views/view-bar";
import { TasksTab } from "./tasks-tab";
import type { ProjectPage } from "./use-project-page";

/** The Tasks tab's panel: the list or board of the view's tasks, with the view bar above them. */
export function TasksTabPanel({
  page,
  currentUserId,
  phone,
  firstTask,
}: {
  page: ProjectPage;
  currentUserId: number;
  phone: boolean;
  firstTask: ProjectDetail["firstTask"];
}) {
  const { project, live, members, editable: canEdit, shown, viewState } = page;
  return (
    <TabPanel id="tasks">
      <TasksTab
        project={project}
        live={live}
        members={members}
        canEdit={canEdit}
        completion={page.completion}
        selection={page.selection}
        onSelect={page.setSelectedId}
        onEditStart={page.refreshMembers}
        view={page.taskView}
        onViewChange={page.setTaskView}
        currentUserId={currentUserId}
        commentFeed={page.commentFeed}
        history={page.history}
        linkedEdit={page.linkedEdit}
        phone={phone}
        firstTask={firstTask}
        shown={shown}
        filter={viewState.text}
        onFilterChange={viewState.setText}
        groupHeadings={page.groupHeadings}
        viewBar={
          <ViewBar
            projectId={project.id}
            role={project.role}
            canEdit={canEdit}
            currentUserId={currentUserId}
            catalogue={page.catalogue}
            state={viewState}
            shownCount={shown.nested.length}
          />
        }
      />
    </TabPanel>
  );
}
