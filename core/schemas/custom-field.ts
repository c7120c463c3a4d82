import { z } from "zod";
import { lineText } from "./fields";

// Issue 25: a project's own fields. A field's values live on the tasks (`task.fields`, field id → value);
// the definitions live on the project's board, next to the tasks they validate (decision 090).

export const FIELD_TYPES = ["text", "number", "date", "single-select", "multi-select", "person", "url", "checkbox"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: "Text",
  number: "Number",
  date: "Date",
  "single-select": "Single select",
  "multi-select": "Multi select",
  person: "Person",
  url: "URL",
  checkbox: "Checkbox",
};

export const MAX_FIELDS = 50;
export const MAX_OPTIONS = 100;

export interface FieldOption {
  id: string;
  name: string;
}

export interface CustomField {
  id: string;
  projectId: number;
  name: string;
  type: FieldType;
  /** The choices of a single or multi select; empty for every other type. */
  options: FieldOption[];
  /** Where the field's column sits among the project's fields. */
  position: number;
  createdAt: string;
  updatedAt: string;
}

/** One value as stored: text, url, date and option ids are strings; a person is a user id. */
export type FieldValue = string | number | boolean | string[];
export type TaskFields = Record<string, FieldValue>;

/** Values and options as the board stores them (read back through these, never cast: decision 123). */
export const storedTaskFields: z.ZodType<TaskFields> = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
);
export const storedFieldOptions: z.ZodType<FieldOption[]> = z.array(z.strictObject({ id: z.string(), name: z.string() }));

const fieldName = lineText("Please enter a field name")
  .min(1, "Please enter a field name")
  .max(60, "Field name is too long (max 60 characters).");

const optionName = lineText("Please enter an option name")
  .min(1, "Please enter an option name")
  .max(60, "Option name is too long (max 60 characters).");

/** An option as sent: a new one has no id (the server gives it one); an existing one keeps its id. */
const optionInput = z.strictObject({ id: z.string().min(1).max(40).optional(), name: optionName });

const options = z
  .array(optionInput, { error: "options must be a list of { name }." })
  .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options.`)
  .refine((list) => new Set(list.map((o) => o.name.toLowerCase())).size === list.length, "Two options have the same name.");

export const createFieldSchema = z
  .strictObject({
    name: fieldName,
    type: z.enum(FIELD_TYPES, { error: `type must be one of: ${FIELD_TYPES.join(", ")}.` }),
    options: options.optional(),
  })
  .refine((f) => !f.options?.length || f.type === "single-select" || f.type === "multi-select", {
    message: "Only select fields have options.",
    path: ["options"],
  });
export type CreateFieldInput = z.infer<typeof createFieldSchema>;

/** A field's type never changes (its values would stop meaning anything): rename, reorder, edit options. */
export const updateFieldSchema = z.strictObject({
  name: fieldName.optional(),
  options: options.optional(),
  position: z.number().int().min(0).max(MAX_FIELDS).optional(),
});
export type UpdateFieldInput = z.infer<typeof updateFieldSchema>;

/** A field id embeds its project id like a task id (decision 001), so `/api/fields/:id` finds its board. */
export const fieldIdParam = z.object({ id: z.string().min(1).max(64) });

/**
 * Values as a write sends them: field id → value, null clears. The shapes are checked here; what a
 * value must be for its field (an option of it, a member, a number) is checked on the board, which
 * holds the definitions (core/fields/validate.ts).
 */
export const taskFieldsInput = z
  .record(
    z.string().min(1, "A field id is missing.").max(64, "That is not a field id."),
    z.union(
      [
        z.string().max(2000, "A field value is too long (max 2,000 characters)."),
        z.number(),
        z.boolean(),
        z.array(z.string().max(40)).max(MAX_OPTIONS),
        z.null(),
      ],
      {
        error: "A field value must be text, a number, true/false, a list of options or null.",
      },
    ),
    { error: "fields must be an object of field id → value." },
  )
  .refine((r) => Object.keys(r).length <= MAX_FIELDS, `At most ${MAX_FIELDS} fields at once.`);
export type TaskFieldsInput = z.infer<typeof taskFieldsInput>;
