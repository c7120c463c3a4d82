import { z } from "zod";
import type { LinkType } from "../schedule/types";

// The project's Activity view and undo/redo (issue 14), read from the BoardRoom's event log.

export const ACTIVITY_PAGE_MAX = 100;

/** GET /api/projects/:id/activity?actor=&task=&before=&limit= */
export const activityQuery = z.strictObject({
  actor: z.coerce.number({ error: "actor must be a user id" }).int().positive("actor must be a user id").optional(),
  task: z.string().min(1).max(64).optional(),
  /** Board version: entries older than it (the next page). */
  before: z.coerce.number({ error: "before must be a board version" }).int().positive().optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1, "limit must be at least 1")
    .max(ACTIVITY_PAGE_MAX, `limit must be at most ${ACTIVITY_PAGE_MAX}`)
    .default(50),
});
export type ActivityQuery = z.infer<typeof activityQuery>;

export type ActivityField =
  | "name"
  | "description"
  | "status"
  | "priority"
  | "assigneeId"
  | "dueDate"
  | "parentTaskId"
  | "order"
  | "estimate"
  | "recurrence"
  | "recurrenceMode"
  | "statusId"
  | "labelIds";

export interface ActivityChange {
  field: ActivityField;
  before: string | number | null;
  after: string | number | null;
}

/** A task's change, or a board-wide one: a link added or removed, dates written by a schedule. */
export type ActivityKind = "created" | "updated" | "deleted" | "linked" | "unlinked" | "scheduled";

/** The link a linked/unlinked entry added or removed, with its tasks' names. */
export interface ActivityLink {
  predecessorId: string;
  predecessorName: string;
  successorId: string;
  successorName: string;
  type: LinkType;
  lagDays: number;
}

export interface ActivityDates {
  taskId: string;
  taskName: string;
  before: { startDate: string | null; dueDate: string | null };
  after: { startDate: string | null; dueDate: string | null };
}

/**
 * The dates a scheduled entry wrote. `source`: an auto-schedule run, a bar moved on the timeline
 * (its successors following), or an undo/redo of one of those (see `history`).
 */
export interface ActivitySchedule {
  source: "auto" | "move" | "history";
  tasks: ActivityDates[];
}

export interface ActivityEntry {
  version: number;
  at: string;
  actor: { id: number; name: string };
  kind: ActivityKind;
  /** The task changed; for a link its successor, for a schedule the first task it moved. */
  taskId: string;
  taskName: string;
  /** linked/unlinked only. */
  link: ActivityLink | null;
  /** scheduled only. */
  schedule: ActivitySchedule | null;
  /** Set when the change was an undo, a redo or a restore. */
  history: "undo" | "redo" | "restore" | null;
  /** The API token the change was made with, by name (shown as "via API token <name>"); null from the app. */
  via: string | null;
  changes: ActivityChange[];
  /** A delete whose task is still gone: it can be restored. */
  restorable: boolean;
}

/** What the caller could undo or redo now, described for the buttons. */
export interface HistoryState {
  undo: string | null;
  redo: string | null;
}

export interface ActivityPage extends HistoryState {
  items: ActivityEntry[];
  /** `before` for the next page, null at the end of the log. */
  nextBefore: number | null;
}

/** POST /undo and /redo answer with what was done and the caller's new history state. */
export interface HistoryResult extends HistoryState {
  done: string;
}
