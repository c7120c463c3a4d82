import { roleAllows, roleRefusal } from "../../core/policy";
import type { HistoryState } from "../../core/schemas/activity";
import type { Task } from "../../core/schemas/task";
import { type ActivityFilter, activity, type RawActivity } from "./activity-log";
import { type Board, type BoardWriter, PROJECT_NOT_FOUND } from "./board-writes";
import { BoardRejection, type CommittedOp } from "./changeset";
import { historyState, recordActions, restore, step } from "./history";
import type { BoardResult } from "./types";

// The BoardRoom's history calls (Activity, undo, redo, restore) as one RPC, so the room only forwards.
// Undo, redo and restore are board writes of the caller: they go through the writer after every
// queued write, in one transaction, broadcast and projected like any other.

export type HistoryCall =
  | { type: "activity"; filter: ActivityFilter }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "restore"; taskId: string };

export type HistoryAnswer =
  | { type: "activity"; items: RawActivity[]; nextBefore: number | null; state: HistoryState }
  | { type: "step"; done: string; state: HistoryState }
  | { type: "restore"; task: Task };

/** Set while a history write commits, so it is not pushed on the undo stack like a fresh action. */
export class HistoryGuard {
  active = false;

  /** Called for every committed batch: fresh actions go on their authors' undo stacks. */
  committed(sql: SqlStorage, ops: CommittedOp[]): void {
    if (!this.active) recordActions(sql, ops);
  }
}

export function runHistoryCall(
  board: Board,
  writer: BoardWriter,
  guard: HistoryGuard,
  actorId: number,
  call: HistoryCall,
  /** The API token the call came with, named in the activity (issue 24). */
  via?: string,
): BoardResult<HistoryAnswer> {
  const { store, members } = board;
  const role = members.roleOf(actorId);
  if (!role) return { ok: false, status: 404, message: PROJECT_NOT_FOUND };
  if (call.type === "activity") {
    return { ok: true, value: { type: "activity", ...activity(store, call.filter), state: historyState(store.sql, actorId) } };
  }
  if (!roleAllows("task.edit", role)) return { ok: false, status: 403, message: roleRefusal("task.edit") };
  const isMember = (id: number) => members.roleOf(id) !== null;
  // Queued writes of others commit first, as fresh actions.
  writer.flush();
  guard.active = call.type !== "restore";
  try {
    if (call.type === "restore") {
      const task = writer.system(actorId, (cs) => restore(cs, call.taskId, isMember), via);
      return { ok: true, value: { type: "restore", task } };
    }
    const done = writer.system(actorId, (cs) => step(cs, call.type, isMember), via);
    return { ok: true, value: { type: "step", done, state: historyState(store.sql, actorId) } };
  } catch (err) {
    if (err instanceof BoardRejection) return { ok: false, status: err.status, message: err.message };
    throw err;
  } finally {
    guard.active = false;
  }
}
