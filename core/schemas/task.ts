import { z } from "zod";
import { type TaskFields, taskFieldsInput } from "./custom-field";
import { idParam, lineText, optionalDay, priority, taskStatus } from "./fields";
import { boardScopedId, labelIdsField } from "./labels";
import { estimateField, type RecurrenceMode, recurrenceField, recurrenceModeField } from "./time-fields";

// A board item (spec §3 Task). Milestones are board items of kind "milestone".
export type TaskKind = "task" | "milestone";

export interface Task {
  id: string;
  projectId: number;
  kind: TaskKind;
  name: string;
  description: string;
  status: "todo" | "in-progress" | "done";
  isCompleted: boolean;
  /** "YYYY-MM-DD" or null: when work starts (issue 12). Milestones have only a due date. */
  startDate: string | null;
  /** "YYYY-MM-DD" or null */
  dueDate: string | null;
  priority: "low" | "medium" | "high";
  assigneeId: number | null;
  parentTaskId: string | null;
  externalId: string | null;
  /** Where the task lives: "manual", "ai", or the provider its externalId belongs to once synced (spec §2.9). */
  source: string;
  /** Where the task came from when `source` changed to a provider by a sync ("ai", "manual", …); absent otherwise. */
  origin?: string;
  /** For an item of a generated plan: the words of the idea it came from; null when the planner added it or for manual items. */
  sourceText: string | null;
  /** Issue 26: hours or points (the project's estimate unit); null when not estimated. Always present in answers. */
  estimate?: number | null;
  /** Issue 26: the RRULE of a recurring task ("FREQ=WEEKLY;BYDAY=MO"), null when it does not repeat. Always present in answers. */
  recurrence?: string | null;
  /** Issue 26: when the next occurrence appears: when this one is completed, or on its date (the cron). Always present in answers. */
  recurrenceMode?: RecurrenceMode;
  /** Fractional ordering key inside the status column. */
  order: string;
  /** Bumped on every change; a write naming a stale version gets 409. */
  version: number;
  /** Issue 25: the project's own fields, field id → value; a field without a value is absent. Always sent by the server. */
  fields?: TaskFields;
  /** Issue 25: the project's labels on this task, by id (sorted, no repeats). */
  labelIds?: string[];
  /** Issue 25: the project's status this task is in; `status` is that status's category. */
  statusId?: string;
  createdAt: string;
  updatedAt: string;
}

const name = lineText("Please enter a task name")
  .min(1, "Please enter a task name")
  .max(200, "Task name is too long (max 200 characters).");
const description = z.string().max(10_000, "Description is too long (max 10,000 characters).");

export const createTaskSchema = z.strictObject({
  projectId: idParam,
  name,
  description: description.nullish().transform((v) => v ?? ""),
  priority: priority.default("medium"),
  status: taskStatus.default("todo"),
  isCompleted: z.boolean().optional(),
  startDate: optionalDay.optional(),
  dueDate: optionalDay.optional(),
  assigneeId: z.number().int().positive().nullable().optional(),
  parentTaskId: z.string().max(64).nullable().optional(),
  kind: z.enum(["task", "milestone"]).default("task"),
  estimate: estimateField.optional(),
  recurrence: recurrenceField.optional(),
  recurrenceMode: recurrenceModeField.optional(),
  labelIds: labelIdsField.optional(),
  /** One of the project's statuses; when given, `status` is taken from its category. */
  statusId: boardScopedId.optional(),
  // Spec §7's body sends "manual"; where else a task came from (an AI plan) is the server's to say.
  source: z.literal("manual", { error: 'A task created by hand has source "manual".' }).default("manual"),
  /** Issue 25: values of the project's own fields (checked against their definitions on the board). */
  fields: taskFieldsInput.optional(),
});
export type CreateTaskInput = z.infer<typeof createTaskSchema>;

export const updateTaskSchema = z.strictObject({
  name: name.optional(),
  description: description.nullable().optional(),
  status: taskStatus.optional(),
  priority: priority.optional(),
  assigneeId: z.number().int().positive().nullable().optional(),
  startDate: optionalDay.optional(),
  dueDate: optionalDay.optional(),
  isCompleted: z.boolean().optional(),
  estimate: estimateField.optional(),
  recurrence: recurrenceField.optional(),
  recurrenceMode: recurrenceModeField.optional(),
  /** Issue 25: the task's labels, all of them (the list replaces the one it had). */
  labelIds: labelIdsField.optional(),
  /** Issue 25: one of the project's statuses; `status` follows its category. */
  statusId: boardScopedId.optional(),
  /** Place the task between two neighbours of its (new) column; null = column edge. */
  position: z.object({ after: z.string().nullable(), before: z.string().nullable() }).optional(),
  /** The task version this edit was based on; stale → 409 with the current task. */
  version: z.number().int().positive().optional(),
  /** Issue 25: field id → new value (null clears); fields not named keep their values. */
  fields: taskFieldsInput.optional(),
});
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;
