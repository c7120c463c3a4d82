import { useMemo } from "react";
import type { Schedule, ScheduledTask } from "../../../core/schedule";
import type { Dependency } from "../../../core/schemas/dependency";
import type { Task } from "../../../core/schemas/task";
import { formatDay } from "../../lib/gantt-model";

// The Gantt's data as a table: what a screen reader reads instead of the chart, and what anyone
// can show with "Show as table".

/**
 * The critical path in words, an arrow only where a real link joins two tasks (issue 21 #6): critical
 * tasks with no link between them are separate chains ("A → B; C"), not one invented sequence.
 */
export function criticalPathText(path: string[], dependencies: Dependency[], names: Map<string, string>): string {
  if (path.length === 0) return "none";
  const linked = new Set(dependencies.map((d) => `${d.predecessorId}>${d.successorId}`));
  const chains: string[][] = [];
  path.forEach((id, i) => {
    const name = names.get(id) ?? "?";
    if (i > 0 && linked.has(`${path[i - 1]}>${id}`)) chains[chains.length - 1].push(name);
    else chains.push([name]);
  });
  return chains.map((c) => c.join(" → ")).join("; ");
}

/**
 * Up to this many tasks the table is always in the page for screen readers (hidden from sight); a bigger
 * board's rows are rendered when "Show as table" asks for them (issue 22: a 20,000-row hidden table made
 * every Timeline visit take seconds). The caption, with the critical path, is always there.
 */
const ALWAYS_RENDERED_ROWS = 300;

export function ScheduleTable({
  tasks,
  rows: shownRows = tasks,
  schedule,
  dependencies,
  visible,
}: {
  tasks: Task[];
  /** Issue 25: the rows a view keeps (every task by default); names and the critical path read all of them. */
  rows?: Task[];
  schedule: Schedule;
  dependencies: Dependency[];
  visible: boolean;
}) {
  const rows = visible || shownRows.length <= ALWAYS_RENDERED_ROWS;
  const { byId, names, waitsFor } = useLookups(rows, schedule, tasks, dependencies);
  const after = (id: string) =>
    (waitsFor.get(id) ?? [])
      .map((d) => `${names.get(d.predecessorId) ?? "?"} (${d.type}${d.lagDays ? ` ${d.lagDays > 0 ? "+" : ""}${d.lagDays}d` : ""})`)
      .join(", ");
  return (
    <div className={visible ? "relative overflow-x-auto rounded-lg border border-slate-200 bg-white" : "sr-only"}>
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left text-sm text-slate-600">
          Schedule: {formatDay(schedule.projectStart)} to {formatDay(schedule.projectEnd)}. Critical path:{" "}
          {criticalPathText(schedule.criticalPath, dependencies, names)}.
          {!rows && ` ${shownRows.length} tasks: Show as table lists each one's dates.`}
        </caption>
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2">
              Task
            </th>
            <th scope="col" className="px-3 py-2">
              Start
            </th>
            <th scope="col" className="px-3 py-2">
              End
            </th>
            <th scope="col" className="px-3 py-2">
              Float (working days)
            </th>
            <th scope="col" className="px-3 py-2">
              Critical
            </th>
            <th scope="col" className="px-3 py-2">
              Waits for
            </th>
          </tr>
        </thead>
        <tbody>
          {(rows ? shownRows : []).map((task) => {
            const t = byId.get(task.id);
            if (!t) return null;
            return (
              <tr key={task.id} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-2 font-medium">
                  {task.kind === "milestone" ? `Milestone: ${task.name}` : task.name}
                </th>
                <td className="px-3 py-2">{formatDay(t.start)}</td>
                <td className="px-3 py-2">{formatDay(t.end)}</td>
                <td className="px-3 py-2">{t.totalFloat}</td>
                <td className="px-3 py-2">{t.critical ? "Yes" : "No"}</td>
                <td className="px-3 py-2">{after(task.id) || "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Built once per schedule and board, not on every render of the Timeline (issue 22); the rows' lookups only when they are drawn. */
function useLookups(rows: boolean, schedule: Schedule, tasks: Task[], dependencies: Dependency[]) {
  const byId = useMemo(
    () => (rows ? new Map(schedule.tasks.map((t) => [t.id, t])) : new Map<string, ScheduledTask>()),
    [rows, schedule.tasks],
  );
  const names = useMemo(() => new Map(tasks.map((t) => [t.id, t.name])), [tasks]);
  const waitsFor = useMemo(() => {
    const out = new Map<string, Dependency[]>();
    for (const d of dependencies) out.set(d.successorId, [...(out.get(d.successorId) ?? []), d]);
    return out;
  }, [dependencies]);
  return { byId, names, waitsFor };
}
