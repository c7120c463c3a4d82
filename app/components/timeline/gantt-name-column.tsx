import type { ScheduledTask } from "../../../core/schedule";
import type { Task } from "../../../core/schemas/task";
import { HEADER_HEIGHT, type PassedMilestone, ROW_HEIGHT } from "../../lib/gantt-model";

const NAME_COLUMN = "w-32 sm:w-56";

/** Task names: sticky so they stay in view while the chart scrolls sideways (phones). */
export function GanttNameColumn({
  tasks,
  inView,
  first,
  last,
  byId,
  passed,
  selectedId,
}: {
  tasks: Task[];
  inView: Task[];
  first: number;
  last: number;
  byId: ReadonlyMap<string, ScheduledTask>;
  passed: ReadonlyMap<string, PassedMilestone>;
  selectedId: string | null;
}) {
  return (
    <div className={`sticky left-0 z-10 shrink-0 border-r border-slate-200 bg-white ${NAME_COLUMN}`}>
      <div style={{ height: HEADER_HEIGHT }} className="flex items-end px-3 pb-2 text-xs font-medium text-slate-500">
        Task
      </div>
      {first > 0 && <div style={{ height: first * ROW_HEIGHT }} aria-hidden />}
      {inView.map((task) => {
        const t = byId.get(task.id);
        return (
          <div
            key={task.id}
            style={{ height: ROW_HEIGHT }}
            className={`flex items-center gap-1 truncate border-t border-slate-100 px-3 text-sm ${selectedId === task.id ? "bg-indigo-50" : ""}`}
          >
            {t?.critical && <span className="sr-only">Critical: </span>}
            {passed.has(task.id) && (
              <span aria-hidden className="shrink-0 text-amber-600" title="Its tasks finish after it">
                ⚠
              </span>
            )}
            <span dir="auto" className={`truncate ${t?.critical ? "font-medium text-rose-700" : "text-slate-800"}`} title={task.name}>
              {task.name}
            </span>
          </div>
        );
      })}
      {last < tasks.length - 1 && <div style={{ height: (tasks.length - 1 - last) * ROW_HEIGHT }} aria-hidden />}
    </div>
  );
}
