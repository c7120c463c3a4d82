import { DurableObject } from "cloudflare:workers";
import type { ProjectAnalytics, ProjectSummary } from "../../core/analytics";
import { type FirstScreen, firstScreen } from "../../core/board-order";
import type { AutoScheduleResult, WhatIfResult } from "../../core/schedule";
import type { CustomField } from "../../core/schemas/custom-field";
import type { Dependency } from "../../core/schemas/dependency";
import type { Role } from "../../core/schemas/fields";
import type { Label } from "../../core/schemas/labels";
import type { BoardStatus } from "../../core/schemas/statuses";
import type { Task } from "../../core/schemas/task";
import type { DefinitionEvent } from "../../core/schemas/webhook";
import { notifyAssignments } from "../services/notify-sources";
import { type AnalyticsRequest, boardAnalytics, boardSummary } from "./analytics";
import { newAssignments } from "./assignment-watch";
import { BoardStorage } from "./board-storage";
import { BoardWriter, notFoundMessage, PROJECT_NOT_FOUND } from "./board-writes";
import type { Changeset, CommittedOp } from "./changeset";
import { broadcastSynced, type CommentAnswer, type CommentCall, runCommentCall } from "./comment-calls";
import { type FieldCall, listFields, runFieldCall } from "./custom-fields";
import { type BoardDefinitions, boardDefinitions, type LabelCall, type StatusCall } from "./definitions";
import { addLink, listLinks, type NewLink, removeLink } from "./dependencies";
import { FlushSchedule } from "./flush-schedule";
import { type HistoryAnswer, type HistoryCall, HistoryGuard, runHistoryCall } from "./history-calls";
import { createLabel, deleteLabel, updateLabel } from "./labels";
import { linkExternal, unassignAll } from "./mutations";
import { ProjectPush } from "./project-push";
import { createDueOccurrences, SYSTEM_ACTOR, skipOccurrence } from "./recurrence";
import {
  type AppliedSchedule,
  applySchedule,
  type BoardSchedule,
  type BoardWorkingTime,
  type DatedMove,
  moveWithSuccessors,
  previewSchedule,
  readSchedule,
  refusals,
  type ScheduleOptions,
  slipPreview,
} from "./scheduling";
import { SocketProtocol } from "./socket-protocol";
import { attachmentOf, CLOSE_DELETED, CLOSE_REMOVED, CLOSE_SIGNED_OUT, closeQuietly, send, userTag } from "./sockets";
import { createStatus, deleteStatus, updateStatus } from "./statuses";
import type { BoardItem, BoardResult, BoardWrite, WriteValue } from "./types";
import { WebhookOutbox } from "./webhook-outbox";

/** After a failed move of webhook events to D1, the next try (the events wait in the board's outbox). */
const WEBHOOK_RETRY_MS = 5_000;

/**
 * One project's board: its tasks and milestones, their order, a board version, an event log and a
 * mirror of the project's members, in this object's SQLite storage. Every write, from the live
 * socket (socket-protocol.ts) or from HTTP (the RPC below), goes through the BoardWriter: role check
 * against the mirror, one storage transaction per batch, one broadcast frame, then a D1 projection
 * flushed by alarm (flush-schedule.ts). Nothing on that path reads D1.
 */
export class BoardRoom extends DurableObject<Env> {
  private readonly boardStorage: BoardStorage;
  private readonly historyGuard = new HistoryGuard();
  private readonly flushes: FlushSchedule;
  private readonly projectPush: ProjectPush;
  private readonly writer: BoardWriter;
  private readonly sockets: SocketProtocol;
  private readonly webhooks = new WebhookOutbox(() => this.boardStorage.opened?.sql ?? null);

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Answered by the runtime without waking the object, so idle boards stay hibernated.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
    this.boardStorage = new BoardStorage(ctx.storage, () => this.env);
    this.flushes = new FlushSchedule(ctx.storage);
    this.projectPush = new ProjectPush(
      () => this.boardStorage.d1("reads"),
      () => this.sockets.synced(),
    );
    this.writer = new BoardWriter(
      ctx.storage,
      () => this.boardStorage.current(),
      (ops) => {
        this.sockets.broadcastOps(ops);
        this.flushes.arm();
        this.afterCommit(ops);
      },
    );
    this.sockets = new SocketProtocol({
      ctx,
      ready: (projectId) => this.boardStorage.ready(projectId),
      current: () => this.boardStorage.current(),
      writer: this.writer,
      projectPush: this.projectPush,
    });
    // A change committed just before an eviction may not have armed its flush yet.
    const store = this.boardStorage.open();
    if (store && (store.outboxSize() > 0 || this.webhooks.size() > 0)) this.flushes.arm();
  }

  /** Development only (the bench): D1 queries this instance made since it started, by purpose. */
  d1Queries(): { reads: number; projection: number } {
    return this.boardStorage.d1Queries();
  }

  // ── RPC (called by worker/services/board.ts) ──────────────────────────────
  listItems(projectId: number): { version: number; tasks: Task[]; dependencies: Dependency[] } {
    const store = this.boardStorage.open(projectId);
    return { version: store.version(), tasks: store.list(), dependencies: listLinks(store) };
  }

  /**
   * What a page load needs (issue 22): the first `rows` rows in list order and the board's counts, not
   * the whole board; the rest reaches the page over its socket. A board that fits in those rows comes
   * whole, with its links, so a small project's page needs no second step.
   */
  firstScreen(projectId: number, rows: number, alsoId: string | null): FirstScreen & { dependencies: Dependency[] | null } {
    const store = this.boardStorage.open(projectId);
    const all = store.list();
    const screen = firstScreen(store.version(), all, rows, alsoId);
    return { ...screen, dependencies: screen.tasks.length === all.length ? listLinks(store) : null };
  }

  // ── custom fields (issue 25; rules in custom-fields.ts). The Worker checks the caller's role first. ──
  listFields(projectId: number): CustomField[] {
    return listFields(this.boardStorage.open(projectId));
  }

  /** Creates, changes or deletes a field; every synced socket then gets the project's fields as they are. */
  changeField(projectId: number, actorId: number, call: FieldCall): BoardResult<CustomField | null> {
    const result = this.change(projectId, actorId, (cs) => runFieldCall(cs, call));
    if (result.ok) {
      const fields = listFields(this.boardStorage.open(projectId));
      broadcastSynced(this.sockets.synced(), { type: "fields", fields });
      const event = call.type === "delete" ? { id: call.id } : { field: result.value };
      this.definitionEvent(projectId, actorId, `field.${call.type}d`, event);
    }
    return result;
  }

  // ── links and schedule (issue 12; rules in dependencies.ts and scheduling.ts) ──────────
  // The Worker checks the caller's role first; each change is one system write after the queued ones.
  listDependencies(projectId: number): { version: number; dependencies: Dependency[] } {
    const store = this.boardStorage.open(projectId);
    return { version: store.version(), dependencies: listLinks(store) };
  }

  addDependency(projectId: number, actorId: number, input: NewLink, via?: string): BoardResult<Dependency> {
    return this.change(projectId, actorId, (cs) => addLink(cs, input), via);
  }

  /** Many links in one transaction (a saved plan's); all or none. */
  addDependencies(projectId: number, actorId: number, inputs: NewLink[], via?: string): BoardResult<Dependency[]> {
    return this.change(
      projectId,
      actorId,
      (cs) => {
        const existing = listLinks(cs.store);
        return inputs.map((input) => addLink(cs, input, existing));
      },
      via,
    );
  }

  removeDependency(projectId: number, actorId: number, dependencyId: string, via?: string): BoardResult<null> {
    return this.change(
      projectId,
      actorId,
      (cs) => {
        removeLink(cs, dependencyId);
        return null;
      },
      via,
    );
  }

  schedule(projectId: number): BoardResult<BoardSchedule> {
    return refusals(() => readSchedule(this.boardStorage.open(projectId)));
  }

  // The project's working time (D1: holidays, members' hours, the estimate unit) comes with the call.
  whatIf(projectId: number, taskId: string, slipDays: number, time?: BoardWorkingTime): BoardResult<WhatIfResult> {
    return refusals(() => slipPreview(this.boardStorage.open(projectId), taskId, slipDays, time));
  }

  applySchedule(
    projectId: number,
    actorId: number,
    options: ScheduleOptions,
    via?: string,
    time?: BoardWorkingTime,
  ): BoardResult<AppliedSchedule> {
    return this.change(projectId, actorId, (cs) => applySchedule(cs, options, time), via);
  }

  previewSchedule(projectId: number, options: ScheduleOptions, time?: BoardWorkingTime): BoardResult<AutoScheduleResult> {
    return refusals(() => previewSchedule(this.boardStorage.open(projectId), options, time));
  }

  moveTask(projectId: number, actorId: number, move: DatedMove, via?: string, time?: BoardWorkingTime): BoardResult<Task[]> {
    return this.change(projectId, actorId, (cs) => moveWithSuccessors(cs, move, time), via);
  }

  // ── repeating tasks (issue 26; rules in recurrence.ts). The Worker checks the caller's role first. ──
  skipOccurrence(projectId: number, actorId: number, taskId: string, via?: string): BoardResult<Task> {
    return this.change(projectId, actorId, (cs) => skipOccurrence(cs, taskId), via);
  }

  /** The cron's write (no person: actor 0, shown as the app): the "date" series whose next date has come. */
  createDueOccurrences(projectId: number, due: Array<{ taskId: string; today: string }>): BoardResult<Task[]> {
    return this.change(projectId, SYSTEM_ACTOR, (cs) => createDueOccurrences(cs, due));
  }

  // ── labels and statuses (issue 25; rules in labels.ts and statuses.ts) ──────────────────
  // The Worker checks the caller's role first. A change to the lists goes to every open board as a
  // `definitions` message; the tasks it moves or unlabels are board ops of the same write.
  definitions(projectId: number): BoardDefinitions {
    return boardDefinitions(this.boardStorage.open(projectId));
  }

  labelCall(projectId: number, actorId: number, call: LabelCall): BoardResult<Label | null> {
    const result = this.definitionChange(projectId, actorId, (cs) => {
      if (call.kind === "create") return createLabel(cs.store, call.input);
      if (call.kind === "update") return updateLabel(cs.store, call.id, call.patch);
      deleteLabel(cs, call.id);
      return null;
    });
    if (result.ok) {
      const event = call.kind === "delete" ? { id: call.id } : { label: result.value };
      this.definitionEvent(projectId, actorId, `label.${call.kind}d`, event);
    }
    return result;
  }

  statusCall(projectId: number, actorId: number, call: StatusCall): BoardResult<BoardStatus | null> {
    const result = this.definitionChange(projectId, actorId, (cs) => {
      if (call.kind === "create") return createStatus(cs.store, call.input);
      if (call.kind === "update") return updateStatus(cs, call.id, call.patch);
      deleteStatus(cs, call.id, call.moveTo);
      return null;
    });
    if (result.ok) {
      const event = call.kind === "delete" ? { id: call.id, moveTo: call.moveTo ?? null } : { status: result.value };
      this.definitionEvent(projectId, actorId, `status.${call.kind}d`, event);
    }
    return result;
  }

  private definitionChange<T>(projectId: number, actorId: number, run: (cs: Changeset) => T): BoardResult<T> {
    const result = this.change(projectId, actorId, run);
    if (result.ok) {
      const store = this.boardStorage.open(projectId);
      broadcastSynced(this.sockets.synced(), { type: "definitions", ...boardDefinitions(store) });
      // A label renamed queues its tasks for the task index without a board op to arm the flush.
      if (store.outboxSize() > 0) this.flushes.arm();
    }
    return result;
  }

  /** Issue 25: the webhook event of a definition change, after the task ops it made (board order). */
  private definitionEvent(projectId: number, actorId: number, type: DefinitionEvent, op: Record<string, unknown>): void {
    const store = this.boardStorage.open(projectId);
    if (this.webhooks.definitionChanged(projectId, store.version(), actorId, type, op)) this.flushes.arm();
  }

  private change<T>(projectId: number, actorId: number, run: (cs: Changeset) => T, via?: string): BoardResult<T> {
    this.boardStorage.open(projectId);
    return refusals(() => this.writer.system(actorId, run, via));
  }

  /**
   * The same list, serialized here: one string crosses the RPC boundary instead of a structured
   * clone of thousands of objects, and the Worker sends it as is (half the time at 2,000 tasks).
   */
  listItemsJson(projectId: number): { version: number; json: string } {
    const store = this.boardStorage.open(projectId);
    return { version: store.version(), json: JSON.stringify(store.list()) };
  }

  getItem(projectId: number, taskId: string): Task | null {
    return this.boardStorage.open(projectId).get(taskId);
  }

  /** Analytics from the board's history (worker/board/analytics.ts). */
  analytics(projectId: number, request: AnalyticsRequest): ProjectAnalytics {
    return boardAnalytics(this.boardStorage.open(projectId), request);
  }

  summary(projectId: number, today: string, dueDate: string | null): ProjectSummary {
    return boardSummary(this.boardStorage.open(projectId), today, dueDate);
  }

  /** The user's role on the project, from the mirror (null: not a member, or no such project). */
  async roleOf(projectId: number, userId: number): Promise<Role | null> {
    const board = await this.boardStorage.ready(projectId);
    return board?.members.roleOf(userId) ?? null;
  }

  /**
   * A write by `actorId`, checked and applied exactly like one from the live socket (the same
   * BoardWriter, the same batching). `requestId` makes a retried HTTP write apply once too.
   */
  async write(projectId: number, actorId: number, write: BoardWrite, requestId?: string, via?: string): Promise<BoardResult<WriteValue>> {
    const board = await this.boardStorage.ready(projectId);
    if (!board) return { ok: false, status: 404, message: notFoundMessage(write) };
    return new Promise((done, fail) => this.writer.submit({ actorId, requestId, via, write, done, fail }));
  }

  /** Many items in one write (a saved AI plan): refs let later items point at earlier ones. */
  createItems(projectId: number, actorId: number, items: BoardItem[], via?: string): Promise<BoardResult<WriteValue>> {
    return this.write(projectId, actorId, { kind: "create", items }, undefined, via);
  }

  /** A removed member's tasks become unassigned (a write of ours: no role check); returns how many. */
  unassignUser(projectId: number, actorId: number, userId: number): number {
    this.boardStorage.open(projectId);
    return this.writer.system(actorId, (cs) => unassignAll(cs, userId));
  }

  /** Task id → provider id, for items an export (or sync) created after the project was saved (ours: no role check). */
  linkExternal(projectId: number, actorId: number, links: Record<string, string>, provider?: string): number {
    this.boardStorage.open(projectId);
    return this.writer.system(actorId, (cs) => linkExternal(cs, links, provider));
  }

  /**
   * A member was added, changed role or was removed (null), and D1 has committed it: the mirror
   * follows; their open sockets get the new role, or are closed.
   */
  memberChanged(userId: number, role: Role | null): void {
    const store = this.boardStorage.open();
    this.boardStorage.memberMirror.set(userId, role);
    if (store && this.webhooks.memberChanged(store.projectId, store.version(), userId, role)) this.flushes.arm();
    const sockets = this.ctx.getWebSockets(userTag(userId));
    if (sockets.length === 0) return;
    for (const ws of sockets) {
      if (role === null) closeQuietly(ws, CLOSE_REMOVED, "You are no longer a member of this project.");
      else if (attachmentOf(ws)) send(ws, { type: "role", role });
    }
    if (role === null) this.sockets.broadcastPresence(new Set(sockets));
  }

  /** The user signed out: their sockets were opened with a session that may be gone, so they are closed. */
  userSignedOut(userId: number): void {
    const sockets = this.ctx.getWebSockets(userTag(userId));
    if (sockets.length === 0) return;
    for (const ws of sockets) closeQuietly(ws, CLOSE_SIGNED_OUT, "Signed out.");
    this.sockets.broadcastPresence(new Set(sockets));
  }

  /** The project's details changed in D1 (name, dates, status…): push them to every synced socket. */
  async projectChanged(projectId: number): Promise<void> {
    // Nobody is watching: nothing to push, and no storage to open. A later hello reads D1 itself.
    if (this.sockets.synced().length === 0) return;
    await this.projectPush.push(this.boardStorage.open(projectId).projectId, "all");
  }

  /** The project is gone: close its sockets and erase every trace of the board. */
  async destroy(): Promise<void> {
    this.writer.flush();
    for (const ws of this.ctx.getWebSockets()) closeQuietly(ws, CLOSE_DELETED, "This project was deleted.");
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.boardStorage.reset();
    this.flushes.reset();
    this.webhooks.reset();
  }

  /** The project's webhook subscriptions changed in D1: the events any of them wants (issue 24). */
  webhooksChanged(projectId: number, events: string[]): void {
    this.boardStorage.open(projectId);
    this.webhooks.setWanted(events);
  }

  // ── comments, notifications and history (issue 14): their logic lives in their own modules ──
  comments(projectId: number, call: CommentCall): BoardResult<CommentAnswer> {
    const store = this.boardStorage.open(projectId);
    const result = runCommentCall(store, this.ctx.storage.sql, call);
    if (result.ok && result.value.event) broadcastSynced(this.sockets.synced(), { type: "comment", event: result.value.event });
    if (result.ok && result.value.event?.action === "added") {
      if (this.webhooks.commentAdded(projectId, store.version(), result.value.event.comment)) this.flushes.arm();
    }
    return result;
  }

  async history(projectId: number, actorId: number, call: HistoryCall, via?: string): Promise<BoardResult<HistoryAnswer>> {
    const board = await this.boardStorage.ready(projectId);
    if (!board) return { ok: false, status: 404, message: PROJECT_NOT_FOUND };
    return runHistoryCall(board, this.writer, this.historyGuard, actorId, call, via);
  }

  /** Fresh actions go on their authors' undo stacks; new assignees hear about it (never delaying the change). */
  private afterCommit(ops: CommittedOp[]): void {
    const store = this.boardStorage.opened;
    if (!store) return;
    this.historyGuard.committed(store.sql, ops);
    // Webhook events wait in the board's outbox; the flush alarm (armed for this commit) sends them on.
    this.webhooks.committed(store.projectId, ops, new Date().toISOString());
    const assignments = newAssignments(store.sql, ops);
    if (assignments.length > 0) this.ctx.waitUntil(notifyAssignments(this.env, store.projectId, assignments));
  }

  // ── projection to D1 ──────────────────────────────────────────────────────
  /** Outbox entries D1 has not seen yet (0 once the projection has converged). */
  pendingProjection(): number {
    return this.boardStorage.open()?.outboxSize() ?? 0;
  }

  async alarm(): Promise<void> {
    await this.flushes.run(this.boardStorage.d1("projection"), this.boardStorage.open(), () => this.boardStorage.opened);
    const store = this.boardStorage.opened;
    if (!store || this.webhooks.size() === 0) return;
    try {
      await this.webhooks.drain(this.env, store.projectId);
    } catch (err) {
      console.error(JSON.stringify({ level: "error", where: "BoardRoom.webhooks", projectId: store.projectId, error: String(err) }));
      const next = await this.ctx.storage.getAlarm();
      if (next === null || next > Date.now() + WEBHOOK_RETRY_MS) await this.ctx.storage.setAlarm(Date.now() + WEBHOOK_RETRY_MS);
    }
  }

  // ── live sockets (socket-protocol.ts) ─────────────────────────────────────
  async fetch(request: Request): Promise<Response> {
    return this.sockets.accept(request);
  }

  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    await this.sockets.message(ws, message);
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    this.sockets.closed(ws, code);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    this.sockets.broadcastPresence(new Set([ws]));
  }
}
