import { type RefObject, useCallback } from "react";
import type { Task } from "../../core/schemas/task";
import type { BoardEvent } from "./board-state";
import { type LiveWriter, type QueuedWrite, type SocketCreate, TaskConflict, type WriteOutcome } from "./live-writes";
import { type EditablePatch, newTaskId, optimisticTask } from "./queued-view";

// This browser's writes on the live board: each goes into the writer's queue (live-writes.ts) and
// is shown at once, until the server answers over the socket.

export function useBoardWrites(projectId: number, writerRef: RefObject<LiveWriter | null>, dispatch: (event: BoardEvent) => boolean) {
  const submit = useCallback(
    (write: QueuedWrite): Promise<WriteOutcome> => {
      const writer = writerRef.current;
      if (!writer) return Promise.reject(new Error("The board is not ready yet. Please try again."));
      return writer.submit(write);
    },
    [writerRef],
  );

  /** Creates a task (shown at once, with an id chosen here so it can be edited before the server has it). */
  const createTask = useCallback(
    (input: Omit<SocketCreate, "id">) => {
      const id = newTaskId(projectId);
      const task = { ...input, id };
      return submit({
        kind: "create",
        requestId: crypto.randomUUID(),
        taskId: id,
        taskName: input.name,
        task,
        optimistic: optimisticTask(projectId, task),
      });
    },
    [projectId, submit],
  );

  /**
   * Updates a task, shown at once. `baseVersion` is the task version the user's edit started from
   * (defaults to the version on screen). A 409 puts the server's current task on screen and throws
   * TaskConflict; any other refusal throws an ApiError. Offline, it resolves as queued.
   */
  const updateTask = useCallback(
    (
      task: Task,
      patch: EditablePatch,
      options: { baseVersion?: number; position?: { after: string | null; before: string | null } } = {},
    ) =>
      submit({
        kind: "update",
        requestId: crypto.randomUUID(),
        taskId: task.id,
        taskName: task.name,
        patch: { ...patch, position: options.position, version: options.baseVersion ?? task.version },
        base: task,
      }).catch((err) => {
        if (err instanceof TaskConflict) dispatch({ type: "task", task: err.current });
        throw err;
      }),
    [submit, dispatch],
  );

  const deleteTask = useCallback(
    (task: Task) => submit({ kind: "delete", requestId: crypto.randomUUID(), taskId: task.id, taskName: task.name }),
    [submit],
  );

  return { createTask, updateTask, deleteTask };
}
