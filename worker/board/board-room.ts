import { DurableObject } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { canEdit } from "../../core/permissions";
import { type ClientMessage, clientMessageSchema, type ServerMessage } from "../../core/schemas/board-protocol";
import type { Role } from "../../core/schemas/fields";
import type { Task, UpdateTaskInput } from "../../core/schemas/task";
import { db } from "../db/client";
import { projectMembers } from "../db/schema";
import { readLiveProject } from "../services/projects";
import { BoardRejection, Changeset, type CommittedOp, createItems, deleteItem, EVENT_LOG_KEEP, unassignAll, updateItem } from "./mutations";
import { flushProjection } from "./projection";
import {
  attachmentOf,
  CLOSE_DELETED,
  CLOSE_REMOVED,
  CLOSE_SIGNED_OUT,
  closeQuietly,
  PROJECT_HEADER,
  presenceOf,
  send,
  setAttachment,
  USER_HEADER,
  userTag,
} from "./sockets";
import { hasBoardTables, migrate } from "./storage-schema";
import { BoardStore } from "./store";
import type { AssigneeCheck, BoardItem, BoardResult, SocketAttachment, SocketUser } from "./types";

/**
 * Coalesces a burst of changes into one D1 round trip. D1 is a single writer shared by every board,
 * so a busy board flushes at most ~4 times a second; project cards lag the board by about that much.
 */
const FLUSH_DELAY_MS = 250;
const FLUSH_ROUNDS_PER_ALARM = 10;
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 5 * 60_000;
const READ_ONLY = "You have read-only access to this project.";
/** Catch-up requests (hello) one socket may make per minute. */
const HELLO_BUDGET = 20;
const HELLO_WINDOW_MS = 60_000;
/** Policy violation: the client may reconnect after its backoff. */
const CLOSE_TOO_MANY_HELLOS = 1008;

/**
 * One project's board: its tasks and milestones, their order, a board version and an event log, in
 * this object's SQLite storage. Every change is one storage transaction (apply, bump versions, log,
 * queue the D1 projection), then a broadcast to the project's sockets, then an alarm-driven flush to
 * D1. The Worker checks the caller's role before any call reaches this object.
 */
export class BoardRoom extends DurableObject<Env> {
  private store: BoardStore | null = null;
  private schemaReady = false;
  private flushArmed = false;
  /** Messages of one socket are handled one after another, even when one of them waits on D1. */
  private readonly socketQueues = new WeakMap<WebSocket, Promise<void>>();
  /** Sockets owed the project's current details ("all": every synced socket), and the push serving them. */
  private projectOwed: Set<WebSocket> | "all" | null = null;
  private projectPush: Promise<void> | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Answered by the runtime without waking the object, so idle boards stay hibernated.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
    // A change committed just before an eviction may not have armed its flush yet.
    const store = this.openStore();
    if (store && store.outboxSize() > 0) this.scheduleFlush();
  }

  // ── storage ───────────────────────────────────────────────────────────────
  /** The store, migrating on first use; binds the object to `projectId` the first time one is given. */
  private openStore(projectId?: number): BoardStore | null {
    const sql = this.ctx.storage.sql;
    if (!this.schemaReady) {
      // Waking without a project (alarm, socket, diagnostics) must not create tables in an empty or
      // deleted board; only a call that names the project does.
      if (projectId === undefined && !hasBoardTables(sql)) return null;
      this.ctx.storage.transactionSync(() => migrate(sql));
      this.schemaReady = true;
    }
    if (this.store) {
      if (projectId !== undefined && projectId !== this.store.projectId)
        throw new Error(`board of project ${this.store.projectId} asked for ${projectId}`);
      return this.store;
    }
    const bound = sql.exec<{ value: number }>("SELECT value FROM meta WHERE key = 'project_id'").toArray()[0]?.value;
    if (bound === undefined && projectId === undefined) return null;
    if (bound === undefined) sql.exec("INSERT INTO meta (key, value) VALUES ('project_id', ?)", projectId!);
    else if (projectId !== undefined && Number(bound) !== projectId) throw new Error(`board of project ${bound} asked for ${projectId}`);
    this.store = new BoardStore(sql, projectId ?? Number(bound));
    return this.store;
  }

  private storeFor(projectId: number): BoardStore {
    return this.openStore(projectId)!;
  }

  /** Runs one change in one storage transaction; broadcasts and queues the projection only if it committed. */
  private mutate<T>(projectId: number, actorId: number, change: (cs: Changeset) => T): BoardResult<T> {
    const store = this.storeFor(projectId);
    let value: T;
    let ops: CommittedOp[];
    try {
      [value, ops] = this.ctx.storage.transactionSync(() => {
        const cs = new Changeset(store, actorId);
        const result = change(cs);
        return [result, cs.finish()] as const;
      });
    } catch (err) {
      if (err instanceof BoardRejection) {
        const failure = { ok: false as const, status: err.status, message: err.message };
        return err.task ? { ...failure, task: err.task } : failure;
      }
      throw err;
    }
    if (ops.length > 0) {
      this.broadcastOps(ops);
      this.scheduleFlush();
    }
    return { ok: true, value };
  }

  // ── RPC (called by worker/services/board.ts after the role check) ──────────
  listItems(projectId: number): { version: number; tasks: Task[] } {
    const store = this.storeFor(projectId);
    return { version: store.version(), tasks: store.list() };
  }

  /**
   * The same list, serialized here: one string crosses the RPC boundary instead of a structured
   * clone of thousands of objects, and the Worker sends it as is (half the time at 2,000 tasks).
   */
  listItemsJson(projectId: number): { version: number; json: string } {
    const store = this.storeFor(projectId);
    return { version: store.version(), json: JSON.stringify(store.list()) };
  }

  getItem(projectId: number, taskId: string): Task | null {
    return this.storeFor(projectId).get(taskId);
  }

  /** `members`: the ids among the items' assignees that the Worker found to be project members. */
  createItems(projectId: number, actorId: number, items: BoardItem[], members: number[]): BoardResult<Task[]> {
    const allowed = new Set(members);
    return this.mutate(projectId, actorId, (cs) => createItems(cs, items, allowed));
  }

  updateItem(projectId: number, actorId: number, taskId: string, patch: UpdateTaskInput, check: AssigneeCheck): BoardResult<Task> {
    return this.mutate(projectId, actorId, (cs) => updateItem(cs, taskId, patch, check.assigneeIsMember === true));
  }

  deleteItem(projectId: number, actorId: number, taskId: string): BoardResult<null> {
    return this.mutate(projectId, actorId, (cs) => {
      deleteItem(cs, taskId);
      return null;
    });
  }

  unassignUser(projectId: number, actorId: number, userId: number): number {
    const result = this.mutate(projectId, actorId, (cs) => unassignAll(cs, userId));
    return result.ok ? result.value : 0;
  }

  /**
   * A member's role changed (their open sockets get the new role, and are told so the page can show
   * or hide its edit controls) or they were removed (null: sockets closed).
   */
  memberChanged(userId: number, role: Role | null): void {
    const sockets = this.ctx.getWebSockets(userTag(userId));
    if (sockets.length === 0) return;
    for (const ws of sockets) {
      const a = attachmentOf(ws);
      if (role === null) closeQuietly(ws, CLOSE_REMOVED, "You are no longer a member of this project.");
      else if (a) {
        setAttachment(ws, { ...a, role });
        send(ws, { type: "role", role });
      }
    }
    if (role === null) this.broadcastPresence(new Set(sockets));
  }

  /** The user signed out: their sockets were opened with a session that may be gone, so they are closed. */
  userSignedOut(userId: number): void {
    const sockets = this.ctx.getWebSockets(userTag(userId));
    if (sockets.length === 0) return;
    for (const ws of sockets) closeQuietly(ws, CLOSE_SIGNED_OUT, "Signed out.");
    this.broadcastPresence(new Set(sockets));
  }

  /** The project's details changed in D1 (name, dates, status…): push them to every synced socket. */
  async projectChanged(projectId: number): Promise<void> {
    // Nobody is watching: nothing to push, and no storage to open. A later hello reads D1 itself.
    if (!this.ctx.getWebSockets().some((ws) => attachmentOf(ws)?.synced)) return;
    await this.pushProject(this.storeFor(projectId).projectId, "all");
  }

  /** The project is gone: close its sockets and erase every trace of the board. */
  async destroy(): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) closeQuietly(ws, CLOSE_DELETED, "This project was deleted.");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.store = null;
    this.schemaReady = false;
    this.flushArmed = false;
  }

  // ── projection to D1 ──────────────────────────────────────────────────────
  /** Outbox entries D1 has not seen yet (0 once the projection has converged). */
  pendingProjection(): number {
    return this.openStore()?.outboxSize() ?? 0;
  }

  private scheduleFlush(): void {
    if (this.flushArmed) return;
    this.flushArmed = true;
    this.ctx.storage.setAlarm(Date.now() + FLUSH_DELAY_MS).catch((err) => {
      this.flushArmed = false;
      console.error(JSON.stringify({ level: "error", where: "BoardRoom.scheduleFlush", error: String(err) }));
    });
  }

  /** Flushes the outbox to D1; on failure retries with exponential back-off, for as long as it takes. */
  async alarm(): Promise<void> {
    this.flushArmed = false;
    const store = this.openStore();
    if (!store) return;
    try {
      for (let round = 0; round < FLUSH_ROUNDS_PER_ALARM; round++) {
        if (!(await flushProjection(this.env.DB, store))) {
          if (store.flushFailures() > 0) store.setFlushFailures(0);
          return;
        }
      }
      // Still busy: yield to requests and come back on the next alarm.
      this.scheduleFlush();
    } catch (err) {
      if (this.store !== store) return; // destroyed while we were talking to D1
      const failures = store.flushFailures() + 1;
      store.setFlushFailures(failures);
      const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (failures - 1));
      console.error(JSON.stringify({ level: "error", where: "BoardRoom.alarm", projectId: store.projectId, failures, error: String(err) }));
      this.flushArmed = true;
      await this.ctx.storage.setAlarm(Date.now() + delay);
    }
  }

  // ── live sockets ──────────────────────────────────────────────────────────
  /** Only the Worker's live route reaches this, with the user it has already checked. */
  async fetch(request: Request): Promise<Response> {
    const projectId = Number(request.headers.get(PROJECT_HEADER));
    const userHeader = request.headers.get(USER_HEADER);
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket" || !userHeader || !Number.isSafeInteger(projectId)) {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const user = JSON.parse(userHeader) as SocketUser;
    this.storeFor(projectId);
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server, [userTag(user.userId)]);
    setAttachment(server, { ...user, synced: false });
    try {
      await this.confirmRole(server, projectId, user);
    } catch (err) {
      closeQuietly(server, 1011, "Board unavailable; please reconnect.");
      throw err;
    }
    this.broadcastPresence();
    return new Response(null, { status: 101, webSocket: client });
  }

  /**
   * The route read the role before handing the upgrade over, and a removal or role change committed
   * in between found no socket here to close or update. Now that the socket is registered, read it
   * again: any change committed after this read reaches the socket through memberChanged.
   */
  private async confirmRole(ws: WebSocket, projectId: number, user: SocketUser): Promise<void> {
    const row = await db(this.env.DB)
      .select({ role: projectMembers.role })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, user.userId)))
      .get();
    const current = attachmentOf(ws);
    // memberChanged ran while we waited: it has the newer word.
    if (!current || current.role !== user.role || ws.readyState !== WebSocket.OPEN) return;
    if (!row) return closeQuietly(ws, CLOSE_REMOVED, "You are no longer a member of this project.");
    if (row.role !== user.role) {
      setAttachment(ws, { ...current, role: row.role });
      send(ws, { type: "role", role: row.role });
    }
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const previous = this.socketQueues.get(ws) ?? Promise.resolve();
    const next = previous
      .then(() => this.handleMessage(ws, message))
      .catch((err) => {
        // Every request gets an answer, even a failure of ours: a client waiting on an ack never hangs.
        console.error(JSON.stringify({ level: "error", where: "BoardRoom.webSocketMessage", error: String(err), stack: err?.stack }));
        const requestId = requestIdOf(message);
        const reply: ServerMessage = { type: "error", status: 500, message: "Something went wrong on our side. Please try again." };
        send(ws, requestId ? { ...reply, requestId } : reply);
      });
    this.socketQueues.set(ws, next);
    await next;
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // 1005/1006 are not codes one may send back; answer those with a normal close.
    closeQuietly(ws, code === 1005 || code === 1006 ? 1000 : code, "");
    this.broadcastPresence(new Set([ws]));
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    this.broadcastPresence(new Set([ws]));
  }

  private async handleMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const store = this.openStore();
    const attachment = attachmentOf(ws);
    if (!store || !attachment) {
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
      const requestId = requestIdOf(raw);
      const issue = parsed.error.issues[0];
      const message = `Invalid message${issue?.path.length ? ` (${issue.path.join(".")})` : ""}: ${issue?.message ?? "invalid input"}`;
      return send(ws, requestId ? { type: "error", requestId, status: 400, message } : { type: "error", status: 400, message });
    }
    const msg = parsed.data;
    if (msg.type === "hello") return this.hello(ws, store, attachment, msg.lastVersion);
    return this.socketUpdate(ws, store, msg);
  }

  /**
   * Catch-up for a (re)connecting client: the board ops it missed (or a snapshot), then its role and
   * the project's details as they are now, which may have changed while it was away or between its
   * page load and this hello.
   */
  private async hello(ws: WebSocket, store: BoardStore, attachment: SocketAttachment, lastVersion: number | null): Promise<void> {
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
    setAttachment(ws, { ...attachment, synced: true, helloWindowStart, helloCount });
    this.sendMissedOps(ws, store, lastVersion);
    send(ws, { type: "role", role: attachment.role });
    try {
      await this.pushProject(store.projectId, ws);
    } catch (err) {
      // The board itself is caught up; the details come with the next change or reconnect.
      console.error(JSON.stringify({ level: "error", where: "BoardRoom.hello", projectId: store.projectId, error: String(err) }));
    }
  }

  /** The ops after `lastVersion`, in order, or a snapshot if the event log can't cover them. */
  private sendMissedOps(ws: WebSocket, store: BoardStore, lastVersion: number | null): void {
    const current = store.version();
    if (lastVersion === current) return;
    if (lastVersion !== null && lastVersion < current && current - lastVersion <= EVENT_LOG_KEEP) {
      const oldest = store.oldestEventVersion();
      if (oldest !== null && oldest <= lastVersion + 1) {
        for (const e of store.eventsAfter(lastVersion)) send(ws, { type: "op", version: e.version, op: e.op, actorId: e.actorId });
        return;
      }
    }
    send(ws, { type: "snapshot", version: current, tasks: store.list() });
  }

  private async socketUpdate(ws: WebSocket, store: BoardStore, msg: Extract<ClientMessage, { type: "update" }>): Promise<void> {
    const { requestId } = msg;
    if (!canEdit(attachmentOf(ws)?.role)) return send(ws, { type: "error", requestId, status: 403, message: READ_ONLY });
    let assigneeIsMember = false;
    if (msg.patch.assigneeId != null) {
      // The one external read on this path, done before the transaction: the write does not depend on
      // anything read from the board before it. A member removed meanwhile is unassigned by the removal.
      const row = await db(this.env.DB)
        .select({ ok: sql<number>`1` })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, store.projectId), eq(projectMembers.userId, msg.patch.assigneeId)))
        .get();
      assigneeIsMember = row !== undefined;
    }
    // Re-read the role: it may have changed (memberChanged) while we waited on D1.
    const attachment = attachmentOf(ws);
    if (!attachment || !canEdit(attachment.role)) return send(ws, { type: "error", requestId, status: 403, message: READ_ONLY });
    const result = this.mutate(store.projectId, attachment.userId, (cs) => updateItem(cs, msg.id, msg.patch, assigneeIsMember));
    if (result.ok) return send(ws, { type: "ack", requestId, task: result.value });
    const error: ServerMessage = { type: "error", requestId, status: result.status, message: result.message };
    send(ws, result.task ? { ...error, task: result.task } : error);
  }

  private broadcastOps(ops: CommittedOp[]): void {
    const listeners = this.ctx.getWebSockets().filter((ws) => attachmentOf(ws)?.synced);
    if (listeners.length === 0) return;
    for (const { version, op, actorId } of ops) {
      const text = JSON.stringify({ type: "op", version, op, actorId } satisfies ServerMessage);
      for (const ws of listeners) send(ws, text);
    }
  }

  /**
   * Reads the project from D1 and sends it to `to`. Reads run one at a time, and a request made during
   * a read is served by a new read after it. So each socket gets the details in the order D1 had
   * them, and the last it gets is at least as new as the last change notified: two quick renames
   * whose notifications arrive out of order can't leave the older name on screen.
   */
  private pushProject(projectId: number, to: WebSocket | "all"): Promise<void> {
    const owed = this.projectOwed;
    if (to === "all" || owed === "all") this.projectOwed = "all";
    else if (owed) owed.add(to);
    else this.projectOwed = new Set([to]);
    this.projectPush ??= this.runProjectPush(projectId);
    return this.projectPush;
  }

  private async runProjectPush(projectId: number): Promise<void> {
    try {
      // Always awaits before returning, so `projectPush` is set before the finally clears it.
      for (;;) {
        const owed = this.projectOwed;
        this.projectOwed = null;
        if (!owed) return;
        const project = await readLiveProject(this.env.DB, projectId);
        // null: the project was deleted meanwhile; destroy() closes the sockets.
        if (!project) continue;
        const text = JSON.stringify({ type: "project", project } satisfies ServerMessage);
        const sockets = owed === "all" ? this.ctx.getWebSockets().filter((ws) => attachmentOf(ws)?.synced) : owed;
        for (const ws of sockets) send(ws, text);
      }
    } finally {
      this.projectPush = null;
    }
  }

  private broadcastPresence(leaving: Set<WebSocket> = new Set()): void {
    const sockets = this.ctx.getWebSockets().filter((ws) => !leaving.has(ws) && ws.readyState === WebSocket.OPEN);
    const text = JSON.stringify({ type: "presence", users: presenceOf(sockets) } satisfies ServerMessage);
    for (const ws of sockets) send(ws, text);
  }
}

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
