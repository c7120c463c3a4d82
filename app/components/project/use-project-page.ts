import { useEffect, useMemo } from "react";
import { canEdit as canEditRole } from "../../../core/permissions";
import { createCommentFeed } from "../../lib/comments-api";
import type { ProjectDetail } from "../../lib/project-data.server";
import { useBoardHistory } from "../../lib/use-board-history";
import { useLiveBoard } from "../../lib/use-live-board";
import { useToast } from "../ui/toast";
import { useProjectAddress } from "./use-project-address";
import { useAssignSelected, useCompletion, useFirstTaskSelected, useHeaderLive, useProjectShapeOf } from "./use-project-board-parts";
import { useProjectMembers } from "./use-project-members";
import { useProjectRecord } from "./use-project-record";
import { useProjectShortcuts } from "./use-project-shortcuts";
import { useProjectTaskList } from "./use-project-task-list";
import { useRoleNotice } from "./use-role-notice";
import { useTaskView } from "./use-task-view";

const REPLAY_FAILED = { update: "Failed to update task", delete: "Failed to delete task", create: "Error creating task" } as const;

/**
 * Everything the project page holds: the project and its members, the address (tab, selected task),
 * the live board and what is derived from it (shape, completion, the view's tasks), and the shortcuts.
 */
export function useProjectPage(detail: ProjectDetail, currentUserId: number) {
  const toast = useToast();
  const { project, merge, setRole, rename, saveDescription } = useProjectRecord(detail.project, toast);
  const { members, refreshMembers } = useProjectMembers(project.id, detail.members);
  const [taskView, setTaskView] = useTaskView();
  const { selection, setSelectedId, tab, setTab, openTab, linkedEdit } = useProjectAddress(detail.firstTask?.id ?? null, setTaskView);
  const commentFeed = useMemo(createCommentFeed, []);
  const live = useLiveBoard(
    project.id,
    detail.board,
    {
      onProject: merge,
      onRole: setRole,
      onComment: commentFeed.emit,
      // A queued change refused when it was finally sent: say which action failed (spec §8 titles).
      onReplayFailed: ({ action, taskName, message }) =>
        toast({ title: REPLAY_FAILED[action], description: `“${taskName}”: ${message}`, variant: "destructive" }),
    },
    currentUserId,
  );
  const { labelsById, shape } = useProjectShapeOf(live, members);
  // The conflict notice lives in the list's row editor.
  useEffect(() => {
    if (live.replayConflict) setTaskView("list");
  }, [live.replayConflict, setTaskView]);
  // Once the board is closed for good (project deleted, access removed) nothing can be saved: no edit controls.
  const editable = canEditRole(project.role) && !live.closedReason;
  const history = useBoardHistory(project.id, live.version, editable, toast);
  const completion = useCompletion(live);
  useRoleNotice(project.role, toast);
  useFirstTaskSelected(live, selection);
  const assign = useAssignSelected(live, selection);
  const { viewState, catalogue, shown, groupHeadings, timelineTasks } = useProjectTaskList(live, members);
  const shortcuts = useProjectShortcuts({
    shown,
    live,
    members,
    canEdit: editable,
    selection,
    onSelect: setSelectedId,
    view: taskView,
    onViewChange: setTaskView,
    onTab: setTab,
    onAssign: assign,
  });
  const headerLive = useHeaderLive(live);

  return {
    project,
    rename,
    saveDescription,
    members,
    refreshMembers,
    taskView,
    setTaskView,
    /** The selected task: read it where it is shown (useSelectedId), so a new one doesn't re-render the page. */
    selection,
    setSelectedId,
    tab,
    openTab,
    linkedEdit,
    commentFeed,
    live,
    labelsById,
    shape,
    editable,
    history,
    completion,
    viewState,
    catalogue,
    shown,
    groupHeadings,
    timelineTasks,
    shortcuts,
    headerLive,
  };
}

export type ProjectPage = ReturnType<typeof useProjectPage>;
