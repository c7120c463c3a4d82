import type { z } from "zod";
import { type LoggedOp, loggedDependency, loggedOp, loggedTask, loggedTasks } from "../../core/schemas/board-event";
import type { BoardOp } from "../../core/schemas/board-protocol";
import type { Dependency } from "../../core/schemas/dependency";
import type { Task } from "../../core/schemas/task";
import { readColumnOrSkip } from "../db/json-column";

// The board's event log read back (decision 134): each row's op and before/after values parsed once
// with the schema of what appendEvent wrote, never cast. A row that does not fit is logged and read
// as missing, the way each reader already treats an event the log no longer holds: a reconnect gets
// a snapshot, a stale write a 409, an undo "too old", the activity list leaves it out.

/** An event row as selected: `before`/`after` are absent when the query did not ask for them. */
export interface EventColumns {
  version: number;
  op: string;
  before?: string | null;
  after?: string | null;
}

/** A logged before/after value, whichever kind of event it belongs to. */
export type LoggedValue = ReadEvent["before"];

type Values<K extends LoggedOp["kind"], T> = { kind: K; op: LoggedOp; before: T | null; after: T | null };

/** A logged event with its values typed by its kind. */
export type ReadEvent =
  | Values<"created" | "updated" | "deleted", Task>
  | Values<"linked" | "unlinked", Dependency>
  | Values<"scheduled", Task[]>;

type Pair<T> = { before: T | null; after: T | null };

/** Both values through `schema`; null when one that is there does not fit. */
function pair<T>(schema: z.ZodType<T>, row: EventColumns): Pair<T> | null {
  const read = (column: "before" | "after"): T | null | undefined => {
    const raw = row[column];
    if (raw === null || raw === undefined) return null;
    return readColumnOrSkip(schema, raw, { column: `board events.${column}`, key: row.version }) ?? undefined;
  };
  const before = read("before");
  const after = read("after");
  return before === undefined || after === undefined ? null : { before, after };
}

/** The row's op and values, parsed; null (logged) when any of them does not fit what the board writes. */
export function readEvent(row: EventColumns): ReadEvent | null {
  const op = readColumnOrSkip(loggedOp, row.op, { column: "board events.op", key: row.version });
  if (!op) return null;
  switch (op.kind) {
    case "linked":
    case "unlinked": {
      const values = pair(loggedDependency, row);
      return values && { kind: op.kind, op, ...values };
    }
    case "scheduled": {
      const values = pair(loggedTasks, row);
      return values && { kind: op.kind, op, ...values };
    }
    default: {
      const values = pair(loggedTask, row);
      return values && { kind: op.kind, op, ...values };
    }
  }
}

/** The op a logged event broadcast, rebuilt for a catching-up socket; null when the row lacks what it needs. */
export function opOfEvent(e: ReadEvent): BoardOp | null {
  switch (e.kind) {
    case "deleted":
    case "unlinked":
      return e.op.id === null ? null : { kind: e.kind, id: e.op.id };
    case "linked":
      return e.after && { kind: "linked", dependency: e.after };
    case "scheduled":
      return e.after && { kind: "scheduled", tasks: e.after };
    default:
      return e.after && { kind: e.kind, task: e.after };
  }
}

/**
 * The task as it was before the update logged at `version`; null when there is none or it can't be
 * read back (logged), which its readers treat as "not known before": a completion or an assignment
 * is then announced.
 */
export function loggedBefore(sql: SqlStorage, version: number): Task | null {
  const row = sql.exec<{ before: string | null }>("SELECT before FROM events WHERE version = ?", version).toArray()[0];
  return row?.before ? readColumnOrSkip(loggedTask, row.before, { column: "board events.before", key: version }) : null;
}
