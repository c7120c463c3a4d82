import { createProjectSchema } from "../../../core/schemas/project";
import { ApiError } from "../../lib/api";
import { isPastDay } from "../../lib/dates";
import { formSchema, textOf } from "../../lib/use-schema-form";

const GENERIC_ERROR = "Something went wrong. Please try again.";
export const PAST_DAY = "Choose today or a later date.";

/** The form's inputs, named after the create payload's fields. */
export const EMPTY_PROJECT = { name: "", description: "", dueDate: "", icon: "folder-open", iconBg: "blue" };

/**
 * POST /api/projects's own schema over the form's inputs, plus the one rule only a person's calendar
 * knows: the due day is today or later (spec §5: past days can't be picked).
 */
export const createProjectFormSchema = formSchema(
  createProjectSchema.extend({ dueDate: createProjectSchema.shape.dueDate.refine((d) => !d || !isPastDay(d), PAST_DAY) }),
  (v) => ({
    name: textOf(v.name),
    description: textOf(v.description),
    dueDate: textOf(v.dueDate) || null,
    icon: textOf(v.icon) || undefined,
    iconBg: textOf(v.iconBg) || undefined,
    source: "manual",
    aiGenerated: false,
  }),
);

/** The server's message and details for the toast (spec §8: 'Error creating project'). */
export function createErrorText(err: unknown): string {
  if (!(err instanceof ApiError) || err.status === 0) return GENERIC_ERROR;
  const parts = [err.message !== "An error occurred" ? err.message : ""];
  const details = err.details;
  if (typeof details === "string") parts.push(details);
  else if (details && typeof details === "object") {
    for (const v of Object.values(details as Record<string, unknown>)) {
      if (typeof v === "string") parts.push(v);
      else if (Array.isArray(v)) parts.push(...v.filter((x): x is string => typeof x === "string"));
    }
  }
  const text = parts.filter(Boolean).join(" ");
  return text || GENERIC_ERROR;
}
