import type { CommittedOp } from "./changeset";
import { loggedBefore } from "./op-log";

// Finds, among the ops one board transaction committed, the tasks that got a new assignee, so the
// BoardRoom can tell those people (issue 14). Read from the event log, which has the task before.

export interface Assignment {
  actorId: number;
  taskId: string;
  taskName: string;
  assigneeId: number;
}

function repeatsAnother(sql: SqlStorage, version: number): boolean {
  const row = sql
    .exec<{ repeats: string | null }>("SELECT json_extract(op, '$.input.repeats') AS repeats FROM events WHERE version = ?", version)
    .toArray()[0];
  return !!row?.repeats;
}

export function newAssignments(sql: SqlStorage, ops: CommittedOp[]): Assignment[] {
  const out: Assignment[] = [];
  for (const { version, op, actorId } of ops) {
    if (
      (op.kind !== "created" && op.kind !== "updated") ||
      op.task.assigneeId === null ||
      op.task.assigneeId === actorId ||
      op.task.kind !== "task"
    )
      continue;
    let beforeAssignee: number | null = null;
    // Issue 26: a repeating task's next occurrence keeps the assignee it had: not news to them.
    if (op.kind === "created" && repeatsAnother(sql, version)) continue;
    if (op.kind === "updated") {
      beforeAssignee = loggedBefore(sql, version)?.assigneeId ?? null;
    }
    if (beforeAssignee !== op.task.assigneeId)
      out.push({ actorId, taskId: op.task.id, taskName: op.task.name, assigneeId: op.task.assigneeId });
  }
  return out;
}
