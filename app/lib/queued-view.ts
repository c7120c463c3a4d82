import type { Task, UpdateTaskInput } from "../../core/schemas/task";
import type { PendingEdit } from "./board-state";
import type { SocketCreate } from "./live-writes";

// How this browser's unconfirmed writes look on screen before the server answers.

export type EditablePatch = Omit<UpdateTaskInput, "version" | "position">;

export function displayPatch(patch: EditablePatch): PendingEdit["patch"] {
  const out: PendingEdit["patch"] = {};
  if (patch.name !== undefined) out.name = patch.name;
  if (patch.description !== undefined) out.description = patch.description ?? "";
  if (patch.status !== undefined) out.status = patch.status;
  if (patch.priority !== undefined) out.priority = patch.priority;
  if (patch.assigneeId !== undefined) out.assigneeId = patch.assigneeId;
  if (patch.dueDate !== undefined) out.dueDate = patch.dueDate;
  if (patch.isCompleted !== undefined) out.isCompleted = patch.isCompleted;
  // Issue 25: a move to another status (the Board's columns) and labels show before the server answers.
  if (patch.statusId !== undefined) out.statusId = patch.statusId;
  if (patch.labelIds !== undefined) out.labelIds = patch.labelIds;
  return out;
}

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/**
 * A task id chosen by the browser, in the server's format (`<projectId>-<random>`, decision 001), so
 * a task created offline can be edited or deleted before the server has seen it. 26 random base32
 * characters (130 bits): a clash is not a practical concern, and the server refuses one anyway.
 */
export function newTaskId(projectId: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(26));
  return `${projectId}-${Array.from(bytes, (b) => BASE32[b & 31]).join("")}`;
}

/** The task as shown until the server confirms it: at the end of its column, version 1 like the server's. */
export function optimisticTask(projectId: number, input: SocketCreate & { id: string }): Task {
  const now = new Date().toISOString();
  const status = input.isCompleted === true && (input.status ?? "todo") === "todo" ? "done" : (input.status ?? "todo");
  return {
    id: input.id,
    projectId,
    kind: input.kind ?? "task",
    name: input.name,
    description: input.description ?? "",
    status,
    isCompleted: status === "done",
    startDate: ("startDate" in input ? input.startDate : null) ?? null,
    dueDate: input.dueDate ?? null,
    priority: input.priority ?? "medium",
    assigneeId: input.assigneeId ?? null,
    parentTaskId: input.parentTaskId ?? null,
    externalId: null,
    source: "manual",
    sourceText: null,
    order: "~",
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}
