import type { TaskFields } from "../../core/schemas/custom-field";
import type { Priority, TaskStatus } from "../../core/schemas/fields";
import type { Task, UpdateTaskInput } from "../../core/schemas/task";
import { changedFieldIds, fieldsPatch, rebaseFields } from "../components/fields/field-values";
import { dayInputValue } from "./dates";
import { PRIORITIES, TASK_STATUSES } from "./task-display";

// The row editor's draft and how it is rebased when someone else saved first (a 409): fields the user
// changed keep the user's value, every other field takes the other person's, so neither edit is lost.

export interface TaskDraft {
  name: string;
  description: string;
  status: TaskStatus;
  priority: Priority;
  assigneeId: number | null;
  /** "YYYY-MM-DD" or "" for none. */
  dueDate: string;
  /** Issue 26: hours or points as typed; "" for none. */
  estimate: string;
  /** Issue 25: the project's status the task is in ("" when the task has none yet); `status` is its category. */
  statusId: string;
  /** Issue 25: the task's labels. */
  labelIds: string[];
  /** Issue 25: the project's own fields, field id → value (a number field holds what was typed until it reads as a number). */
  fields: TaskFields;
}

export const DRAFT_KEYS: Array<keyof TaskDraft> = [
  "name",
  "description",
  "status",
  "priority",
  "assigneeId",
  "dueDate",
  "estimate",
  "statusId",
  "labelIds",
  "fields",
];

/** Whether one key holds the same in two drafts (lists and field maps by value; a draft kept from before issue 25 lacks them). */
function sameKey(k: keyof TaskDraft, a: TaskDraft, b: TaskDraft): boolean {
  if (k === "labelIds") {
    const x = [...(a.labelIds ?? [])].sort();
    const y = [...(b.labelIds ?? [])].sort();
    return x.length === y.length && x.every((v, i) => v === y[i]);
  }
  if (k === "fields") return changedFieldIds(a.fields ?? {}, b.fields ?? {}).length === 0;
  if (k === "statusId") return (a.statusId ?? "") === (b.statusId ?? "");
  return a[k] === b[k];
}

/** The editable fields of a task; unknown status/priority become the edit defaults (todo, medium). */
export function draftOf(task: Task): TaskDraft {
  return {
    name: task.name,
    description: task.description ?? "",
    status: TASK_STATUSES.includes(task.status) ? task.status : "todo",
    priority: PRIORITIES.includes(task.priority) ? task.priority : "medium",
    assigneeId: task.assigneeId ?? null,
    dueDate: dayInputValue(task.dueDate),
    estimate: task.estimate == null ? "" : String(task.estimate),
    statusId: task.statusId ?? "",
    labelIds: task.labelIds ?? [],
    fields: task.fields ?? {},
  };
}

export function changedKeys(draft: TaskDraft, start: TaskDraft): Array<keyof TaskDraft> {
  return DRAFT_KEYS.filter((k) => !sameKey(k, draft, start));
}

/**
 * The PATCH body for the changed fields (isCompleted follows status: true only for done). A chosen
 * status goes as its id with its category, which the server checks agree. `start` holds the values
 * the field changes are measured from.
 */
export function patchOf(draft: TaskDraft, keys: Array<keyof TaskDraft>, start?: TaskDraft): Omit<UpdateTaskInput, "version" | "position"> {
  const patch: Omit<UpdateTaskInput, "version" | "position"> = {};
  for (const k of keys) {
    if (k === "name") patch.name = draft.name.trim();
    else if (k === "description") patch.description = draft.description;
    else if (k === "status") {
      patch.status = draft.status;
      patch.isCompleted = draft.status === "done";
    } else if (k === "priority") patch.priority = draft.priority;
    else if (k === "assigneeId") patch.assigneeId = draft.assigneeId;
    else if (k === "dueDate") patch.dueDate = draft.dueDate || null;
    else if (k === "estimate") patch.estimate = estimateOf(draft.estimate);
    else if (k === "statusId" && draft.statusId) {
      patch.statusId = draft.statusId;
      patch.status = draft.status;
      patch.isCompleted = draft.status === "done";
    } else if (k === "labelIds") patch.labelIds = draft.labelIds;
    else if (k === "fields") patch.fields = fieldsPatch(draft.fields ?? {}, start?.fields ?? {});
  }
  return patch;
}

/** The typed estimate: "" clears it; text that is not a number goes to the server as typed, which refuses it with its message. */
function estimateOf(text: string | undefined): number | null {
  const t = (text ?? "").trim().replace(",", ".");
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : (t as unknown as number);
}

/**
 * After a 409: the draft on top of the current task. `start` becomes the current task (the next save
 * sends only the user's own changes against it) and `differing` names the fields where the user's
 * value and theirs disagree, to show both.
 */
export function rebaseDraft(
  draft: TaskDraft,
  start: TaskDraft,
  current: Task,
): { draft: TaskDraft; start: TaskDraft; differing: Array<keyof TaskDraft> } {
  const theirs = draftOf(current);
  const mine = changedKeys(draft, start);
  const next = { ...theirs };
  for (const k of mine) (next as Record<keyof TaskDraft, unknown>)[k] = draft[k];
  // Fields merge one by one: a teammate's value in another field stays.
  if (mine.includes("fields")) next.fields = rebaseFields(draft.fields ?? {}, start.fields ?? {}, theirs.fields);
  return { draft: next, start: theirs, differing: changedKeys(next, theirs) };
}
