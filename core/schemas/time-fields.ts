import { z } from "zod";
import { normalizeRule, RECURRENCE_INVALID } from "../recurrence/rule";

// Issue 26: the task fields about time, shared by the create and update schemas and the forms.

export const MAX_ESTIMATE = 10_000;

/** Hours or points (the project says which); null clears it. */
export const estimateField = z
  .number({ error: "The estimate must be a number." })
  .finite("The estimate must be a number.")
  .min(0, "The estimate can't be negative.")
  .max(MAX_ESTIMATE, `The estimate must be at most ${MAX_ESTIMATE}.`)
  .transform((v) => Math.round(v * 100) / 100)
  .nullable();

/** An RRULE the recurrence form can build ("FREQ=WEEKLY;BYDAY=MO"), stored without its prefix; null stops the series. */
export const recurrenceField = z
  .string({ error: RECURRENCE_INVALID })
  .transform((v, ctx) => {
    const rule = normalizeRule(v);
    if (rule === null) {
      ctx.addIssue({ code: "custom", message: RECURRENCE_INVALID });
      return z.NEVER;
    }
    return rule;
  })
  .nullable();

export const RECURRENCE_MODES = ["completion", "date"] as const;
export type RecurrenceMode = (typeof RECURRENCE_MODES)[number];

/** When a repeating task's next occurrence appears: once this one is completed, or on its date. */
export const recurrenceModeField = z.enum(RECURRENCE_MODES, { error: 'recurrenceMode is "completion" or "date".' });

export const ESTIMATE_UNITS = ["hours", "points"] as const;
export type EstimateUnit = (typeof ESTIMATE_UNITS)[number];
