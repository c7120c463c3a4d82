import { useMemo } from "react";
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
  const { view, viewId, text, fromLink } = viewState;
  const shownCount = shown.nested.length;
  // The view bar (selects, menus) renders again only when the view or its choices change, not on
  // every teammate's change to a task (issue 22). Its state object is new each render; its parts and
  // callbacks are what it reads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view state's parts are listed instead of the object.
  const viewBar = useMemo(
    () => (
      <ViewBar
        projectId={project.id}
        role={project.role}
        canEdit={canEdit}
        currentUserId={currentUserId}
        catalogue={page.catalogue}
        state={viewState}
        shownCount={shownCount}
      />
    ),
    [
      project.id,
      project.role,
      canEdit,
      currentUserId,
      page.catalogue,
      view,
      viewId,
      text,
      fromLink,
      viewState.setView,
      viewState.setText,
      viewState.clear,
      shownCount,
    ],
  );
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
        viewBar={viewBar}
      />
    </TabPanel>
  );
}
