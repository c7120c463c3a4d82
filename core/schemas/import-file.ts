import { z } from "zod";
import { IMPORT_FORMATS, MAPPED_FIELDS } from "../import-files/formats";
import { projectNameField } from "./project";

// POST /api/import/file: a Trello, Jira, Asana or other CSV export read with the mapping the user confirmed.

/** Under the API's 1 MB body limit, with room for the rest of the request. */
export const MAX_IMPORT_FILE_CHARS = 900_000;

export const importFileSchema = z
  .strictObject({
    format: z.enum(IMPORT_FORMATS, { error: "Choose the kind of file: Trello JSON, Jira CSV, Asana CSV or another CSV." }),
    content: z.string().min(1, "This file is empty.").max(MAX_IMPORT_FILE_CHARS, "This file is too large to import (max 900 KB)."),
    mapping: z.strictObject({
      ...(Object.fromEntries(MAPPED_FIELDS.map((f) => [f, z.string().max(200).nullable()])) as Record<
        (typeof MAPPED_FIELDS)[number],
        z.ZodNullable<z.ZodString>
      >),
      // Added with subtasks (issue 14): a page loaded before it sends no parent, which means none.
      parent: z.string().max(200).nullable().default(null),
      // Added with milestones from epics (issue 21): none means every row is a task.
      kind: z.string().max(200).nullable().default(null),
    }),
    /** The new project's name; not needed when `projectId` names the project to import into. */
    projectName: projectNameField.optional(),
    /** Issue 25, item 8: import into this existing project (editor or owner) instead of making one. */
    projectId: z.number({ error: "projectId must be a project id." }).int().positive("projectId must be a project id.").optional(),
    /** Chosen by the client once per import: a double click or a retry makes one project, not two. */
    requestId: z.string().min(8).max(64),
  })
  .refine((v) => v.projectId !== undefined || v.projectName !== undefined, {
    message: "Please enter a name for your project.",
    path: ["projectName"],
  });
export type ImportFileInput = z.infer<typeof importFileSchema>;

/** POST /api/import/assignees: the assignee values of a file, to show who they match before importing. */
export const importAssigneesSchema = z.strictObject({
  values: z.array(z.string().trim().min(1).max(200)).max(500, "A file names at most 500 different assignees."),
});
export type ImportAssigneesInput = z.infer<typeof importAssigneesSchema>;
