import { Columns3, List, Search } from "lucide-react";
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { Group, Panel, Separator } from "react-resizable-panels";
import type { Role } from "../../../core/schemas/fields";
import type { ProjectView } from "../../../core/schemas/project";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { formatEstimate, projectEstimate, rollUpEstimates } from "../../../core/time/estimate-totals";
import type { CommentFeed } from "../../lib/comments-api";
import { EstimateTotals, useEstimateUnit } from "../../lib/estimates";
import type { ProjectDetail } from "../../lib/project-data.server";
import { SubtaskCounts, subtaskCounts } from "../../lib/subtasks";
import { projectStatusBadge } from "../../lib/task-display";
import type { ShownTasks } from "../../lib/task-filter";
import type { BoardHistory } from "../../lib/use-board-history";
import { useFillHeight } from "../../lib/use-fill-height";
import type { LiveBoard } from "../../lib/use-live-board";
import { useMediaQuery } from "../../lib/use-media-query";
import { HistoryButtons } from "../activity/history-buttons";
import { ToolRecommendationsPanel } from "../ai/tool-recommendations-panel";
import { boardOrder } from "../board/status-columns";
import { BulkActionBar } from "../bulk/bulk-action-bar";
import { useBulkSelection } from "../bulk/use-bulk-selection";
import { TaskComments } from "../comments/task-comments";
import { ProjectShapeButton } from "../labels/project-shape-dialog";
import { Badge } from "../ui/badge";
import { Spinner } from "../ui/spinner";
import { type EditRequest, TaskTable } from "./task-table";

// The board and its drag layer (@dnd-kit) load when someone switches to it: the list is what opens first.
const BoardView = lazy(() => import("../board/board-view").then((m) => ({ default: m.BoardView })));

export type TaskView = "list" | "board";

const toggleClass =
  "inline-flex h-8 items-center gap-1.5 px-3 text-sm font-medium text-slate-600 outline-none first:rounded-l-md last:rounded-r-md data-focus-visible:ring-2 data-focus-visible:ring-indigo-500 data-hovered:bg-slate-50 data-selected:bg-indigo-600 data-selected:text-white";

/** Spec §2.7 Tasks tab: completion summary, List/Board toggle (List first), the table with the AI pane, or the board. */
export function TasksTab({
  project,
  live,
  members,
  canEdit,
  completion,
  selectedId,
  onSelect,
  onEditStart,
  view,
  onViewChange,
  currentUserId,
  commentFeed,
  history,
  linkedEdit = null,
  phone: phoneHint = false,
  firstTask = null,
  shown,
  filter = "",
  onFilterChange,
  viewBar,
  groupHeadings,
}: {
  /** The rows on screen: the board with the filter applied (issue 22). */
  shown?: ShownTasks;
  filter?: string;
  onFilterChange?: (filter: string) => void;
  /** Issue 25: the view bar (filters, group, sort, saved views), under the tab's own controls. */
  viewBar?: React.ReactNode;
  /** Issue 25: a grouping view's headings, by the row index each group starts at. */
  groupHeadings?: ReadonlyMap<number, string>;
  project: ProjectView;
  live: LiveBoard;
  members: MemberView[];
  canEdit: boolean;
  completion: { completed: number; total: number; percent: number };
  selectedId: string | null;
  onSelect: (id: string) => void;
  onEditStart: () => void;
  /** Kept by the page so the choice survives a visit to another tab. */
  view: TaskView;
  onViewChange: (view: TaskView) => void;
  currentUserId: number;
  commentFeed: CommentFeed;
  history: BoardHistory;
  /** An editor asked for by the address (?task=…&edit=…, from My tasks' e and a). */
  linkedEdit?: EditRequest | null;
  /** The server's guess, used until the browser's media query answers. */
  phone?: boolean;
  /** The task the page opened on, with its stored tool recommendations (server-rendered). */
  firstTask?: ProjectDetail["firstTask"];
}) {
  const phone = useMediaQuery("(max-width: 767px)", phoneHint);
  const [editRequest, setEditRequest] = useState<EditRequest | null>(null);
  const clearEditRequest = useCallback(() => setEditRequest(null), []);
  // e or a on a board card: the list holds the editor, so it opens there on that task.
  const requestEdit = useCallback(
    (request: EditRequest) => {
      setEditRequest(request);
      onViewChange("list");
    },
    [onViewChange],
  );
  useEffect(() => {
    if (linkedEdit) requestEdit(linkedEdit);
  }, [linkedEdit, requestEdit]);
  const status = projectStatusBadge(project.status);
  const selected = (selectedId && live.byId[selectedId]) || null;

  // Bulk edit (issue 25): the ticked tasks, in the order on screen (the list's rows, or the Board's
  // columns left to right), read only when a range or "select all" needs it.
  const shownNested = shown?.nested ?? live.nested;
  const shownColumns = shown?.columns ?? live.columns;
  const onScreenIds = (): string[] =>
    view === "list" ? shownNested.map((n) => n.task.id) : boardOrder(shownColumns, live.statuses).map((t) => t.id);
  const bulk = useBulkSelection({ enabled: canEdit, byId: live.byId, order: onScreenIds, cursorId: selectedId });
  const checkAll = useCallback((all: boolean) => (all ? bulk.selectAll() : bulk.clear()), [bulk]);

  // The tool panel first, so it sits right beside (or, on a phone, right under) the selected task. It
  // follows the selection a frame later (a deferred value): a click or j paints the new selection
  // first, and the panel's tools and comments render after it, in the background (issue 22).
  const panelTask = useDeferredValue(selected);
  const initialTools = useMemo(() => (firstTask?.tools ? { taskId: firstTask.id, items: firstTask.tools } : null), [firstTask]);
  const recommendations = (
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
  const table = (
    <TaskTable
      projectId={project.id}
      live={live}
      members={members}
      canEdit={canEdit}
      selectedId={selectedId}
      onSelect={onSelect}
      onEditStart={onEditStart}
      belowSelected={phone ? recommendations : undefined}
      editRequest={editRequest}
      onEditRequestDone={clearEditRequest}
      rows={shown?.nested}
      filtered={Boolean(shown?.query || shown?.labelId)}
      groupHeadings={groupHeadings}
      scroll={phone ? "window" : "own"}
      currentUserId={currentUserId}
      checked={canEdit ? bulk.ids : undefined}
      onCheck={canEdit ? bulk.toggle : undefined}
      onCheckAll={canEdit ? checkAll : undefined}
    />
  );

  // Until the whole board is here, the server's counts for the first rows' parents (issue 22).
  const { initialSubtasks } = live;
  const counts = useMemo(() => {
    const own = subtaskCounts(live.tasks);
    if (initialSubtasks) for (const [id, c] of Object.entries(initialSubtasks)) own.set(id, c);
    return own;
  }, [live.tasks, initialSubtasks]);
  const estimateUnit = useEstimateUnit(project.id);
  const estimates = useMemo(() => ({ unit: estimateUnit, totals: rollUpEstimates(live.tasks) }), [estimateUnit, live.tasks]);
  const projectTotal = useMemo(() => projectEstimate(live.tasks), [live.tasks]);
  const fill = useFillHeight<HTMLDivElement>();

  // Ctrl+F (⌘F) searches the board with this box: the list and the board render only the rows on screen,
  // so the browser's own find can't see the rest. Pressed again in the box, it is the browser's.
  const filterRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.key.toLowerCase() !== "f") return;
      const box = filterRef.current;
      if (!box || document.activeElement === box) return;
      e.preventDefault();
      box.focus();
      box.select();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <SubtaskCounts.Provider value={counts}>
      <EstimateTotals.Provider value={estimates}>
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
              <span>
                {completion.completed} of {completion.total} tasks completed
              </span>
              <Badge tone={status.tone}>{status.label}</Badge>
              <span>Progress: {completion.percent}%</span>
              {projectTotal.estimated > 0 && (
                <span data-testid="project-estimate">
                  Estimated {formatEstimate(projectTotal.total, estimateUnit)} ({formatEstimate(projectTotal.open, estimateUnit)} open)
                </span>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {onFilterChange && (
                <div className="relative">
                  <label htmlFor={`project-${project.id}-filter`} className="sr-only">
                    Filter tasks
                  </label>
                  <Search className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden />
                  <input
                    ref={filterRef}
                    id={`project-${project.id}-filter`}
                    type="search"
                    value={filter}
                    onChange={(e) => onFilterChange(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === "Escape" && filter) {
                        e.stopPropagation();
                        onFilterChange("");
                      }
                    }}
                    placeholder="Filter tasks"
                    aria-describedby={`project-${project.id}-filter-count`}
                    className="h-8 w-44 rounded-md border border-slate-300 bg-white pr-2 pl-8 text-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 sm:w-56"
                  />
                  <span id={`project-${project.id}-filter-count`} className="sr-only" aria-live="polite">
                    {shown?.query ? `${shown.nested.length} ${shown.nested.length === 1 ? "task matches" : "tasks match"}` : ""}
                  </span>
                </div>
              )}
              <ProjectShapeButton projectId={project.id} canEdit={canEdit} tasks={live.tasks} />
              {canEdit && <HistoryButtons history={history} />}
              <ToggleButtonGroup
                aria-label="Task view"
                selectionMode="single"
                disallowEmptySelection
                selectedKeys={[view]}
                onSelectionChange={(keys) => {
                  const next = [...keys][0];
                  if (next) onViewChange(next as TaskView);
                }}
                className="inline-flex rounded-md border border-slate-300 bg-white"
              >
                <ToggleButton id="list" className={toggleClass}>
                  <List className="h-4 w-4" aria-hidden />
                  List
                </ToggleButton>
                <ToggleButton id="board" className={toggleClass}>
                  <Columns3 className="h-4 w-4" aria-hidden />
                  Board
                </ToggleButton>
              </ToggleButtonGroup>
            </div>
          </div>

          {viewBar}
          {canEdit && <BulkActionBar projectId={project.id} selection={bulk} live={live} members={members} />}
          {view === "board" ? (
            <Suspense fallback={<Spinner label="Loading the board" />}>
              <BoardView
                projectId={project.id}
                checked={canEdit ? bulk.ids : undefined}
                onCheck={canEdit ? bulk.toggle : undefined}
                columns={shown?.columns}
                live={live}
                members={members}
                canEdit={canEdit}
                selectedId={selectedId}
                onSelect={onSelect}
                onEditRequest={requestEdit}
              />
            </Suspense>
          ) : phone ? (
            // The selected task's comments and tools open right under it, not below the whole list.
            table
          ) : (
            // The panes fill the window and the task list scrolls inside its own, so the side panel stays
            // beside whichever task is selected, however far down the list it is.
            // They end at the window's bottom, so the page itself has nothing to scroll (issue 21 #3).
            // (The library sets height: 100% inline, so the height goes in style.)
            <Group
              orientation="horizontal"
              elementRef={fill.ref}
              style={{ height: fill.height ?? "calc(100vh - 16rem)" }}
              id={`project-${project.id}-panes`}
            >
              <Panel id="tasks" defaultSize="66" minSize="40" className="h-full pr-2">
                {table}
              </Panel>
              <Separator className="group flex w-3 items-stretch justify-center outline-none">
                <span className="w-px bg-slate-200 transition-colors group-hover:w-1 group-hover:bg-indigo-300 group-focus-visible:w-1 group-focus-visible:bg-indigo-500" />
              </Separator>
              <Panel id="recommendations" defaultSize="34" minSize="30" className="relative h-full overflow-auto pl-2">
                {recommendations}
              </Panel>
            </Group>
          )}
        </div>
      </EstimateTotals.Provider>
    </SubtaskCounts.Provider>
  );
}

/** The selected task's tool recommendations and comments; memoised, so a render for anything else skips it. */
const SelectedTaskPanel = memo(function SelectedTaskPanel({
  task,
  canEdit,
  initialTools,
  members,
  currentUserId,
  role,
  commentFeed,
  live,
  canWrite,
}: {
  task: Task | null;
  canEdit: boolean;
  initialTools: { taskId: string; items: NonNullable<NonNullable<ProjectDetail["firstTask"]>["tools"]> } | null;
  members: MemberView[];
  currentUserId: number;
  role: Role;
  commentFeed: CommentFeed;
  live: boolean;
  canWrite: boolean;
}) {
  return (
    <div className="space-y-6">
      <ToolRecommendationsPanel task={task} canEdit={canEdit} initial={initialTools} />
      {task && (
        <TaskComments
          key={task.id}
          task={task}
          members={members}
          currentUserId={currentUserId}
          role={role}
          feed={commentFeed}
          live={live}
          canWrite={canWrite}
        />
      )}
    </div>
  );
});
