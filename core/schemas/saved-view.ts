import { z } from "zod";
import { lineText } from "./fields";

// Issue 25: a view of a project's tasks (filters, group by, sort), saved per project, personal or
// shared with the team. The same shape travels in the address (?view=…) so a link shows the same view.

/**
 * What a filter, a group or a sort reads: a built-in property, or `field:<id>` for one of the
 * project's own fields. `label` and `statusId` read the other half of issue 25 when tasks carry them.
 */
export const BUILT_IN_KEYS = [
  "status",
  "category",
  "statusId",
  "label",
  "assignee",
  "priority",
  "dueDate",
  "startDate",
  "name",
  "createdAt",
  "updatedAt",
] as const;
export type BuiltInKey = (typeof BUILT_IN_KEYS)[number];

const key = z.union([z.enum(BUILT_IN_KEYS), z.string().regex(/^field:[A-Za-z0-9_-]{1,64}$/, "A field key is field:<field id>.")], {
  error: `A view key is one of ${BUILT_IN_KEYS.join(", ")} or field:<field id>.`,
});
export type ViewKey = z.infer<typeof key>;

export const FILTER_OPS = ["is", "isNot", "empty", "notEmpty", "before", "after", "gt", "lt", "contains"] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

const scalar = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);

export const viewFilterSchema = z.strictObject({
  key,
  op: z.enum(FILTER_OPS, { error: `op must be one of: ${FILTER_OPS.join(", ")}.` }),
  /** "is"/"isNot" take a list (any of them); the others one value; empty/notEmpty none. */
  value: z.union([scalar, z.array(scalar).max(100)]).optional(),
});
export type ViewFilter = z.infer<typeof viewFilterSchema>;

export const viewSortSchema = z.strictObject({ key, dir: z.enum(["asc", "desc"]).default("asc") });
export type ViewSort = z.infer<typeof viewSortSchema>;

export const viewQuerySchema = z.strictObject({
  /** Words the name or description must contain. */
  text: z.string().max(200).default(""),
  filters: z.array(viewFilterSchema).max(20, "At most 20 filters.").default([]),
  groupBy: key.nullable().default(null),
  sort: z.array(viewSortSchema).max(3, "Sort by at most 3 keys.").default([]),
});
export type ViewQuery = z.infer<typeof viewQuerySchema>;
export const EMPTY_VIEW: ViewQuery = { text: "", filters: [], groupBy: null, sort: [] };

const viewName = lineText("Please enter a view name")
  .min(1, "Please enter a view name")
  .max(80, "View name is too long (max 80 characters).");

export const createViewSchema = z.strictObject({
  name: viewName,
  /** Shared views are seen by every member; personal ones by their creator only. */
  shared: z.boolean().default(false),
  query: viewQuerySchema,
});
export type CreateViewInput = z.infer<typeof createViewSchema>;

export const updateViewSchema = z.strictObject({
  name: viewName.optional(),
  shared: z.boolean().optional(),
  query: viewQuerySchema.optional(),
});
export type UpdateViewInput = z.infer<typeof updateViewSchema>;

export interface SavedView {
  id: number;
  projectId: number;
  name: string;
  shared: boolean;
  query: ViewQuery;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}
