import type { LiveProject, PresenceUser, ServerMessage } from "../../core/schemas/board-protocol";
import type { CommentEvent } from "../../core/schemas/comment";
import type { CustomField } from "../../core/schemas/custom-field";
import type { Role } from "../../core/schemas/fields";
import type { Label } from "../../core/schemas/labels";
import type { BoardStatus } from "../../core/schemas/statuses";
import type { Task } from "../../core/schemas/task";
import { type BoardEvent, liveProjectOf, liveRoleOf } from "./board-state";
import type { LiveWriter, QueuedWrite } from "./live-writes";

// What the board's socket says, turned into reducer events and page state (spec: ops in version
// order, replays ignored, a gap answered with a fresh hello). The ordering rules themselves are the
// reducer's (board-state.ts); this only reads frames and says where they go.

/** What the socket says about the project itself, and what became of writes nobody waits for any more. */
export interface LiveProjectHandlers {
  onProject?: (project: LiveProject) => void;
  onRole?: (role: Role) => void;
  /** A comment was added, edited or deleted on this board (issue 14). */
  onComment?: (event: CommentEvent) => void;
  /** A queued write was refused: `action` says which ("update", "delete", "create"). */
  onReplayFailed?: (failure: { action: QueuedWrite["kind"]; taskName: string; message: string }) => void;
}

export interface BoardDefinitions {
  labels: Label[];
  statuses: BoardStatus[];
}

export interface BoardMessageTarget {
  projectId: number;
  /** Applies an event to the board; true when ops are missing (a gap). */
  dispatch(event: BoardEvent): boolean;
  /** A gap was seen: ask the server to catch us up (once per version we are stuck at). */
  catchUp(): void;
  setPresence(users: PresenceUser[]): void;
  setDefinitions(definitions: BoardDefinitions): void;
  setFields(fields: CustomField[]): void;
  /** The page's latest handlers: passing new ones must not reconnect the socket. */
  handlers(): LiveProjectHandlers;
  writer: Pick<LiveWriter, "answer">;
}

export interface BoardMessageReader {
  read(message: ServerMessage): void;
  /** The socket went away: a snapshot half received is dropped (the next hello asks again). */
  reset(): void;
}

export function boardMessageReader(target: BoardMessageTarget): BoardMessageReader {
  // A big board's snapshot comes in pages (worker/board/socket-protocol.ts): each is parsed in a task
  // of its own, and the board is replaced once, when the last one is in.
  let pages: Task[][] = [];

  const readChange = (msg: Extract<ServerMessage, { type: "snapshot" | "op" | "ops" }>): boolean => {
    if (msg.type === "op") return target.dispatch({ type: "op", version: msg.version, op: msg.op });
    if (msg.type === "ops") {
      // One frame for a batch (a delete with subtasks, an undo): its ops in version order.
      let gap = false;
      for (const o of Array.isArray(msg.ops) ? msg.ops : []) gap = target.dispatch({ type: "op", version: o.version, op: o.op }) || gap;
      return gap;
    }
    if (msg.parts !== undefined && msg.part !== undefined && msg.part < msg.parts) {
      pages.push(msg.tasks);
      return false;
    }
    const tasks = pages.length > 0 ? [...pages.flat(), ...msg.tasks] : msg.tasks;
    pages = [];
    return target.dispatch({ type: "snapshot", version: msg.version, tasks, dependencies: msg.dependencies });
  };

  return {
    reset: () => {
      pages = [];
    },
    read: (msg) => {
      if (msg.type === "snapshot" || msg.type === "op" || msg.type === "ops") {
        if (readChange(msg)) target.catchUp();
      } else readProjectMessage(msg, target);
    },
  };
}

/** Everything but the board's own changes: who is here, the project, the lists, and our writes' answers. */
function readProjectMessage(msg: Exclude<ServerMessage, { type: "snapshot" | "op" | "ops" }>, target: BoardMessageTarget): void {
  switch (msg.type) {
    case "presence":
      target.setPresence(msg.users);
      break;
    case "project": {
      // Rendered straight into the page, so checked first; a malformed one is ignored.
      const project = liveProjectOf(msg.project, target.projectId);
      if (project) target.handlers().onProject?.(project);
      break;
    }
    case "role": {
      const role = liveRoleOf(msg.role);
      if (role) target.handlers().onRole?.(role);
      break;
    }
    case "definitions":
      // Issue 25: the lists a task's labels and status pick from, whole.
      if (Array.isArray(msg.labels) && Array.isArray(msg.statuses)) target.setDefinitions({ labels: msg.labels, statuses: msg.statuses });
      break;
    case "fields":
      // Issue 25: the project's own fields (columns, editor inputs), whole.
      if (Array.isArray(msg.fields)) target.setFields(msg.fields);
      break;
    case "comment":
      if (msg.event && typeof msg.event === "object") target.handlers().onComment?.(msg.event);
      break;
    case "ack":
      target.writer.answer(msg);
      break;
    case "error":
      if (msg.requestId) target.writer.answer(msg);
      else console.error("Live board:", msg.message);
      break;
  }
}
