import { type AutoScheduleResult, STANDARD_DAY_HOURS } from "../../../core/schedule";
import type { Task } from "../../../core/schemas/task";
import { formatDay } from "../../lib/gantt-model";
import { Button } from "../ui/button";
import { useBusy } from "./use-busy";

// Auto-schedule, previewed first (issue 21 #6), like "what if": what would move and where the project
// would end, drawn over the chart as dashed outlines; nothing changes until Apply. Milestones (a
// deadline, an event day) keep their day unless the person asks to move them too.

export interface SchedulePreview {
  result: AutoScheduleResult;
  respectCapacity: boolean;
  moveMilestones: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface Props {
  preview: SchedulePreview;
  tasks: Task[];
  onMoveMilestones: (move: boolean) => Promise<void>;
  onApply: () => Promise<void>;
  onCancel: () => void;
}

export function AutoSchedulePreview({ preview, tasks, onMoveMilestones, onApply, onCancel }: Props) {
  const [busy, run] = useBusy();
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const { result } = preview;
  return (
    <section
      aria-label="Auto-schedule preview"
      className="space-y-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-950"
      data-testid="auto-schedule-preview"
    >
      <PreviewSummary result={result} byId={byId} />
      <p className="text-xs text-indigo-900">
        Each task takes its estimate's hours on its assignee's working days (their weekly hours and days off, and the project's holidays); a
        task without an estimate keeps its planned length at {STANDARD_DAY_HOURS} h a day.
        {preview.respectCapacity ? " Nobody is booked beyond their hours." : " Tasks may overlap for the same person."}
      </p>
      {result.changes.length > 0 && <ChangedDates result={result} byId={byId} />}
      {result.passedMilestones.length > 0 && <PassedMilestones result={result} byId={byId} />}
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-1.5">
          <input
            type="checkbox"
            checked={preview.moveMilestones}
            disabled={busy}
            onChange={(e) => void run(() => onMoveMilestones(e.target.checked))}
          />
          Move milestones too
        </label>
        <span className="grow" />
        <Button size="sm" isDisabled={busy || result.changes.length === 0} onPress={() => run(onApply)}>
          Apply
        </Button>
        <Button size="sm" variant="secondary" isDisabled={busy} onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  );
}

type Part = { result: AutoScheduleResult; byId: ReadonlyMap<string, Task> };

/** What would move, and where the project would end. */
function PreviewSummary({ result, byId }: Part) {
  const moving = result.changes.filter((c) => byId.get(c.id)?.kind !== "milestone");
  const milestones = result.changes.length - moving.length;
  return (
    <p role="status">
      {result.changes.length === 0 ? (
        "Auto-schedule would change nothing: every task already starts as early as its links allow."
      ) : (
        <>
          Auto-schedule would move {plural(moving.length, "task", "tasks")}
          {milestones > 0 ? ` and ${plural(milestones, "milestone", "milestones")}` : ""}; the project would end{" "}
          <strong>{formatDay(result.projectEnd)}</strong>
          {result.projectEnd === result.previousProjectEnd ? " (no change)" : ` (now ${formatDay(result.previousProjectEnd)})`}. Dashed
          outlines show the new dates.
        </>
      )}
      {result.capacityDelayDays > 0 &&
        ` Capacity pushes the end ${plural(result.capacityDelayDays, "working day", "working days")} past what the links alone allow.`}
    </p>
  );
}

function ChangedDates({ result, byId }: Part) {
  return (
    <ul className="max-h-40 space-y-0.5 overflow-y-auto" aria-label="Dates that would change">
      {result.changes.map((c) => {
        const t = byId.get(c.id);
        return (
          <li key={c.id}>
            <span dir="auto" className="font-medium">
              {t?.name ?? "Task"}
            </span>
            : {t?.startDate ? `${formatDay(t.startDate)} – ` : ""}
            {t?.dueDate ? formatDay(t.dueDate) : "no date"} → {c.startDate ? `${formatDay(c.startDate)} – ` : ""}
            {formatDay(c.dueDate)}
          </li>
        );
      })}
    </ul>
  );
}

/** Milestones that keep their day although their tasks would now finish after it. */
function PassedMilestones({ result, byId }: Part) {
  return (
    <ul className="space-y-0.5 text-amber-900" aria-label="Milestones passed">
      {result.passedMilestones.map((m) => (
        <li key={m.id}>
          Milestone “<span dir="auto">{byId.get(m.id)?.name ?? "Milestone"}</span>” stays on {formatDay(m.dueDate)}, but “
          <span dir="auto">{byId.get(m.passedBy)?.name ?? "a task"}</span>” would finish {formatDay(m.finish)}.
        </li>
      ))}
    </ul>
  );
}
