import { compute, criticalPathOf, finishDay, type ScheduleOptions, startDay } from "./cpm";
import type { ScheduleItem, ScheduleLink } from "./types";

// "What if this slips": the same schedule with one task starting `slipDays` working days later than
// it can now. Nothing is changed; the answer says what would move and whether the critical path
// would be a different one.

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
  opts: ScheduleOptions,
): WhatIfResult | null {
  const base = compute(items, links, { ...opts, anchors: "all" });
  const i = base.graph.index.get(taskId);
  if (i === undefined) return null;
  const slipped = compute(items, links, { ...opts, anchors: "all", anchorOverride: new Map([[taskId, base.es[i] + slipDays]]) });
  const moved: WhatIfResult["moved"] = [];
  for (let j = 0; j < items.length; j++) {
    const days = slipped.es[j] - base.es[j];
    if (days === 0) continue;
    const day = (x: number) => (items[j].milestone ? finishDay(x, base) : startDay(x, base));
    const entry = { id: items[j].id, from: day(base.es[j]), to: day(slipped.es[j]), days };
    if (j === i) moved.unshift(entry);
    else moved.push(entry);
  }
  const criticalPath = criticalPathOf(slipped);
  const previousCriticalPath = criticalPathOf(base);
  return {
    taskId,
    slipDays,
    projectEnd: finishDay(slipped.projectEnd, slipped),
    previousProjectEnd: finishDay(base.projectEnd, base),
    projectEndSlipDays: slipped.projectEnd - base.projectEnd,
    moved,
    criticalPathChanged: criticalPath.join(" ") !== previousCriticalPath.join(" "),
    criticalPath,
    previousCriticalPath,
  };
}
