// Progress of a board as the project page shows it ("X of Y tasks completed", "Progress: N%"):
// every board item counts, milestones included, and an item is done when its status is done.
// The deep analysis quotes the same figures, so the two never disagree.

export interface BoardProgress {
  completed: number;
  total: number;
  percent: number;
}

export function boardProgress(items: ReadonlyArray<{ status: string }>): BoardProgress {
  const total = items.length;
  const completed = items.filter((t) => t.status === "done").length;
  return { completed, total, percent: total === 0 ? 0 : Math.min(100, Math.max(0, Math.round((completed / total) * 100))) };
}

/** Whole days from `today` to `due` as the analytics card counts them ("N days remaining"). */
export function daysUntil(due: string, today: string): number {
  return Math.round((Date.parse(`${due.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
