import type { PresenceUser, ServerMessage } from "../../core/schemas/board-protocol";
import type { SocketAttachment, SocketUser } from "./types";

// Socket plumbing for the BoardRoom. Per-socket state lives in the socket's attachment (not in
// memory) because the object hibernates between messages and wakes with a fresh instance.

/** Headers the Worker sets when it hands an upgrade to the BoardRoom; the object is not reachable otherwise. */
export const PROJECT_HEADER = "x-board-project";
export const USER_HEADER = "x-board-user";

/** Close codes in the application range: the client should not reconnect after these. */
export const CLOSE_REMOVED = 4403;
export const CLOSE_DELETED = 4404;
/** The user signed out (here or everywhere): a client whose session is still valid just reconnects. */
export const CLOSE_SIGNED_OUT = 4401;

export const userTag = (userId: number) => `user:${userId}`;

// Every op is fanned out to every synced socket, so reading attachments must be cheap: a memo in
// front of deserializeAttachment. All writes go through setAttachment, so the memo never goes stale;
// after hibernation the instance is new and the memo refills from the attachments themselves.
const memo = new WeakMap<WebSocket, SocketAttachment>();

export function attachmentOf(ws: WebSocket): SocketAttachment | null {
  let a = memo.get(ws);
  if (!a) {
    a = (ws.deserializeAttachment() as SocketAttachment | null) ?? undefined;
    if (a) memo.set(ws, a);
  }
  return a ?? null;
}

export function setAttachment(ws: WebSocket, attachment: SocketAttachment): void {
  ws.serializeAttachment(attachment);
  memo.set(ws, attachment);
}

export function send(ws: WebSocket, message: ServerMessage | string): void {
  try {
    ws.send(typeof message === "string" ? message : JSON.stringify(message));
  } catch {
    // The socket closed under us; its close handler updates presence.
  }
}

export function closeQuietly(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already closing or closed.
  }
}

/** One entry per person, however many tabs they have open. */
export function presenceOf(sockets: WebSocket[]): PresenceUser[] {
  const users = new Map<number, PresenceUser>();
  for (const ws of sockets) {
    const a = attachmentOf(ws);
    if (a && !users.has(a.userId)) users.set(a.userId, { id: a.userId, name: a.name, profileImageUrl: a.profileImageUrl });
  }
  return [...users.values()];
}

/** The request the Worker forwards to the BoardRoom once session, origin and membership are checked. */
export function upgradeRequest(original: Request, projectId: number, user: SocketUser): Request {
  const headers = new Headers({ upgrade: "websocket" });
  headers.set(PROJECT_HEADER, String(projectId));
  headers.set(USER_HEADER, JSON.stringify(user));
  return new Request(original.url, { headers });
}
