import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { TaskStatus } from "../../../core/schemas/fields";
import type { Task } from "../../../core/schemas/task";
import { statusLabel } from "../../lib/task-display";
import { columnId } from "./board-targets";
import { type CardAssignee, TaskCard } from "./task-card";

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
}: {
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
      <SortableContext id={columnId(status)} items={tasks.map((t) => t.id)} strategy={verticalListSortingStrategy}>
        <ul className="flex flex-1 flex-col gap-2 px-2 pb-3">
          {tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              assignee={assigneeOf(task)}
              canDrag={canDrag}
              selected={task.id === selectedId}
              onSelect={() => onSelect(task.id)}
            />
          ))}
          {tasks.length === 0 && (
            <li className="list-none rounded-md border border-dashed border-slate-300 p-4 text-center text-xs text-slate-600">No tasks</li>
          )}
        </ul>
      </SortableContext>
    </section>
  );
}
