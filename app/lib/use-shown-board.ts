import { useMemo, useRef } from "react";
import { type BoardCounts, boardCounts } from "../../core/board-order";
import { type BoardIndex, indexBoard } from "./board-index";
import { type BoardState, boardColumns, layPending, type PendingEdit } from "./board-state";
import type { QueuedWrite } from "./live-writes";
import { displayPatch } from "./queued-view";
import { copyRecord, derivedFrom } from "./records";

// What the page shows: the confirmed board with the queue laid over it (creates added, deletes
// hidden, edits applied), so nothing waiting is invisible.

export function useShownBoard(
  board: BoardState,
  queue: QueuedWrite[],
  initial: { counts?: BoardCounts; subtasks?: Record<string, { done: number; total: number }> },
) {
  const pending = useMemo<PendingEdit[]>(
    () =>
      queue.flatMap((w) =>
        w.kind === "update" ? [{ key: w.requestId, taskId: w.taskId, patch: displayPatch(w.patch), position: w.patch.position }] : [],
      ),
    [queue],
  );
  const view = useMemo(() => {
    // Nothing waiting (the usual case): the board itself, so unchanged tasks keep their objects and the
    // index below only looks at the ones an op replaced.
    if (queue.length === 0) return board.tasks;
    const tasks = copyRecord(board.tasks);
    for (const w of queue) {
      if (w.kind === "create" && !tasks[w.taskId] && !board.deleted[w.taskId]) tasks[w.taskId] = w.optimistic;
      if (w.kind === "delete") delete tasks[w.taskId];
    }
    // Every entry changed here is a queued write's task: the index finds them without a full comparison.
    return derivedFrom(
      layPending(tasks, pending),
      board.tasks,
      queue.map((w) => w.taskId),
    );
  }, [board.tasks, board.deleted, queue, pending]);
  const indexRef = useRef<BoardIndex | null>(null);
  const index = useMemo(() => {
    indexRef.current = indexBoard(indexRef.current, view);
    return indexRef.current;
  }, [view]);
  const tasks = index.list;
  // A drop still on its way is shown where it was dropped: only then are the columns laid out again.
  const columns = useMemo(() => (pending.some((p) => p.position) ? boardColumns(view, pending) : index.columns), [view, pending, index]);
  const complete = board.complete;
  // Until the whole board is here, the counts are the server's (the page's first rows are not all of it).
  const counts = useMemo(() => (complete || !initial.counts ? boardCounts(tasks) : initial.counts), [complete, tasks, initial.counts]);
  /** Server-confirmed tasks (and tasks created here, not yet confirmed), for "their version" in conflict notices. */
  const confirmed = useMemo(() => {
    // Usually nothing is waiting: the board itself, not a copy of it per change (issue 22).
    if (!queue.some((w) => w.kind === "create")) return board.tasks;
    const out = { ...board.tasks };
    for (const w of queue) if (w.kind === "create" && !out[w.taskId]) out[w.taskId] = w.optimistic;
    return out;
  }, [board.tasks, queue]);

  return {
    tasks,
    /** The list's rows: subtasks under their parent. */
    nested: index.nested,
    columns,
    /** Every task by id, as shown (pending edits applied). */
    byId: view,
    /** False while only the page's first rows are here. */
    complete,
    counts,
    /** Subtask counts the server sent with the first rows, until the whole board is here. */
    initialSubtasks: complete ? null : (initial.subtasks ?? null),
    confirmed,
  };
}
