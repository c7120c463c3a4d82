import { useDeferredValue, useMemo } from "react";
import { useSelectedId } from "../../lib/selection-store";
import { SelectedTaskPanel } from "./selected-task-panel";
import { TaskPanes } from "./task-panes";
import { type EditRequest, TaskTable } from "./task-table";
import type { TasksTabProps } from "./tasks-tab-props";

/**
 * The List view: the task table with the selected task's tools and comments beside it (on a phone,
 * right under the selected row, not below the whole list).
 */
export function TaskListArea({
  tab,
  phone,
  editRequest,
  onEditRequestDone,
  bulk,
}: {
  tab: TasksTabProps;
  phone: boolean;
  editRequest: EditRequest | null;
  onEditRequestDone: () => void;
  /** The ticks for bulk edit; absent for someone who can't edit. */
  bulk?: { ids: ReadonlySet<string>; toggle: (id: string, range: boolean) => void; checkAll: (all: boolean) => void };
}) {
  const { project, live, canEdit, selection, onSelect, onEditStart, currentUserId, shown, groupHeadings } = tab;
  // Nothing here reads the selection: the rows and the panel subscribe to it themselves, so a new
  // selection re-renders those two rows and the panel, not this area nor the table (issue 22).
  const recommendations = <SelectedPanel tab={tab} />;
  const table = (
    <TaskTable
      projectId={project.id}
      live={live}
      members={tab.members}
      canEdit={canEdit}
      selection={selection}
      onSelect={onSelect}
      onEditStart={onEditStart}
      belowSelected={phone ? recommendations : undefined}
      editRequest={editRequest}
      onEditRequestDone={onEditRequestDone}
      rows={shown?.nested}
      filtered={Boolean(shown?.query || shown?.labelId)}
      groupHeadings={groupHeadings}
      scroll={phone ? "window" : "own"}
      currentUserId={currentUserId}
      checked={bulk?.ids}
      onCheck={bulk?.toggle}
      onCheckAll={bulk?.checkAll}
    />
  );
  return phone ? table : <TaskPanes projectId={project.id} table={table} side={recommendations} />;
}

/** The selected task's tools and comments: it subscribes to the selection, the list around it doesn't. */
function SelectedPanel({ tab }: { tab: TasksTabProps }) {
  const { project, live, members, canEdit, selection, currentUserId, commentFeed, firstTask } = tab;
  const selectedId = useSelectedId(selection);
  const selected = (selectedId && live.byId[selectedId]) || null;
  // It follows the selection a frame later (a deferred value): a click or j paints the new selection
  // first, and the panel's tools and comments render after it, in the background (issue 22).
  const panelTask = useDeferredValue(selected);
  const initialTools = useMemo(() => (firstTask?.tools ? { taskId: firstTask.id, items: firstTask.tools } : null), [firstTask]);
  return (
    <SelectedTaskPanel
      task={panelTask}
      canEdit={canEdit}
      initialTools={initialTools}
      members={members}
      currentUserId={currentUserId}
      role={project.role}
      commentFeed={commentFeed}
      live={live.connection === "live"}
      canWrite={live.closedReason === null}
    />
  );
}
