import type { Dependency } from "../../core/schemas/dependency";
import type { Task } from "../../core/schemas/task";
import { BoardRejection } from "./changeset";

// What undo, redo and restore read from the event log, and the refusal when someone changed a thing
// since: shared by history.ts (tasks) and history-links.ts (links, schedules), which do not import
// each other.

export type HistoryKind = "undo" | "redo" | "restore";

export interface LoggedEvent {
  version: number;
  at: string;
  actorId: number;
  kind: "created" | "updated" | "deleted" | "linked" | "unlinked" | "scheduled";
  id: string;
  history: HistoryKind | null;
  /** The API token the change was made with (issue 24), by name. */
  via: string | null;
  /** The task before and after, for a task's create/update/delete only. */
  before: Task | null;
  after: Task | null;
  /** The link added or removed (linked/unlinked). */
  link: Dependency | null;
  /** The tasks whose dates an auto-schedule or dated move changed (scheduled). */
  dates: { before: Task[]; after: Task[] } | null;
  /** What the write was asked to do (an auto-schedule's options, a dated move). */
  input: Record<string, unknown> | null;
}

/** A task name as the messages quote it. */
export const quoted = (name: string) => `“${name}”`;

/** Who last changed task `id` after `version`, other than `actorId` (for the conflict message). */
export function laterEditor(sql: SqlStorage, id: string, version: number, actorId: number): number | null {
  const row = sql
    .exec<{ actor_id: number }>(
      "SELECT actor_id FROM events WHERE version > ? AND json_extract(op, '$.id') = ? AND actor_id != ? ORDER BY version DESC LIMIT 1",
      version,
      id,
      actorId,
    )
    .toArray()[0];
  return row?.actor_id ?? null;
}

/** The message of a refused undo; `{actor:N}` is replaced by the person's name in the Worker. */
export function conflict(
  sql: SqlStorage,
  verb: string,
  task: Pick<Task, "id" | "name">,
  since: number,
  actorId: number,
  what = "changed",
): never {
  const who = laterEditor(sql, task.id, since, actorId);
  const by = who === null ? "" : ` by {actor:${who}}`;
  throw new BoardRejection(409, `Can't ${verb}: ${quoted(task.name)} was ${what}${by} since. Their change is kept.`);
}
