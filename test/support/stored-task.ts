import type { Task } from "../../core/schemas/task";

/**
 * A task as the board stores it, with neutral values: to do, medium, no dates, nobody assigned, made by
 * hand. Tests name only what they are about; `isCompleted` follows the status, as on the board.
 */
export function storedTask(id: string, over: Partial<Task> = {}): Task {
  const status = over.status ?? "todo";
  return {
    id,
    projectId: 1,
    kind: "task",
    name: id,
    description: "",
    status,
    isCompleted: status === "done",
    startDate: null,
    dueDate: null,
    priority: "medium",
    assigneeId: null,
    parentTaskId: null,
    externalId: null,
    source: "manual",
    sourceText: null,
    order: "a0",
    version: 1,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}
