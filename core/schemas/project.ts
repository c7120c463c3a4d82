import { z } from "zod";
import { cleanLine, optionalDay } from "./fields";

export const PROJECT_ICONS = [
  "folder-open",
  "briefcase",
  "calendar",
  "code",
  "package",
  "star",
  "globe",
  "smartphone",
  "pie-chart",
] as const;
export const PROJECT_COLORS = ["blue", "green", "purple", "red", "yellow", "slate", "amber"] as const;
export const PROJECT_STATUSES = ["active", "completed", "on-hold"] as const;

export const projectNameField = z
  .string({ error: "Please enter a name for your project." })
  .overwrite(cleanLine)
  .trim()
  .min(1, "Please enter a name for your project.")
  .min(3, "Project name must be at least 3 characters")
  .max(120, "Project name must be at most 120 characters");

const description = z.string().max(10_000, "Description is too long (max 10,000 characters).");

/** POST /api/projects: the manual form. Owner, counters and source are set by the server, never the body. */
export const createProjectSchema = z.strictObject({
  name: projectNameField,
  description: description.nullish().transform((v) => v?.trim() || null),
  dueDate: optionalDay.optional(),
  icon: z.enum(PROJECT_ICONS).default("folder-open"),
  iconBg: z.enum(PROJECT_COLORS).default("blue"),
  // Accepted for compatibility with spec §7's body; a manual project is always manual.
  source: z.literal("manual").optional(),
  aiGenerated: z.literal(false).optional(),
});
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

export const updateProjectSchema = z.strictObject({
  name: projectNameField.optional(),
  description: description.nullable().optional(),
  dueDate: optionalDay.optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  icon: z.enum(PROJECT_ICONS).optional(),
  iconBg: z.enum(PROJECT_COLORS).optional(),
});
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

/** A project as the API returns it, with the caller's role. */
export interface ProjectView {
  id: number;
  name: string;
  description: string | null;
  dueDate: string | null;
  status: string;
  progress: number;
  totalTasks: number;
  completedTasks: number;
  icon: string;
  iconBg: string;
  ownerId: number | null;
  externalId: string | null;
  /** Where an exported project opens in its provider (Jira epic, Asana project, monday board, Smartsheet sheet). */
  externalUrl: string | null;
  source: string;
  aiGenerated: boolean;
  createdAt: string;
  updatedAt: string;
  role: "owner" | "editor" | "viewer";
}
