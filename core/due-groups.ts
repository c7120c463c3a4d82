import { addDays, weekStart } from "./dates";
// My tasks (issue 14): tasks grouped by when they are due, relative to the person's own today.

export type DueGroup = "overdue" | "today" | "this-week" | "later" | "no-date";

export const DUE_GROUP_LABEL: Record<DueGroup, string> = {
  overdue: "Overdue",
  today: "Today",
  "this-week": "This week",
  later: "Later",
  "no-date": "No due date",
};

export const DUE_GROUPS: DueGroup[] = ["overdue", "today", "this-week", "later", "no-date"];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Sunday ending the ISO week (Monday first) that holds `today`, "YYYY-MM-DD". */
export function endOfWeek(today: string): string {
  return addDays(weekStart(today), 6);
}

export function dueGroup(dueDate: string | null, today: string): DueGroup {
  if (!dueDate || !DAY.test(dueDate)) return "no-date";
  if (dueDate < today) return "overdue";
  if (dueDate === today) return "today";
  return dueDate <= endOfWeek(today) ? "this-week" : "later";
}

/** Groups in display order, empty ones left out; within a group by due date, then name. */
export function groupByDue<T extends { dueDate: string | null; name: string }>(
  items: T[],
  today: string,
): Array<{ group: DueGroup; items: T[] }> {
  const sorted = [...items].sort((a, b) => (a.dueDate ?? "9999").localeCompare(b.dueDate ?? "9999") || a.name.localeCompare(b.name));
  return DUE_GROUPS.map((group) => ({ group, items: sorted.filter((t) => dueGroup(t.dueDate, today) === group) })).filter(
    (g) => g.items.length > 0,
  );
}
