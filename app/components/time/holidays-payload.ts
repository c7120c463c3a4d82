import { z } from "zod";
import { type Holiday, type HolidaysInput, holidaySchema, holidaysSchema } from "../../../core/schemas/capacity";
import { formatDay } from "../../lib/gantt-model";
import { type FormErrors, formErrorsFrom } from "../../lib/server-errors";
import { textOf } from "../../lib/use-schema-form";

// Adding a holiday sends the project's whole list (PUT /api/projects/:id/holidays). The form's inputs
// are the new holiday's `date` and `name`, checked by the list item's own schema (holidaySchema), then
// the list by the route's (holidaysSchema); a holiday already on that date is refused on the date.

export const HOLIDAYS_NOT_SAVED = "The holidays were not saved. Please try again.";

export const holidayFormSchema = (existing: Holiday[]) =>
  z
    .record(z.string(), z.unknown())
    .superRefine((v, ctx) => {
      if (!textOf(v.date)) ctx.addIssue({ code: "custom", path: ["date"], message: "Choose the holiday's date." });
    })
    .transform((v) => ({ date: textOf(v.date), name: textOf(v.name) }))
    .pipe(holidaySchema)
    .superRefine((h, ctx) => {
      if (existing.some((x) => x.date === h.date))
        ctx.addIssue({ code: "custom", path: ["date"], message: `There is already a holiday on ${formatDay(h.date)}.` });
    })
    .transform((h): unknown => ({ holidays: [...existing, h] }))
    .pipe(holidaysSchema) as z.ZodType<HolidaysInput>;

/** The server's refusal of the new holiday (holidays.N.date, holidays.N.name) on its input; the rest is the form's. */
export function holidayErrorsOf(err: unknown, index: number): FormErrors {
  const { fieldErrors, formErrors } = formErrorsFrom(err, [`holidays.${index}.date`, `holidays.${index}.name`], HOLIDAYS_NOT_SAVED);
  const placed = Object.entries(fieldErrors).map(([path, messages]) => [path.slice(path.lastIndexOf(".") + 1), messages]);
  return { fieldErrors: Object.fromEntries(placed), formErrors };
}
