import { z } from "zod";
import { fromTemplateSchema } from "../../../core/schemas/template";
import { formSchema, textOf } from "../../lib/use-schema-form";

// The start-from-template form's schema (issue 25, issue 23 #2): the route's own, with the person's
// words for the two inputs the route describes for API clients.

export const CHOOSE_TEMPLATE = "Please choose a template";
export const CHOOSE_START_DATE = "Please choose a start date";

/** Today in the browser's own calendar, as the date input shows it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The form's inputs, named after POST /api/projects/from-template's fields. */
export const templateFormValues = () => ({ templateId: "", startDate: localToday(), name: "" });

/** POST /api/projects/from-template's schema over the form's inputs. */
export const templateFormSchema = formSchema(
  fromTemplateSchema.extend({
    templateId: z.string({ error: CHOOSE_TEMPLATE }).min(1, CHOOSE_TEMPLATE).pipe(fromTemplateSchema.shape.templateId),
    startDate: z
      .string({ error: CHOOSE_START_DATE })
      .regex(/^\d{4}-\d{2}-\d{2}$/, CHOOSE_START_DATE)
      .pipe(fromTemplateSchema.shape.startDate),
  }),
  (v) => ({ templateId: textOf(v.templateId), startDate: textOf(v.startDate), name: textOf(v.name) }),
);
