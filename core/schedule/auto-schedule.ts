import { STANDARD_WEEK } from "../dates";
import { boardDuration, type Computation, compute, finishDay, type ScheduleOptions, startDay } from "./cpm";
import { MinHeap } from "./heap";
import type { DateChange, ScheduleItem, ScheduleLink } from "./types";
import { book, fitHours, type WorkingTimeOptions, type WorkPlan, workPlan } from "./working-time";

// Auto-scheduling: every task as early as its links allow, on its assignee's working days (their hours
// a day, weekdays and days off; the project's holidays are out of the calendar), and optionally
// levelled so nobody is booked beyond their hours. Placing is a serial schedule generation: ready tasks
// are placed least float first, each at the first days its assignee has room, so work is delayed
// inside its float where that is possible and the project's end moves only when it is not.

export interface Delay {
  id: string;
  /** Working days later than its links alone would put it. */
  days: number;
  /** The delay is more than the task's float: it pushes the project's end. */
  beyondFloat: boolean;
}

export interface AutoScheduleResult {
  changes: DateChange[];
  projectStart: string;
  projectEnd: string;
  /** The end before auto-scheduling (the board as it stands). */
  previousProjectEnd: string;
  /** The end links alone would give; later than it only when capacity forced it out. */
  unlevelledProjectEnd: string;
  /** Working days capacity added to the end (0 when it fit within float). */
  capacityDelayDays: number;
  delayed: Delay[];
  /** Milestones kept on their day although a predecessor now finishes after it. */
  passedMilestones: Array<{ id: string; dueDate: string; passedBy: string; finish: string }>;
}

export interface AutoScheduleOptions extends ScheduleOptions, WorkingTimeOptions {
  /** Tasks share their assignee's hours (levelling); without it each task has the person to itself. */
  respectCapacity: boolean;
  /**
   * Milestones are days a person fixed (a deadline, an event day): they keep them unless this is true.
   * A kept milestone that its predecessors now pass is listed in `passedMilestones` instead.
   */
  moveMilestones?: boolean;
}

export function autoSchedule(
  items: readonly ScheduleItem[],
  links: readonly ScheduleLink[],
  opts: AutoScheduleOptions,
): AutoScheduleResult {
  const before = compute(items, links, { ...opts, anchors: "all" });
  const plan = workPlanOf(items, opts);
  const c = compute(items, links, { ...opts, anchors: "roots", durations: plan.nominal });
  const { start, finish } = place(c, plan, opts.respectCapacity);
  const changes: DateChange[] = [];
  const delayed: Delay[] = [];
  let end = c.projectStart;
  const kept = new Set<number>();
  for (let i = 0; i < items.length; i++) {
    const f = finish[i];
    if (f > end) end = f;
    const item = items[i];
    if (start[i] > c.es[i]) delayed.push({ id: item.id, days: start[i] - c.es[i], beyondFloat: start[i] - c.es[i] > c.ls[i] - c.es[i] });
    if (item.done) continue;
    if (item.milestone && !opts.moveMilestones && item.dueDate !== null) {
      kept.add(i);
      continue;
    }
    const change: DateChange = item.milestone
      ? { id: item.id, startDate: null, dueDate: finishDay(start[i], c) }
      : { id: item.id, startDate: startDay(start[i], c), dueDate: finishDay(f, c) };
    if (change.startDate !== item.startDate || change.dueDate !== item.dueDate) changes.push(change);
  }
  // A kept milestone's predecessors that now finish after its day: said, not silently moved.
  const passedMilestones: AutoScheduleResult["passedMilestones"] = [];
  for (const i of kept) {
    const due = items[i].dueDate as string;
    let latest: { id: string; finish: string } | null = null;
    for (let p = c.graph.inStart[i]; p < c.graph.inStart[i + 1]; p++) {
      const from = c.graph.from[c.graph.inLinks[p]];
      const done = finishDay(finish[from], c);
      if (done > due && (!latest || done > latest.finish)) latest = { id: items[from].id, finish: done };
    }
    if (latest) passedMilestones.push({ id: items[i].id, dueDate: due, passedBy: latest.id, finish: latest.finish });
  }
  // A milestone kept on its day still ends the project when it is the last thing in it.
  let projectEnd = finishDay(end, c);
  for (const i of kept) if ((items[i].dueDate as string) > projectEnd) projectEnd = items[i].dueDate as string;
  return {
    changes,
    passedMilestones,
    projectStart: startDay(c.projectStart, c),
    projectEnd,
    previousProjectEnd: finishDay(before.projectEnd, before),
    unlevelledProjectEnd: finishDay(c.projectEnd, c),
    capacityDelayDays: Math.max(0, end - c.projectEnd),
    delayed,
  };
}

/** Each item's hours and worker, with durations from estimates where the project's are hours. */
export function workPlanOf(items: readonly ScheduleItem[], opts: ScheduleOptions & WorkingTimeOptions): WorkPlan {
  const cal = opts.calendar;
  return workPlan(items, (i) => boardDuration(items[i], cal ?? STANDARD_WEEK), cal ?? STANDARD_WEEK, opts);
}

/**
 * Start and finish indexes of every item on its worker's days. `shared`: an assignee's hours are booked
 * as tasks are placed, so nobody is over their hours on any day.
 */
export function place(c: Computation, plan: WorkPlan, shared: boolean): { start: Int32Array; finish: Int32Array } {
  const { items, graph, duration } = c;
  const n = items.length;
  const position = new Int32Array(n);
  c.order.forEach((i, o) => {
    position[i] = o;
  });
  const float = (i: number) => c.ls[i] - c.es[i];
  const ready = new MinHeap((a, b) => (float(a) - float(b) || c.es[a] - c.es[b] || position[a] - position[b]) < 0);
  const waiting = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    waiting[i] = graph.inStart[i + 1] - graph.inStart[i];
    if (waiting[i] === 0) ready.push(i);
  }
  const start = new Int32Array(n);
  const finish = new Int32Array(n);
  const load = new Map<object, Map<number, number>>();
  while (ready.size > 0) {
    const j = ready.pop();
    const item = items[j];
    const dj = duration[j];
    let s: number;
    let f: number;
    if (item.done) {
      s = c.es[j];
      f = c.ef[j];
    } else {
      s = Math.max(c.projectStart + (item.milestone ? 1 : 0), c.anchor[j]);
      for (let p = graph.inStart[j]; p < graph.inStart[j + 1]; p++) {
        const k = graph.inLinks[p];
        const i = graph.from[k];
        const { type, lagDays } = graph.links[k];
        const si = start[i];
        const fi = finish[i];
        const earliest =
          type === "FS" ? fi + lagDays : type === "SS" ? si + lagDays : type === "FF" ? fi + lagDays - dj : si + lagDays - dj;
        if (earliest > s) s = earliest;
      }
      f = s + dj;
      const worker = plan.worker[j];
      if (worker !== null && dj > 0) {
        let days = shared ? load.get(worker) : undefined;
        if (!days) {
          days = new Map<number, number>();
          if (shared) load.set(worker, days);
        }
        [s, f] = fitHours(worker, days, s, plan.need[j], plan.rate[j]);
        if (shared) book(worker, days, s, f, plan.need[j], plan.rate[j]);
      }
    }
    start[j] = s;
    finish[j] = f;
    for (let p = graph.outStart[j]; p < graph.outStart[j + 1]; p++) {
      const succ = graph.to[graph.outLinks[p]];
      if (--waiting[succ] === 0) ready.push(succ);
    }
  }
  return { start, finish };
}
