import { z } from "zod";
import type { CommentEvent } from "./comment";
import type { CustomField } from "./custom-field";
import type { Dependency } from "./dependency";
import type { Role } from "./fields";
import type { Label } from "./labels";
import type { ProjectView } from "./project";
import type { BoardStatus } from "./statuses";
import type { Task } from "./task";
import { createTaskSchema, updateTaskSchema } from "./task";

// The live board's WebSocket protocol (GET /api/projects/:id/live). Every accepted change is
// broadcast as {type:"op", version, op}; versions are the board's, strictly increasing by one.
// Project details and the caller's own role are pushed too, outside the board's versions: they are
// not board ops and live in D1, so each message carries the whole current value, never a change.

export type BoardOp =
  | { kind: "created"; task: Task }
  | { kind: "updated"; task: Task }
  | { kind: "deleted"; id: string }
  /** Issue 12: a dependency added or removed. */
  | { kind: "linked"; dependency: Dependency }
  | { kind: "unlinked"; id: string }
  /** Issue 12: many tasks' dates changed at once (an auto-schedule, a bar dropped with its successors). */
  | { kind: "scheduled"; tasks: Task[] };

export interface PresenceUser {
  id: number;
  name: string;
  profileImageUrl: string | null;
}

export type ServerMessage =
  /**
   * Full state, sent when the client is new or too far behind for the event log. A big board's comes in
   * pages (`part` 1…`parts`, sent one after another in the same turn, the links with the last): the client
   * applies the board when the last page is in.
   */
  | { type: "snapshot"; version: number; tasks: Task[]; dependencies: Dependency[]; part?: number; parts?: number }
  /** One accepted change. `actorId` lets a client tell its own echo from others' edits. */
  | { type: "op"; version: number; op: BoardOp; actorId: number }
  /** Several changes committed together (a batch of writes), in version order, as one frame. */
  | { type: "ops"; ops: Array<{ version: number; op: BoardOp; actorId: number }> }
  | { type: "presence"; users: PresenceUser[] }
  /**
   * Answer to a client write: the resulting task (or null after a delete). A write whose requestId was
   * already applied (a retry) is answered the same way and applies nothing.
   */
  | { type: "ack"; requestId: string; task: Task | null }
  | { type: "error"; requestId?: string; status: number; message: string; task?: Task }
  /**
   * The project's details as they are now: after someone changed them, and after every hello (so a
   * client that was away, or loaded the page just before a change, catches up). Clients that don't
   * know this type ignore it.
   */
  | { type: "project"; project: LiveProject }
  /** This socket's user has a new role on the project; also sent after every hello. */
  | { type: "role"; role: Role }
  /** A comment was added, edited or deleted (issue 14): not a board op, so outside the board's versions. */
  | { type: "comment"; event: CommentEvent }
  /**
   * Issue 25: the project's own fields as they are now, after one of them changed and after every
   * hello. Not a board op: definitions are not task changes (the values they clear are).
   */
  | { type: "fields"; fields: CustomField[] }
  /**
   * Issue 25: the project's labels and statuses as they are now, after each change to them and after
   * every hello. Not board ops (a task's labels and status are; these are the lists they pick from).
   */
  | { type: "definitions"; labels: Label[]; statuses: BoardStatus[] };

/** A project as pushed to every member: the ProjectView without the receiver's role. */
export type LiveProject = Omit<ProjectView, "role">;

/**
 * What a client accepts as a `project` message: checked, because the page renders it straight into
 * the header. Unknown extra fields are dropped, so a newer server does not break an older page.
 */
export const liveProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  dueDate: z.string().nullable(),
  status: z.string(),
  progress: z.number(),
  totalTasks: z.number(),
  completedTasks: z.number(),
  icon: z.string(),
  iconBg: z.string(),
  ownerId: z.number().nullable(),
  externalId: z.string().nullable(),
  externalUrl: z.string().nullable(),
  source: z.string(),
  aiGenerated: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<LiveProject>;

/** A client's id for one write; the same id sent again (a retry, an offline replay) applies once. */
const requestId = z.string().min(1).max(64);
const taskId = z.string().min(1).max(64);

/**
 * A task created over the socket: the HTTP body without projectId (the socket is the project's), and
 * optionally the id the client chose (`<projectId>-<random>`), so edits queued offline can name it.
 */
export const socketCreateSchema = createTaskSchema.omit({ projectId: true }).extend({ id: taskId.optional() });

/** Client → server. Validated like HTTP input; writes need the editor role. */
export const clientMessageSchema = z.discriminatedUnion("type", [
  /** First message after (re)connecting: the last board version the client has applied. */
  z.strictObject({ type: z.literal("hello"), lastVersion: z.number().int().min(0).nullable() }),
  z.strictObject({ type: z.literal("create"), requestId, task: socketCreateSchema }),
  z.strictObject({ type: z.literal("update"), requestId, id: taskId, patch: updateTaskSchema }),
  z.strictObject({ type: z.literal("delete"), requestId, id: taskId }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
