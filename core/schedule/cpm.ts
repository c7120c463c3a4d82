import { type Day, dayAtIndex, isWorkingDay, STANDARD_WEEK, type WorkCalendar, workIndex } from "../dates";
import { buildGraph, type LinkGraph, topologicalOrder } from "./graph";
import type { Schedule, ScheduledTask, ScheduleItem, ScheduleLink } from "./types";

// The critical path method on working-day indexes. A task occupies the working days
// [ES, EF) (EF exclusive), so FS with lag 0 starts the successor the next working day; a milestone
// has ES = EF at the end of its day. Link rules (MS Project's):
//   FS: S(j) ≥ F(i) + lag    SS: S(j) ≥ S(i) + lag    FF: F(j) ≥ F(i) + lag    SF: F(j) ≥ S(i) + lag
// Backward pass mirrors them from the project's end.

export interface ScheduleOptions {
  calendar?: WorkCalendar;
  /** Used as the project start when no task has a date. */
  today: Day;
  /**
   * "all": every dated task starts no earlier than its board date (the plan as it stands);
   * "roots": only tasks without predecessors keep theirs, the rest go as early as their links allow
   * (what auto-schedule applies).
   */
  anchors?: "all" | "roots";
  /** Replaces tasks' anchors (working-day indexes), for what-if and drag previews. */
  anchorOverride?: ReadonlyMap<string, number>;
  /** Replaces tasks' durations (working days), for durations that come from estimates. */
  durations?: ReadonlyMap<string, number>;
}

/** The numbers of one computation; indexes align with `items`. */
export interface Computation {
  items: readonly ScheduleItem[];
  graph: LinkGraph;
  order: Int32Array;
  calendar: WorkCalendar;
  projectStart: number;
  duration: Int32Array;
  /** Where the board dates put the task (start index), or -1 when it has none. */
  boardStart: Int32Array;
  anchor: Int32Array;
  es: Int32Array;
  ef: Int32Array;
  ls: Int32Array;
  lf: Int32Array;
  projectEnd: number;
}

const NONE = -2147483648;

/** The last working day at or before `day`, as an index. */
function indexOnOrBefore(day: Day, cal: WorkCalendar): number {
  return workIndex(day, cal) - (isWorkingDay(day, cal) ? 0 : 1);
}

/** Board dates of one item as (start index, duration); start -1 when undated. */
function boardPlacement(item: ScheduleItem, cal: WorkCalendar): [number, number] {
  if (item.milestone) {
    const day = item.dueDate ?? item.startDate;
    return day ? [indexOnOrBefore(day, cal) + 1, 0] : [-1, 0];
  }
  if (item.startDate && item.dueDate) {
    const s = workIndex(item.startDate, cal);
    return [s, Math.max(1, indexOnOrBefore(item.dueDate, cal) - s + 1)];
  }
  if (item.startDate) return [workIndex(item.startDate, cal), 1];
  if (item.dueDate) return [indexOnOrBefore(item.dueDate, cal), 1];
  return [-1, 1];
}

/** Working days the board dates give an item (0 for a milestone). */
export const boardDuration = (item: ScheduleItem, cal: WorkCalendar): number => boardPlacement(item, cal)[1];

/** Earliest start j may take given link k from a predecessor at (si, fi). */
function earliestFrom(type: ScheduleLink["type"], lag: number, si: number, fi: number, dj: number): number {
  switch (type) {
    case "FS":
      return fi + lag;
    case "SS":
      return si + lag;
    case "FF":
      return fi + lag - dj;
    case "SF":
      return si + lag - dj;
  }
}

/** Latest finish i may take given link k to a successor at (sj, fj). */
function latestFrom(type: ScheduleLink["type"], lag: number, sj: number, fj: number, di: number): number {
  switch (type) {
    case "FS":
      return sj - lag;
    case "SS":
      return sj - lag + di;
    case "FF":
      return fj - lag;
    case "SF":
      return fj - lag + di;
  }
}

export function compute(items: readonly ScheduleItem[], links: readonly ScheduleLink[], opts: ScheduleOptions): Computation {
  const cal = opts.calendar ?? STANDARD_WEEK;
  const n = items.length;
  const graph = buildGraph(
    items.map((t) => t.id),
    links,
  );
  const order = topologicalOrder(
    items.map((t) => t.id),
    graph,
  );
  const duration = new Int32Array(n);
  const boardStart = new Int32Array(n);
  let projectStart = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const [s, d] = boardPlacement(items[i], cal);
    duration[i] = opts.durations?.get(items[i].id) ?? d;
    boardStart[i] = s;
    if (s >= 0) projectStart = Math.min(projectStart, items[i].milestone ? s - 1 : s);
  }
  if (!Number.isFinite(projectStart)) projectStart = workIndex(opts.today, cal);

  const anchors = opts.anchors ?? "all";
  const anchor = new Int32Array(n).fill(NONE);
  for (let i = 0; i < n; i++) {
    const hasPredecessors = graph.inStart[i + 1] > graph.inStart[i];
    const override = opts.anchorOverride?.get(items[i].id);
    if (override !== undefined) anchor[i] = override;
    else if (boardStart[i] >= 0 && (anchors === "all" || !hasPredecessors || items[i].done)) anchor[i] = boardStart[i];
  }

  const es = new Int32Array(n);
  const ef = new Int32Array(n);
  let projectEnd = projectStart;
  for (let o = 0; o < n; o++) {
    const j = order[o];
    const dj = duration[j];
    let s: number;
    if (items[j].done && anchor[j] !== NONE) {
      s = anchor[j];
    } else {
      s = Math.max(projectStart + (items[j].milestone ? 1 : 0), anchor[j]);
      for (let p = graph.inStart[j]; p < graph.inStart[j + 1]; p++) {
        const k = graph.inLinks[p];
        const i = graph.from[k];
        const link = graph.links[k];
        s = Math.max(s, earliestFrom(link.type, link.lagDays, es[i], ef[i], dj));
      }
    }
    es[j] = s;
    ef[j] = s + dj;
    if (ef[j] > projectEnd) projectEnd = ef[j];
  }

  const ls = new Int32Array(n);
  const lf = new Int32Array(n);
  for (let o = n - 1; o >= 0; o--) {
    const i = order[o];
    const di = duration[i];
    let f = projectEnd;
    for (let p = graph.outStart[i]; p < graph.outStart[i + 1]; p++) {
      const k = graph.outLinks[p];
      const j = graph.to[k];
      const link = graph.links[k];
      f = Math.min(f, latestFrom(link.type, link.lagDays, ls[j], lf[j], di));
    }
    lf[i] = f;
    ls[i] = f - di;
  }
  return { items, graph, order, calendar: cal, projectStart, duration, boardStart, anchor, es, ef, ls, lf, projectEnd };
}

/** The date a finish index stands for: the last working day the task occupies (a milestone's own day). */
export const finishDay = (f: number, c: Pick<Computation, "calendar" | "projectStart">) =>
  dayAtIndex(Math.max(f - 1, c.projectStart), c.calendar);
export const startDay = (s: number, c: Pick<Computation, "calendar">) => dayAtIndex(s, c.calendar);

export function isCritical(c: Computation, i: number): boolean {
  return !c.items[i].done && c.ls[i] - c.es[i] <= 0;
}

/** Critical task ids in the order they run (by early start, then topological order). */
export function criticalPathOf(c: Computation): string[] {
  const rank = new Int32Array(c.items.length);
  c.order.forEach((i, o) => {
    rank[i] = o;
  });
  const critical: number[] = [];
  for (let i = 0; i < c.items.length; i++) if (isCritical(c, i)) critical.push(i);
  critical.sort((a, b) => c.es[a] - c.es[b] || rank[a] - rank[b]);
  return critical.map((i) => c.items[i].id);
}

/** The schedule of a board: early and late dates, float and the critical path. */
export function computeSchedule(items: readonly ScheduleItem[], links: readonly ScheduleLink[], opts: ScheduleOptions): Schedule {
  return present(compute(items, links, opts));
}

export function present(c: Computation): Schedule {
  // Thousands of tasks share a few hundred distinct days: convert each index once.
  const days = new Map<number, string>();
  const startOn = (x: number) => {
    const known = days.get(x);
    if (known !== undefined) return known;
    const day = startDay(x, c);
    days.set(x, day);
    return day;
  };
  const finishOn = (f: number) => startOn(Math.max(f - 1, c.projectStart));
  const tasks: ScheduledTask[] = c.items.map((item, i) => {
    const milestone = item.milestone;
    const placed = c.boardStart[i] >= 0;
    const s = placed ? c.boardStart[i] : c.es[i];
    const f = s + c.duration[i];
    const startOf = milestone ? finishOn : startOn;
    return {
      id: item.id,
      start: startOf(s),
      end: finishOn(f),
      earlyStart: startOf(c.es[i]),
      earlyFinish: finishOn(c.ef[i]),
      lateStart: startOf(c.ls[i]),
      lateFinish: finishOn(c.lf[i]),
      totalFloat: c.ls[i] - c.es[i],
      critical: isCritical(c, i),
      duration: c.duration[i],
      milestone,
      conflict: placed && s < c.es[i],
    };
  });
  return {
    projectStart: startDay(c.projectStart, c),
    projectEnd: finishDay(c.projectEnd, c),
    tasks,
    criticalPath: criticalPathOf(c),
  };
}
