import { useCallback, useEffect, useMemo } from "react";
import { progressPercent } from "../../../core/progress";
import type { MemberView } from "../../../core/schemas/team";
import type { Selection } from "../../lib/selection-store";
import type { LiveBoard } from "../../lib/use-live-board";
import { useQuickTaskUpdate } from "./use-task-actions";

/** Issue 25: what tasks pick their status, labels and fields from, for every row, card and editor. */
export function useProjectShapeOf(live: LiveBoard, members: MemberView[]) {
  const labelsById = useMemo(() => new Map(live.labels.map((l) => [l.id, l])), [live.labels]);
  const shape = useMemo(
    () => ({ statuses: live.statuses, labels: live.labels, fields: live.fields, members }),
    [live.statuses, live.labels, live.fields, members],
  );
  return { labelsById, shape };
}

/** From the board's counts (the server's until the whole board is here, issue 22): one rule, decision 016. */
export function useCompletion(live: LiveBoard) {
  const { done, tasks: work } = live.counts;
  return useMemo(() => ({ completed: done, total: work, percent: progressPercent(done, work) }), [done, work]);
}

/** What the (memoised) header shows of the live board: a new selection leaves all of it as it was. */
export function useHeaderLive(live: LiveBoard) {
  const { presence, connection, waiting, createTask, tasks, labels, statuses, fields } = live;
  return useMemo(
    () => ({ presence, connection, waiting, createTask, tasks, labels, statuses, fields }),
    [presence, connection, waiting, createTask, tasks, labels, statuses, fields],
  );
}

/** The first task is selected once tasks are there and none is (again after the selected one is deleted). */
export function useFirstTaskSelected(live: LiveBoard, selection: Selection) {
  const { tasks, byId, nested } = live;
  useEffect(() => {
    const check = () => {
      const id = selection.get();
      if (tasks.length > 0 && (!id || !byId[id])) selection.set(nested[0].task.id);
    };
    check();
    return selection.subscribe(check);
  }, [tasks, byId, nested, selection]);
}

/** The shortcut that assigns the selected task (a, then a member). */
export function useAssignSelected(live: LiveBoard, selection: Selection) {
  const assignUpdate = useQuickTaskUpdate(live, {
    title: "Failed to assign task",
    description: "The task was not assigned. Please try again.",
  });
  return useCallback(
    (userId: number | null) => {
      const id = selection.get();
      const task = id ? live.byId[id] : undefined;
      if (task) void assignUpdate(task, { assigneeId: userId });
    },
    [live.byId, selection, assignUpdate],
  );
}
