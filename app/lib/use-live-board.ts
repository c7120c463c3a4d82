import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type BoardCounts, boardCounts } from "../../core/board-order";
import type { LiveProject, PresenceUser, ServerMessage } from "../../core/schemas/board-protocol";
import type { CommentEvent } from "../../core/schemas/comment";
import type { CustomField } from "../../core/schemas/custom-field";
import type { Dependency } from "../../core/schemas/dependency";
import type { Role } from "../../core/schemas/fields";
import type { Label } from "../../core/schemas/labels";
import type { BoardStatus } from "../../core/schemas/statuses";
import type { Task } from "../../core/schemas/task";
import { type BoardIndex, indexBoard } from "./board-index";
import {
  type BoardEvent,
  boardColumns,
  initialBoard,
  liveProjectOf,
  liveRoleOf,
  type PendingEdit,
  reduceBoard,
  withPending,
} from "./board-state";
import { closeSocket } from "./close-socket";
import { LiveWriter, type QueuedWrite, type SocketCreate, TaskConflict, type WriteOutcome } from "./live-writes";
import { displayPatch, type EditablePatch, newTaskId, optimisticTask } from "./queued-view";

// The live board of one project: the loader's tasks, kept current over the project's WebSocket
// (spec: ops in version order, replays ignored, a gap answered with a fresh hello). This browser's
// own writes go over the same socket through a queue kept across reloads (live-writes.ts), and are
// shown at once until the server answers.

export type ConnectionState = "connecting" | "live" | "reconnecting" | "offline" | "closed";

/** How often a member who was removed checks whether they were added back. */
const ACCESS_RECHECK_MS = 10_000;

/** Backoff between reconnect attempts: 1s, 2s, 4s… capped at 15s. */
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 15_000);

/** Close codes after which reconnecting is pointless: removed from the project, or project deleted. */
const FINAL_CLOSE_CODES: Record<number, ClosedReason> = { 4403: "removed", 4404: "deleted" };
const FINAL_MESSAGE: Record<ClosedReason, string> = {
  removed: "You no longer have access to this project.",
  deleted: "This project has been deleted.",
};

export type ClosedReason = "removed" | "deleted";

/** What the socket says about the project itself, and what became of writes nobody waits for any more. */
export interface LiveProjectHandlers {
  onProject?: (project: LiveProject) => void;
  onRole?: (role: Role) => void;
  /** A comment was added, edited or deleted on this board (issue 14). */
  onComment?: (event: CommentEvent) => void;
  /** A queued write was refused: `action` says which ("update", "delete", "create"). */
  onReplayFailed?: (failure: { action: QueuedWrite["kind"]; taskName: string; message: string }) => void;
}

export interface ReplayConflict {
  base: Task;
  patch: EditablePatch;
  current: Task;
}

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

export function useLiveBoard(projectId: number, initial: InitialBoardData, handlers: LiveProjectHandlers = {}, userId = 0) {
  const stateRef = useRef(initialBoard(initial.version, initial.tasks, initial.dependencies, initial.complete ?? true));
  const [board, setBoard] = useState(stateRef.current);
  const [queue, setQueue] = useState<QueuedWrite[]>([]);
  const [presence, setPresence] = useState<PresenceUser[]>([]);
  const [definitions, setDefinitions] = useState({ labels: initial.labels ?? [], statuses: initial.statuses ?? [] });
  const [fields, setFields] = useState<CustomField[]>(initial.fields ?? []);
  const [connection, setConnection] = useState<ConnectionState>("connecting");
  const [closedReason, setClosedReason] = useState<ClosedReason | null>(null);
  const closedRef = useRef<ClosedReason | null>(null);
  closedRef.current = closedReason;
  // Queued updates (sent after a reconnect or a reload) that met someone else's change: shown one at
  // a time with the task table's conflict notice.
  const [replayConflicts, setReplayConflicts] = useState<ReplayConflict[]>([]);
  const socketRef = useRef<WebSocket | null>(null);
  const writerRef = useRef<LiveWriter | null>(null);
  const helloSentFor = useRef<number | null>(null);
  // The latest handlers, read when a message arrives: passing new ones must not reconnect the socket.
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const dispatch = useCallback((event: BoardEvent) => {
    const { state, gap } = reduceBoard(stateRef.current, event);
    stateRef.current = state;
    setBoard(state);
    return gap;
  }, []);

  const sendHello = useCallback(() => {
    const ws = socketRef.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    helloSentFor.current = stateRef.current.version;
    // Holding only the page's first rows: the whole board, as a snapshot (in pages for a big board).
    const lastVersion = stateRef.current.complete ? stateRef.current.version : null;
    ws.send(JSON.stringify({ type: "hello", lastVersion }));
  }, []);

  // A newer loader result (revalidation) replaces what we hold; only the first rows of one don't.
  useEffect(() => {
    if (initial.version > stateRef.current.version && initial.complete !== false)
      dispatch({ type: "snapshot", version: initial.version, tasks: initial.tasks, dependencies: initial.dependencies });
  }, [initial, dispatch]);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    // The queue of this person's writes on this project, kept in this browser across reloads.
    const writer = new LiveWriter(`kickoff.board-queue.${userId}.${projectId}`, {
      send: (text) => {
        const ws = socketRef.current;
        if (!ws || ws.readyState !== WebSocket.OPEN) return false;
        ws.send(text);
        return true;
      },
      changed: (q) => setQueue(q),
      applied: (write, task) => dispatch(task ? { type: "task", task } : { type: "removed", id: write.taskId }),
      conflict: (write, current) => {
        dispatch({ type: "task", task: current });
        const { version: _v, position: _p, ...patch } = write.patch;
        setReplayConflicts((list) => [...list, { base: write.base, patch, current }]);
      },
      failed: (write, _status, message) => handlersRef.current.onReplayFailed?.({ action: write.kind, taskName: write.taskName, message }),
      stalled: () => socketRef.current?.close(4000, "no answer"),
    });
    writerRef.current = writer;
    // Usually nothing is waiting: keep the empty list we have, so mounting doesn't re-render the page.
    setQueue((q) => (q.length === 0 && writer.waiting.length === 0 ? q : writer.waiting));

    // A big board's snapshot comes in pages (worker/board/socket-protocol.ts): each is parsed in a task
    // of its own, and the board is replaced once, when the last one is in.
    let pages: Task[][] = [];
    const connect = () => {
      if (stopped) return;
      pages = [];
      if (!navigator.onLine) return setConnection("offline");
      const proto = location.protocol === "https:" ? "wss" : "ws";
      const ws = new WebSocket(`${proto}://${location.host}/api/projects/${projectId}/live`);
      socketRef.current = ws;
      ws.onopen = () => {
        if (socketRef.current !== ws) return;
        helloSentFor.current = null;
        setConnection("live");
        sendHello();
        writer.connected();
      };
      ws.onmessage = (event) => {
        // A socket given up on (gone offline) may still deliver a late frame: only the current one counts.
        if (socketRef.current !== ws) return;
        let msg: ServerMessage;
        try {
          msg = JSON.parse(String(event.data)) as ServerMessage;
        } catch {
          return;
        }
        // A frame that is valid JSON but no message at all (null, a number) is ignored, not thrown on.
        if (typeof msg !== "object" || msg === null) return;
        // Only a message proves the server accepted us; reset the backoff then, not on open.
        attempt = 0;
        switch (msg.type) {
          case "snapshot": {
            if (msg.parts !== undefined && msg.part !== undefined && msg.part < msg.parts) {
              pages.push(msg.tasks);
              break;
            }
            const tasks = pages.length > 0 ? [...pages.flat(), ...msg.tasks] : msg.tasks;
            pages = [];
            const gap = dispatch({ type: "snapshot", version: msg.version, tasks, dependencies: msg.dependencies });
            if (gap && helloSentFor.current !== stateRef.current.version) sendHello();
            break;
          }
          case "op": {
            const gap = dispatch({ type: "op", version: msg.version, op: msg.op });
            // Ask to catch up once per version we are stuck at, not once per early op.
            if (gap && helloSentFor.current !== stateRef.current.version) sendHello();
            break;
          }
          case "ops": {
            // One frame for a batch (a delete with subtasks, an undo): its ops in version order.
            let gap = false;
            for (const o of Array.isArray(msg.ops) ? msg.ops : []) gap = dispatch({ type: "op", version: o.version, op: o.op }) || gap;
            if (gap && helloSentFor.current !== stateRef.current.version) sendHello();
            break;
          }
          case "presence":
            setPresence(msg.users);
            break;
          case "project": {
            // Rendered straight into the page, so checked first; a malformed one is ignored.
            const project = liveProjectOf(msg.project, projectId);
            if (project) handlersRef.current.onProject?.(project);
            break;
          }
          case "role": {
            const role = liveRoleOf(msg.role);
            if (role) handlersRef.current.onRole?.(role);
            break;
          }
          case "definitions":
            // Issue 25: the lists a task's labels and status pick from, whole.
            if (Array.isArray(msg.labels) && Array.isArray(msg.statuses)) setDefinitions({ labels: msg.labels, statuses: msg.statuses });
            break;
          case "fields":
            // Issue 25: the project's own fields (columns, editor inputs), whole.
            if (Array.isArray(msg.fields)) setFields(msg.fields);
            break;
          case "comment":
            if (msg.event && typeof msg.event === "object") handlersRef.current.onComment?.(msg.event);
            break;
          case "ack":
            writer.answer(msg);
            break;
          case "error":
            if (msg.requestId) writer.answer(msg);
            else console.error("Live board:", msg.message);
            break;
        }
      };
      ws.onclose = (event) => {
        // A socket given up on already (gone offline) has been dealt with; its close may come much later.
        if (socketRef.current !== ws) return;
        socketRef.current = null;
        writer.disconnected();
        if (stopped) return;
        setPresence([]);
        const final = FINAL_CLOSE_CODES[event.code];
        if (final) {
          setConnection("closed");
          setClosedReason(final);
          writer.abandon(FINAL_MESSAGE[final]);
          // Removed is not always for good: an owner may add them back (issue 21). Check now and then,
          // and whenever the tab comes back into view; with access again, the board reconnects by itself.
          if (final === "removed") timer = setTimeout(recheckAccess, ACCESS_RECHECK_MS);
          return;
        }
        if (!navigator.onLine) return setConnection("offline");
        setConnection("reconnecting");
        timer = setTimeout(connect, retryDelay(attempt++));
      };
    };

    const recheckAccess = async () => {
      if (stopped || socketRef.current) return;
      clearTimeout(timer);
      let ok = false;
      try {
        ok = (await fetch(`/api/projects/${projectId}`, { credentials: "include", cache: "no-store" })).ok;
      } catch {
        // Offline: the next check, or the online event, tries again.
      }
      if (stopped || socketRef.current) return;
      if (ok) {
        setClosedReason(null);
        setConnection("connecting");
        attempt = 0;
        connect();
      } else timer = setTimeout(recheckAccess, ACCESS_RECHECK_MS);
    };
    const visible = () => {
      if (document.visibilityState === "visible" && !socketRef.current && closedRef.current === "removed") void recheckAccess();
    };

    // Back online: don't wait out the backoff. Gone offline: stop pretending the socket is live, so
    // writes go to the queue at once instead of into a socket that may never deliver them.
    const online = () => {
      if (socketRef.current || stopped) return;
      clearTimeout(timer);
      attempt = 0;
      connect();
    };
    // The socket is given up at once: its closing handshake can't complete without a network, and
    // writes made meanwhile must go to the queue now, not wait for it.
    const offline = () => {
      const ws = socketRef.current;
      socketRef.current = null;
      clearTimeout(timer);
      setPresence([]);
      setConnection("offline");
      writer.disconnected();
      ws?.close(1000, "offline");
    };

    connect();
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    document.addEventListener("visibilitychange", visible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
      document.removeEventListener("visibilitychange", visible);
      const ws = socketRef.current;
      socketRef.current = null;
      closeSocket(ws);
      writer.disconnected();
      writerRef.current = null;
    };
  }, [projectId, userId, dispatch, sendHello]);

  const submit = useCallback((write: QueuedWrite): Promise<WriteOutcome> => {
    const writer = writerRef.current;
    if (!writer) return Promise.reject(new Error("The board is not ready yet. Please try again."));
    return writer.submit(write);
  }, []);

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

  // What the page shows: the confirmed board with the queue laid over it (creates added, deletes
  // hidden, edits applied), so nothing waiting is invisible.
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
    const tasks = { ...board.tasks };
    for (const w of queue) {
      if (w.kind === "create" && !tasks[w.taskId] && !board.deleted[w.taskId]) tasks[w.taskId] = w.optimistic;
      if (w.kind === "delete") delete tasks[w.taskId];
    }
    return withPending(tasks, pending);
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
    version: board.version,
    presence,
    connection,
    closedReason,
    /** Writes not yet confirmed by the server ("N changes waiting"). */
    waiting: queue.length,
    replayConflict: replayConflicts[0] ?? null,
    settleReplayConflict: useCallback(() => setReplayConflicts((list) => list.slice(1)), []),
    createTask,
    updateTask,
    deleteTask,
    dependencies: board.dependencies,
    /** Issue 25: the project's labels and statuses, live. */
    labels: definitions.labels,
    statuses: definitions.statuses,
    /** Issue 25: the project's own fields, live. */
    fields,
    /** Timeline writes (links, schedules) answered over HTTP: shown at once, before their broadcast. */
    dispatch,
  };
}

export type LiveBoard = ReturnType<typeof useLiveBoard>;
export { TaskConflict };
