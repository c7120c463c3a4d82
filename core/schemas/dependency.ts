import { z } from "zod";
import { LINK_TYPES, type LinkType } from "../schedule/types";
import { idParam, isoDay } from "./fields";

// Links between tasks of one project (issue 12): a successor waits on its predecessor according to
// its type (FS, SS, FF, SF) and a lag in working days, which may be negative.

export interface Dependency {
  id: string;
  projectId: number;
  predecessorId: string;
  successorId: string;
  type: LinkType;
  lagDays: number;
  createdAt: string;
}

/** A year of working days either way: beyond that a lag is a typo, not a plan. */
export const MAX_LAG_DAYS = 260;

const taskRef = z.string({ error: "Name the task by its id." }).min(1, "Name the task by its id.").max(64);

export const createDependencySchema = z.strictObject({
  predecessorId: taskRef,
  successorId: taskRef,
  type: z.enum(LINK_TYPES, { error: "type is one of FS, SS, FF, SF." }).default("FS"),
  lagDays: z
    .number({ error: "lagDays is a whole number of working days." })
    .int("lagDays is a whole number of working days.")
    .min(-MAX_LAG_DAYS, `lagDays is at least -${MAX_LAG_DAYS}.`)
    .max(MAX_LAG_DAYS, `lagDays is at most ${MAX_LAG_DAYS}.`)
    .default(0),
});
export type CreateDependencyInput = z.infer<typeof createDependencySchema>;

export const dependencyIdParam = z.object({ id: idParam, dependencyId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Not a dependency id.") });

export const applyScheduleSchema = z.strictObject({
  respectCapacity: z.boolean({ error: "respectCapacity is true or false." }).default(false),
  /** Milestones (deadlines, event days) keep their day unless this is true (issue 21 #6). */
  moveMilestones: z.boolean({ error: "moveMilestones is true or false." }).default(false),
});

export const whatIfSchema = z.strictObject({
  taskId: taskRef,
  slipDays: z
    .number({ error: "slipDays is a whole number of working days." })
    .int("slipDays is a whole number of working days.")
    .min(1, "slipDays is at least 1.")
    .max(MAX_LAG_DAYS, `slipDays is at most ${MAX_LAG_DAYS}.`),
});

/** A bar dropped on the Gantt: the task's new dates; its successors follow in the same change. */
export const moveTaskSchema = z.strictObject({
  taskId: taskRef,
  startDate: isoDay.nullable(),
  dueDate: isoDay,
  /** The task version the drag started from; stale → 409 with the current task. */
  version: z.number().int().positive().optional(),
});
