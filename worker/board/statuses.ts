import { must } from "../../core/must";
import { LABEL_COLORS, type LabelColor } from "../../core/schemas/labels";
import {
  type BoardStatus,
  type CreateStatusInput,
  DEFAULT_STATUSES,
  defaultStatusId,
  MAX_STATUSES_PER_PROJECT,
  STATUS_CATEGORIES,
  type StatusCategory,
  type UpdateStatusInput,
} from "../../core/schemas/statuses";
import type { Task } from "../../core/schemas/task";
import { randomId } from "../auth/tokens";
import { storedEnum } from "../db/stored-enum";
import { BoardRejection, type Changeset } from "./changeset";
import { appendKey } from "./placement";
import type { BoardStore } from "./store";

// A project's statuses (issue 25). Each is in a category (todo, in-progress, done) and a task's
// `status` is always its status's category, so everything that reads the category (progress,
// analytics, done subtasks and links, provider mappings) keeps working unchanged. Every category keeps
// at least one status, so a client that writes only `status` always lands somewhere.

export const STATUS_NOT_FOUND = "Status not found";
const CATEGORY_NAMES: Record<StatusCategory, string> = { todo: "To do", "in-progress": "In progress", done: "Done" };

interface StatusRow extends Record<string, SqlStorageValue> {
  id: string;
  name: string;
  color: string;
  category: string;
  ord: number;
}

const DEFAULT_COLOR: Record<StatusCategory, LabelColor> = { todo: "gray", "in-progress": "blue", done: "green" };

/**
 * The status, or null when its category is one this version does not know (a newer version's): progress,
 * analytics and provider mappings all read the category, so such a status reads as missing. A color this
 * version does not know reads as its category's default.
 */
function toStatus(projectId: number, r: StatusRow): BoardStatus | null {
  const category = storedEnum(STATUS_CATEGORIES, r.category, { column: "board statuses.category", key: r.id });
  if (category === null) return null;
  const color = storedEnum(LABEL_COLORS, r.color, { column: "board statuses.color", key: r.id }) ?? DEFAULT_COLOR[category];
  return { id: r.id, projectId, name: r.name, color, category, order: r.ord };
}

/** A board from before issue 25 (or a new one) gets today's three statuses, and its items theirs. */
export function ensureStatuses(store: BoardStore): void {
  const n = store.sql.exec<{ n: number }>("SELECT count(*) AS n FROM statuses").one().n;
  if (n > 0) return;
  for (const [i, s] of DEFAULT_STATUSES.entries()) {
    store.sql.exec(
      "INSERT INTO statuses (id, name, color, category, ord) VALUES (?, ?, ?, ?, ?)",
      defaultStatusId(store.projectId, s.category),
      s.name,
      s.color,
      s.category,
      i,
    );
  }
  store.sql.exec("UPDATE items SET status_id = ? || '-' || status WHERE status_id IS NULL", String(store.projectId));
}

export function listStatuses(store: BoardStore): BoardStatus[] {
  return store.sql
    .exec<StatusRow>("SELECT * FROM statuses ORDER BY ord, id")
    .toArray()
    .flatMap((r) => toStatus(store.projectId, r) ?? []);
}

export function getStatus(store: BoardStore, id: string): BoardStatus | null {
  const row = store.sql.exec<StatusRow>("SELECT * FROM statuses WHERE id = ?", id).toArray()[0];
  return row ? toStatus(store.projectId, row) : null;
}

/** Rewrites the order column as 0…n-1 in the given order. */
function renumber(store: BoardStore, statuses: BoardStatus[]): void {
  for (const [i, s] of statuses.entries()) store.sql.exec("UPDATE statuses SET ord = ? WHERE id = ?", i, s.id);
}

function refuseSameName(statuses: BoardStatus[], name: string, exceptId: string | null): void {
  const clash = statuses.find((s) => s.id !== exceptId && s.name.toLowerCase() === name.toLowerCase());
  if (clash) throw new BoardRejection(409, `There is already a status “${clash.name}” in this project.`);
}

export function createStatus(store: BoardStore, input: CreateStatusInput): BoardStatus {
  const statuses = listStatuses(store);
  if (statuses.length >= MAX_STATUSES_PER_PROJECT)
    throw new BoardRejection(409, `A project has at most ${MAX_STATUSES_PER_PROJECT} statuses.`);
  refuseSameName(statuses, input.name, null);
  const status: BoardStatus = {
    id: `${store.projectId}-${randomId()}`,
    projectId: store.projectId,
    name: input.name,
    color: input.color ?? DEFAULT_COLOR[input.category],
    category: input.category,
    order: statuses.length,
  };
  store.sql.exec(
    "INSERT INTO statuses (id, name, color, category, ord) VALUES (?, ?, ?, ?, ?)",
    status.id,
    status.name,
    status.color,
    status.category,
    0,
  );
  const at = Math.min(input.order ?? statuses.length, statuses.length);
  renumber(store, [...statuses.slice(0, at), status, ...statuses.slice(at)]);
  return { ...status, order: at };
}

function lastOfCategory(statuses: BoardStatus[], s: BoardStatus): boolean {
  return !statuses.some((o) => o.id !== s.id && o.category === s.category);
}

function tasksIn(store: BoardStore, statusId: string): Task[] {
  return store.sql
    .exec<{ id: string }>("SELECT id FROM items WHERE status_id = ?", statusId)
    .toArray()
    .map((r) => must(store.get(r.id), "a task found in a status is on the board"));
}

/** Puts `task` in `to` (its category becomes the task's status), as a task edit. */
function moveTask(cs: Changeset, task: Task, to: BoardStatus): void {
  const next: Task = {
    ...task,
    statusId: to.id,
    status: to.category,
    isCompleted: to.category === "done",
    version: task.version + 1,
    updatedAt: cs.now,
  };
  if (to.category !== task.status) next.order = appendKey(cs.store, task.id, to.category);
  cs.store.replace(next);
  cs.record("updated", { statusId: to.id }, task, next);
}

export function updateStatus(cs: Changeset, id: string, patch: UpdateStatusInput): BoardStatus {
  const { store } = cs;
  const statuses = listStatuses(store);
  const current = statuses.find((s) => s.id === id);
  if (!current) throw new BoardRejection(404, STATUS_NOT_FOUND);
  if (patch.name !== undefined) refuseSameName(statuses, patch.name, id);
  const category = patch.category ?? current.category;
  if (category !== current.category && lastOfCategory(statuses, current)) {
    throw new BoardRejection(
      409,
      `“${current.name}” is the last “${CATEGORY_NAMES[current.category]}” status: a project keeps at least one in each category.`,
    );
  }
  const next: BoardStatus = { ...current, name: patch.name ?? current.name, color: patch.color ?? current.color, category };
  store.sql.exec("UPDATE statuses SET name = ?, color = ?, category = ? WHERE id = ?", next.name, next.color, next.category, id);
  // Its tasks follow the new category: their status is the category, for everything that reads it.
  if (category !== current.category) for (const t of tasksIn(store, id)) moveTask(cs, t, next);
  if (patch.order !== undefined) {
    const others = statuses.filter((s) => s.id !== id);
    const at = Math.min(patch.order, others.length);
    renumber(store, [...others.slice(0, at), next, ...others.slice(at)]);
    next.order = at;
  }
  return next;
}

/** Deletes a status; its tasks go to `moveTo`, which must be given when it has any. */
export function deleteStatus(cs: Changeset, id: string, moveTo: string | undefined): void {
  const { store } = cs;
  const statuses = listStatuses(store);
  const current = statuses.find((s) => s.id === id);
  if (!current) throw new BoardRejection(404, STATUS_NOT_FOUND);
  if (lastOfCategory(statuses, current)) {
    throw new BoardRejection(
      409,
      `“${current.name}” is the last “${CATEGORY_NAMES[current.category]}” status: a project keeps at least one in each category.`,
    );
  }
  const tasks = tasksIn(store, id);
  if (tasks.length > 0) {
    const n = `${tasks.length} task${tasks.length === 1 ? "" : "s"}`;
    if (moveTo === undefined) throw new BoardRejection(422, `“${current.name}” has ${n}: say which status they move to (moveTo).`);
    const target = statuses.find((s) => s.id === moveTo && s.id !== id);
    if (!target) throw new BoardRejection(422, "moveTo must be another status of this project.");
    for (const t of tasks) moveTask(cs, t, target);
  }
  store.sql.exec("DELETE FROM statuses WHERE id = ?", id);
  renumber(
    store,
    statuses.filter((s) => s.id !== id),
  );
}

/**
 * A task's status and status id after a write: an explicit statusId wins (its category becomes the
 * status); a category alone keeps the task's status when it is already of that category, else takes
 * the first status of the category.
 */
export function resolveStatus(
  store: BoardStore,
  current: Pick<Task, "status" | "statusId"> | null,
  category: StatusCategory,
  statusId: string | undefined,
  categoryGiven: boolean,
): { status: StatusCategory; statusId: string } {
  if (statusId !== undefined) {
    const s = getStatus(store, statusId);
    if (!s) throw new BoardRejection(400, "The status is not one of this project's statuses.");
    if (categoryGiven && s.category !== category) {
      throw new BoardRejection(400, `The status “${s.name}” is in category ${s.category}, not ${category}.`);
    }
    return { status: s.category, statusId: s.id };
  }
  if (current?.statusId && current.status === category && getStatus(store, current.statusId))
    return { status: category, statusId: current.statusId };
  const first = store.sql
    .exec<{ id: string }>("SELECT id FROM statuses WHERE category = ? ORDER BY ord, id LIMIT 1", category)
    .toArray()[0];
  return { status: category, statusId: first?.id ?? defaultStatusId(store.projectId, category) };
}
