import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { LiveProject, PresenceUser, ServerMessage } from "../../core/schemas/board-protocol";
import type { CommentEvent } from "../../core/schemas/comment";
import type { Dependency } from "../../core/schemas/dependency";
import type { Role } from "../../core/schemas/fields";
import type { Task, UpdateTaskInput } from "../../core/schemas/task";
import {
  type BoardEvent,
  boardColumns,
  initialBoard,
  listOrder,
  liveProjectOf,
  liveRoleOf,
  type PendingEdit,
  reduceBoard,
  withPending,
} from "./board-state";
import { closeSocket } from "./close-socket";
import { type NewTask, updateTask as patchTask, createTask as postTask, deleteTask as removeTask, TaskConflict } from "./project-api";

// The live board of one project: the loader's tasks, kept current over the project's WebSocket
// (spec: ops in version order, replays ignored, a gap answered with a fresh hello), with this
// browser's own edits shown optimistically until the server answers.

export type ConnectionState = "connecting" | "live" | "reconnecting" | "closed";

/** Backoff between reconnect attempts: 1s, 2s, 4s… capped at 15s. */
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 15_000);

/** Close codes after which reconnecting is pointless: removed from the project, or project deleted. */
const FINAL_CLOSE_CODES: Record<number, ClosedReason> = { 4403: "removed", 4404: "deleted" };

export type ClosedReason = "removed" | "deleted";

type EditablePatch = Omit<UpdateTaskInput, "version" | "position">;

function displayPatch(patch: EditablePatch): PendingEdit["patch"] {
  const out: PendingEdit["patch"] = {};
  if (patch.name !== undefined) out.name = patch.name;
  if (patch.description !== undefined) out.description = patch.description ?? "";
  if (patch.status !== undefined) out.status = patch.status;
  if (patch.priority !== undefined) out.priority = patch.priority;
  if (patch.assigneeId !== undefined) out.assigneeId = patch.assigneeId;
  if (patch.dueDate !== undefined) out.dueDate = patch.dueDate;
  if (patch.isCompleted !== undefined) out.isCompleted = patch.isCompleted;
  return out;
}

/** What the socket says about the project itself: its current details, and the viewer's role. */
export interface LiveProjectHandlers {
  onProject?: (project: LiveProject) => void;
  onRole?: (role: Role) => void;
  /** A comment was added, edited or deleted on this board (issue 14). */
  onComment?: (event: CommentEvent) => void;
}

export function useLiveBoard(
  projectId: number,
  initial: { version: number; tasks: Task[]; dependencies?: Dependency[] },
  handlers: LiveProjectHandlers = {},
) {
  const stateRef = useRef(initialBoard(initial.version, initial.tasks, initial.dependencies));
  const [board, setBoard] = useState(stateRef.current);
  const [pending, setPending] = useState<PendingEdit[]>([]);
  const [presence, setPresence] = useState<PresenceUser[]>([]);
  const [connection, setConnection] = useState<ConnectionState>("connecting");
  const [closedReason, setClosedReason] = useState<ClosedReason | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const helloSentFor = useRef<number | null>(null);
  const editSeq = useRef(0);
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
    ws.send(JSON.stringify({ type: "hello", lastVersion: stateRef.current.version }));
  }, []);

  // A newer loader result (revalidation) replaces what we hold.
  useEffect(() => {
    if (initial.version > stateRef.current.version)
      dispatch({ type: "snapshot", version: initial.version, tasks: initial.tasks, dependencies: initial.dependencies });
  }, [initial, dispatch]);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = () => {
      if (stopped) return;
      const proto = location.protocol === "https:" ? "wss" : "ws";
      const ws = new WebSocket(`${proto}://${location.host}/api/projects/${projectId}/live`);
      socketRef.current = ws;
      ws.onopen = () => {
        helloSentFor.current = null;
        setConnection("live");
        sendHello();
      };
      ws.onmessage = (event) => {
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
          case "snapshot":
          case "op": {
            const gap = dispatch(msg.type === "op" ? { type: "op", version: msg.version, op: msg.op } : msg);
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
          case "comment":
            if (msg.event && typeof msg.event === "object") handlersRef.current.onComment?.(msg.event);
            break;
          case "error":
            console.error("Live board:", msg.message);
            break;
          case "ack":
            break;
        }
      };
      ws.onclose = (event) => {
        if (socketRef.current === ws) socketRef.current = null;
        if (stopped) return;
        setPresence([]);
        const final = FINAL_CLOSE_CODES[event.code];
        if (final) {
          setConnection("closed");
          setClosedReason(final);
          return;
        }
        setConnection("reconnecting");
        timer = setTimeout(connect, retryDelay(attempt++));
      };
    };

    // Back online: don't wait out the backoff.
    const online = () => {
      if (socketRef.current || stopped) return;
      clearTimeout(timer);
      attempt = 0;
      connect();
    };

    connect();
    window.addEventListener("online", online);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener("online", online);
      closeSocket(socketRef.current);
      socketRef.current = null;
    };
  }, [projectId, dispatch, sendHello]);

  const createTask = useCallback(
    async (input: NewTask) => {
      const task = await postTask(input);
      dispatch({ type: "task", task });
      return task;
    },
    [dispatch],
  );

  /**
   * PATCH a task, shown at once. `baseVersion` is the task version the user's edit started from
   * (defaults to the version on screen). A 409 puts the server's current task on screen and throws
   * TaskConflict; any other failure rolls the edit back and rethrows.
   */
  const updateTask = useCallback(
    async (
      task: Task,
      patch: EditablePatch,
      options: { baseVersion?: number; position?: { after: string | null; before: string | null } } = {},
    ) => {
      const key = String(++editSeq.current);
      setPending((p) => [...p, { key, taskId: task.id, patch: displayPatch(patch), position: options.position }]);
      try {
        const saved = await patchTask(task.id, { ...patch, position: options.position, version: options.baseVersion ?? task.version });
        dispatch({ type: "task", task: saved });
        return saved;
      } catch (err) {
        if (err instanceof TaskConflict) dispatch({ type: "task", task: err.current });
        throw err;
      } finally {
        setPending((p) => p.filter((e) => e.key !== key));
      }
    },
    [dispatch],
  );

  const deleteTask = useCallback(
    async (task: Task) => {
      await removeTask(task.id);
      dispatch({ type: "removed", id: task.id });
    },
    [dispatch],
  );

  const view = useMemo(() => withPending(board.tasks, pending), [board.tasks, pending]);
  const tasks = useMemo(() => listOrder(view), [view]);
  const columns = useMemo(() => boardColumns(view, pending), [view, pending]);
  /** Server-confirmed tasks, for "their version" in conflict notices. */
  const confirmed = board.tasks;

  return {
    tasks,
    columns,
    confirmed,
    version: board.version,
    presence,
    connection,
    closedReason,
    createTask,
    updateTask,
    deleteTask,
    dependencies: board.dependencies,
    /** Timeline writes (links, schedules) answered over HTTP: shown at once, before their broadcast. */
    dispatch,
  };
}

export type LiveBoard = ReturnType<typeof useLiveBoard>;
export { TaskConflict };
