import { z } from "zod";
import { MAX_LAG_DAYS, whatIfSchema } from "../../../core/schemas/dependency";
import { formSchema, textOf } from "../../lib/use-schema-form";

// The what-if form's schema (issue 12, issue 23 #2): POST /schedule/what-if's own, with the person's
// words for the two inputs the route describes for API clients.

export const CHOOSE_TASK = "Choose a task.";
export const SLIP_DAYS = `A slip is a whole number of working days, from 1 to ${MAX_LAG_DAYS}.`;

/** The form's inputs, named after the payload's fields. */
export type WhatIfValues = { taskId: string; slipDays: string };

export const whatIfFormSchema = formSchema(
  whatIfSchema.extend({
    taskId: z.string().min(1, CHOOSE_TASK).pipe(whatIfSchema.shape.taskId),
    slipDays: z.number(SLIP_DAYS).int(SLIP_DAYS).min(1, SLIP_DAYS).max(MAX_LAG_DAYS, SLIP_DAYS),
  }),
  (v) => {
    const days = textOf(v.slipDays).trim();
    return { taskId: textOf(v.taskId), slipDays: /^-?\d+(\.\d+)?$/.test(days) ? Number(days) : days };
  },
);
