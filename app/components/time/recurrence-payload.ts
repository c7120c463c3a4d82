import { z } from "zod";
import { type RepeatChoice, ruleOf, WEEKDAYS } from "../../../core/recurrence/form-rule";
import { updateTaskSchema } from "../../../core/schemas/task";
import { type RecurrenceMode, recurrenceModeField } from "../../../core/schemas/time-fields";
import { listOf, textOf } from "../../lib/use-schema-form";

// The repeat form's inputs → PATCH /api/tasks/:id's { recurrence, recurrenceMode } (issue 26, issue 23
// #2). The inputs are the rule's parts; the route's own schema then checks the rule they make.

export const INTERVAL_RANGE = "Choose a whole number from 1 to 366.";
export const COUNT_RANGE = "Choose a whole number from 1 to 1,000.";
export const CHOOSE_LAST_DATE = "Choose the last date.";
export const LAST_DATE_EARLY = "The last date can't be before the task's due date.";

/** The form's inputs: the choice's parts as the inputs hold them. */
export type RepeatValues = {
  frequency: string;
  interval: string;
  weekdays: string[];
  monthlyBy: string;
  end: string;
  until: string;
  count: string;
  recurrenceMode: string;
};

export const repeatValuesOf = (c: RepeatChoice, mode: RecurrenceMode): RepeatValues => ({
  frequency: c.frequency,
  interval: String(c.interval),
  weekdays: c.weekdays,
  monthlyBy: c.monthlyBy,
  end: c.end,
  until: c.until,
  count: String(c.count),
  recurrenceMode: mode,
});

/** A whole number typed in an input; `fallback` when the input is not shown, NaN when it isn't one. */
const whole = (v: unknown, fallback: number) => {
  if (v === undefined) return fallback;
  const text = textOf(v).trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};

/** The choice the inputs hold; a part whose input is not shown (the count of a series that never ends) is the task's own. */
export function choiceFrom(raw: Record<string, unknown>, base: RepeatValues) {
  const pick = (key: keyof RepeatValues) => (raw[key] === undefined ? base[key] : raw[key]);
  return {
    frequency: textOf(pick("frequency")),
    interval: whole(raw.interval, Number(base.interval)),
    // An unchecked box sends nothing: no weekday at all is an empty list, not the task's days.
    weekdays: raw.frequency === "weekly" || raw.weekdays !== undefined ? listOf(raw.weekdays) : base.weekdays,
    monthlyBy: textOf(pick("monthlyBy")),
    end: textOf(pick("end")),
    until: textOf(pick("until")),
    count: whole(raw.count, Number(base.count)),
    recurrenceMode: textOf(pick("recurrenceMode")),
  };
}

const choiceSchema = z.object({
  frequency: z.enum(["off", "daily", "weekly", "monthly"]),
  interval: z.number(INTERVAL_RANGE).int(INTERVAL_RANGE).min(1, INTERVAL_RANGE).max(366, INTERVAL_RANGE),
  weekdays: z.array(z.enum(WEEKDAYS)),
  monthlyBy: z.enum(["date", "weekday"]),
  end: z.enum(["never", "until", "count"]),
  until: z.string(),
  count: z.number(COUNT_RANGE).int(COUNT_RANGE).min(1, COUNT_RANGE).max(1000, COUNT_RANGE),
  recurrenceMode: recurrenceModeField,
});

/** The route's schema for the rule and its mode, over the repeat form's inputs. */
export function repeatFormSchema(due: string, base: RepeatValues) {
  return z.preprocess(
    (raw) => choiceFrom(typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {}, base),
    choiceSchema
      .superRefine((c, ctx) => {
        if (c.frequency === "off" || c.end !== "until") return;
        if (!c.until) ctx.addIssue({ code: "custom", path: ["until"], message: CHOOSE_LAST_DATE });
        else if (c.until < due) ctx.addIssue({ code: "custom", path: ["until"], message: LAST_DATE_EARLY });
      })
      .transform(({ recurrenceMode, ...choice }): { recurrence?: string | null; recurrenceMode?: RecurrenceMode } => {
        const recurrence = ruleOf(choice, due);
        return recurrence ? { recurrence, recurrenceMode } : { recurrence };
      })
      .pipe(updateTaskSchema.pick({ recurrence: true, recurrenceMode: true })),
  );
}
