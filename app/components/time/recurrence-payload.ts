import { z } from "zod";
import {
  choiceOf,
  type MonthlyBy,
  type RepeatChoice,
  type RepeatEnd,
  type RepeatFrequency,
  ruleOf,
  WEEKDAYS,
  type Weekday,
} from "../../../core/recurrence/form-rule";
import { updateTaskSchema } from "../../../core/schemas/task";
import type { RecurrenceMode } from "../../../core/schemas/time-fields";
import { type FormErrors, formErrorsFrom } from "../../lib/server-errors";
import { listOf, textOf } from "../../lib/use-schema-form";

// The repeat form's inputs ⇄ the task's PATCH payload ({ recurrence, recurrenceMode }, checked by
// updateTaskSchema's own fields). The inputs build the rule; what the rule can't say (every 0 weeks,
// no last date) is refused on the input before the rule is made.

export const FREQUENCIES: Array<{ id: RepeatFrequency; label: string }> = [
  { id: "off", label: "Doesn't repeat" },
  { id: "daily", label: "Daily" },
  { id: "weekly", label: "Weekly" },
  { id: "monthly", label: "Monthly" },
];
export const UNIT: Record<Exclude<RepeatFrequency, "off">, [string, string]> = {
  daily: ["day", "days"],
  weekly: ["week", "weeks"],
  monthly: ["month", "months"],
};
export const ENDS: Array<{ id: RepeatEnd; label: string }> = [
  { id: "never", label: "Never" },
  { id: "until", label: "On a date" },
  { id: "count", label: "After a number of times" },
];
export const MODES: Array<{ id: RecurrenceMode; label: string }> = [
  { id: "completion", label: "When this one is completed" },
  { id: "date", label: "On its date" },
];

export const REPEAT_NOT_CHANGED = "Could not change the repeat.";

/** What the inputs hold; recurrenceMode "" is the person's default (Settings). */
export type RecurrenceValues = {
  frequency: RepeatFrequency;
  interval: string;
  weekdays: Weekday[];
  monthlyBy: MonthlyBy;
  end: RepeatEnd;
  until: string;
  count: string;
  recurrenceMode: RecurrenceMode | "";
};

export function recurrenceValuesOf(task: { recurrence?: string | null; recurrenceMode?: RecurrenceMode; dueDate: string | null }) {
  const c = choiceOf(task.recurrence ?? null, task.dueDate);
  const values: RecurrenceValues = {
    ...c,
    interval: String(c.interval),
    count: String(c.count),
    recurrenceMode: task.recurrence ? (task.recurrenceMode ?? "completion") : "",
  };
  return values;
}

const whole = (v: unknown) => {
  const text = textOf(v).trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};
const oneOf = <T extends string>(v: unknown, options: ReadonlyArray<{ id: T }>, fallback: T): T =>
  options.find((o) => o.id === v)?.id ?? fallback;

/** The choice the inputs make (a blank or wrong number is NaN, refused by the schema). */
export function choiceFrom(values: Record<string, unknown>): RepeatChoice {
  return {
    frequency: oneOf(values.frequency, FREQUENCIES, "off"),
    interval: whole(values.interval ?? "1"),
    weekdays: listOf(values.weekdays).filter((d): d is Weekday => (WEEKDAYS as readonly string[]).includes(d)),
    monthlyBy: values.monthlyBy === "weekday" ? "weekday" : "date",
    end: oneOf(values.end, ENDS, "never"),
    until: textOf(values.until),
    count: whole(values.count ?? "10"),
  };
}

export const modeOf = (values: Record<string, unknown>, defaultMode: RecurrenceMode): RecurrenceMode =>
  oneOf(values.recurrenceMode, MODES, defaultMode);

/** What can't become a rule, said on its input. */
export function choiceProblems(c: RepeatChoice): Array<{ input: keyof RecurrenceValues; message: string }> {
  if (c.frequency === "off") return [];
  const problems: Array<{ input: keyof RecurrenceValues; message: string }> = [];
  if (!(c.interval >= 1 && c.interval <= 366)) problems.push({ input: "interval", message: "Every is a whole number from 1 to 366." });
  if (c.end === "until" && !c.until) problems.push({ input: "until", message: "Choose the last date." });
  if (c.end === "count" && !(c.count >= 1 && c.count <= 1000))
    problems.push({ input: "count", message: "Times is a whole number from 1 to 1000." });
  return problems;
}

/** The route's own checks of the two fields this form sends. */
export const recurrencePayloadSchema = updateTaskSchema.pick({ recurrence: true, recurrenceMode: true });
export type RecurrencePayload = z.infer<typeof recurrencePayloadSchema>;

export const recurrenceFormSchema = (dueDate: string, defaultMode: RecurrenceMode) =>
  z
    .record(z.string(), z.unknown())
    .superRefine((values, ctx) => {
      for (const p of choiceProblems(choiceFrom(values))) ctx.addIssue({ code: "custom", path: [p.input], message: p.message });
    })
    .transform((values): z.input<typeof recurrencePayloadSchema> => {
      const recurrence = ruleOf(choiceFrom(values), dueDate);
      return recurrence ? { recurrence, recurrenceMode: modeOf(values, defaultMode) } : { recurrence };
    })
    .pipe(recurrencePayloadSchema);

/** The server's refusal: the rule's under the summary, the mode on its select, the rest with the form. */
export const recurrenceErrorsOf = (err: unknown): FormErrors => formErrorsFrom(err, ["recurrence", "recurrenceMode"], REPEAT_NOT_CHANGED);
