import type { ActivityChange, ActivityEntry } from "../../../core/schemas/activity";
import type { Task } from "../../../core/schemas/task";
import type { MemberView } from "../../../core/schemas/team";
import { displayName } from "../../../core/user-display";

// How the Activity view words an entry: the field a change touched, the verb, and a before/after value.

export const FIELD_LABEL: Record<ActivityChange["field"], string> = {
  name: "name",
  description: "description",
  status: "status",
  priority: "priority",
  assigneeId: "assignee",
  dueDate: "due date",
  parentTaskId: "parent task",
  order: "position",
  estimate: "estimate",
  recurrence: "repeats",
  recurrenceMode: "next repeat",
  statusId: "status",
  labelIds: "labels",
};

export function verb(e: ActivityEntry): string {
  if (e.kind === "created") return e.history === "restore" ? "restored" : "created";
  if (e.kind === "deleted") return "deleted";
  const moved = e.changes.some((c) => c.field === "status" || c.field === "order");
  return moved && e.changes.every((c) => c.field === "status" || c.field === "order") ? "moved" : "edited";
}

/** A change's before or after value in words: people and parent tasks by name, an empty value "none". */
export function changeValueText(members: MemberView[], tasks: Task[]) {
  const memberName = (id: number | string | null) => {
    const m = members.find((x) => x.userId === Number(id));
    return m ? displayName(m.user) : id === null ? "nobody" : "a former member";
  };
  const taskName = (id: string | number | null) =>
    tasks.find((t) => t.id === id)?.name ?? (id === null ? "none" : "a task no longer on the board");
  return (c: ActivityChange, v: ActivityChange["before"]): string => {
    if (c.field === "assigneeId") return memberName(v);
    if (c.field === "parentTaskId") return taskName(v);
    if (v === null || v === "") return "none";
    return String(v);
  };
}
