import type { Task } from "../../../core/schemas/task";
import { formatDay, type PassedMilestone } from "../../lib/gantt-model";
import { Button } from "../ui/button";

// Issue 21 #6: a milestone its tasks now finish after (a date typed in the task form, a milestone kept
// on auto-schedule) is not moved behind the person's back; it is named here, in words, with the day
// its links allow, and editors can move it there in one press.

export function PassedMilestonesNote({
  passed,
  tasks,
  editable,
  onMove,
}: {
  passed: ReadonlyMap<string, PassedMilestone>;
  tasks: Task[];
  editable: boolean;
  onMove: (milestoneId: string, day: string) => void;
}) {
  if (passed.size === 0) return null;
  const names = new Map(tasks.map((t) => [t.id, t.name]));
  return (
    <ul
      aria-label="Milestones passed by their tasks"
      className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      {[...passed.values()].map((p) => (
        <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-passed-milestone={p.id}>
          <span>
            <span aria-hidden>⚠ </span>
            Milestone “<span dir="auto">{names.get(p.id) ?? "?"}</span>” is passed: “
            <span dir="auto">{names.get(p.passedBy) ?? "a task"}</span>” finishes {formatDay(p.finish)}.
          </span>
          {editable && (
            <Button size="sm" variant="secondary" onPress={() => onMove(p.id, p.earliest)}>
              Move it to {formatDay(p.earliest)}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
