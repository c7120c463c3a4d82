import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { defaultRangeExtractor, type Range, useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useMemo, useRef } from "react";
import type { TaskStatus } from "../../../core/schemas/fields";
import type { Task } from "../../../core/schemas/task";
import { statusLabel } from "../../lib/task-display";
import { onRevealTask } from "../project/use-project-shortcuts";
import { columnId } from "./board-targets";
import { type CardAssignee, TaskCard } from "./task-card";

/** A card's height before it is measured (one line of name, the badges row, the gap). */
const CARD_ESTIMATE = 92;

const accents: Record<TaskStatus, string> = {
  todo: "bg-slate-400",
  "in-progress": "bg-blue-500",
  done: "bg-green-500",
};

/** One kanban column: a drop target (so empty columns accept cards) holding a sortable list. */
export function BoardColumn({
  status,
  tasks,
  canDrag,
  assigneeOf,
  selectedId,
  onSelect,
  isTarget,
  activeId = null,
}: {
  /** The card being dragged: it stays rendered wherever it is scrolled to, so the drag keeps its node. */
  activeId?: string | null;
  status: TaskStatus;
  tasks: Task[];
  canDrag: boolean;
  assigneeOf: (task: Task) => CardAssignee | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The column a dragged card would land in now (under the pointer, or reached with the arrow keys). */
  isTarget: boolean;
}) {
  // The whole column, header included, is the drop target: a drop anywhere on it lands in it.
  const { setNodeRef } = useDroppable({ id: columnId(status), data: { type: "column", status } });
  const headingId = `board-column-${status}`;
  // Only the cards in view are rendered (issue 22); the column scrolls on its own past a window's height.
  const scrollRef = useRef<HTMLDivElement>(null);
  const activeIndex = useMemo(() => (activeId ? tasks.findIndex((t) => t.id === activeId) : -1), [tasks, activeId]);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const virtual = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_ESTIMATE,
    overscan: 4,
    getItemKey: (i) => tasks[i]?.id ?? i,
    rangeExtractor,
    initialRect: { width: 320, height: 700 },
  });
  const items = virtual.getVirtualItems();
  const ids = useMemo(() => tasks.map((t) => t.id), [tasks]);
  // j/k onto a card scrolled out of view: the column scrolls to it first.
  useEffect(
    () =>
      onRevealTask((id) => {
        const i = ids.indexOf(id);
        if (i >= 0) virtual.scrollToIndex(i, { align: "auto" });
      }),
    [ids, virtual],
  );
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-column={status}
      data-drop-target={isTarget || undefined}
      className={`flex min-h-[16rem] flex-col rounded-lg border ${isTarget ? "border-indigo-500 bg-indigo-50 ring-2 ring-indigo-400" : "border-slate-200 bg-slate-50"}`}
    >
      <header className="flex items-center gap-2 px-3 py-2.5">
        <span className={`h-2.5 w-2.5 rounded-full ${accents[status]}`} aria-hidden />
        <h3 id={headingId} className="text-sm font-semibold text-slate-800">
          {statusLabel(status)}
        </h3>
        <span className="ml-auto rounded-full bg-white px-2 text-xs font-medium text-slate-600">{tasks.length}</span>
      </header>
      <SortableContext id={columnId(status)} items={ids} strategy={verticalListSortingStrategy}>
        <div ref={scrollRef} className="max-h-[calc(100vh-12rem)] min-h-0 flex-1 overflow-y-auto">
          <ul
            aria-label={`${statusLabel(status)}: ${tasks.length} ${tasks.length === 1 ? "task" : "tasks"}`}
            className="relative px-2 pb-3"
            style={{ height: tasks.length > 0 ? virtual.getTotalSize() + 12 : undefined }}
          >
            {items.map((item) => {
              const task = tasks[item.index];
              return (
                <TaskCard
                  key={item.key}
                  index={item.index}
                  measureRef={virtual.measureElement}
                  top={item.start}
                  task={task}
                  assignee={assigneeOf(task)}
                  canDrag={canDrag}
                  selected={task.id === selectedId}
                  onSelect={() => onSelect(task.id)}
                />
              );
            })}
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
