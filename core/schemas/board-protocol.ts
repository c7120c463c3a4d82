import { z } from "zod";
import type { Task } from "./task";
import { updateTaskSchema } from "./task";

// The live board's WebSocket protocol (GET /api/projects/:id/live). Every accepted change is
// broadcast as {type:"op", version, op}; versions are the board's, strictly increasing by one.

export type BoardOp = { kind: "created"; task: Task } | { kind: "updated"; task: Task } | { kind: "deleted"; id: string };

export interface PresenceUser {
  id: number;
  name: string;
  profileImageUrl: string | null;
}

export type ServerMessage =
  /** Full state, sent when the client is new or too far behind for the event log. */
  | { type: "snapshot"; version: number; tasks: Task[] }
  /** One accepted change. `actorId` lets a client tell its own echo from others' edits. */
  | { type: "op"; version: number; op: BoardOp; actorId: number }
  | { type: "presence"; users: PresenceUser[] }
  /** Answer to a client write: the resulting task (or null after a delete). */
  | { type: "ack"; requestId: string; task: Task | null }
  | { type: "error"; requestId?: string; status: number; message: string; task?: Task };

/** Client → server. Validated like HTTP input; writes need the editor role. */
export const clientMessageSchema = z.discriminatedUnion("type", [
  /** First message after (re)connecting: the last board version the client has applied. */
  z.strictObject({ type: z.literal("hello"), lastVersion: z.number().int().min(0).nullable() }),
  z.strictObject({
    type: z.literal("update"),
    requestId: z.string().min(1).max(64),
    id: z.string().min(1).max(64),
    patch: updateTaskSchema,
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
