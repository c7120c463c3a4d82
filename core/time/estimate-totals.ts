import type { Task } from "../schemas/task";

// Issue 26: estimates roll up. A parent's total is its own estimate plus every subtask's total, so a
// milestone (whose plan tasks are its subtasks) shows the sum of its work; the project's total is the
// sum of every item's own estimate. "Open" counts only items not done: what is left to do.

export interface EstimateTotal {
  /** Own estimate plus every descendant's. */
  total: number;
  /** The same, counting only items that are not done. */
  open: number;
  /** Items in the subtree (itself included) that carry an estimate. */
  estimated: number;
}

type Item = Pick<Task, "id" | "parentTaskId" | "status"> & { estimate?: number | null };

const round = (n: number) => Math.round(n * 100) / 100;

/** Every item's rolled-up total, by id. A parent cycle (never written by the board) is cut where it closes. */
export function rollUpEstimates(items: Item[]): Map<string, EstimateTotal> {
  const byId = new Map(items.map((t) => [t.id, t]));
  const children = new Map<string, Item[]>();
  for (const t of items) {
    if (t.parentTaskId && byId.has(t.parentTaskId)) {
      const list = children.get(t.parentTaskId) ?? [];
      list.push(t);
      children.set(t.parentTaskId, list);
    }
  }
  const out = new Map<string, EstimateTotal>();
  const visiting = new Set<string>();
  const visit = (t: Item): EstimateTotal => {
    const known = out.get(t.id);
    if (known) return known;
    visiting.add(t.id);
    const own = t.estimate ?? 0;
    const sum: EstimateTotal = { total: own, open: t.status === "done" ? 0 : own, estimated: t.estimate == null ? 0 : 1 };
    for (const c of children.get(t.id) ?? []) {
      if (visiting.has(c.id)) continue;
      const sub = visit(c);
      sum.total += sub.total;
      sum.open += sub.open;
      sum.estimated += sub.estimated;
    }
    visiting.delete(t.id);
    const rounded = { total: round(sum.total), open: round(sum.open), estimated: sum.estimated };
    out.set(t.id, rounded);
    return rounded;
  };
  for (const t of items) visit(t);
  return out;
}

/** The project's totals: the sum of every item's own estimate. */
export function projectEstimate(items: Item[]): EstimateTotal {
  let total = 0;
  let open = 0;
  let estimated = 0;
  for (const t of items) {
    if (t.estimate == null) continue;
    total += t.estimate;
    if (t.status !== "done") open += t.estimate;
    estimated++;
  }
  return { total: round(total), open: round(open), estimated };
}

/** "3 h", "1.5 h", "5 pts", "1 pt": how an estimate reads in a row. */
export function formatEstimate(value: number, unit: "hours" | "points"): string {
  const n = round(value);
  if (unit === "hours") return `${n} h`;
  return `${n} ${n === 1 ? "pt" : "pts"}`;
}
