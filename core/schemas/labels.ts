import { z } from "zod";
import { lineText } from "./fields";

// Labels (issue 25): per project, coloured, many per task. A label's id embeds its project's id like a
// task's (decision 001), so `/api/labels/:id` reaches its board directly.

/** The palette labels and statuses pick from: named, so the app maps each to colours with enough contrast. */
export const LABEL_COLORS = ["gray", "red", "orange", "amber", "green", "teal", "blue", "indigo", "purple", "pink"] as const;
export const labelColor = z.enum(LABEL_COLORS, { error: `color is one of ${LABEL_COLORS.join(", ")}.` });
export type LabelColor = z.infer<typeof labelColor>;

export interface Label {
  id: string;
  projectId: number;
  name: string;
  color: LabelColor;
  /** Position among the project's labels (0 first). */
  order: number;
}

/** More than this many on one task stops being a label and becomes noise. */
export const MAX_LABELS_PER_TASK = 20;
export const MAX_LABELS_PER_PROJECT = 100;

const labelName = lineText("Please enter a label name")
  .min(1, "Please enter a label name")
  .max(40, "Label name is too long (max 40 characters).");

export const createLabelSchema = z.strictObject({
  name: labelName,
  color: labelColor.default("blue"),
});
export type CreateLabelInput = z.infer<typeof createLabelSchema>;

export const updateLabelSchema = z
  .strictObject({
    name: labelName.optional(),
    color: labelColor.optional(),
    /** Where it goes among the project's labels (0 first): chips show in this order. */
    order: z.number({ error: "order is a whole number." }).int("order is a whole number.").min(0, "order is 0 or more.").optional(),
  })
  .refine((v) => v.name !== undefined || v.color !== undefined || v.order !== undefined, "Give a new name, color or order.");
export type UpdateLabelInput = z.infer<typeof updateLabelSchema>;

/** A board-scoped id (label, status): `<projectId>-<key>`. */
export const boardScopedId = z
  .string({ error: "Name it by its id." })
  .regex(/^[1-9][0-9]{0,14}-[a-z0-9-]{2,40}$/, "That is not an id of this kind.");

/** A task's labels as written: ids, no repeats, at most MAX_LABELS_PER_TASK. */
export const labelIdsField = z
  .array(boardScopedId, { error: "labelIds is a list of label ids." })
  .max(MAX_LABELS_PER_TASK, `A task has at most ${MAX_LABELS_PER_TASK} labels.`)
  .transform((ids) => [...new Set(ids)]);
