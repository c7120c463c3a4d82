import { progressOf } from "../../core/progress";
import type { Priority, TaskStatus } from "../../core/schemas/fields";
import type { BadgeTone } from "../components/ui/badge";

// Labels and colours for tasks and projects (spec §4, §2.7), with the spec's fallbacks for unknown values.

export const TASK_STATUSES: TaskStatus[] = ["todo", "in-progress", "done"];
export const PRIORITIES: Priority[] = ["low", "medium", "high"];

const statusLabels: Record<TaskStatus, string> = { todo: "To Do", "in-progress": "In Progress", done: "Done" };
const priorityLabels: Record<Priority, string> = { low: "Low", medium: "Medium", high: "High" };

/** 'To Do', 'In Progress', 'Done'; anything else reads 'Pending'. */
export function statusLabel(status: string | null | undefined): string {
  const known = TASK_STATUSES.find((s) => s === status);
  return known ? statusLabels[known] : "Pending";
}

/** 'Low', 'Medium', 'High'; anything else reads 'Normal'. */
export function priorityLabel(priority: string | null | undefined): string {
  const known = PRIORITIES.find((p) => p === priority);
  return known ? priorityLabels[known] : "Normal";
}

export function priorityTone(priority: string | null | undefined): BadgeTone {
  return priority === "high" ? "red" : priority === "medium" ? "amber" : priority === "low" ? "blue" : "gray";
}

/** Project status badge: active green, completed blue, on-hold yellow, anything else shown raw. */
export function projectStatusBadge(status: string | null | undefined): { label: string; tone: BadgeTone } {
  switch (status) {
    case "active":
      return { label: "Active", tone: "green" };
    case "completed":
      return { label: "Completed", tone: "blue" };
    case "on-hold":
      return { label: "On Hold", tone: "yellow" };
    default:
      return { label: status ?? "", tone: "gray" };
  }
}

/** A progress value as a whole percent clamped to 0–100 (spec §9). */
export function clampPercent(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** Completion of a board, by the one progress rule of core/progress (tasks only, milestones ignored). */
export const completion = progressOf;
