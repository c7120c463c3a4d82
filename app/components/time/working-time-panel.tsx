import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { Button } from "../ui/button";
import { CapacitySettings } from "./capacity-settings";
import { HolidaysEditor } from "./holidays-editor";
import { useWorkingTime } from "./use-working-time";
import { WorkloadView } from "./workload-view";

// Issue 26 #3 on the Timeline: the team's working time (hours, days off, holidays), which auto-schedule
// and what-if count in, and the workload it gives each person per week.

export function WorkingTimePanel({
  projectId,
  tasks,
  members,
  editable,
  onChanged,
}: {
  projectId: number;
  tasks: Task[];
  members: MemberView[];
  editable: boolean;
  /** Working time changed: an open auto-schedule preview is out of date. */
  onChanged?: () => void;
}) {
  const { data, failed, load, saveMembers, saveHolidayList } = useWorkingTime(projectId, members.map((m) => m.userId).join(","), onChanged);

  if (failed) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        Couldn't load the team's working time: {failed}
        <Button size="sm" variant="secondary" onPress={() => void load()}>
          Retry
        </Button>
      </div>
    );
  }
  if (!data) return <p className="text-sm text-slate-500">Loading working time…</p>;

  return (
    <div className="space-y-4">
      <details className="rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">Team capacity and holidays</summary>
        <div className="mt-3 space-y-5">
          <p className="text-slate-600">
            Auto-schedule and what-if give each task its estimate's hours on its assignee's working days, skipping their days off and the
            project's holidays.
          </p>
          <CapacitySettings members={members} capacity={data.capacity.members} editable={editable} onSave={saveMembers} />
          <HolidaysEditor holidays={data.holidays} editable={editable} onSave={saveHolidayList} />
        </div>
      </details>
      <WorkloadView
        tasks={tasks}
        members={members}
        capacity={data.capacity.members}
        holidays={data.holidays}
        estimateUnit={data.capacity.estimateUnit}
      />
    </div>
  );
}
