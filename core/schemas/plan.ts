import { z } from "zod";
import { normalizeRule, RECURRENCE_INVALID } from "../recurrence/rule";
import { LINK_TYPES } from "../schedule/types";
import { MAX_LAG_DAYS } from "./dependency";
import { isoDay, lineText, priority } from "./fields";
import { IDEA_MAX_CHARS, IDEA_REQUIRED } from "./idea-text";
import { planSubtaskIssues } from "./plan-subtasks";
import { ESTIMATE_UNITS, estimateField } from "./time-fields";

// The generated plan (spec §3). Shared by every AI provider (model output is parsed with it),
// the wizard's in-memory editor, and POST /api/projects/from-plan.

export const SOURCE_MAX_CHARS = 1000;
/** Shown for a generated item whose sourceText is null. */
export const ADDED_BY_PLANNER = "Added by planner";
export const planSource = z.string().trim().max(SOURCE_MAX_CHARS).nullable().default(null);

export const planTaskSchema = z.object({
  name: lineText().min(1, "Task name is required").max(200, "Task name is too long (max 200 characters)."),
  description: z.string().max(4000, "Description is too long (max 4,000 characters).").default(""),
  dueDate: isoDay.nullable().default(null),
  priority: priority.default("medium"),
  /** Index into plan.milestones of the phase this task belongs to, when known. */
  milestoneIndex: z.number().int().min(0).nullable().default(null),
  /** The words of the idea this task came from; null when the planner added the step itself. */
  sourceText: planSource,
  /** Added by the user on the review step: saved as a manual task, never labelled as the planner's. */
  userAdded: z.boolean().optional(),
  /**
   * A step the text did not ask for (issue 20): offered apart on the review step, with `reason`
   * saying why, and never in place of the user's own items.
   */
  suggested: z.boolean().optional(),
  /** Why a suggested step is offered, e.g. "Projects with a launch usually test it first". */
  reason: z.string().max(300, "Reason is too long (max 300 characters).").optional(),
  /** The day work on the task starts; with dueDate it gives the task its length on the Gantt. */
  startDate: isoDay.nullable().optional(),
  /**
   * Index into plan.tasks of the task this one is a subtask of (issue 14), or null for a task of its
   * own. One level deep, and in its parent's milestone: see planSubtaskProblems.
   */
  parentIndex: z.number().int().min(0).nullable().default(null),
  /** Issue 26: the task's estimate in the plan's `estimateUnit`, saved as the task's estimate. */
  estimate: estimateField.optional(),
  /** The words of the text that state the estimate ("~3h"); absent when the planner guessed it. */
  estimateText: z.string().max(100).optional(),
  /** The planner's own guess, not a figure the text gave: shown as one on the review step. */
  estimateGuess: z.boolean().optional(),
  /** Ticked off in the text ("- [x] Sign the lease", "done already"): kept as the record, saved as done. */
  done: z.boolean().optional(),
  /**
   * Issue 26: how the task repeats ("every Monday" → FREQ=WEEKLY;BYDAY=MO), an RRULE without DTSTART the
   * board's recurrence form can build; the series starts on dueDate. Null for work done once.
   */
  recurrence: z
    .string()
    .max(300)
    .nullable()
    .optional()
    .refine((v) => v === null || v === undefined || normalizeRule(v) !== null, RECURRENCE_INVALID),
});
export type PlanTask = z.infer<typeof planTaskSchema>;

export const planMilestoneSchema = z.object({
  name: lineText().min(1, "Milestone name is required").max(200, "Milestone name is too long (max 200 characters)."),
  description: z.string().max(4000, "Description is too long (max 4,000 characters).").default(""),
  dueDate: isoDay.nullable().default(null),
  sourceText: planSource,
  userAdded: z.boolean().optional(),
});
export type PlanMilestone = z.infer<typeof planMilestoneSchema>;

/** A link between two of the plan's tasks, by index into `tasks` (issue 12): saved as a board dependency. */
export const planDependencySchema = z.object({
  predecessor: z.number().int().min(0),
  successor: z.number().int().min(0),
  type: z.enum(LINK_TYPES).default("FS"),
  lagDays: z.number().int().min(-MAX_LAG_DAYS).max(MAX_LAG_DAYS).default(0),
});
export type PlanDependency = z.infer<typeof planDependencySchema>;

/** The plan's shape alone, which a model's answer is parsed with before its subtasks are sanitised. */
export const planShapeSchema = z.object({
  name: lineText().min(1, "Plan name is required").max(120, "Project name is too long (max 120 characters)."),
  description: z.string().max(4000, "Description is too long (max 4,000 characters).").default(""),
  milestones: z.array(planMilestoneSchema).max(50),
  tasks: z.array(planTaskSchema).max(500),
  timeline: z.object({ startDate: isoDay, endDate: isoDay }),
  /** Things the planner tells the user about the idea, e.g. a date that has already passed. */
  notices: z.array(z.string().max(500)).max(10).default([]),
  /** Optional: plans saved before links existed, and models that give none, have no links. */
  dependencies: z.array(planDependencySchema).max(1000).optional(),
  /** Issue 26: whether the tasks' estimates are hours or points; the saved project takes it. */
  estimateUnit: z.enum(ESTIMATE_UNITS).optional(),
});

/** A plan as the API takes it: the shape, and subtasks that name a real, top-level task of the same phase. */
export const generatedPlanSchema = planShapeSchema.superRefine((plan, ctx) => {
  for (const problem of planSubtaskIssues(plan)) ctx.addIssue({ code: "custom", path: problem.path, message: problem.message });
});
export type GeneratedPlan = z.infer<typeof generatedPlanSchema>;
/** A plan as callers send it: sources and notices may be left out. */
export type GeneratedPlanInput = z.input<typeof generatedPlanSchema>;

export const FEEDBACK_REQUIRED = "Write what should change, e.g. “fewer tasks” or “add a QA phase”.";

/** Review feedback: what to change, and the plan as the user has edited it so far. */
export const planFeedbackSchema = z.object({
  text: z.string({ error: FEEDBACK_REQUIRED }).trim().min(1, FEEDBACK_REQUIRED).max(2000, "Feedback is too long (max 2,000 characters)."),
  plan: generatedPlanSchema,
});
export type PlanFeedback = z.infer<typeof planFeedbackSchema>;

export { IDEA_MAX_CHARS, IDEA_REQUIRED };

export const ideaSchema = z.object({
  idea: z
    .string({ error: IDEA_REQUIRED })
    .trim()
    .min(1, IDEA_REQUIRED)
    .max(IDEA_MAX_CHARS, `Project idea is too long (max ${IDEA_MAX_CHARS.toLocaleString("en-US")} characters).`),
});

/** POST /api/ai/generate-plan: an idea, and on the review step the feedback for a new round. */
export const generatePlanSchema = ideaSchema.extend({ feedback: planFeedbackSchema.optional() });
