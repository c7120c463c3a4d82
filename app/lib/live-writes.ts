import { z } from "zod";
import { loggedTask } from "../../core/schemas/board-event";
import { type ClientMessage, type ServerMessage, socketCreateSchema } from "../../core/schemas/board-protocol";
import { type Task, type UpdateTaskInput, updateTaskSchema } from "../../core/schemas/task";
import { ApiError } from "./api";

// The board's writes from this browser, sent over the live socket (docs/decisions/007). Every write
// is first put in a queue kept in localStorage, so a write made offline, during a reconnect, or just
// before a reload is not lost. The queue is sent in order, one write at a time, each with its request
// id: a write whose answer was lost is sent again with the same id and the server applies it once.

/** How long a sent write may wait for its answer before the socket is presumed dead and reopened. */
const ANSWER_TIMEOUT_MS = 10_000;
/** A failure of the server's own (5xx) is retried after this long, not reported. */
const RETRY_AFTER_MS = 2_000;

type Answer = Extract<ServerMessage, { type: "ack" | "error" }>;
export type SocketCreate = Extract<ClientMessage, { type: "create" }>["task"];

interface Queued {
  requestId: string;
  taskId: string;
  /** The task's name when the write was made: failures name the action and the task. */
  taskName: string;
}
export type QueuedWrite =
  /** `optimistic`: the task as shown until the server confirms it. */
  | (Queued & { kind: "create"; task: SocketCreate; optimistic: Task })
  /** `base`: the task as it was when the edit began, for the conflict notice if it no longer is. */
  | (Queued & { kind: "update"; patch: UpdateTaskInput; base: Task })
  | (Queued & { kind: "delete" });

/** What a toast adds when a write was kept for later rather than confirmed. */
export const SAVED_OFFLINE = "Saved on this device. It will be sent when you're back online.";

/** A write's result for the caller: `queued` when it is waiting in the queue (offline, reconnecting). */
export interface WriteOutcome {
  task: Task | null;
  queued: boolean;
}

/** A write answered 409: the task as it is now on the server. */
export class TaskConflict extends Error {
  constructor(
    message: string,
    readonly current: Task,
  ) {
    super(message);
    this.name = "TaskConflict";
  }
}

export interface WriterHooks {
  /** Sends a frame if the socket is open; false otherwise. */
  send(text: string): boolean;
  /** The queue changed (shown as "N changes waiting"). */
  changed(queue: QueuedWrite[]): void;
  /** The server applied a write (or had already applied it: a retry). */
  applied(write: QueuedWrite, task: Task | null): void;
  /** A write nobody is waiting for any more (queued, or replayed after a reload) was refused. */
  conflict(write: Extract<QueuedWrite, { kind: "update" }>, current: Task, message: string): void;
  failed(write: QueuedWrite, status: number, message: string): void;
  /** A sent write got no answer in time: reopen the socket (the write is sent again, same id). */
  stalled(): void;
}

const queued = { requestId: z.string().min(1), taskId: z.string(), taskName: z.string() };
/** A queued write as `submit` stored it; the tasks in it are read like the board's logged ones. */
const storedWrite = z.discriminatedUnion("kind", [
  z.object({ ...queued, kind: z.literal("create"), task: socketCreateSchema, optimistic: loggedTask }),
  z.object({ ...queued, kind: z.literal("update"), patch: updateTaskSchema, base: loggedTask }),
  z.object({ ...queued, kind: z.literal("delete") }),
]);

/**
 * The queue kept in localStorage. An entry that does not read (another version's, a hand edit) is
 * dropped, the others are kept in their order: one bad write must not lose the rest.
 */
export function loadQueue(storageKey: string): QueuedWrite[] {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(storageKey) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const writes = stored.flatMap((entry: unknown) => {
    const parsed = storedWrite.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  if (writes.length < stored.length) {
    console.warn(
      `Kickoff dropped ${stored.length - writes.length} of ${stored.length} waiting changes that could not be read (${storageKey}).`,
    );
  }
  return writes;
}

export class LiveWriter {
  private queue: QueuedWrite[];
  private online = false;
  private inFlight: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly waiters = new Map<string, { resolve: (o: WriteOutcome) => void; reject: (e: unknown) => void }>();
  /** Versions our own applied updates moved a task from → to, so a later queued edit of it is not a conflict with ourselves. */
  private readonly moved = new Map<string, Map<number, number>>();

  constructor(
    private readonly storageKey: string,
    private readonly hooks: WriterHooks,
  ) {
    this.queue = loadQueue(storageKey);
  }

  get waiting(): QueuedWrite[] {
    return this.queue;
  }

  /** Queues a write; resolves once the server answered, or at once (queued) while offline. */
  submit(write: QueuedWrite): Promise<WriteOutcome> {
    this.queue = [...this.queue, write];
    this.persist();
    const answered = new Promise<WriteOutcome>((resolve, reject) => this.waiters.set(write.requestId, { resolve, reject }));
    if (!this.online) this.release(write);
    this.pump();
    return answered;
  }

  /** The socket is open and hello sent: send the queue. */
  connected(): void {
    this.online = true;
    this.inFlight = null;
    this.pump();
  }

  /** The socket closed: everything unanswered stays queued, and whoever waits is told so. */
  disconnected(): void {
    this.online = false;
    this.inFlight = null;
    clearTimeout(this.timer);
    for (const w of this.queue) this.release(w);
  }

  /** The board closed for good (access removed, project deleted): the queue can never be sent. */
  abandon(message: string): void {
    this.disconnected();
    const dropped = this.queue;
    this.queue = [];
    this.persist();
    for (const w of dropped) this.hooks.failed(w, 410, message);
  }

  answer(msg: Answer): void {
    const head = this.queue[0];
    if (!head || msg.requestId !== this.inFlight || head.requestId !== msg.requestId) return;
    clearTimeout(this.timer);
    this.inFlight = null;
    if (msg.type === "error" && msg.status >= 500) {
      this.timer = setTimeout(() => this.pump(), RETRY_AFTER_MS);
      return;
    }
    this.queue = this.queue.slice(1);
    this.persist();
    const waiter = this.waiters.get(head.requestId);
    this.waiters.delete(head.requestId);
    if (msg.type === "ack") {
      if (head.kind === "update" && msg.task && head.patch.version !== undefined)
        this.remember(head.taskId, this.sentVersion(head), msg.task.version);
      this.hooks.applied(head, msg.task);
      waiter?.resolve({ task: msg.task, queued: false });
    } else if (msg.status === 409 && msg.task && head.kind === "update") {
      if (waiter) waiter.reject(new TaskConflict(msg.message, msg.task));
      else this.hooks.conflict(head, msg.task, msg.message);
    } else if (waiter) waiter.reject(new ApiError(msg.message, msg.status));
    else this.hooks.failed(head, msg.status, msg.message);
    this.pump();
  }

  private pump(): void {
    if (!this.online || this.inFlight || this.queue.length === 0) return;
    const head = this.queue[0];
    if (!this.hooks.send(JSON.stringify(this.messageOf(head)))) return;
    this.inFlight = head.requestId;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.hooks.stalled(), ANSWER_TIMEOUT_MS);
  }

  private messageOf(w: QueuedWrite): ClientMessage {
    if (w.kind === "create") return { type: "create", requestId: w.requestId, task: w.task };
    if (w.kind === "delete") return { type: "delete", requestId: w.requestId, id: w.taskId };
    const version = this.sentVersion(w);
    return { type: "update", requestId: w.requestId, id: w.taskId, patch: version === undefined ? w.patch : { ...w.patch, version } };
  }

  /** The version to send: the edit's base, carried past versions our own earlier writes produced. */
  private sentVersion(w: Extract<QueuedWrite, { kind: "update" }>): number | undefined {
    let v = w.patch.version;
    const moves = this.moved.get(w.taskId);
    for (let hops = 0; v !== undefined && hops < 1000; hops++) {
      const next = moves?.get(v);
      if (next === undefined || next === v) break;
      v = next;
    }
    return v;
  }

  private remember(taskId: string, from: number | undefined, to: number): void {
    if (from === undefined) return;
    const moves = this.moved.get(taskId) ?? new Map<number, number>();
    moves.set(from, to);
    this.moved.set(taskId, moves);
  }

  /** The caller stops waiting: its write is queued and will be sent; the outcome comes through the hooks. */
  private release(w: QueuedWrite): void {
    const waiter = this.waiters.get(w.requestId);
    if (!waiter) return;
    this.waiters.delete(w.requestId);
    waiter.resolve({
      task: w.kind === "create" ? w.optimistic : w.kind === "update" ? ({ ...w.base, ...w.patch } as Task) : null,
      queued: true,
    });
  }

  private persist(): void {
    try {
      if (this.queue.length === 0) localStorage.removeItem(this.storageKey);
      else localStorage.setItem(this.storageKey, JSON.stringify(this.queue));
    } catch {
      // Storage full or blocked: the queue still lives in memory until the page closes.
    }
    this.hooks.changed(this.queue);
  }
}
