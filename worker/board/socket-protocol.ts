import { z } from "zod";
import { roleAllows } from "../../core/policy";
import { type ClientMessage, clientMessageSchema, type ServerMessage } from "../../core/schemas/board-protocol";
import type { Task } from "../../core/schemas/task";
import type { Board, BoardWriter } from "./board-writes";
import { type CommittedOp, EVENT_LOG_KEEP } from "./changeset";
import { listFields } from "./custom-fields";
import { boardDefinitions } from "./definitions";
import { listLinks } from "./dependencies";
import { takeMessageToken } from "./message-rate";
import type { ProjectPush } from "./project-push";
import { attachmentOf, closeQuietly, PROJECT_HEADER, presenceOf, send, setAttachment, USER_HEADER, userTag } from "./sockets";
import type { BoardStore } from "./store";
import type { BoardResult, BoardWrite, SocketAttachment, SocketUser, WriteValue } from "./types";

// The live socket, from the upgrade the Worker hands over to each message: hello (catch-up), and the
// writes (create, update, delete), which go to the same BoardWriter as HTTP writes.

/** Catch-up requests (hello) one socket may make per minute. */
const HELLO_BUDGET = 20;
const HELLO_WINDOW_MS = 60_000;
/** Policy violation: the client may reconnect after its backoff. */
const CLOSE_TOO_MANY_HELLOS = 1008;
const CLOSE_TOO_MANY_MESSAGES = 1008;
const OUR_FAULT = "Something went wrong on our side. Please try again.";

/** What the protocol needs from its BoardRoom. */
export interface Room {
  ctx: DurableObjectState;
  /** The board, creating its storage and loading its member mirror if needed; null if the project has no members. */
  ready(projectId: number): Promise<Board | null>;
  current(): Board | null;
  writer: BoardWriter;
  projectPush: ProjectPush;
}

export class SocketProtocol {
  /** Messages of one socket are handled one after another, even when one of them waits (hello's D1 read). */
  private readonly queues = new WeakMap<WebSocket, Promise<void>>();

  constructor(private readonly room: Room) {}

  synced(): WebSocket[] {
    return this.room.ctx.getWebSockets().filter((ws) => attachmentOf(ws)?.synced);
  }

  /** Only the Worker's live route reaches this, with the signed-in user it has checked. */
  async accept(request: Request): Promise<Response> {
    const projectId = Number(request.headers.get(PROJECT_HEADER));
    const userHeader = request.headers.get(USER_HEADER);
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket" || !userHeader || !Number.isSafeInteger(projectId)) {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const user = socketUserOf(userHeader);
    if (!user) return new Response("Expected the signed-in user", { status: 400 });
    const board = await this.room.ready(projectId);
    // Checked in the same turn as the socket is registered: a removal that lands later finds the
    // socket (memberChanged) and closes it, one that landed before is in the mirror already.
    if (!roleAllows("project.live", board?.members.roleOf(user.userId) ?? null))
      return Response.json({ message: "Project not found" }, { status: 404 });
    const [client, server] = Object.values(new WebSocketPair());
    this.room.ctx.acceptWebSocket(server, [userTag(user.userId)]);
    setAttachment(server, { userId: user.userId, name: user.name, profileImageUrl: user.profileImageUrl, synced: false });
    this.broadcastPresence();
    return new Response(null, { status: 101, webSocket: client });
  }

  async message(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const allowed = takeMessageToken(ws);
    if (allowed === "refused") return;
    if (!allowed) {
      // Refused before it is parsed or queued, so a flood costs the room next to nothing; the client
      // may reconnect after its backoff. Whatever else it already sent is dropped unread.
      send(ws, { type: "error", status: 429, message: "Too many messages. Reconnect in a moment." });
      return closeQuietly(ws, CLOSE_TOO_MANY_MESSAGES, "Too many messages");
    }
    const previous = this.queues.get(ws) ?? Promise.resolve();
    const next = previous
      .then(() => this.handle(ws, raw))
      .catch((err) => {
        // Every request gets an answer, even a failure of ours: a client waiting on an ack never hangs.
        console.error(JSON.stringify({ level: "error", where: "BoardRoom.webSocketMessage", error: String(err), stack: err?.stack }));
        replyError(ws, requestIdOf(raw), 500, OUR_FAULT);
      });
    this.queues.set(ws, next);
    await next;
  }

  closed(ws: WebSocket, code: number): void {
    // 1005/1006 are not codes one may send back; answer those with a normal close.
    closeQuietly(ws, code === 1005 || code === 1006 ? 1000 : code, "");
    this.broadcastPresence(new Set([ws]));
  }

  private async handle(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    let board = this.room.current();
    const attachment = attachmentOf(ws);
    if (!board || !attachment) {
      // A socket the board knows nothing about (its storage was wiped): make the client start over.
      return closeQuietly(ws, 1011, "Board unavailable; please reconnect.");
    }
    let data: unknown;
    try {
      if (typeof raw !== "string") throw new Error("binary");
      data = JSON.parse(raw);
    } catch {
      return send(ws, { type: "error", status: 400, message: "Messages must be JSON text." });
    }
    const parsed = clientMessageSchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = `Invalid message${issue?.path.length ? ` (${issue.path.join(".")})` : ""}: ${issue?.message ?? "invalid input"}`;
      return replyError(ws, requestIdOf(raw), 400, message);
    }
    const msg = parsed.data;
    // A board created before the mirror existed takes its copy on first use (one D1 read, once).
    if (!board.members.ready) board = (await this.room.ready(board.store.projectId)) ?? board;
    if (msg.type === "hello") return this.hello(ws, board, attachment, msg.lastVersion);
    this.room.writer.submit({
      actorId: attachment.userId,
      requestId: msg.requestId,
      write: writeOf(msg),
      done: (result) => answer(ws, msg.requestId, result),
      fail: () => replyError(ws, msg.requestId, 500, OUR_FAULT),
    });
  }

  /**
   * Catch-up for a (re)connecting client: the board ops it missed (or a snapshot), then its role and
   * the project's details as they are now, which may have changed while it was away.
   */
  private async hello(ws: WebSocket, board: Board, attachment: SocketAttachment, lastVersion: number | null): Promise<void> {
    // A client says hello once per connection and again only after a gap; a socket that keeps asking
    // would make the board serialise snapshots on demand, so past the budget it is closed.
    const now = Date.now();
    const inWindow = attachment.helloWindowStart !== undefined && now - attachment.helloWindowStart < HELLO_WINDOW_MS;
    const helloWindowStart = inWindow ? (attachment.helloWindowStart as number) : now;
    const helloCount = inWindow ? (attachment.helloCount ?? 0) + 1 : 1;
    if (helloCount > HELLO_BUDGET) {
      send(ws, { type: "error", status: 429, message: "Too many catch-up requests. Reconnect in a moment." });
      return closeQuietly(ws, CLOSE_TOO_MANY_HELLOS, "Too many catch-up requests");
    }
    const role = board.members.roleOf(attachment.userId);
    if (!role) return closeQuietly(ws, 4403, "You are no longer a member of this project.");
    setAttachment(ws, { ...attachment, synced: true, helloWindowStart, helloCount });
    sendMissedOps(ws, board.store, lastVersion);
    send(ws, { type: "role", role });
    send(ws, { type: "fields", fields: listFields(board.store) });
    send(ws, { type: "definitions", ...boardDefinitions(board.store) });
    try {
      await this.room.projectPush.push(board.store.projectId, ws);
    } catch (err) {
      // The board itself is caught up; the details come with the next change or reconnect.
      console.error(JSON.stringify({ level: "error", where: "BoardRoom.hello", projectId: board.store.projectId, error: String(err) }));
    }
  }

  /** One frame for the whole batch: every synced socket gets the ops in version order. */
  broadcastOps(ops: CommittedOp[]): void {
    const listeners = this.synced();
    if (listeners.length === 0) return;
    const frame: ServerMessage =
      ops.length === 1
        ? { type: "op", version: ops[0].version, op: ops[0].op, actorId: ops[0].actorId }
        : { type: "ops", ops: ops.map(({ version, op, actorId }) => ({ version, op, actorId })) };
    const text = JSON.stringify(frame);
    for (const ws of listeners) send(ws, text);
  }

  broadcastPresence(leaving: Set<WebSocket> = new Set()): void {
    const sockets = this.room.ctx.getWebSockets().filter((ws) => !leaving.has(ws) && ws.readyState === WebSocket.OPEN);
    const text = JSON.stringify({ type: "presence", users: presenceOf(sockets) } satisfies ServerMessage);
    for (const ws of sockets) send(ws, text);
  }
}

type WriteMessage = Exclude<ClientMessage, { type: "hello" }>;

function writeOf(msg: WriteMessage): BoardWrite {
  if (msg.type === "update") return { kind: "update", id: msg.id, patch: msg.patch };
  if (msg.type === "delete") return { kind: "delete", id: msg.id };
  const { id, ...task } = msg.task;
  return { kind: "create", items: [{ ...task, source: "manual", sourceText: null }], ids: id ? [id] : undefined };
}

function answer(ws: WebSocket, requestId: string, result: BoardResult<WriteValue>): void {
  if (result.ok) {
    // Socket writes are single creates, updates and deletes (batches come over HTTP only).
    const task = (Array.isArray(result.value) ? (result.value[0] ?? null) : result.value) as Task | null;
    send(ws, { type: "ack", requestId, task });
    return;
  }
  const error: ServerMessage = { type: "error", requestId, status: result.status, message: result.message };
  send(ws, result.task ? { ...error, task: result.task } : error);
}

function replyError(ws: WebSocket, requestId: string | undefined, status: number, message: string): void {
  send(ws, requestId ? { type: "error", requestId, status, message } : { type: "error", status, message });
}

/** The ops after `lastVersion`, in order, or a snapshot if the event log can't cover them. */
function sendMissedOps(ws: WebSocket, store: BoardStore, lastVersion: number | null): void {
  const current = store.version();
  if (lastVersion === current) return;
  if (lastVersion !== null && lastVersion < current && current - lastVersion <= EVENT_LOG_KEEP) {
    const oldest = store.oldestEventVersion();
    const missed = oldest !== null && oldest <= lastVersion + 1 ? store.eventsAfter(lastVersion) : null;
    if (missed) {
      for (const e of missed) send(ws, { type: "op", version: e.version, op: e.op, actorId: e.actorId });
      return;
    }
  }
  const tasks = store.list();
  if (tasks.length <= SNAPSHOT_PAGE) {
    send(ws, { type: "snapshot", version: current, tasks, dependencies: listLinks(store) });
    return;
  }
  // A big board in pages (issue 22): the client parses each in a task of its own instead of one long
  // frame. All are sent in this turn, so no op can fall between them.
  const parts = Math.ceil(tasks.length / SNAPSHOT_PAGE);
  for (let part = 1; part <= parts; part++) {
    const page = tasks.slice((part - 1) * SNAPSHOT_PAGE, part * SNAPSHOT_PAGE);
    send(ws, { type: "snapshot", version: current, tasks: page, dependencies: part === parts ? listLinks(store) : [], part, parts });
  }
}

/** Tasks per snapshot frame: about 400 KB of JSON, a few milliseconds to parse. */
export const SNAPSHOT_PAGE = 1000;

/** The requestId of a raw client message, if it has a usable one, so even a rejected request is answered by id. */
function requestIdOf(raw: string | ArrayBuffer): string | undefined {
  if (typeof raw !== "string") return undefined;
  try {
    const id = (JSON.parse(raw) as { requestId?: unknown })?.requestId;
    return typeof id === "string" && id.length <= 64 ? id : undefined;
  } catch {
    return undefined;
  }
}

const socketUser: z.ZodType<SocketUser> = z.object({ userId: z.number().int(), name: z.string(), profileImageUrl: z.string().nullable() });

/** The user the Worker's live route put in its header, parsed (never cast); null if it is not one. */
function socketUserOf(header: string): SocketUser | null {
  try {
    const parsed = socketUser.safeParse(JSON.parse(header));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
