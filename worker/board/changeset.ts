import { must } from "../../core/must";
import type { BoardOp } from "../../core/schemas/board-protocol";
import type { Task } from "../../core/schemas/task";
import type { TaskBatchError } from "../../core/schemas/task-batch";
import { recordHistory } from "./analytics-history";
import type { BoardStore } from "./store";

// One storage transaction's worth of board ops, and the rejection that rolls it back. Its own module
// so that the writers (mutations, dependencies, history, scheduling) share it without importing
// one another.

/**
 * Enough history for any client that was briefly offline; older clients get a snapshot. Analytics
 * does not read this log: it has its own untrimmed history (history.ts, decision 017).
 */
export const EVENT_LOG_KEEP = 1000;
const PRUNE_EVERY = 100;

export class BoardRejection extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 422,
    message: string,
    readonly task?: Task,
    /** Extra facts for the answer (the ids around a refused cycle, a batch's refused operations). */
    readonly details?: string[] | { errors: TaskBatchError[] },
  ) {
    super(message);
  }
}

export interface ChangesetMark {
  ops: number;
  version: number;
  countersChanged: boolean;
}

export interface CommittedOp {
  version: number;
  op: BoardOp;
  actorId: number;
}

/**
 * Collects the ops of one transaction: each bumps the board version and is logged with before/after.
 * A batch of writes shares one changeset; `actorId` is set to each write's author in turn.
 */
export class Changeset {
  readonly ops: CommittedOp[] = [];
  private version: number;
  /** A task (not a milestone) changed: the project's counters go to D1, queued once per transaction. */
  private countersChanged = false;
  readonly now = new Date().toISOString();

  /** Created tasks as their event logged them, so a batch's answer does not encode them again. */
  private readonly encoded = new WeakMap<Task, string>();

  /** The API token the current write came with (issue 24): logged with its ops, shown in the activity. */
  via: string | null = null;

  constructor(
    readonly store: BoardStore,
    public actorId: number,
  ) {
    this.version = store.version();
  }

  /** Where the changeset stands, to undo one write of a batch whose savepoint rolled back. */
  mark(): ChangesetMark {
    return { ops: this.ops.length, version: this.version, countersChanged: this.countersChanged };
  }

  rollbackTo(mark: ChangesetMark): void {
    this.ops.length = mark.ops;
    this.version = mark.version;
    this.countersChanged = mark.countersChanged;
  }

  record(kind: "created" | "updated" | "deleted", input: unknown, before: Task | null, after: Task | null): void {
    const version = ++this.version;
    const task = must(after ?? before, "a task change has a task before or after it");
    const id = task.id;
    const afterJson = this.store.appendEvent({
      version,
      at: this.now,
      actorId: this.actorId,
      op: this.logged({ kind, id, input }),
      before,
      after,
    });
    if (kind === "created" && after && afterJson) this.encoded.set(after, afterJson);
    recordHistory(this.store, this.now, before, after);
    this.store.enqueue(`task:${id}`, version);
    if (task.kind === "task") this.countersChanged = true;
    const op: BoardOp = kind === "deleted" ? { kind, id } : { kind, task: must(after, "a created or updated task has an after") };
    this.ops.push({ version, op, actorId: this.actorId });
  }

  /**
   * An op that is not one task's create/update/delete (a link, a whole schedule): versioned, logged
   * and broadcast the same way. `touched`: the tasks it changed, for the D1 projection.
   */
  recordOp(op: BoardOp, input: unknown, before: unknown, after: unknown, touched: Task[] = []): void {
    const version = ++this.version;
    const id = "id" in op ? op.id : op.kind === "linked" ? op.dependency.id : null;
    this.store.appendEvent({ version, at: this.now, actorId: this.actorId, op: this.logged({ kind: op.kind, id, input }), before, after });
    for (const t of touched) this.store.enqueue(`task:${t.id}`, version);
    if (touched.some((t) => t.kind === "task")) this.countersChanged = true;
    this.ops.push({ version, op, actorId: this.actorId });
  }

  /** A task as JSON: the text its create event logged when it is one, else encoded now. */
  json(task: Task): string {
    return this.encoded.get(task) ?? JSON.stringify(task);
  }

  private logged(op: { kind: string; id: string | null; input: unknown }) {
    return this.via ? { ...op, via: this.via } : op;
  }

  /** Stamps the new board version; call once, after the last record. */
  finish(): CommittedOp[] {
    if (this.ops.length === 0) return this.ops;
    this.store.setVersion(this.version);
    if (this.countersChanged) this.store.enqueue("counters", this.version);
    // Trim the log each time the version crosses a multiple of PRUNE_EVERY: it holds between
    // EVENT_LOG_KEEP and EVENT_LOG_KEEP + PRUNE_EVERY events, without a delete on every change.
    const previous = this.ops[0].version - 1;
    if (Math.floor(previous / PRUNE_EVERY) !== Math.floor(this.version / PRUNE_EVERY)) {
      this.store.pruneEventsUpTo(this.version - EVENT_LOG_KEEP);
    }
    return this.ops;
  }
}
