import type { Label } from "../schemas/labels";
import type { BoardStatus, StatusCategory } from "../schemas/statuses";

// Issue 25: the board as it is now, per status category, per status and per label. Milestones are
// not counted, as in progress (decision 016). A task with several labels counts under each.

export interface CategoryCounts {
  todo: number;
  inProgress: number;
  done: number;
}

export interface StatusBreakdown {
  id: string;
  name: string;
  color: string;
  category: StatusCategory;
  tasks: number;
}

export interface LabelBreakdown extends CategoryCounts {
  id: string;
  name: string;
  color: string;
}

export interface Breakdown {
  byCategory: CategoryCounts;
  byStatus: StatusBreakdown[];
  byLabel: LabelBreakdown[];
}

interface CountedTask {
  kind: string;
  status: StatusCategory;
  statusId?: string;
  labelIds?: string[];
}

const slot = (category: StatusCategory): keyof CategoryCounts => (category === "in-progress" ? "inProgress" : category);

export function breakdownOf(tasks: readonly CountedTask[], labels: readonly Label[], statuses: readonly BoardStatus[]): Breakdown {
  const byCategory: CategoryCounts = { todo: 0, inProgress: 0, done: 0 };
  const byStatus = new Map(statuses.map((s) => [s.id, { id: s.id, name: s.name, color: s.color, category: s.category, tasks: 0 }]));
  const byLabel = new Map(labels.map((l) => [l.id, { id: l.id, name: l.name, color: l.color, todo: 0, inProgress: 0, done: 0 }]));
  for (const t of tasks) {
    if (t.kind === "milestone") continue;
    byCategory[slot(t.status)]++;
    const status = t.statusId ? byStatus.get(t.statusId) : undefined;
    if (status) status.tasks++;
    for (const id of t.labelIds ?? []) {
      const label = byLabel.get(id);
      if (label) label[slot(t.status)]++;
    }
  }
  return { byCategory, byStatus: [...byStatus.values()], byLabel: [...byLabel.values()] };
}
