import { cycleIfLinked, LINK_TYPES, type LinkType, type ScheduleLink } from "../../core/schedule";
import type { Dependency } from "../../core/schemas/dependency";
import { storedEnum } from "../db/stored-enum";
import { BoardRejection, type Changeset } from "./changeset";
import { TASK_NOT_FOUND } from "./rules";
import type { BoardStore } from "./store";
import { projectIdOfTask } from "./task-id";

// Links between the board's tasks, in the board's own storage and changed through its ops, so they
// are versioned, logged and broadcast like any task change (issue 12).

interface LinkRow extends Record<string, SqlStorageValue> {
  id: string;
  predecessor_id: string;
  successor_id: string;
  type: string;
  lag_days: number;
  created_at: string;
}

// A link of a type this version does not know reads as finish-to-start (the default a new link gets):
// it stays on the board, so cycles are still refused through it and a person can see and remove it.
const toDependency = (projectId: number, r: LinkRow): Dependency => ({
  id: r.id,
  projectId,
  predecessorId: r.predecessor_id,
  successorId: r.successor_id,
  type: storedEnum(LINK_TYPES, r.type, { column: "board links.type", key: r.id }) ?? "FS",
  lagDays: r.lag_days,
  createdAt: r.created_at,
});

export function listLinks(store: BoardStore): Dependency[] {
  return store.sql
    .exec<LinkRow>("SELECT * FROM links ORDER BY rowid")
    .toArray()
    .map((r) => toDependency(store.projectId, r));
}

export function linksOf(store: BoardStore, taskId: string): Dependency[] {
  return store.sql
    .exec<LinkRow>("SELECT * FROM links WHERE predecessor_id = ? OR successor_id = ? ORDER BY rowid", taskId, taskId)
    .toArray()
    .map((r) => toDependency(store.projectId, r));
}

export const asScheduleLinks = (deps: Dependency[]): ScheduleLink[] =>
  deps.map(({ predecessorId, successorId, type, lagDays }) => ({ predecessorId, successorId, type, lagDays }));

export interface NewLink {
  predecessorId: string;
  successorId: string;
  type: LinkType;
  lagDays: number;
}

/** Adds one link; refuses a link to itself, across projects, to a missing task, twice, or one that closes a cycle (naming it). */
export function addLink(cs: Changeset, input: NewLink, existing: Dependency[] = listLinks(cs.store)): Dependency {
  const { store } = cs;
  const { predecessorId, successorId } = input;
  if (predecessorId === successorId) throw new BoardRejection(409, "A task can't depend on itself.");
  for (const id of [predecessorId, successorId]) {
    if (projectIdOfTask(id) !== store.projectId) throw new BoardRejection(409, "Only tasks of the same project can be linked.");
  }
  const predecessor = store.get(predecessorId);
  const successor = store.get(successorId);
  if (!predecessor || !successor) throw new BoardRejection(404, TASK_NOT_FOUND);
  if (existing.some((d) => d.predecessorId === predecessorId && d.successorId === successorId)) {
    throw new BoardRejection(409, `"${successor.name}" already depends on "${predecessor.name}".`);
  }
  const cycle = cycleIfLinked(existing, predecessorId, successorId);
  if (cycle) {
    const names = cycle.map((id) => `"${store.get(id)?.name ?? id}"`);
    throw new BoardRejection(409, `This link would close a cycle: ${names.join(" → ")}.`, undefined, cycle);
  }
  const dependency: Dependency = {
    id: crypto.randomUUID(),
    projectId: store.projectId,
    predecessorId,
    successorId,
    type: input.type,
    lagDays: input.lagDays,
    createdAt: cs.now,
  };
  store.sql.exec(
    "INSERT INTO links (id, predecessor_id, successor_id, type, lag_days, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    dependency.id,
    predecessorId,
    successorId,
    dependency.type,
    dependency.lagDays,
    dependency.createdAt,
  );
  cs.recordOp({ kind: "linked", dependency }, input, null, dependency);
  existing.push(dependency);
  return dependency;
}

export function removeLink(cs: Changeset, id: string): void {
  const row = cs.store.sql.exec<LinkRow>("SELECT * FROM links WHERE id = ?", id).toArray()[0];
  if (!row) throw new BoardRejection(404, "Dependency not found");
  cs.store.sql.exec("DELETE FROM links WHERE id = ?", id);
  cs.recordOp({ kind: "unlinked", id }, {}, toDependency(cs.store.projectId, row), null);
}

/** A task is being deleted: its links go first, each as its own op, so clients drop them too. */
export function unlinkTask(cs: Changeset, taskId: string): void {
  for (const d of linksOf(cs.store, taskId)) removeLink(cs, d.id);
}
