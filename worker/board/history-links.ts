import { must } from "../../core/must";
import { cycleIfLinked } from "../../core/schedule";
import type { Dependency } from "../../core/schemas/dependency";
import type { Task } from "../../core/schemas/task";
import { BoardRejection, type Changeset } from "./changeset";
import { asScheduleLinks, listLinks } from "./dependencies";
import { conflict, type HistoryKind, type LoggedEvent, laterEditor } from "./history-events";

// Undo/redo of the board-wide ops of issue 12 (decision 019): a link added or removed, and the dates
// an auto-schedule (or a dated move with its successors) wrote. Same rule as a task's fields: put
// back only what still holds the value this person left; otherwise refuse and write nothing.

interface LinkRow extends Record<string, SqlStorageValue> {
  id: string;
  predecessor_id: string;
  successor_id: string;
}

function linkName(cs: Changeset, d: Dependency): string {
  const name = (id: string) => `“${cs.store.get(id)?.name ?? "a deleted task"}”`;
  return `the dependency of ${name(d.successorId)} on ${name(d.predecessorId)}`;
}

function refuse(cs: Changeset, verb: string, d: Dependency, since: number, what: string): never {
  const who = laterEditor(cs.store.sql, d.id, since, cs.actorId);
  const by = who === null ? "" : ` by {actor:${who}}`;
  throw new BoardRejection(409, `Can't ${verb}: ${linkName(cs, d)} was ${what}${by} since. Their change is kept.`);
}

/** Reverts one linked/unlinked event: removes the link it added, or puts back the link it removed (same id). */
export function revertLink(cs: Changeset, e: LoggedEvent, verb: string, history: HistoryKind, since: number): void {
  const { sql } = cs.store;
  const d = must(e.link, "a link event has its link");
  const row = sql.exec<LinkRow>("SELECT id, predecessor_id, successor_id FROM links WHERE id = ?", d.id).toArray()[0];
  if (e.kind === "linked") {
    if (!row) refuse(cs, verb, d, since, "removed");
    sql.exec("DELETE FROM links WHERE id = ?", d.id);
    cs.recordOp({ kind: "unlinked", id: d.id }, { history }, d, null);
    return;
  }
  if (row) refuse(cs, verb, d, since, "added back");
  const pred = cs.store.get(d.predecessorId);
  const succ = cs.store.get(d.successorId);
  if (!pred || !succ) throw new BoardRejection(409, `Can't ${verb}: a task of ${linkName(cs, d)} was deleted since.`);
  const existing = listLinks(cs.store);
  if (existing.some((l) => l.predecessorId === d.predecessorId && l.successorId === d.successorId)) {
    throw new BoardRejection(409, `Can't ${verb}: “${succ.name}” already depends on “${pred.name}” again. Their change is kept.`);
  }
  if (cycleIfLinked(asScheduleLinks(existing), d.predecessorId, d.successorId)) {
    throw new BoardRejection(409, `Can't ${verb}: links added since would make ${linkName(cs, d)} close a cycle.`);
  }
  sql.exec(
    "INSERT INTO links (id, predecessor_id, successor_id, type, lag_days, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    d.id,
    d.predecessorId,
    d.successorId,
    d.type,
    d.lagDays,
    d.createdAt,
  );
  cs.recordOp({ kind: "linked", dependency: d }, { history }, null, d);
}

/** Reverts one scheduled event: every task gets back the dates it had, if it still has the ones written. */
export function revertSchedule(cs: Changeset, e: LoggedEvent, verb: string, history: HistoryKind, since: number): void {
  const { store } = cs;
  const { before, after } = must(e.dates, "a schedule event has its dates");
  const olds = new Map(before.map((t) => [t.id, t]));
  const currents: Task[] = [];
  const nexts: Task[] = [];
  // Check every task before writing any, so a refusal leaves all dates as they are.
  for (const written of after) {
    const current = store.get(written.id);
    if (!current) conflict(store.sql, verb, written, since, cs.actorId, "deleted");
    if (current.startDate !== written.startDate || current.dueDate !== written.dueDate) {
      conflict(store.sql, verb, current, since, cs.actorId, "rescheduled");
    }
    const old = olds.get(written.id);
    if (!old) continue;
    currents.push(current);
    nexts.push({ ...current, startDate: old.startDate, dueDate: old.dueDate, version: current.version + 1, updatedAt: cs.now });
  }
  for (const next of nexts) store.replace(next);
  if (nexts.length > 0) cs.recordOp({ kind: "scheduled", tasks: nexts }, { history }, currents, nexts, nexts);
}
