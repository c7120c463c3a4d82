import { place, workPlanOf } from "./auto-schedule";
import { compute, criticalPathOf, finishDay, type ScheduleOptions, startDay } from "./cpm";
import type { ScheduleItem, ScheduleLink } from "./types";
import type { WorkingTimeOptions } from "./working-time";

// "What if this slips": the same schedule with one task starting `slipDays` working days later than
// it can now. Nothing is changed; the answer says what would move and whether the critical path
// would be a different one. Tasks take their estimates' hours on their assignees' working days
// (issue 26 #3), each with the person to itself: what-if asks about links, not levelling.

export interface WhatIfResult {
  taskId: string;
  slipDays: number;
  projectEnd: string;
  previousProjectEnd: string;
  /** Working days the project's end moves. */
  projectEndSlipDays: number;
  /** Tasks whose start moves (the slipped task first), with their old and new dates. */
  moved: Array<{ id: string; from: string; to: string; days: number }>;
  criticalPathChanged: boolean;
  criticalPath: string[];
  previousCriticalPath: string[];
}

export function whatIf(
  items: readonly ScheduleItem[],
  links: readonly ScheduleLink[],
  taskId: string,
  slipDays: number,
  opts: ScheduleOptions & WorkingTimeOptions,
): WhatIfResult | null {
  const plan = workPlanOf(items, opts);
  const base = compute(items, links, { ...opts, anchors: "all", durations: plan.nominal });
  const i = base.graph.index.get(taskId);
  if (i === undefined) return null;
  const placedBase = place(base, plan, false);
  const slipped = compute(items, links, {
    ...opts,
    anchors: "all",
    durations: plan.nominal,
    anchorOverride: new Map([[taskId, placedBase.start[i] + slipDays]]),
  });
  const placedSlipped = place(slipped, plan, false);
  const moved: WhatIfResult["moved"] = [];
  let end = base.projectStart;
  let previousEnd = base.projectStart;
  for (let j = 0; j < items.length; j++) {
    previousEnd = Math.max(previousEnd, placedBase.finish[j]);
    end = Math.max(end, placedSlipped.finish[j]);
    const days = placedSlipped.start[j] - placedBase.start[j];
    if (days === 0) continue;
    const day = (x: number) => (items[j].milestone ? finishDay(x, base) : startDay(x, base));
    const entry = { id: items[j].id, from: day(placedBase.start[j]), to: day(placedSlipped.start[j]), days };
    if (j === i) moved.unshift(entry);
    else moved.push(entry);
  }
  const criticalPath = criticalPathOf(slipped);
  const previousCriticalPath = criticalPathOf(base);
  return {
    taskId,
    slipDays,
    projectEnd: finishDay(end, slipped),
    previousProjectEnd: finishDay(previousEnd, base),
    projectEndSlipDays: end - previousEnd,
    moved,
    criticalPathChanged: criticalPath.join(" ") !== previousCriticalPath.join(" "),
    criticalPath,
    previousCriticalPath,
  };
}
