import { z } from "zod";
import { LINK_TYPES } from "../schedule/types";
import { isoDay, lineText, taskStatus } from "./fields";
import { labelColor } from "./labels";
import { projectNameField } from "./project";

// Templates (issue 25): a project's shape with dates as days from its start. Items name each other
// (parent, links) and their status and labels by keys local to the template, never by board ids.

const key = z.string().min(1).max(64);
const offset = z.number().int().min(-3650).max(3650).nullable();

export const templateContentSchema = z.object({
  statuses: z.array(z.object({ key, name: z.string().min(1).max(40), color: labelColor, category: taskStatus })).max(30),
  labels: z.array(z.object({ key, name: z.string().min(1).max(40), color: labelColor })).max(100),
  items: z
    .array(
      z.object({
        key,
        kind: z.enum(["task", "milestone"]),
        name: z.string().min(1).max(200),
        description: z.string().max(10_000),
        priority: z.enum(["low", "medium", "high"]),
        parentKey: key.nullable(),
        statusKey: key.nullable(),
        labelKeys: z.array(key).max(20),
        /** Days from the project's start; null = no date. */
        startOffset: offset,
        dueOffset: offset,
      }),
    )
    .max(500),
  links: z.array(z.object({ predecessorKey: key, successorKey: key, type: z.enum(LINK_TYPES), lagDays: z.number().int() })).max(2000),
  /** Custom fields (issue 25, the fields half): carried as saved, when the project has any. */
  fields: z.array(z.looseObject({})).optional(),
});
export type TemplateContent = z.infer<typeof templateContentSchema>;

export interface TemplateSummary {
  /** "builtin:<slug>" for the built-in ones, the row id as text for a person's own. */
  id: string;
  name: string;
  description: string | null;
  builtIn: boolean;
  taskCount: number;
  milestoneCount: number;
  /** Days from the first date to the last. */
  durationDays: number;
  createdAt: string | null;
}

export interface Template extends TemplateSummary {
  content: TemplateContent;
}

const templateName = lineText("Please enter a template name")
  .min(1, "Please enter a template name")
  .max(100, "Template name is too long (max 100 characters).");

export const saveTemplateSchema = z.strictObject({
  name: templateName,
  description: z.string().trim().max(1000, "Description is too long (max 1,000 characters).").nullish(),
});

export const fromTemplateSchema = z.strictObject({
  templateId: z.string({ error: "templateId names a template from GET /api/templates." }).min(1).max(64),
  startDate: isoDay,
  name: projectNameField,
});
export type FromTemplateInput = z.infer<typeof fromTemplateSchema>;
