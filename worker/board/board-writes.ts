import { roleAllows, roleRefusal } from "../../core/policy";
import { BoardRejection, Changeset, type CommittedOp } from "./changeset";
import type { MemberMirror } from "./member-mirror";
import { applyBatch, batchResultsJson, createItems, deleteItem, updateItem } from "./mutations";
import { TASK_NOT_FOUND } from "./rules";
import type { BoardStore } from "./store";
import type { BoardResult, BoardWrite, WriteValue } from "./types";

// Every board write, from the socket or from HTTP, goes through here: one role check (against the
// member mirror), one assignee check, one version check, one storage transaction per batch.
//
// Batching: a write commits at once unless writes are arriving together: the previous one came less
// than TOGETHER_MS before it from someone else, or in the same millisecond. Then it waits for the end
// of the current event-loop turn, so every write that arrived meanwhile joins it: one storage
// transaction, one broadcast frame. A lone write, or one person's writes each sent after the previous
// answer (the app's queue), is never held. Each write keeps its own savepoint, so one refused write
// leaves the others in.

const TOGETHER_MS = 5;
const MAX_BATCH = 200;
/** How long a request id is remembered: longer than any offline queue is kept waiting in practice. */
export const REQUEST_ID_TTL_MS = 7 * 24 * 60 * 60_000;

export const PROJECT_NOT_FOUND = "Project not found";

export interface WriteRequest {
  actorId: number;
  /** The client's id for this write: a second write with the same id (a retry) applies nothing. */
  requestId?: string;
  /** The API token's name when the write came with one (issue 24). */
  via?: string;
  write: BoardWrite;
  done: (result: BoardResult<WriteValue>) => void;
  /** Our own failure (not a refusal): nothing of the batch committed. */
  fail: (err: unknown) => void;
}

export interface Board {
  store: BoardStore;
  members: MemberMirror;
}

export class BoardWriter {
  private queue: WriteRequest[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastCommitAt = 0;
  private lastArrival = { at: 0, actorId: 0 };

  constructor(
    private readonly storage: DurableObjectStorage,
    /** The board as it is now (null once destroyed); its mirror must be loaded before a submit. */
    private readonly board: () => Board | null,
    /** Called once per committed batch with all its ops, before the writers are answered. */
    private readonly committed: (ops: CommittedOp[]) => void,
  ) {}

  submit(request: WriteRequest): void {
    this.queue.push(request);
    const now = Date.now();
    const gap = now - this.lastArrival.at;
    const together = gap < 1 || (gap < TOGETHER_MS && request.actorId !== this.lastArrival.actorId);
    this.lastArrival = { at: now, actorId: request.actorId };
    if (this.timer) return;
    if (this.queue.length === 1 && !together) {
      this.flush();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, 0);
  }

  /**
   * A write of our own (a removal unassigning tasks), or one whose role the caller checked (links,
   * the schedule, undo): after every queued write, with no role check. `via` names the API token it
   * came with, for the activity, like a queued write's.
   */
  system<T>(actorId: number, change: (cs: Changeset) => T, via?: string): T {
    this.flush();
    const board = this.board();
    if (!board) throw new Error("board destroyed");
    const [value, ops] = this.storage.transactionSync(() => {
      const cs = new Changeset(board.store, actorId);
      cs.via = via ?? null;
      return [change(cs), cs.finish()] as const;
    });
    if (ops.length > 0) this.committed(ops);
    return value;
  }

  /** Commits everything queued, MAX_BATCH writes per transaction. */
  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      this.commit(batch);
    }
  }

  private commit(batch: WriteRequest[]): void {
    this.lastCommitAt = Date.now();
    const board = this.board();
    if (!board) {
      for (const r of batch) r.done({ ok: false, status: 404, message: notFoundMessage(r.write) });
      return;
    }
    const results: Array<BoardResult<WriteValue>> = [];
    let ops: CommittedOp[] = [];
    try {
      ops = this.storage.transactionSync(() => {
        const cs = new Changeset(board.store, 0);
        for (const r of batch) results.push(this.applyOne(board, cs, r));
        if (results.some((r) => r.ok)) pruneRequests(board.store.sql, this.lastCommitAt);
        return cs.finish();
      });
    } catch (err) {
      // Not a refusal (those stay inside their savepoint): nothing of the batch committed.
      console.error(
        JSON.stringify({
          level: "error",
          where: "BoardWriter.commit",
          error: String(err),
          stack: err instanceof Error ? err.stack : undefined,
        }),
      );
      for (const r of batch) r.fail(err);
      return;
    }
    if (ops.length > 0) this.committed(ops);
    for (const [i, r] of batch.entries()) r.done(results[i]);
  }

  private applyOne(board: Board, cs: Changeset, r: WriteRequest): BoardResult<WriteValue> {
    const { store, members } = board;
    const role = members.roleOf(r.actorId);
    if (!role) return { ok: false, status: 404, message: notFoundMessage(r.write) };
    if (!roleAllows("task.edit", role)) return { ok: false, status: 403, message: roleRefusal("task.edit") };
    if (r.requestId) {
      const seen = appliedRequest(store.sql, r.actorId, r.requestId);
      if (seen !== undefined) return { ok: true, value: replay(store, r.write, seen) };
    }
    const mark = cs.mark();
    cs.actorId = r.actorId;
    cs.via = r.via ?? null;
    const isMember = (userId: number) => members.roleOf(userId) !== null;
    try {
      const value = this.storage.transactionSync((): WriteValue => {
        const w = r.write;
        if (w.kind === "create") return createItems(cs, w.items, isMember, w.ids);
        if (w.kind === "update") return updateItem(cs, w.id, w.patch, isMember);
        if (w.kind === "batch") return { resultsJson: batchResultsJson(cs, applyBatch(cs, this.storage, w.operations, isMember)) };
        deleteItem(cs, w.id);
        return null;
      });
      if (r.requestId) rememberRequest(store.sql, r.actorId, r.requestId, taskIdOf(r.write, value), this.lastCommitAt);
      return { ok: true, value };
    } catch (err) {
      cs.rollbackTo(mark);
      if (!(err instanceof BoardRejection)) throw err;
      const failure = { ok: false as const, status: err.status, message: err.message, ...(err.details ? { details: err.details } : {}) };
      return err.task ? { ...failure, task: err.task } : failure;
    }
  }
}

export function notFoundMessage(write: BoardWrite): string {
  return write.kind === "create" || write.kind === "batch" ? PROJECT_NOT_FOUND : TASK_NOT_FOUND;
}

function taskIdOf(write: BoardWrite, value: WriteValue): string {
  if (write.kind === "batch") return "";
  if (write.kind !== "create") return write.id;
  return (value as { id: string }[]).map((t) => t.id).join(",");
}

/** A retried write answers with what its first run produced, as it is now. */
function replay(store: BoardStore, write: BoardWrite, taskIds: string): WriteValue {
  if (write.kind === "delete" || write.kind === "batch") return null;
  const tasks = taskIds.split(",").flatMap((id) => store.get(id) ?? []);
  if (write.kind === "create") return tasks;
  return tasks[0] ?? null;
}

function appliedRequest(sql: SqlStorage, actorId: number, requestId: string): string | undefined {
  return sql
    .exec<{ task_id: string }>("SELECT task_id FROM requests WHERE actor_id = ? AND request_id = ?", actorId, requestId)
    .toArray()[0]?.task_id;
}

function rememberRequest(sql: SqlStorage, actorId: number, requestId: string, taskIds: string, at: number): void {
  sql.exec("INSERT INTO requests (actor_id, request_id, task_id, at) VALUES (?, ?, ?, ?)", actorId, requestId, taskIds, at);
}

let lastPrune = 0;
function pruneRequests(sql: SqlStorage, now: number): void {
  // At most once a minute per isolate: the index on `at` makes it cheap, but not free.
  if (now - lastPrune < 60_000) return;
  lastPrune = now;
  sql.exec("DELETE FROM requests WHERE at < ?", now - REQUEST_ID_TTL_MS);
}
