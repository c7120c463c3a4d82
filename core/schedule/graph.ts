import type { ScheduleLink } from "./types";

// The link graph as index arrays (compressed adjacency), built once per computation: the passes
// walk it thousands of times and must not allocate per visit.

export interface LinkGraph {
  index: Map<string, number>;
  /** Links out of task i: outLinks[outStart[i] .. outStart[i+1]) are indexes into `links`. */
  outStart: Int32Array;
  outLinks: Int32Array;
  inStart: Int32Array;
  inLinks: Int32Array;
  from: Int32Array;
  to: Int32Array;
  links: readonly ScheduleLink[];
}

export function buildGraph(ids: readonly string[], links: readonly ScheduleLink[]): LinkGraph {
  const index = new Map<string, number>();
  for (let i = 0; i < ids.length; i++) index.set(ids[i], i);
  const n = ids.length;
  // Links between tasks of the graph, with both ends' indexes.
  const ends: Array<{ link: ScheduleLink; from: number; to: number }> = [];
  for (const link of links) {
    const p = index.get(link.predecessorId);
    const s = index.get(link.successorId);
    if (p !== undefined && s !== undefined) ends.push({ link, from: p, to: s });
  }
  const usable = ends.map((e) => e.link);
  const from = new Int32Array(usable.length);
  const to = new Int32Array(usable.length);
  const outStart = new Int32Array(n + 1);
  const inStart = new Int32Array(n + 1);
  ends.forEach((e, k) => {
    from[k] = e.from;
    to[k] = e.to;
    outStart[e.from + 1]++;
    inStart[e.to + 1]++;
  });
  for (let i = 0; i < n; i++) {
    outStart[i + 1] += outStart[i];
    inStart[i + 1] += inStart[i];
  }
  const outLinks = new Int32Array(usable.length);
  const inLinks = new Int32Array(usable.length);
  const outFill = outStart.slice(0, n);
  const inFill = inStart.slice(0, n);
  for (let k = 0; k < usable.length; k++) {
    outLinks[outFill[from[k]]++] = k;
    inLinks[inFill[to[k]]++] = k;
  }
  return { index, outStart, outLinks, inStart, inLinks, from, to, links: usable };
}

export class CycleError extends Error {
  /** Task ids around the cycle, the first repeated at the end. */
  constructor(readonly cycle: string[]) {
    super(`The links form a cycle: ${cycle.join(" → ")}`);
  }
}

/** Task indexes in an order where every link goes forward; throws CycleError naming a cycle. */
export function topologicalOrder(ids: readonly string[], g: LinkGraph): Int32Array {
  const n = ids.length;
  const indegree = new Int32Array(n);
  for (let i = 0; i < n; i++) indegree[i] = g.inStart[i + 1] - g.inStart[i];
  const order = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) if (indegree[i] === 0) order[tail++] = i;
  while (head < tail) {
    const i = order[head++];
    for (let p = g.outStart[i]; p < g.outStart[i + 1]; p++) {
      const j = g.to[g.outLinks[p]];
      if (--indegree[j] === 0) order[tail++] = j;
    }
  }
  if (tail < n) throw new CycleError(findCycleAmong(ids, g, indegree));
  return order;
}

/** A cycle through the tasks Kahn's algorithm could not order (those left with indegree > 0). */
function findCycleAmong(ids: readonly string[], g: LinkGraph, indegree: Int32Array): string[] {
  let start = indegree.findIndex((d) => d > 0);
  // Walk backwards along unordered predecessors: every such task has one, so the walk must repeat.
  const seen = new Map<number, number>();
  const path: number[] = [];
  while (!seen.has(start)) {
    seen.set(start, path.length);
    path.push(start);
    let next = -1;
    for (let p = g.inStart[start]; p < g.inStart[start + 1]; p++) {
      const i = g.from[g.inLinks[p]];
      if (indegree[i] > 0) {
        next = i;
        break;
      }
    }
    start = next;
  }
  const loop = path.slice(seen.get(start)).reverse();
  return [...loop, loop[0]].map((i) => ids[i]);
}

/**
 * The cycle that adding `predecessor → successor` would close, or null: a path from the successor
 * back to the predecessor already exists. Returned as ids from the predecessor round to itself.
 */
export function cycleIfLinked(links: readonly ScheduleLink[], predecessorId: string, successorId: string): string[] | null {
  if (predecessorId === successorId) return [predecessorId, predecessorId];
  const next = new Map<string, string[]>();
  for (const l of links) {
    const list = next.get(l.predecessorId);
    if (list) list.push(l.successorId);
    else next.set(l.predecessorId, [l.successorId]);
  }
  // Breadth-first from the successor, remembering how each task was reached, so the cycle named is a shortest one.
  const cameFrom = new Map<string, string>([[successorId, ""]]);
  const queue = [successorId];
  for (let q = 0; q < queue.length; q++) {
    const at = queue[q];
    if (at === predecessorId) {
      const path: string[] = [];
      for (let x = at; x !== ""; x = cameFrom.get(x) ?? "") path.push(x);
      return [predecessorId, ...path.reverse()];
    }
    for (const to of next.get(at) ?? []) {
      if (!cameFrom.has(to)) {
        cameFrom.set(to, at);
        queue.push(to);
      }
    }
  }
  return null;
}
