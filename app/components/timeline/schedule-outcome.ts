import { addWorkingDays, type DateChange, type Schedule, type WhatIfResult } from "../../../core/schedule";
import type { Task } from "../../../core/schemas/task";
import { formatDay } from "../../lib/gantt-model";

// What the Timeline says and saves once a previewed change is applied: pure, so it is tested alone.

/** The toast after Auto-schedule is applied: only what really moved is counted, tasks and milestones each by name. */
export function autoScheduleToast(result: { tasks: Array<Pick<Task, "kind">>; projectEnd: string; capacityDelayDays: number }) {
  const moved = result.tasks.filter((t) => t.kind !== "milestone").length;
  const milestones = result.tasks.length - moved;
  return {
    title:
      result.tasks.length === 0
        ? "Already scheduled"
        : `${moved} ${moved === 1 ? "task" : "tasks"} rescheduled` +
          (milestones > 0 ? `, ${milestones} ${milestones === 1 ? "milestone" : "milestones"} moved` : ""),
    description:
      `The project ends ${formatDay(result.projectEnd)}.` +
      (result.capacityDelayDays > 0
        ? ` Capacity pushes the end ${result.capacityDelayDays} working days past what the links alone allow.`
        : ""),
  };
}

/**
 * The move that makes a previewed slip real: the task starts where the preview put it and ends the
 * slip's working days later; a milestone has only its due date. Null when the task is gone.
 */
export function slipChange(schedule: Schedule, whatIf: WhatIfResult): DateChange | null {
  const t = schedule.tasks.find((x) => x.id === whatIf.taskId);
  const moved = whatIf.moved[0];
  if (!t || !moved) return null;
  const dueDate = addWorkingDays(t.end, whatIf.slipDays);
  return t.milestone ? { id: t.id, startDate: null, dueDate } : { id: t.id, startDate: moved.to, dueDate };
}

/** Where the previewed change (an auto-schedule plan or a slip) would put each task, drawn as dashed outlines. */
export function previewGhosts(planned: { result: { changes: DateChange[] } } | null, whatIf: WhatIfResult | null): Map<string, string> {
  if (planned) return new Map(planned.result.changes.map((c) => [c.id, c.startDate ?? c.dueDate]));
  return new Map((whatIf?.moved ?? []).map((m) => [m.id, m.to]));
}
