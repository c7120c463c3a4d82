import type { PresenceUser, ServerMessage } from "../../core/schemas/board-protocol";
import type { CustomField } from "../../core/schemas/custom-field";
import type { Task } from "../../core/schemas/task";
import { type BoardDefinitions, boardMessageReader, type LiveProjectHandlers } from "./board-messages";
import type { BoardEvent, BoardState } from "./board-state";
import { LiveSocket, type LiveStatus } from "./live-socket";
import { LiveWriter, type QueuedWrite } from "./live-writes";
import type { EditablePatch } from "./queued-view";

// One project's live connection, outside React: the socket (live-socket.ts), the queue of this
// person's writes on it (live-writes.ts), the reader of its frames (board-messages.ts), and the
// access recheck of a member who was removed. useLiveBoard starts one per project and stops it on unmount.

export type ConnectionState = LiveStatus;
export type ClosedReason = "removed" | "deleted";

/** Close codes after which reconnecting is pointless: removed from the project, or project deleted. */
const FINAL_CLOSE_CODES: Record<number, ClosedReason> = { 4403: "removed", 4404: "deleted" };
const FINAL_MESSAGE: Record<ClosedReason, string> = {
  removed: "You no longer have access to this project.",
  deleted: "This project has been deleted.",
};

/** How often a member who was removed checks whether they were added back. */
export const ACCESS_RECHECK_MS = 10_000;

export interface ReplayConflict {
  base: Task;
  patch: EditablePatch;
  current: Task;
}

export interface BoardConnectionHooks {
  /** The board as held now (read when saying hello). */
  state(): BoardState;
  dispatch(event: BoardEvent): boolean;
  handlers(): LiveProjectHandlers;
  setConnection(state: ConnectionState): void;
  setClosedReason(reason: ClosedReason | null): void;
  setPresence(users: PresenceUser[]): void;
  setQueue(queue: QueuedWrite[]): void;
  setDefinitions(definitions: BoardDefinitions): void;
  setFields(fields: CustomField[]): void;
  replayConflict(conflict: ReplayConflict): void;
}

export interface BoardConnection {
  writer: LiveWriter;
  stop(): void;
}

export function connectBoard(projectId: number, userId: number, hooks: BoardConnectionHooks): BoardConnection {
  // Declared before the writer, which sends through it; created below.
  let socket: LiveSocket | null = null;
  // The queue of this person's writes on this project, kept in this browser across reloads.
  const writer = new LiveWriter(`kickoff.board-queue.${userId}.${projectId}`, {
    send: (text) => socket?.send(text) ?? false,
    changed: (q) => hooks.setQueue(q),
    applied: (write, task) => hooks.dispatch(task ? { type: "task", task } : { type: "removed", id: write.taskId }),
    conflict: (write, current) => {
      hooks.dispatch({ type: "task", task: current });
      const { version: _v, position: _p, ...patch } = write.patch;
      hooks.replayConflict({ base: write.base, patch, current });
    },
    failed: (write, _status, message) => hooks.handlers().onReplayFailed?.({ action: write.kind, taskName: write.taskName, message }),
    stalled: () => socket?.drop(4000, "no answer"),
  });

  let helloSentFor: number | null = null;
  const sendHello = () => {
    const held = hooks.state();
    // Holding only the page's first rows: the whole board, as a snapshot (in pages for a big board).
    const lastVersion = held.complete ? held.version : null;
    if (socket?.send(JSON.stringify({ type: "hello", lastVersion }))) helloSentFor = held.version;
  };
  const reader = boardMessageReader({
    projectId,
    dispatch: hooks.dispatch,
    // Ask to catch up once per version we are stuck at, not once per early op.
    catchUp: () => {
      if (helloSentFor !== hooks.state().version) sendHello();
    },
    setPresence: hooks.setPresence,
    setDefinitions: hooks.setDefinitions,
    setFields: hooks.setFields,
    handlers: hooks.handlers,
    writer,
  });

  const live = new LiveSocket({
    path: `/api/projects/${projectId}/live`,
    finalCodes: [4403, 4404],
    onStatus: hooks.setConnection,
    onOpen: () => {
      helloSentFor = null;
      sendHello();
      writer.connected();
    },
    onMessage: (message) => reader.read(message as ServerMessage),
    onDown: (finalCode) => {
      reader.reset();
      writer.disconnected();
      hooks.setPresence([]);
      const final = finalCode === null ? undefined : FINAL_CLOSE_CODES[finalCode];
      if (!final) return;
      hooks.setClosedReason(final);
      writer.abandon(FINAL_MESSAGE[final]);
      if (final === "removed") access.watch();
    },
  });
  socket = live;
  const access = accessRecheck(projectId, live, () => hooks.setClosedReason(null));
  live.start();

  return {
    writer,
    stop: () => {
      access.stop();
      live.stop();
      writer.disconnected();
    },
  };
}

/**
 * Removed is not always for good: an owner may add them back (issue 21). Check now and then, and
 * whenever the tab comes back into view; with access again, the board reconnects by itself.
 */
function accessRecheck(projectId: number, socket: LiveSocket, restored: () => void) {
  let watching = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = async () => {
    if (stopped || !watching || socket.connected) return;
    clearTimeout(timer);
    let ok = false;
    try {
      ok = (await fetch(`/api/projects/${projectId}`, { credentials: "include", cache: "no-store" })).ok;
    } catch {
      // Offline: the next check, or the tab shown again, tries again.
    }
    if (stopped || !watching || socket.connected) return;
    if (!ok) {
      timer = setTimeout(check, ACCESS_RECHECK_MS);
      return;
    }
    watching = false;
    restored();
    socket.reconnect();
  };
  const visible = () => {
    if (document.visibilityState === "visible") void check();
  };
  document.addEventListener("visibilitychange", visible);
  return {
    watch: () => {
      watching = true;
      clearTimeout(timer);
      timer = setTimeout(check, ACCESS_RECHECK_MS);
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", visible);
    },
  };
}
