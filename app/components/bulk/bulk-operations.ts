import type { Priority } from "../../../core/schemas/fields";
import type { Task } from "../../../core/schemas/task";
import { MAX_BATCH_OPERATIONS, type TaskBatchOperation } from "../../../core/schemas/task-batch";

// Bulk edit (issue 25 item 5): what one change of the action bar sends, as the operations of ONE
// `POST /api/projects/{id}/tasks/batch` (one board transaction, one broadcast, one undo step,
// decision 063). Tasks that already have the value are left out, so the undo step holds real changes.

export type BulkChange =
  | { kind: "status"; statusId: string }
  | { kind: "assignee"; assigneeId: number | null }
  | { kind: "priority"; priority: Priority }
  | { kind: "addLabel"; labelId: string }
  | { kind: "removeLabel"; labelId: string }
  | { kind: "dueDate"; dueDate: string | null }
  | { kind: "field"; fieldId: string; value: unknown }
  | { kind: "delete" };

export { MAX_BATCH_OPERATIONS };

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The batch's operations for `change` on `tasks` (in the order given); empty when nothing would change. */
export function bulkOperations(tasks: readonly Task[], change: BulkChange): TaskBatchOperation[] {
  const ops: TaskBatchOperation[] = [];
  const update = (t: Task, patch: Extract<TaskBatchOperation, { op: "update" }>["patch"]) => ops.push({ op: "update", id: t.id, patch });
  for (const t of tasks) {
    switch (change.kind) {
      case "delete":
        ops.push({ op: "delete", id: t.id });
        break;
      case "status":
        if (t.statusId !== change.statusId) update(t, { statusId: change.statusId });
        break;
      case "assignee":
        if (t.assigneeId !== change.assigneeId) update(t, { assigneeId: change.assigneeId });
        break;
      case "priority":
        // A milestone is a checkpoint, not work: it carries no priority (the list shows none).
        if (t.kind !== "milestone" && t.priority !== change.priority) update(t, { priority: change.priority });
        break;
      case "addLabel": {
        const ids = t.labelIds ?? [];
        // The version makes the label list a merge, not an overwrite: the board refuses (409) only
        // when someone changed this task's labels since we read them (decision 043).
        if (!ids.includes(change.labelId)) update(t, { labelIds: [...ids, change.labelId], version: t.version });
        break;
      }
      case "removeLabel": {
        const ids = t.labelIds ?? [];
        if (ids.includes(change.labelId)) update(t, { labelIds: ids.filter((id) => id !== change.labelId), version: t.version });
        break;
      }
      case "dueDate":
        if (t.dueDate !== change.dueDate) update(t, { dueDate: change.dueDate });
        break;
      case "field":
        if (!sameValue(t.fields?.[change.fieldId], change.value)) update(t, { fields: { [change.fieldId]: change.value } as never });
        break;
    }
  }
  return ops;
}

/** What the toast says was done ("Moved 12 tasks to Review"). */
export function bulkDoneText(
  change: BulkChange,
  count: number,
  names: { status?: string; person?: string; label?: string; field?: string },
) {
  const tasks = `${count} ${count === 1 ? "task" : "tasks"}`;
  switch (change.kind) {
    case "delete":
      return `Deleted ${tasks}`;
    case "status":
      return `Moved ${tasks} to ${names.status ?? "the status"}`;
    case "assignee":
      return change.assigneeId === null ? `Unassigned ${tasks}` : `Assigned ${tasks} to ${names.person ?? "them"}`;
    case "priority":
      return `Set ${tasks} to ${change.priority} priority`;
    case "addLabel":
      return `Added ${names.label ?? "the label"} to ${tasks}`;
    case "removeLabel":
      return `Removed ${names.label ?? "the label"} from ${tasks}`;
    case "dueDate":
      return change.dueDate === null ? `Cleared the due date of ${tasks}` : `Set the due date of ${tasks}`;
    case "field":
      return `Set ${names.field ?? "the field"} on ${tasks}`;
  }
}
