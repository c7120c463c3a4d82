import { sameValue } from "../../core/fields/validate";
import { must } from "../../core/must";
import type { ActivityField, HistoryState } from "../../core/schemas/activity";
import type { TaskFields } from "../../core/schemas/custom-field";
import type { Task } from "../../core/schemas/task";
import { BoardRejection, type Changeset, type CommittedOp } from "./changeset";
import { listFields } from "./custom-fields";
import { linksOf } from "./dependencies";
import { conflict, type HistoryKind, type LoggedEvent, quoted } from "./history-events";
import { revertLink, revertSchedule } from "./history-links";
import { listLabels } from "./labels";
import { readEvent } from "./op-log";
import { getStatus, resolveStatus } from "./statuses";
import type { BoardStore } from "./store";

// Undo, redo and restore over the board's event log (issue 14, decision 019).
//
// Every committed write of a person pushes one entry (the versions its ops got) on that person's
// undo stack, and clears their redo stack. Undo reverts an entry's events newest first, field by
// field: a field is put back only if it still holds the value the person gave it; if someone changed
// it since, the whole undo is refused and nothing is written. The undo's own ops are one entry on the
// redo stack, which redo reverts the same way. Both are board writes like any other: logged,
// broadcast, projected.

const STACK_DEPTH = 50;
export const FIELDS: ActivityField[] = [
  "name",
  "description",
  "status",
  "priority",
  "assigneeId",
  "dueDate",
  "parentTaskId",
  "order",
  "estimate",
  "recurrence",
  "recurrenceMode",
  "statusId",
  "labelIds",
];

/** A field's value; fields added later (issue 26's estimate) are absent from older logged tasks and read as null. */
export const fieldOf = (t: Task, f: ActivityField): unknown => t[f] ?? null;

export interface EventRow extends Record<string, SqlStorageValue> {
  version: number;
  at: string;
  actor_id: number;
  op: string;
  before: string | null;
  after: string | null;
}

/** Tasks logged before issue 26's repeat mode had none: theirs was the default, "completion". */
const withMode = (t: Task | null): Task | null => (t && !t.recurrenceMode ? { ...t, recurrenceMode: "completion" } : t);

export const TASK_KINDS = new Set(["created", "updated", "deleted"]);

/** A logged event as undo, redo, restore and the activity list read it; null when the row can't be read back (logged). */
export function toEvent(r: EventRow): LoggedEvent | null {
  const e = readEvent(r);
  if (!e) return null;
  const { op } = e;
  const task = e.kind === "created" || e.kind === "updated" || e.kind === "deleted" ? e : null;
  return {
    version: r.version,
    at: r.at,
    actorId: r.actor_id,
    kind: e.kind,
    id: op.id ?? "",
    history: op.input?.history ?? null,
    via: op.via ?? null,
    before: withMode(task?.before ?? null),
    after: withMode(task?.after ?? null),
    link: e.kind === "linked" ? e.after : e.kind === "unlinked" ? e.before : null,
    dates: e.kind === "scheduled" ? { before: e.before ?? [], after: e.after ?? [] } : null,
    input: op.input ?? null,
  };
}

/** Whether the latest creation of task `id` before `version` was a restore from the Activity view. */
function restoredBefore(sql: SqlStorage) {
  return (id: string, version: number): boolean => {
    const row = sql
      .exec<{ history: string | null }>(
        "SELECT json_extract(op, '$.input.history') AS history FROM events WHERE version < ? AND json_extract(op, '$.kind') = 'created' AND json_extract(op, '$.id') = ? ORDER BY version DESC LIMIT 1",
        version,
        id,
      )
      .toArray()[0];
    return row?.history === "restore";
  };
}

function eventsBetween(sql: SqlStorage, from: number, to: number): LoggedEvent[] {
  return sql
    .exec<EventRow>("SELECT * FROM events WHERE version BETWEEN ? AND ? ORDER BY version", from, to)
    .toArray()
    .flatMap((r) => toEvent(r) ?? []);
}

/** After a normal commit: each person's consecutive ops become one entry on their undo stack. */
export function recordActions(sql: SqlStorage, ops: CommittedOp[]): void {
  const groups: Array<{ actorId: number; from: number; to: number }> = [];
  for (const op of ops) {
    const last = groups[groups.length - 1];
    if (last && last.actorId === op.actorId && last.to === op.version - 1) last.to = op.version;
    else groups.push({ actorId: op.actorId, from: op.version, to: op.version });
  }
  for (const g of groups) push(sql, g.actorId, "undo", g.from, g.to, true);
}

function push(sql: SqlStorage, actorId: number, stack: "undo" | "redo", from: number, to: number, clearRedo: boolean): void {
  if (clearRedo) sql.exec("DELETE FROM history WHERE actor_id = ? AND stack = 'redo'", actorId);
  sql.exec("INSERT INTO history (actor_id, stack, from_v, to_v) VALUES (?, ?, ?, ?)", actorId, stack, from, to);
  // Everything from the (STACK_DEPTH + 1)th newest entry back: one seek on history_actor, where a
  // NOT IN over the newest entries compared every row of the stack on every board write.
  sql.exec(
    `DELETE FROM history WHERE actor_id = ? AND stack = ? AND id <=
       (SELECT id FROM history WHERE actor_id = ? AND stack = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
    actorId,
    stack,
    actorId,
    stack,
    STACK_DEPTH,
  );
}

function top(sql: SqlStorage, actorId: number, stack: "undo" | "redo") {
  return sql
    .exec<{ id: number; from_v: number; to_v: number }>(
      "SELECT id, from_v, to_v FROM history WHERE actor_id = ? AND stack = ? ORDER BY id DESC LIMIT 1",
      actorId,
      stack,
    )
    .toArray()[0];
}

/**
 * How an entry reads on a button: "moving “Design”", "deleting “Copy”", "restoring “Copy”", "3 changes".
 * An undo's ops sit on the redo stack and read as what the redo will do: an undone create is re-created
 * ("restoring" when what was undone was a restore, issue 21 #9), an undone delete deleted again.
 * `wasRestore` says whether task `id`'s creation just before `version` was a restore.
 */
export function describe(all: LoggedEvent[], wasRestore: (id: string, version: number) => boolean = () => false): string {
  const events = all.filter((e) => TASK_KINDS.has(e.kind));
  if (events.length === 0) {
    const last = all[all.length - 1];
    if (!last) return "a change";
    // An undo's ops sit on the redo stack: they read as the action they will redo.
    const added = (last.kind === "linked") !== (last.history === "undo");
    if (last.kind !== "scheduled") return added ? "adding a dependency" : "removing a dependency";
    const moved = last.dates?.after ?? [];
    return moved.length === 1 ? `rescheduling ${quoted(moved[0].name)}` : `rescheduling ${moved.length} tasks`;
  }
  const subject = events.filter((e) => e.kind !== "updated" || e.before?.parentTaskId === e.after?.parentTaskId);
  const main = subject[subject.length - 1] ?? events[events.length - 1];
  const name = quoted(must(main.after ?? main.before, "a task event has its task").name);
  const tasks = new Set(events.map((e) => e.id));
  if (tasks.size > 1 && main.kind !== "deleted") return `${tasks.size} changes`;
  const undone = main.history === "undo";
  if (main.kind === "created") {
    if (undone) return `deleting ${name}`;
    const restoring = main.history === "restore" || (main.history === "redo" && wasRestore(main.id, main.version));
    return restoring ? `restoring ${name}` : `creating ${name}`;
  }
  if (main.kind === "deleted") {
    // A bulk delete (issue 25) names how many; one delete that also freed its subtasks names the task.
    const deleted = new Set(events.filter((e) => e.kind === "deleted").map((e) => e.id)).size;
    if (!undone) return deleted > 1 ? `deleting ${deleted} tasks` : `deleting ${name}`;
    return wasRestore(main.id, main.version) ? `restoring ${name}` : `creating ${name}`;
  }
  const moved =
    main.before?.statusId !== main.after?.statusId ||
    main.before?.status !== main.after?.status ||
    main.before?.order !== main.after?.order;
  const onlyMove = FIELDS.every((f) => f === "status" || f === "statusId" || f === "order" || sameValue(main.before?.[f], main.after?.[f]));
  return moved && onlyMove ? `moving ${name}` : `editing ${name}`;
}

export function historyState(sql: SqlStorage, actorId: number): HistoryState {
  const label = (stack: "undo" | "redo") => {
    const entry = top(sql, actorId, stack);
    if (!entry) return null;
    const events = eventsBetween(sql, entry.from_v, entry.to_v);
    return events.length ? describe(events, restoredBefore(sql)) : null;
  };
  return { undo: label("undo"), redo: label("redo") };
}

/**
 * Reverts events newest first inside the changeset. `isMember` guards putting back an assignee who
 * has left the project.
 */
function revert(cs: Changeset, events: LoggedEvent[], verb: string, history: HistoryKind, isMember: (id: number) => boolean): void {
  const { store } = cs;
  const sql = store.sql;
  const since = events[events.length - 1].version;
  let fieldIds: Set<string> | undefined;
  const existingFieldIds = () => {
    fieldIds ??= new Set(listFields(store).map((f) => f.id));
    return fieldIds;
  };
  for (const e of [...events].reverse()) {
    if (e.kind === "linked" || e.kind === "unlinked") {
      revertLink(cs, e, verb, history, since);
      continue;
    }
    if (e.kind === "scheduled") {
      revertSchedule(cs, e, verb, history, since);
      continue;
    }
    const current = store.get(e.id);
    if (e.kind === "created") {
      const made = must(e.after, "a create has an after");
      if (!current) conflict(sql, verb, made, since, cs.actorId, "deleted");
      if (FIELDS.some((f) => !sameValue(current[f], made[f]))) conflict(sql, verb, current, since, cs.actorId);
      if (store.childrenOf(e.id).length > 0) conflict(sql, verb, current, since, cs.actorId, "given subtasks");
      if (linksOf(store, e.id).length > 0) conflict(sql, verb, current, since, cs.actorId, "linked to other tasks");
      store.delete(e.id);
      cs.record("deleted", { history }, current, null);
      continue;
    }
    if (e.kind === "deleted") {
      const gone = must(e.before, "a delete has a before");
      if (current) conflict(sql, verb, gone, since, cs.actorId, "restored");
      const back = revived(store, gone, cs.now, isMember);
      store.insert(back);
      cs.record("created", { history }, null, back);
      continue;
    }
    const before = must(e.before, "an update has a before");
    const after = must(e.after, "an update has an after");
    if (!current) conflict(sql, verb, after, since, cs.actorId, "deleted");
    const changed = FIELDS.filter((f) => !sameValue(before[f], after[f]));
    if (changed.some((f) => !sameValue(current[f], after[f]))) conflict(sql, verb, current, since, cs.actorId);
    const custom = changedFieldIds(before, after, existingFieldIds());
    if (custom.some((id) => !sameValue(current.fields?.[id], after.fields?.[id]))) conflict(sql, verb, current, since, cs.actorId);
    const next: Task = { ...current, version: current.version + 1, updatedAt: cs.now };
    // Needed: `f` ranges over fields of different types, and TypeScript can't tie before[f]'s type to
    // next[f]'s through a union key; both are the same Task field, copied as logged.
    for (const f of changed) (next as unknown as Record<string, unknown>)[f] = fieldOf(before, f);
    if (custom.length > 0) next.fields = revertedFields(current.fields ?? {}, before.fields ?? {}, custom);
    next.isCompleted = next.status === "done";
    // Issue 25: a status deleted since can't be put back; labels deleted since just stay off.
    if (next.statusId && !getStatus(store, next.statusId)) {
      throw new BoardRejection(409, `Can't ${verb}: the status ${quoted(current.name)} was in has been deleted since.`);
    }
    next.labelIds = knownLabels(store, next.labelIds);
    if (next.assigneeId !== null && next.assigneeId !== current.assigneeId && !isMember(next.assigneeId)) {
      throw new BoardRejection(409, `Can't ${verb}: the person ${quoted(current.name)} was assigned to is no longer a member.`);
    }
    if (next.parentTaskId !== null && !store.get(next.parentTaskId)) next.parentTaskId = null;
    store.replace(next);
    cs.record("updated", { history }, current, next);
  }
}

/**
 * The custom fields (issue 25) an update changed, field by field, so undo puts back only those and
 * someone else's change to another field stays. A field deleted since has nothing to put back.
 */
function changedFieldIds(before: Task, after: Task, existing: Set<string>): string[] {
  const ids = new Set([...Object.keys(before.fields ?? {}), ...Object.keys(after.fields ?? {})]);
  return [...ids].filter((id) => existing.has(id) && !sameValue(before.fields?.[id], after.fields?.[id]));
}

function revertedFields(current: TaskFields, before: TaskFields, ids: string[]): TaskFields {
  const next = { ...current };
  for (const id of ids) {
    if (id in before) next[id] = before[id];
    else delete next[id];
  }
  return next;
}

/** The labels of an entry that still exist; an entry logged before labels existed has none. */
function knownLabels(store: BoardStore, ids: string[] = []): string[] {
  if (ids.length === 0) return [];
  const known = new Set(listLabels(store).map((l) => l.id));
  return ids.filter((id) => known.has(id));
}

/** A deleted task brought back: a newer version than any seen, a parent or assignee that is gone dropped. */
function revived(store: BoardStore, gone: Task, now: string, isMember: (id: number) => boolean): Task {
  const status = resolveStatus(store, gone, gone.status, undefined, true);
  return {
    ...gone,
    statusId: gone.statusId && getStatus(store, gone.statusId) ? gone.statusId : status.statusId,
    labelIds: knownLabels(store, gone.labelIds),
    version: gone.version + 1,
    updatedAt: now,
    parentTaskId: gone.parentTaskId && store.get(gone.parentTaskId) ? gone.parentTaskId : null,
    assigneeId: gone.assigneeId !== null && isMember(gone.assigneeId) ? gone.assigneeId : null,
  };
}

/** Undo (or redo) the caller's latest entry; returns its description. Throws BoardRejection when refused. */
export function step(cs: Changeset, kind: "undo" | "redo", isMember: (id: number) => boolean): string {
  const sql = cs.store.sql;
  const entry = top(sql, cs.actorId, kind);
  if (!entry) throw new BoardRejection(409, kind === "undo" ? "Nothing to undo." : "Nothing to redo.");
  const events = eventsBetween(sql, entry.from_v, entry.to_v);
  if (events.length !== entry.to_v - entry.from_v + 1) {
    sql.exec("DELETE FROM history WHERE id = ?", entry.id);
    throw new BoardRejection(409, `That change is too old to ${kind}.`);
  }
  const label = describe(events, restoredBefore(sql));
  const mark = cs.ops.length;
  revert(cs, events, kind, kind, isMember);
  sql.exec("DELETE FROM history WHERE id = ?", entry.id);
  const done = cs.ops.slice(mark);
  if (done.length > 0) push(sql, cs.actorId, kind === "undo" ? "redo" : "undo", done[0].version, done[done.length - 1].version, false);
  return label;
}

/** Brings a deleted task back from its last delete in the log. */
export function restore(cs: Changeset, taskId: string, isMember: (id: number) => boolean): Task {
  const { store } = cs;
  const row = store.sql
    .exec<EventRow>(
      "SELECT * FROM events WHERE json_extract(op, '$.kind') = 'deleted' AND json_extract(op, '$.id') = ? ORDER BY version DESC LIMIT 1",
      taskId,
    )
    .toArray()[0];
  if (!row) throw new BoardRejection(404, "This task can't be restored: it is not in the project's history.");
  if (store.get(taskId)) throw new BoardRejection(409, "This task is already back on the board.");
  // A logged task that can't be read back (logged) is as gone from the history as one pruned from it.
  const gone = toEvent(row)?.before;
  if (!gone) throw new BoardRejection(404, "This task can't be restored: it is not in the project's history.");
  const back = revived(store, gone, cs.now, isMember);
  store.insert(back);
  cs.record("created", { history: "restore" }, null, back);
  return back;
}
