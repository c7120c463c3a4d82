import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { canDeleteProject, canEdit as canEditRole } from "../../../core/permissions";
import { progressPercent } from "../../../core/progress";
import type { Role } from "../../../core/schemas/fields";
import type { ProjectView } from "../../../core/schemas/project";
import { errorMessage } from "../../lib/api";
import { mergeProject } from "../../lib/board-state";
import { createCommentFeed } from "../../lib/comments-api";
import { listProjectMembers, updateProject } from "../../lib/project-api";
import type { ProjectDetail } from "../../lib/project-data.server";
import { focusTask } from "../../lib/reveal-task";
import { useShownTasks } from "../../lib/task-filter";
import { useBoardHistory } from "../../lib/use-board-history";
import { useLiveBoard } from "../../lib/use-live-board";
import { useStableCallback } from "../../lib/use-stable-callback";
import { ActivityPanel } from "../activity/activity-panel";
import { AnalyticsSkeleton } from "../analytics/analytics-skeleton";
import { CalendarFeedPanel } from "../calendar/calendar-feed-panel";
import { ProjectShapeProvider } from "../fields/project-shape";
import { ExportIssues } from "../integrations/export-issues";
import { ProjectSyncProvider } from "../integrations/project-sync-context";
import { ROLE_LABEL } from "../team/roles";
import { TimeReport } from "../time/time-report";
import { TimelineTab } from "../timeline/timeline-tab";
import { Spinner } from "../ui/spinner";
import { Tab, TabList, TabPanel, Tabs } from "../ui/tabs";
import { useToast } from "../ui/toast";
import { useViewCatalogue } from "../views/use-view-catalogue";
import { useViewState } from "../views/use-view-state";
import { ViewBar } from "../views/view-bar";
import { groupHeading } from "../views/view-keys";
import { AnalyticsCards } from "./analytics-cards";
import { OverviewTab } from "./overview-tab";
import { ProjectHeader } from "./project-header";
import type { EditRequest } from "./task-table";
import { TasksTab } from "./tasks-tab";
import { type ProjectTab, useProjectShortcuts } from "./use-project-shortcuts";
import { useQuickTaskUpdate } from "./use-task-actions";
import { useTaskView } from "./use-task-view";
import { WebhooksPanel } from "./webhooks-panel";

// Tabs that open behind a click load their code then (docs/decisions/009-first-load-budget.md).
const ProjectMembersPanel = lazy(() => import("../team/project-members-panel").then((m) => ({ default: m.ProjectMembersPanel })));
const DeepAnalysisSection = lazy(() => import("../ai/deep-analysis").then((m) => ({ default: m.DeepAnalysisSection })));
// The chart code (visx) loads only when the Analytics tab opens.
const ProjectAnalyticsPanel = lazy(() => import("../analytics/project-analytics"));

const TABS: ProjectTab[] = ["tasks", "overview", "members", "timeline", "analytics", "activity"];
const isTab = (value: string | null): value is ProjectTab => TABS.includes(value as ProjectTab);

/** What to tell someone whose role on this project just changed. */
function roleNotice(was: Role, now: Role): { title: string; description: string } {
  const description = `An owner changed your role to ${ROLE_LABEL[now]}.`;
  if (canEditRole(now) && !canEditRole(was)) return { title: "You can now edit this project", description };
  if (!canEditRole(now) && canEditRole(was)) return { title: "You now have view-only access", description };
  return { title: `You are now ${now === "owner" ? "an owner" : "an editor"} of this project`, description };
}

const REPLAY_FAILED = { update: "Failed to update task", delete: "Failed to delete task", create: "Error creating task" } as const;

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
  const toast = useToast();
  // The project as the server last described it (loader, then live pushes and our own saves).
  const [confirmed, setConfirmed] = useState<ProjectView>(detail.project);
  // A rename of ours in flight, shown until the server answers: a push meanwhile can't flicker it back.
  const [renaming, setRenaming] = useState<string | null>(null);
  const project = useMemo(() => (renaming === null ? confirmed : { ...confirmed, name: renaming }), [confirmed, renaming]);
  const [members, setMembers] = useState(detail.members);
  // A task opened from search or the command palette (?task=…) starts selected.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedTask = searchParams.get("task");
  // Otherwise the list's first task, chosen here rather than after hydration so the server's HTML shows
  // it selected, with its tool recommendations beside it.
  const [selectedId, setSelectedId] = useState<string | null>(linkedTask ?? detail.firstTask?.id ?? null);
  const [taskView, setTaskView] = useTaskView();
  // The open tab is in the address (?tab=timeline), so a link or a reload lands on it, rendered by the server.
  const requestedTab = searchParams.get("tab");
  const [tab, setTab] = useState<ProjectTab>(isTab(requestedTab) ? requestedTab : "tasks");
  // My tasks' e and a land here with ?edit=name|assignee: the list opens that task's editor, once.
  const editParam = searchParams.get("edit");
  const linkedEdit = useMemo<EditRequest | null>(
    () => (linkedTask && (editParam === "name" || editParam === "assignee") ? { id: linkedTask, field: editParam } : null),
    [linkedTask, editParam],
  );
  useEffect(() => {
    if (!linkedEdit) return;
    setSearchParams(
      (p) => {
        p.delete("edit");
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [linkedEdit, setSearchParams]);
  // Opened again from the palette while already on this project: the page stays, the selection moves.
  useEffect(() => {
    if (!linkedTask) return;
    setTab("tasks");
    setSelectedId(linkedTask);
    setTaskView("list");
    focusTask(linkedTask);
  }, [linkedTask, setTaskView]);
  const commentFeed = useMemo(createCommentFeed, []);
  const live = useLiveBoard(
    project.id,
    detail.board,
    {
      onProject: (incoming) => setConfirmed((p) => mergeProject(p, incoming)),
      onRole: (role) => setConfirmed((p) => (p.role === role ? p : { ...p, role })),
      onComment: commentFeed.emit,
      // A queued change refused when it was finally sent: say which action failed (spec §8 titles).
      onReplayFailed: ({ action, taskName, message }) =>
        toast({ title: REPLAY_FAILED[action], description: `“${taskName}”: ${message}`, variant: "destructive" }),
    },
    currentUserId,
  );
  const labelsById = useMemo(() => new Map(live.labels.map((l) => [l.id, l])), [live.labels]);
  // Issue 25: what tasks pick their status, labels and fields from, for every row, card and editor.
  const shape = useMemo(
    () => ({ statuses: live.statuses, labels: live.labels, fields: live.fields, members }),
    [live.statuses, live.labels, live.fields, members],
  );
  // The conflict notice lives in the list's row editor.
  useEffect(() => {
    if (live.replayConflict) setTaskView("list");
  }, [live.replayConflict, setTaskView]);
  // Once the board is closed for good (project deleted, access removed) nothing can be saved: no edit controls.
  const editable = canEditRole(project.role) && !live.closedReason;
  const history = useBoardHistory(project.id, live.version, editable, toast);
  // From the board's counts (the server's until the whole board is here, issue 22): one rule, decision 016.
  const { done, tasks: work } = live.counts;
  const completion = useMemo(() => ({ completed: done, total: work, percent: progressPercent(done, work) }), [done, work]);

  // Our role changed while we are here (a push, or the role re-sent after reconnecting): say so once.
  // The controls follow from `editable`; an open row edit is closed by the task table itself.
  const shownRole = useRef(project.role);
  useEffect(() => {
    const was = shownRole.current;
    if (was === project.role) return;
    shownRole.current = project.role;
    toast(roleNotice(was, project.role));
  }, [project.role, toast]);

  // The first task is selected once tasks are there and none is (again after the selected one is deleted).
  useEffect(() => {
    if (live.tasks.length === 0) return;
    if (!selectedId || !live.byId[selectedId]) setSelectedId(live.nested[0].task.id);
  }, [live.tasks, live.byId, live.nested, selectedId]);

  const assignUpdate = useQuickTaskUpdate(live, {
    title: "Failed to assign task",
    description: "The task was not assigned. Please try again.",
  });
  const assign = useCallback(
    (userId: number | null) => {
      const task = selectedId ? live.byId[selectedId] : undefined;
      if (task) void assignUpdate(task, { assigneeId: userId });
    },
    [live.byId, selectedId, assignUpdate],
  );
  // Issue 25: the view (filters, group, sort and the search box's text, the page's own find of issue 22)
  // is in the address, so a link shows a teammate the same tasks; the list, the board, the Timeline and
  // j/k all follow it. The text goes in deferred (typing stays quick on a big board).
  const viewState = useViewState();
  const { filters, groupBy, sort } = viewState.view;
  const structure = useMemo(() => ({ text: "", filters, groupBy, sort }), [filters, groupBy, sort]);
  const catalogue = useViewCatalogue({ statuses: live.statuses, labels: live.labels, fields: live.fields, members });
  const shown = useShownTasks(live, viewState.text, structure, live.fields);
  const groupHeadings = useMemo(() => {
    if (!shown.groups || !groupBy) return undefined;
    const info = catalogue.find((k) => k.key === groupBy);
    return new Map([...shown.groups].map(([at, g]) => [at, `${groupHeading(groupBy, g.key, info)} (${g.count})`]));
  }, [shown.groups, groupBy, catalogue]);
  // The Timeline shows the view's tasks in its order; null when it shows them all.
  const timelineTasks = useMemo(() => (shown.query ? shown.nested.map((n) => n.task) : null), [shown]);
  const shortcuts = useProjectShortcuts({
    shown,
    live,
    members,
    canEdit: editable,
    selectedId,
    onSelect: setSelectedId,
    view: taskView,
    onViewChange: setTaskView,
    onTab: setTab,
    onAssign: assign,
  });

  // Members change on the Members tab (or elsewhere): refresh the assignee choices when they matter.
  const refreshMembers = useCallback(() => {
    listProjectMembers(project.id)
      .then(setMembers)
      .catch(() => {});
  }, [project.id]);

  const rename = useStableCallback(async (name: string) => {
    setRenaming(name);
    try {
      const saved = await updateProject(project.id, { name });
      setConfirmed((p) => mergeProject(p, saved));
      toast({ title: "Project updated" });
    } catch (err) {
      toast({ title: "Update failed", description: errorMessage(err, "Failed to update project details"), variant: "destructive" });
    } finally {
      // On failure this shows the server's name again, including any rename pushed meanwhile.
      setRenaming(null);
    }
  });
  // What the (memoised) header shows of the live board: a new selection leaves all of it as it was.
  const { presence, connection, waiting, createTask, tasks: allTasks, labels: allLabels, statuses: allStatuses, fields: allFields } = live;
  const headerLive = useMemo(
    () => ({ presence, connection, waiting, createTask, tasks: allTasks, labels: allLabels, statuses: allStatuses, fields: allFields }),
    [presence, connection, waiting, createTask, allTasks, allLabels, allStatuses, allFields],
  );

  const saveDescription = async (description: string | null): Promise<boolean> => {
    try {
      const saved = await updateProject(project.id, { description });
      setConfirmed((p) => mergeProject(p, saved));
      toast({ title: "Project updated", description: "The description has been saved." });
      return true;
    } catch (err) {
      toast({ title: "Update failed", description: errorMessage(err, "Failed to update project details"), variant: "destructive" });
      return false;
    }
  };

  return (
    <ProjectSyncProvider projectId={project.id}>
      <ProjectShapeProvider labelsById={labelsById} shape={shape}>
        <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
          <title>{`${project.name} | Kickoff`}</title>
          {live.closedReason && (
            <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {live.closedReason === "deleted"
                ? "This project has been deleted. Changes can no longer be saved."
                : "You no longer have access to this project. Changes can no longer be saved."}
            </div>
          )}
          <ExportIssues />
          <ProjectHeader
            project={project}
            live={headerLive}
            canEdit={editable}
            canDelete={canDeleteProject(project.role) && !live.closedReason}
            members={members}
            onRename={rename}
          />
          <Tabs
            selectedKey={tab}
            onSelectionChange={(key) => {
              setTab(key as ProjectTab);
              if (key === "tasks") refreshMembers();
              setSearchParams(
                (p) => {
                  if (key === "tasks") p.delete("tab");
                  else p.set("tab", String(key));
                  return p;
                },
                { replace: true, preventScrollReset: true },
              );
            }}
          >
            <TabList aria-label="Project sections">
              <Tab id="tasks">Tasks</Tab>
              <Tab id="overview">Overview</Tab>
              <Tab id="members">Members</Tab>
              <Tab id="timeline">Timeline</Tab>
              <Tab id="analytics">Analytics</Tab>
              <Tab id="activity">Activity</Tab>
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
                currentUserId={currentUserId}
                commentFeed={commentFeed}
                history={history}
                linkedEdit={linkedEdit}
                phone={phone}
                firstTask={detail.firstTask}
                shown={shown}
                filter={viewState.text}
                onFilterChange={viewState.setText}
                groupHeadings={groupHeadings}
                viewBar={
                  <ViewBar
                    projectId={project.id}
                    role={project.role}
                    canEdit={editable}
                    currentUserId={currentUserId}
                    catalogue={catalogue}
                    state={viewState}
                    shownCount={shown.nested.length}
                  />
                }
              />
            </TabPanel>
            <TabPanel id="overview">
              <OverviewTab project={project} percent={completion.percent} canEdit={editable} onSaveDescription={saveDescription} />
              <div className="mt-6">
                <CalendarFeedPanel of={{ kind: "project", projectId: project.id, projectName: project.name }} />
              </div>
              {project.role === "owner" && <WebhooksPanel projectId={project.id} />}
            </TabPanel>
            <TabPanel id="members">
              <Suspense fallback={<Spinner label="Loading members" />}>
                <ProjectMembersPanel projectId={project.id} role={project.role} currentUserId={currentUserId} />
              </Suspense>
            </TabPanel>
            <TabPanel id="timeline">
              <TimelineTab
                projectId={project.id}
                live={live}
                editable={editable}
                members={members}
                shownTasks={timelineTasks}
                onClearView={viewState.clear}
              />
            </TabPanel>
            <TabPanel id="analytics" className="space-y-6">
              <AnalyticsCards project={project} completion={completion} />
              <Suspense fallback={<AnalyticsSkeleton />}>
                <ProjectAnalyticsPanel projectId={project.id} version={live.version} />
              </Suspense>
              <TimeReport projectId={project.id} version={live.version} canEdit={editable} />
              <Suspense fallback={<Spinner label="Loading the analysis" />}>
                <DeepAnalysisSection projectId={project.id} canRun={editable} />
              </Suspense>
            </TabPanel>
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
          {shortcuts.dialog}
        </div>
      </ProjectShapeProvider>
    </ProjectSyncProvider>
  );
}
