import { compute, finishDay, type ScheduleOptions, startDay } from "./cpm";
import type { DateChange, ScheduleItem, ScheduleLink } from "./types";

// When a task moves, the tasks that depend on it follow: any successor (direct or further down) its
// links now want later than its board dates is pushed forward, keeping its duration. Nothing moves
// earlier on its own; pulling work back is auto-schedule's job. Used by the server when a bar is
// dropped and by the Gantt while it is dragged, so both show the same result.

export function followLinks(
  items: readonly ScheduleItem[],
  links: readonly ScheduleLink[],
  moved: DateChange,
  opts: ScheduleOptions,
): DateChange[] {
  const next = items.map((t) => (t.id === moved.id ? { ...t, startDate: moved.startDate, dueDate: moved.dueDate } : t));
  const c = compute(next, links, { ...opts, anchors: "all" });
  const from = c.graph.index.get(moved.id);
  if (from === undefined) return [];
  const seen = new Uint8Array(next.length);
  const queue = [from];
  seen[from] = 1;
  const changes: DateChange[] = [];
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q];
    for (let p = c.graph.outStart[i]; p < c.graph.outStart[i + 1]; p++) {
      const j = c.graph.to[c.graph.outLinks[p]];
      if (seen[j]) continue;
      seen[j] = 1;
      queue.push(j);
      const item = next[j];
      if (item.done || c.boardStart[j] < 0 || c.boardStart[j] >= c.es[j]) continue;
      changes.push(
        item.milestone
          ? { id: item.id, startDate: null, dueDate: finishDay(c.es[j], c) }
          : { id: item.id, startDate: startDay(c.es[j], c), dueDate: finishDay(c.ef[j], c) },
      );
    }
  }
  return changes;
}
