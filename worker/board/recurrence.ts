import { followingOccurrence, latestOccurrenceBy, type Occurrence, shiftDay } from "../../core/recurrence/series";
import type { Task } from "../../core/schemas/task";
import { BoardRejection, type Changeset } from "./changeset";
import { appendKey } from "./placement";
import { TASK_NOT_FOUND } from "./rules";
import { resolveStatus } from "./statuses";
import { newTaskId } from "./task-id";

// Issue 26: a repeating task's next occurrence, as board ops (decision 105). The task holding the
// rule is the series' open occurrence; making the next one moves the rule to the new task in the
// same transaction, so each occurrence advances the series once: a repeated completion, a retried
// request or a second cron run finds no rule left to advance. Undoing the write that made the next
// occurrence deletes it and gives the rule back, like any other undo of the same person's write.

/** The author of the cron's writes: no person (the activity names the app). */
export const SYSTEM_ACTOR = 0;

export const NOT_REPEATING = "This task doesn't repeat.";
export const DONE_ALREADY = "This occurrence is done already: the series goes on from the next one.";
export const LAST_OCCURRENCE = "This is the last occurrence of the series: there is no next date to skip to.";

/** `before` → `after` completes a repeating task whose next occurrence appears on completion. */
export function completesOccurrence(before: Task, after: Task): boolean {
  return before.status !== "done" && after.status === "done" && !!after.recurrence && after.recurrenceMode !== "date" && !!after.dueDate;
}

/** Creates the occurrence of `from`'s series on `occurrence.day`; `from` must already have given up its rule. */
export function createOccurrence(cs: Changeset, from: Task, occurrence: Occurrence): Task {
  const { store } = cs;
  const id = newTaskId(store.projectId);
  const { status, statusId } = resolveStatus(store, null, "todo", undefined, false);
  const task: Task = {
    id,
    projectId: store.projectId,
    kind: "task",
    name: from.name,
    description: from.description,
    status,
    isCompleted: false,
    startDate: from.startDate && from.dueDate ? shiftDay(from.startDate, from.dueDate, occurrence.day) : null,
    dueDate: occurrence.day,
    priority: from.priority,
    assigneeId: from.assigneeId,
    parentTaskId: from.parentTaskId && store.get(from.parentTaskId) ? from.parentTaskId : null,
    externalId: null,
    source: "manual",
    sourceText: null,
    estimate: from.estimate ?? null,
    recurrence: occurrence.rule,
    recurrenceMode: from.recurrenceMode ?? "completion",
    order: appendKey(store, id, status),
    version: 1,
    fields: from.fields ?? {},
    labelIds: from.labelIds ?? [],
    statusId,
    createdAt: new Date(store.creationTimes(cs.now, 1)).toISOString(),
    updatedAt: cs.now,
  };
  store.insert(task);
  cs.record("created", { repeats: from.id }, null, task);
  return task;
}

/** Skips the task's occurrence: it moves to the series' next date (what is left of a COUNT goes down by one). */
export function skipOccurrence(cs: Changeset, id: string): Task {
  const { store } = cs;
  const current = store.get(id);
  if (!current) throw new BoardRejection(404, TASK_NOT_FOUND);
  if (!current.recurrence || !current.dueDate) throw new BoardRejection(409, NOT_REPEATING);
  if (current.status === "done") throw new BoardRejection(409, DONE_ALREADY);
  const occurrence = followingOccurrence(current.recurrence, current.dueDate);
  if (!occurrence) throw new BoardRejection(409, LAST_OCCURRENCE);
  const next: Task = {
    ...current,
    dueDate: occurrence.day,
    startDate: current.startDate ? shiftDay(current.startDate, current.dueDate, occurrence.day) : null,
    recurrence: occurrence.rule,
    version: current.version + 1,
    updatedAt: cs.now,
  };
  store.replace(next);
  cs.record("updated", { skip: current.dueDate }, current, next);
  return next;
}

/**
 * The cron's part (series in "date" mode): each named task whose series has an occurrence on or
 * before its `today` (the day in the time zone that counts for it) gets that occurrence created,
 * and hands it the rule. Tasks that no longer qualify (rule stopped, moved, already advanced) are
 * left alone, so the same list may be sent twice. Returns the new occurrences.
 */
export function createDueOccurrences(cs: Changeset, due: Array<{ taskId: string; today: string }>): Task[] {
  const created: Task[] = [];
  for (const { taskId, today } of due) {
    const current = cs.store.get(taskId);
    if (!current?.recurrence || current.recurrenceMode !== "date" || !current.dueDate) continue;
    const occurrence = latestOccurrenceBy(current.recurrence, current.dueDate, today);
    if (!occurrence) continue;
    const handed: Task = { ...current, recurrence: null, version: current.version + 1, updatedAt: cs.now };
    cs.store.replace(handed);
    cs.record("updated", { recurrence: null }, current, handed);
    created.push(createOccurrence(cs, current, occurrence));
  }
  return created;
}
