import { useMemo, useState } from "react";
import { dayFromNumber, dayNumber, STANDARD_DAY_HOURS } from "../../../core/schedule";
import type { Holiday, MemberCapacity } from "../../../core/schemas/capacity";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { firstPlannedDay, mondayOf, weeklyWorkload } from "../../../core/time/workload";
import { displayName } from "../../../core/user-display";
import { formatDay, todayUtc } from "../../lib/gantt-model";
import { Button } from "../ui/button";
import { WorkloadTable } from "./workload-table";

// Issue 26 #3: each person's load per week (their tasks' hours spread over the days they work on them)
// against their capacity, overloads marked by colour and in words. Computed from the live board.

const WEEKS = 8;

export function WorkloadView({
  tasks,
  members,
  capacity,
  holidays,
  estimateUnit,
}: {
  tasks: Task[];
  members: MemberView[];
  capacity: MemberCapacity[];
  holidays: Holiday[];
  estimateUnit: "hours" | "points";
}) {
  const ids = useMemo(() => new Set(capacity.map((c) => c.userId)), [capacity]);
  const start = useMemo(() => mondayOf(firstPlannedDay(tasks, ids) ?? todayUtc()), [tasks, ids]);
  const [shift, setShift] = useState(0);
  const from = dayFromNumber(dayNumber(start) + shift * 7 * WEEKS);
  const workload = useMemo(
    () =>
      weeklyWorkload({
        tasks,
        people: capacity,
        holidays: holidays.map((h) => h.date),
        estimatesInHours: estimateUnit === "hours",
        from,
        weeks: WEEKS,
      }),
    [tasks, capacity, holidays, estimateUnit, from],
  );
  const nameOf = (userId: number) => {
    const m = members.find((x) => x.userId === userId);
    return m ? displayName(m.user) : `Member ${userId}`;
  };
  const overloads = workload.rows.reduce((n, r) => n + r.cells.filter((c) => c.over).length, 0);
  const last = workload.weeks[workload.weeks.length - 1];

  return (
    <section aria-labelledby="workload-heading" className="space-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="workload-heading" className="font-medium text-slate-900">
          Workload
        </h2>
        <div className="flex items-center gap-2">
          <Button size="sm" variant="ghost" onPress={() => setShift((s) => s - 1)}>
            Earlier weeks
          </Button>
          <Button size="sm" variant="ghost" onPress={() => setShift((s) => s + 1)}>
            Later weeks
          </Button>
        </div>
      </div>
      <p className="text-slate-600">
        Weeks of {formatDay(workload.weeks[0])} to {formatDay(last)}.{" "}
        {estimateUnit === "hours"
          ? `Each task's estimate is spread over the days its assignee works on it; a task without an estimate counts ${STANDARD_DAY_HOURS} h for each working day it is planned for.`
          : `This project estimates in points, so each task counts ${STANDARD_DAY_HOURS} h for each working day it is planned for.`}
      </p>
      <p role="status" className={overloads > 0 ? "font-medium text-rose-800" : "text-slate-600"}>
        {overloads === 0
          ? "Nobody is over capacity in these weeks."
          : `${overloads} overloaded ${overloads === 1 ? "week" : "weeks"} in these weeks.`}
      </p>
      {capacity.length === 0 ? <p className="text-slate-500">No members yet.</p> : <WorkloadTable workload={workload} nameOf={nameOf} />}
      {workload.undated > 0 && (
        <p className="text-slate-500">
          {workload.undated} assigned {workload.undated === 1 ? "task has" : "tasks have"} no dates and{" "}
          {workload.undated === 1 ? "is" : "are"} not in the weeks.
        </p>
      )}
    </section>
  );
}
