import { useCallback, useEffect, useMemo, useState } from "react";
import { canDeleteProject, canEdit as canEditRole } from "../../../core/permissions";
import type { ProjectView } from "../../../core/schemas/project";
import { errorMessage } from "../../lib/api";
import { listProjectMembers, updateProject } from "../../lib/project-api";
import type { ProjectDetail } from "../../lib/project-data.server";
import { completion as completionOf } from "../../lib/task-display";
import { useLiveBoard } from "../../lib/use-live-board";
import { DeepAnalysisSection } from "../ai/deep-analysis";
import { ComingSoon } from "../layout/page";
import { ProjectMembersPanel } from "../team/project-members-panel";
import { Tab, TabList, TabPanel, Tabs } from "../ui/tabs";
import { useToast } from "../ui/toast";
import { AnalyticsCards } from "./analytics-cards";
import { OverviewTab } from "./overview-tab";
import { ProjectHeader } from "./project-header";
import { TasksTab, type TaskView } from "./tasks-tab";

/** Spec §2.7: the project page once its data is here. */
export function ProjectScreen({ detail, currentUserId }: { detail: ProjectDetail; currentUserId: number }) {
  const toast = useToast();
  const [project, setProject] = useState<ProjectView>(detail.project);
  const [members, setMembers] = useState(detail.members);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [taskView, setTaskView] = useState<TaskView>("list");
  const live = useLiveBoard(project.id, detail.board);
  // Once the board is closed for good (project deleted, access removed) nothing can be saved: no edit controls.
  const editable = canEditRole(project.role) && !live.closedReason;
  const completion = useMemo(() => completionOf(live.tasks), [live.tasks]);

  // The first task is selected once tasks are there and none is (again after the selected one is deleted).
  useEffect(() => {
    if (live.tasks.length === 0) return;
    if (!selectedId || !live.tasks.some((t) => t.id === selectedId)) setSelectedId(live.tasks[0].id);
  }, [live.tasks, selectedId]);

  // Members change on the Members tab (or elsewhere): refresh the assignee choices when they matter.
  const refreshMembers = useCallback(() => {
    listProjectMembers(project.id)
      .then(setMembers)
      .catch(() => {});
  }, [project.id]);

  const rename = async (name: string) => {
    const previous = project;
    setProject({ ...project, name });
    try {
      const saved = await updateProject(project.id, { name });
      setProject((p) => ({ ...p, ...saved, role: p.role }));
      toast({ title: "Project updated" });
    } catch (err) {
      setProject(previous);
      toast({ title: "Update failed", description: errorMessage(err, "Failed to update project details"), variant: "destructive" });
    }
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
      <title>{`${project.name} | Kickoff`}</title>
      {live.closedReason && (
        <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {live.closedReason === "deleted"
            ? "This project has been deleted. Changes can no longer be saved."
            : "You no longer have access to this project. Changes can no longer be saved."}
        </div>
      )}
      <ProjectHeader
        project={project}
        live={live}
        canEdit={editable}
        canDelete={canDeleteProject(project.role) && !live.closedReason}
        onRename={rename}
      />
      <Tabs defaultSelectedKey="tasks" onSelectionChange={(key) => key === "tasks" && refreshMembers()}>
        <TabList aria-label="Project sections">
          <Tab id="tasks">Tasks</Tab>
          <Tab id="overview">Overview</Tab>
          <Tab id="members">Members</Tab>
          <Tab id="timeline">Timeline</Tab>
          <Tab id="analytics">Analytics</Tab>
        </TabList>
        <TabPanel id="tasks">
          <TasksTab
            project={project}
            live={live}
            members={members}
            canEdit={editable}
            completion={completion}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onEditStart={refreshMembers}
            view={taskView}
            onViewChange={setTaskView}
          />
        </TabPanel>
        <TabPanel id="overview">
          <OverviewTab project={project} percent={completion.percent} />
        </TabPanel>
        <TabPanel id="members">
          <ProjectMembersPanel projectId={project.id} role={project.role} currentUserId={currentUserId} />
        </TabPanel>
        <TabPanel id="timeline">
          <ComingSoon text="Timeline view is coming soon" />
        </TabPanel>
        <TabPanel id="analytics" className="space-y-6">
          <AnalyticsCards project={project} completion={completion} />
          <DeepAnalysisSection projectId={project.id} canRun={editable} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
