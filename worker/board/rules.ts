import { sameFields, sameValue } from "../../core/fields/validate";
import type { TaskStatus } from "../../core/schemas/fields";
import type { Task, UpdateTaskInput } from "../../core/schemas/task";

// Spec §4 task rules, as pure functions. isCompleted is never stored: it is true exactly when the
// status is done, so the two can never disagree.

export const STALE_TASK = "This task was changed by someone else.";
export const TASK_NOT_FOUND = "Task not found";
export const ASSIGNEE_NOT_MEMBER = "The assignee must be a member of this project.";

/**
 * Status of a new item. The create schema fills status with "todo" before we see the body, so
 * `isCompleted: true` with status todo is "isCompleted alone" and means done; any other explicit
 * status wins over isCompleted.
 */
export function statusOnCreate(status: TaskStatus, isCompleted: boolean | undefined): TaskStatus {
  return isCompleted === true && status === "todo" ? "done" : status;
}

/** Status after a patch: an explicit status wins; isCompleted alone sets done (true) or todo (false). */
export function statusOnUpdate(current: TaskStatus, patch: Pick<UpdateTaskInput, "status" | "isCompleted">): TaskStatus {
  if (patch.status) return patch.status;
  if (patch.isCompleted !== undefined) return patch.isCompleted ? "done" : "todo";
  return current;
}

/** The task's fields after a patch, order and version untouched (the caller places and stamps it). */
export function applyPatch(task: Task, patch: UpdateTaskInput): Task {
  const status = statusOnUpdate(task.status, patch);
  return {
    ...task,
    name: patch.name ?? task.name,
    description: patch.description === undefined ? task.description : (patch.description ?? ""),
    status,
    isCompleted: status === "done",
    priority: patch.priority ?? task.priority,
    assigneeId: patch.assigneeId === undefined ? task.assigneeId : patch.assigneeId,
    startDate: patch.startDate === undefined ? task.startDate : patch.startDate,
    dueDate: patch.dueDate === undefined ? task.dueDate : patch.dueDate,
    estimate: patch.estimate === undefined ? (task.estimate ?? null) : patch.estimate,
    recurrence: patch.recurrence === undefined ? (task.recurrence ?? null) : patch.recurrence,
    recurrenceMode: patch.recurrenceMode ?? task.recurrenceMode ?? "completion",
  };
}

const EDITABLE: Array<keyof Task> = [
  "statusId",
  "labelIds",
  "name",
  "description",
  "status",
  "priority",
  "assigneeId",
  "startDate",
  "dueDate",
  "parentTaskId",
  "order",
  "estimate",
  "recurrence",
  "recurrenceMode",
];

export function sameContent(a: Task, b: Task): boolean {
  return EDITABLE.every((k) => sameValue(a[k], b[k])) && sameFields(a.fields, b.fields);
}

export const START_AFTER_DUE = "The start date must be on or before the due date.";
export const MILESTONE_START = "A milestone is a single day: give it a due date, not a start date.";

export const RECURRENCE_NEEDS_DUE = "A repeating task needs a due date: its series starts on that day.";
export const MILESTONE_RECURRENCE = "A milestone can't repeat.";

/** Issue 12: dates that can't be scheduled are refused, whichever write sets them. */
export function datesProblem(t: Pick<Task, "kind" | "startDate" | "dueDate" | "recurrence">): string | null {
  if (t.kind === "milestone" && t.startDate !== null) return MILESTONE_START;
  // Issue 26: the series is anchored on the due date.
  if (t.recurrence && t.kind === "milestone") return MILESTONE_RECURRENCE;
  if (t.recurrence && t.dueDate === null) return RECURRENCE_NEEDS_DUE;
  if (t.startDate !== null && t.dueDate !== null && t.startDate > t.dueDate) return START_AFTER_DUE;
  return null;
}
