import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Fragment } from "react";
import type { BoardStatus } from "../../../core/schemas/statuses";
import type { Task } from "../../../core/schemas/task";
import { statusLabel } from "../../lib/task-display";
import { columnId } from "./board-targets";
import { columnKey, STATUS_DOT } from "./status-columns";
import { type CardAssignee, TaskCard } from "./task-card";
import { useColumnWindow } from "./use-column-window";

interface BoardColumnProps {
  /** One of the project's statuses (issue 25): its name, colour and category. */
  status: BoardStatus;
  tasks: Task[];
  canDrag: boolean;
  assigneeOf: (task: Task) => CardAssignee | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The column a dragged card would land in now (under the pointer, or reached with the arrow keys). */
  isTarget: boolean;
  /** The card being dragged, if any. */
  activeId?: string | null;
  /** The cards' scroll box height (the board fills the window); until measured, the window's less the page's top. */
  height?: number | null;
  /** Bulk edit (issue 25): the cards ticked, and how a card's checkbox ticks one (shift: a range). Absent for viewers. */
  checked?: ReadonlySet<string>;
  onCheck?: (id: string, range: boolean) => void;
}

/**
 * One kanban column: a drop target (so empty columns accept cards) holding a sortable list. Only the
 * cards in the column's window are rendered (issue 22), in the normal flow between two spacers, so
 * dnd-kit measures and shifts them exactly as it would a full list; the sortable context still names
 * every card, in order, so a drop's place is counted in the whole column. The card being dragged stays
 * rendered wherever it is, or the drag would lose its node.
 */
export function BoardColumn({
  status,
  tasks,
  canDrag,
  assigneeOf,
  selectedId,
  onSelect,
  isTarget,
  activeId = null,
  height,
  checked,
  onCheck,
}: BoardColumnProps) {
  // The whole column, header included, is the drop target: a drop anywhere on it lands in it.
  const { setNodeRef } = useDroppable({ id: columnId(status.id), data: { type: "column", status: status.id } });
  const key = columnKey(status.id);
  const headingId = `board-column-${key}`;
  const { ids, scrollRef, measureElement, shown, below } = useColumnWindow(tasks, activeId, height);

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-column={key}
      data-status-id={status.id}
      data-category={status.category}
      data-drop-target={isTarget || undefined}
      className={`flex min-h-[16rem] flex-col rounded-lg border ${isTarget ? "border-indigo-500 bg-indigo-50 ring-2 ring-indigo-400" : "border-slate-200 bg-slate-50"}`}
    >
      <ColumnHeader status={status} headingId={headingId} count={tasks.length} />
      <SortableContext id={columnId(status.id)} items={ids} strategy={verticalListSortingStrategy}>
        <div
          ref={scrollRef}
          data-testid={`board-column-scroll-${key}`}
          className="min-h-0 flex-1 overflow-y-auto"
          // Bounded from the first render: an unbounded box would show, and so render, every card.
          style={{ maxHeight: height ?? "calc(100vh - 14rem)" }}
        >
          <ul aria-labelledby={headingId} className="flex flex-col px-2 pb-3">
            {shown.map(({ item, gap }) => {
              const task = tasks[item.index];
              return (
                <Fragment key={item.key}>
                  {gap > 0 && <Spacer height={gap} />}
                  <TaskCard
                    index={item.index}
                    setSize={tasks.length}
                    measureRef={measureElement}
                    task={task}
                    assignee={assigneeOf(task)}
                    canDrag={canDrag}
                    selected={task.id === selectedId}
                    onSelect={onSelect}
                    checked={checked?.has(task.id) ?? false}
                    onCheck={onCheck}
                  />
                </Fragment>
              );
            })}
            {below > 0 && <Spacer height={below} />}
            {tasks.length === 0 && (
              <li className="list-none rounded-md border border-dashed border-slate-300 p-4 text-center text-xs text-slate-600">
                No tasks
              </li>
            )}
          </ul>
        </div>
      </SortableContext>
    </section>
  );
}

/** Stands for cards not rendered, so the scrollbar and the cards' places stay true. */
function Spacer({ height }: { height: number }) {
  return <li aria-hidden="true" className="list-none" style={{ height, flexShrink: 0 }} />;
}

/** A column's colour dot, its status's name (the column's accessible name) and its card count. */
function ColumnHeader({ status, headingId, count }: { status: BoardStatus; headingId: string; count: number }) {
  return (
    <header className="flex items-center gap-2 px-3 py-2.5">
      <span className={`h-2.5 w-2.5 shrink-0 rounded-full ${STATUS_DOT[status.color] ?? STATUS_DOT.gray}`} aria-hidden />
      <h3 id={headingId} className="truncate text-sm font-semibold text-slate-800" title={statusLabel(status.category)}>
        {status.name}
      </h3>
      <span className="ml-auto rounded-full bg-white px-2 text-xs font-medium text-slate-600">{count}</span>
    </header>
  );
}
