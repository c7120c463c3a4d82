import { useCallback, useEffect, useRef, useState } from "react";
import type { BoardCounts } from "../../core/board-order";
import type { PresenceUser } from "../../core/schemas/board-protocol";
import type { CustomField } from "../../core/schemas/custom-field";
import type { Dependency } from "../../core/schemas/dependency";
import type { Label } from "../../core/schemas/labels";
import type { BoardStatus } from "../../core/schemas/statuses";
import type { Task } from "../../core/schemas/task";
import { type ClosedReason, type ConnectionState, connectBoard, type ReplayConflict } from "./board-connection";
import type { LiveProjectHandlers } from "./board-messages";
import { type BoardEvent, initialBoard, reduceBoard } from "./board-state";
import { type LiveWriter, type QueuedWrite, TaskConflict } from "./live-writes";
import { useBoardWrites } from "./use-board-writes";
import { useShownBoard } from "./use-shown-board";

// The live board of one project: the loader's tasks, kept current over the project's WebSocket.
// By job: the reducer and its ordering rules (board-state.ts), the connection and its write queue
// (board-connection.ts, live-socket.ts, live-writes.ts), the socket's frames (board-messages.ts),
// this browser's writes (use-board-writes.ts) and what the page shows (use-shown-board.ts).

export type { ClosedReason, ConnectionState, LiveProjectHandlers, ReplayConflict };

/** What the page starts from: the loader's board, whole or only its first rows (`complete: false`, issue 22). */
export interface InitialBoardData {
  version: number;
  tasks: Task[];
  dependencies?: Dependency[];
  complete?: boolean;
  counts?: BoardCounts;
  subtasks?: Record<string, { done: number; total: number }>;
  labels?: Label[];
  statuses?: BoardStatus[];
  fields?: CustomField[];
}

/** The board reducer, with the state also in a ref: the socket reads it between renders. */
function useBoardState(initial: InitialBoardData) {
  const stateRef = useRef(initialBoard(initial.version, initial.tasks, initial.dependencies, initial.complete ?? true));
  const [board, setBoard] = useState(stateRef.current);
  const dispatch = useCallback((event: BoardEvent) => {
    const { state, gap } = reduceBoard(stateRef.current, event);
    stateRef.current = state;
    setBoard(state);
    return gap;
  }, []);
  // A newer loader result (revalidation) replaces what we hold; only the first rows of one don't.
  useEffect(() => {
    if (initial.version > stateRef.current.version && initial.complete !== false)
      dispatch({ type: "snapshot", version: initial.version, tasks: initial.tasks, dependencies: initial.dependencies });
  }, [initial, dispatch]);
  return { board, stateRef, dispatch };
}

/** The project's connection (board-connection.ts) for as long as the page shows it, and what it reports. */
function useBoardConnection(
  projectId: number,
  userId: number,
  initial: InitialBoardData,
  board: ReturnType<typeof useBoardState>,
  handlers: LiveProjectHandlers,
) {
  const [queue, setQueue] = useState<QueuedWrite[]>([]);
  const [presence, setPresence] = useState<PresenceUser[]>([]);
  const [definitions, setDefinitions] = useState({ labels: initial.labels ?? [], statuses: initial.statuses ?? [] });
  const [fields, setFields] = useState<CustomField[]>(initial.fields ?? []);
  const [connection, setConnection] = useState<ConnectionState>("connecting");
  const [closedReason, setClosedReason] = useState<ClosedReason | null>(null);
  // Queued updates (sent after a reconnect or a reload) that met someone else's change: shown one at
  // a time with the task table's conflict notice.
  const [replayConflicts, setReplayConflicts] = useState<ReplayConflict[]>([]);
  const writerRef = useRef<LiveWriter | null>(null);
  // The latest handlers, read when a message arrives: passing new ones must not reconnect the socket.
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const { stateRef, dispatch } = board;

  useEffect(() => {
    const connection = connectBoard(projectId, userId, {
      state: () => stateRef.current,
      dispatch,
      handlers: () => handlersRef.current,
      setConnection,
      setClosedReason,
      setPresence,
      setQueue,
      setDefinitions,
      setFields,
      replayConflict: (conflict) => setReplayConflicts((list) => [...list, conflict]),
    });
    const writer = connection.writer;
    writerRef.current = writer;
    // Usually nothing is waiting: keep the empty list we have, so mounting doesn't re-render the page.
    setQueue((q) => (q.length === 0 && writer.waiting.length === 0 ? q : writer.waiting));
    return () => {
      connection.stop();
      writerRef.current = null;
    };
  }, [projectId, userId, stateRef, dispatch]);

  const settleReplayConflict = useCallback(() => setReplayConflicts((list) => list.slice(1)), []);
  return { queue, presence, definitions, fields, connection, closedReason, replayConflicts, settleReplayConflict, writerRef };
}

export function useLiveBoard(projectId: number, initial: InitialBoardData, handlers: LiveProjectHandlers = {}, userId = 0) {
  const state = useBoardState(initial);
  const live = useBoardConnection(projectId, userId, initial, state, handlers);
  const writes = useBoardWrites(projectId, live.writerRef, state.dispatch);
  const shown = useShownBoard(state.board, live.queue, initial);

  return {
    ...shown,
    version: state.board.version,
    presence: live.presence,
    connection: live.connection,
    closedReason: live.closedReason,
    /** Writes not yet confirmed by the server ("N changes waiting"). */
    waiting: live.queue.length,
    replayConflict: live.replayConflicts[0] ?? null,
    settleReplayConflict: live.settleReplayConflict,
    ...writes,
    dependencies: state.board.dependencies,
    /** Issue 25: the project's labels and statuses, live. */
    labels: live.definitions.labels,
    statuses: live.definitions.statuses,
    /** Issue 25: the project's own fields, live. */
    fields: live.fields,
    /** Timeline writes (links, schedules) answered over HTTP: shown at once, before their broadcast. */
    dispatch: state.dispatch,
  };
}

export type LiveBoard = ReturnType<typeof useLiveBoard>;
export { TaskConflict };
