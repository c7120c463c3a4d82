import { z } from "zod";
import { LINK_TYPES } from "../schedule/types";
import type { BoardOp } from "./board-protocol";
import { storedTaskFields } from "./custom-field";
import type { Dependency } from "./dependency";
import type { Task } from "./task";
import { RECURRENCE_MODES } from "./time-fields";

// What a board's event log holds (worker/board/store.ts appendEvent): the op as logged (kind, id,
// what the write was asked, the API token's name) and the values before and after it, as JSON. Read
// back through these schemas, not cast (issue 23, decision 134). They check the shape the board
// wrote, not the rules of a new write: a task logged long ago stays readable.

export const LOGGED_KINDS = ["created", "updated", "deleted", "linked", "unlinked", "scheduled"] as const satisfies ReadonlyArray<
  BoardOp["kind"]
>;
export type LoggedKind = (typeof LOGGED_KINDS)[number];

export const loggedOp = z.looseObject({
  kind: z.enum(LOGGED_KINDS),
  id: z.string().nullable(),
  /** What the write was asked to do; `history` names an undo, redo or restore. */
  input: z.looseObject({ history: z.enum(["undo", "redo", "restore"]).optional() }).optional(),
  via: z.string().optional(),
});
export type LoggedOp = z.output<typeof loggedOp>;

// Loose: a key a later version adds is kept as it was logged. Fields added after the log began
// (issue 25's, issue 26's) are optional, as they are on Task.
export const loggedTask: z.ZodType<Task> = z.looseObject({
  id: z.string(),
  projectId: z.number(),
  kind: z.enum(["task", "milestone"]),
  name: z.string(),
  description: z.string(),
  status: z.enum(["todo", "in-progress", "done"]),
  isCompleted: z.boolean(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  priority: z.enum(["low", "medium", "high"]),
  assigneeId: z.number().nullable(),
  parentTaskId: z.string().nullable(),
  externalId: z.string().nullable(),
  source: z.string(),
  origin: z.string().optional(),
  sourceText: z.string().nullable(),
  estimate: z.number().nullable().optional(),
  recurrence: z.string().nullable().optional(),
  recurrenceMode: z.enum(RECURRENCE_MODES).optional(),
  order: z.string(),
  version: z.number(),
  fields: storedTaskFields.optional(),
  labelIds: z.array(z.string()).optional(),
  statusId: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const loggedDependency: z.ZodType<Dependency> = z.looseObject({
  id: z.string(),
  projectId: z.number(),
  predecessorId: z.string(),
  successorId: z.string(),
  type: z.enum(LINK_TYPES),
  lagDays: z.number(),
  createdAt: z.string(),
});

export const loggedTasks = z.array(loggedTask);

/** The schema of an event's before/after value, by the op's kind. */
export function loggedValueOf(kind: LoggedKind): z.ZodType<Task> | z.ZodType<Dependency> | typeof loggedTasks {
  if (kind === "linked" || kind === "unlinked") return loggedDependency;
  if (kind === "scheduled") return loggedTasks;
  return loggedTask;
}
