import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { EstimateTotals } from "../../lib/estimates";
import { type Selection, useSelectedId } from "../../lib/selection-store";
import { SubtaskCounts } from "../../lib/subtasks";
import { useMediaQuery } from "../../lib/use-media-query";
import { HistoryButtons } from "../activity/history-buttons";
import { boardOrder } from "../board/status-columns";
import { BulkActionBar } from "../bulk/bulk-action-bar";
import { useBulkSelection } from "../bulk/use-bulk-selection";
import { ProjectShapeButton } from "../labels/project-shape-dialog";
import { Spinner } from "../ui/spinner";
import { TaskListArea } from "./task-list-area";
import type { TasksTabProps } from "./tasks-tab-props";
import { TaskFilterBox, TasksSummary, TaskViewToggle } from "./tasks-tab-toolbar";
import { useEditRequest } from "./use-edit-request";
import { useTaskTotals } from "./use-task-totals";

// The board and its drag layer (@dnd-kit) are not in the page's first load: the list is what opens
// first. Their chunk is fetched once the page is idle (issue 22: the Board switch then only renders).
type BoardViewComponent = typeof import("../board/board-view").BoardView;
/** The Board once its chunk is here: rendered directly, as a lazy component suspends on its first render
 * even with its chunk loaded, and React then holds the Board back behind the fallback for up to 300 ms. */
let loadedBoard: BoardViewComponent | null = null;
const loadBoard = () =>
  import("../board/board-view").then((m) => {
    loadedBoard = m.BoardView;
    return m;
  });
const LazyBoardView = lazy(() => loadBoard().then((m) => ({ default: m.BoardView })));

/** Fetches the Board's chunk when the browser is idle after the list has opened (Safari: after a second). */
function usePreloadBoard() {
  useEffect(() => {
    const preload = () => void loadBoard().catch(() => {});
    if (typeof window.requestIdleCallback === "function") {
      const idle = window.requestIdleCallback(preload, { timeout: 5000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(preload, 1000);
    return () => clearTimeout(timer);
  }, []);
}

export type { TaskView } from "./project-page-types";
export type { TasksTabProps };

/** Spec §2.7 Tasks tab: completion summary, List/Board toggle (List first), the table with the AI pane, or the board. */
export function TasksTab(props: TasksTabProps) {
  const { project, live, members, canEdit, selection, onSelect, view, onViewChange, shown, onFilterChange } = props;
  const phone = useMediaQuery("(max-width: 767px)", props.phone ?? false);
  usePreloadBoard();
  const { editRequest, clearEditRequest, requestEdit } = useEditRequest(props.linkedEdit ?? null, onViewChange);

  // Bulk edit (issue 25): the ticked tasks, in the order on screen (the list's rows, or the Board's
  // columns left to right), read only when a range or "select all" needs it.
  const shownNested = shown?.nested ?? live.nested;
  const shownColumns = shown?.columns ?? live.columns;
  const onScreenIds = (): string[] =>
    view === "list" ? shownNested.map((n) => n.task.id) : boardOrder(shownColumns, live.statuses).map((t) => t.id);
  const bulk = useBulkSelection({ enabled: canEdit, byId: live.byId, order: onScreenIds, cursorId: selection.get });
  const checkAll = useCallback((all: boolean) => (all ? bulk.selectAll() : bulk.clear()), [bulk]);

  const { counts, estimateUnit, estimates, projectTotal } = useTaskTotals(project.id, live);

  return (
    <SubtaskCounts.Provider value={counts}>
      <EstimateTotals.Provider value={estimates}>
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TasksSummary project={project} completion={props.completion} projectTotal={projectTotal} estimateUnit={estimateUnit} />
            <div className="flex flex-wrap items-center gap-2">
              {onFilterChange && (
                <TaskFilterBox projectId={project.id} filter={props.filter ?? ""} onFilterChange={onFilterChange} shown={shown} />
              )}
              <ProjectShapeButton projectId={project.id} canEdit={canEdit} tasks={live.tasks} />
              {canEdit && <HistoryButtons history={props.history} />}
              <TaskViewToggle view={view} onViewChange={onViewChange} />
            </div>
          </div>

          {props.viewBar}
          {canEdit && <BulkActionBar projectId={project.id} selection={bulk} live={live} members={members} />}
          {view === "board" ? (
            <Suspense fallback={<Spinner label="Loading the board" />}>
              <SelectedBoardView
                selection={selection}
                projectId={project.id}
                checked={canEdit ? bulk.ids : undefined}
                onCheck={canEdit ? bulk.toggle : undefined}
                columns={shown?.columns}
                live={live}
                members={members}
                canEdit={canEdit}
                onSelect={onSelect}
                onEditRequest={requestEdit}
              />
            </Suspense>
          ) : (
            <TaskListArea
              tab={props}
              phone={phone}
              editRequest={editRequest}
              onEditRequestDone={clearEditRequest}
              bulk={canEdit ? { ids: bulk.ids, toggle: bulk.toggle, checkAll } : undefined}
            />
          )}
        </div>
      </EstimateTotals.Provider>
    </SubtaskCounts.Provider>
  );
}

/** The Board with the selected card: only it re-renders when the selection moves, not the tab. */
function SelectedBoardView({
  selection,
  ...props
}: Omit<React.ComponentProps<BoardViewComponent>, "selectedId"> & { selection: Selection }) {
  // Chosen once per mount: switching from the lazy one to the loaded one mid-use would remount the Board.
  const [BoardView] = useState<BoardViewComponent | typeof LazyBoardView>(() => loadedBoard ?? LazyBoardView);
  return <BoardView {...props} selectedId={useSelectedId(selection)} />;
}
