import { z } from "zod";
import { lineText, type TaskStatus, taskStatus } from "./fields";
import { type LabelColor, labelColor } from "./labels";

// Custom statuses (issue 25). Each project has its own, each in one of three categories; a task's
// `status` stays its status's category, so progress, analytics, "done" for subtasks and links, and the
// provider mappings keep reading the category, and clients that only know the three keep working.

export type StatusCategory = TaskStatus;
export const STATUS_CATEGORIES: StatusCategory[] = taskStatus.options;

export interface BoardStatus {
  id: string;
  projectId: number;
  name: string;
  color: LabelColor;
  category: StatusCategory;
  /** Position among the project's statuses: the Board's columns left to right. */
  order: number;
}

export const MAX_STATUSES_PER_PROJECT = 30;

/** The three every project starts with (and every project from before issue 25 keeps). */
export const DEFAULT_STATUSES: Array<Pick<BoardStatus, "name" | "color" | "category">> = [
  { name: "To Do", color: "gray", category: "todo" },
  { name: "In Progress", color: "blue", category: "in-progress" },
  { name: "Done", color: "green", category: "done" },
];

/** The id of a project's default status of a category: stable, so a board from before issue 25 maps its tasks without a lookup. */
export const defaultStatusId = (projectId: number, category: StatusCategory) => `${projectId}-${category}`;

const statusName = lineText("Please enter a status name")
  .min(1, "Please enter a status name")
  .max(40, "Status name is too long (max 40 characters).");
const category = z.enum(taskStatus.options, { error: "category is one of todo, in-progress, done." });
const order = z.number({ error: "order is a whole number." }).int("order is a whole number.").min(0, "order is 0 or more.");

export const createStatusSchema = z.strictObject({
  name: statusName,
  category,
  color: labelColor.optional(),
  /** Where it goes among the statuses (0 first); the end when absent. */
  order: order.optional(),
});
export type CreateStatusInput = z.infer<typeof createStatusSchema>;

export const updateStatusSchema = z
  .strictObject({ name: statusName.optional(), color: labelColor.optional(), category: category.optional(), order: order.optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Give a new name, color, category or order.");
export type UpdateStatusInput = z.infer<typeof updateStatusSchema>;

export const deleteStatusQuery = z.strictObject({
  /** Where the deleted status's tasks go: required when it has any. */
  moveTo: z.string().max(64).optional(),
});
