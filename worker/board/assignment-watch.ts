import type { Task } from "../../core/schemas/task";
import type { CommittedOp } from "./changeset";

// Finds, among the ops one board transaction committed, the tasks that got a new assignee, so the
// BoardRoom can tell those people (issue 14). Read from the event log, which has the task before.

export interface Assignment {
  actorId: number;
  taskId: string;
  taskName: string;
  assigneeId: number;
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
    if (op.kind === "updated") {
      const row = sql.exec<{ before: string | null }>("SELECT before FROM events WHERE version = ?", version).toArray()[0];
      beforeAssignee = row?.before ? (JSON.parse(row.before) as Task).assigneeId : null;
    }
    if (beforeAssignee !== op.task.assigneeId)
      out.push({ actorId, taskId: op.task.id, taskName: op.task.name, assigneeId: op.task.assigneeId });
  }
  return out;
}
