import { applyFieldValues } from "../../core/fields/validate";
import { followingOccurrence } from "../../core/recurrence/series";
import type { TaskFields, TaskFieldsInput } from "../../core/schemas/custom-field";
import type { Task, UpdateTaskInput } from "../../core/schemas/task";
import type { TaskBatchError, TaskBatchResult } from "../../core/schemas/task-batch";
import { BoardRejection, type Changeset } from "./changeset";
import { listFields } from "./custom-fields";
import { unlinkTask } from "./dependencies";
import { fieldsChangedSince, mergeable } from "./field-merge";
import { checkedLabelIds } from "./labels";
import { appendKey, keyBetween, placeInColumn } from "./placement";
import { completesOccurrence, createOccurrence } from "./recurrence";
import { ASSIGNEE_NOT_MEMBER, applyPatch, datesProblem, STALE_TASK, sameContent, statusOnCreate, TASK_NOT_FOUND } from "./rules";
import { resolveStatus } from "./statuses";
import { newTaskId, projectIdOfTask } from "./task-id";
import type { BatchOperation, BoardItem } from "./types";

// Board changes. Each function runs inside one storage transaction opened by the BoardRoom; an
// expected failure throws BoardRejection, which rolls the whole transaction back.

/** Is this user a member of the project (from the BoardRoom's member mirror)? */
export type IsMember = (userId: number) => boolean;

/**
 * What consecutive creates can remember instead of reading again (issue 22 #4): each column's last
 * order key, each category's first status and the parents found. Valid only while nothing but these creates writes
 * items: a batch starts a new one after any update or delete.
 */
export class CreateRun {
  readonly tails = new Map<string, string>();
  readonly statuses = new Map<string, { status: Task["status"]; statusId: string }>();
  /** Parents already found on the board: an import's subtasks share a few parents (one read each, not one a subtask). */
  readonly parents = new Set<string>();
}

/**
 * Creates items in order; `parentRef` may name the `ref` of an earlier item of the same batch.
 * `ids`: ids the client chose (offline creates), checked to belong to this board and be unused.
 */
export function createItems(
  cs: Changeset,
  items: BoardItem[],
  isMember: IsMember,
  ids: Array<string | undefined> = [],
  run = new CreateRun(),
): Task[] {
  // One statement per table per hundred rows, not four per create (decision 153).
  return cs.store.gathered(() => createEach(cs, items, isMember, ids, run));
}

function createEach(cs: Changeset, items: BoardItem[], isMember: IsMember, ids: Array<string | undefined>, run: CreateRun): Task[] {
  const { store } = cs;
  const refs = new Map<string, string>();
  const created: Task[] = [];
  const firstCreated = store.creationTimes(cs.now, items.length);
  for (const item of items) {
    if (item.ref !== undefined && refs.has(item.ref)) throw new BoardRejection(400, `Duplicate ref "${item.ref}" in the batch.`);
    if (item.parentRef !== undefined && item.parentTaskId) throw new BoardRejection(400, "Give parentRef or parentTaskId, not both.");
    let parentTaskId = item.parentTaskId ?? null;
    if (item.parentRef !== undefined) {
      parentTaskId = refs.get(item.parentRef) ?? null;
      if (!parentTaskId) throw new BoardRejection(400, `parentRef "${item.parentRef}" does not name an earlier item of the batch.`);
    } else if (parentTaskId && !run.parents.has(parentTaskId)) {
      if (!store.has(parentTaskId)) throw new BoardRejection(400, "The parent task is not on this board.");
      run.parents.add(parentTaskId);
    }
    if (item.assigneeId != null && !isMember(item.assigneeId)) throw new BoardRejection(400, ASSIGNEE_NOT_MEMBER);
    const chosen = ids[created.length];
    const id = chosen ?? newTaskId(store.projectId);
    // A fresh id is 130 random bits: only an id the client chose can already be in use.
    if (chosen !== undefined) {
      if (projectIdOfTask(id) !== store.projectId) throw new BoardRejection(400, "The task id does not belong to this project.");
      if (store.has(id)) throw new BoardRejection(409, "A task with this id already exists.");
    }
    const { status, statusId } = statusOfCreate(store, item, run);
    const fields = item.fields ? fieldValues(cs, {}, item.fields, isMember) : {};
    const task: Task = {
      id,
      projectId: store.projectId,
      kind: item.kind,
      name: item.name,
      description: item.description,
      status,
      isCompleted: status === "done",
      startDate: item.startDate ?? null,
      dueDate: item.dueDate ?? null,
      priority: item.priority,
      assigneeId: item.assigneeId ?? null,
      parentTaskId,
      externalId: item.externalId ?? null,
      source: item.source,
      sourceText: item.source === "ai" ? item.sourceText : null,
      estimate: item.estimate ?? null,
      recurrence: item.recurrence ?? null,
      recurrenceMode: item.recurrenceMode ?? "completion",
      order: tailKey(store, id, status, run),
      version: 1,
      fields,
      labelIds: checkedLabelIds(store, item.labelIds ?? []),
      statusId,
      // The list orders by creation time. A batch (a saved plan) is one moment, so each item is a
      // millisecond after the one before it, and after every earlier item: the list keeps the batch's
      // order without leaning on the status column's order key, which a status change rewrites (rows
      // jumped, issue 15).
      createdAt: new Date(firstCreated + created.length).toISOString(),
      updatedAt: cs.now,
    };
    const problem = datesProblem(task);
    if (problem) throw new BoardRejection(400, problem);
    store.insert(task);
    const { ref: _ref, parentRef: _parentRef, ...input } = item;
    cs.record("created", input, null, task);
    if (item.ref !== undefined) refs.set(item.ref, id);
    created.push(task);
  }
  return created;
}

/** The status a create lands in; a category's first status is read once per run. */
function statusOfCreate(store: Changeset["store"], item: BoardItem, run: CreateRun): { status: Task["status"]; statusId: string } {
  const category = statusOnCreate(item.status, item.isCompleted);
  if (item.statusId !== undefined) return resolveStatus(store, null, category, item.statusId, false);
  let found = run.statuses.get(category);
  if (!found) {
    found = resolveStatus(store, null, category, undefined, false);
    run.statuses.set(category, found);
  }
  return found;
}

/** The bottom of a column: read once per run, then each create's key follows the one before it. */
function tailKey(store: Changeset["store"], id: string, status: string, run: CreateRun): string {
  const last = run.tails.get(status) ?? store.lastKey(status, id);
  const key = keyBetween(last, null);
  run.tails.set(status, key);
  return key;
}

export function updateItem(cs: Changeset, id: string, patch: UpdateTaskInput, isMember: IsMember): Task {
  const { store } = cs;
  const current = store.get(id);
  if (!current) throw new BoardRejection(404, TASK_NOT_FOUND);
  // A write based on an older version: merged when nobody changed its fields since (issue 21 #8).
  const basedOn = patch.version;
  const stale = basedOn !== undefined && basedOn !== current.version;
  if (
    basedOn !== undefined &&
    stale &&
    (basedOn > current.version || !mergeable(patch, fieldsChangedSince(current, basedOn, store.eventsMentioning(id))))
  ) {
    throw new BoardRejection(409, STALE_TASK, current);
  }
  if (patch.assigneeId != null && patch.assigneeId !== current.assigneeId && !isMember(patch.assigneeId)) {
    throw new BoardRejection(400, ASSIGNEE_NOT_MEMBER);
  }
  const next = applyPatch(current, patch);
  if (patch.fields) next.fields = fieldValues(cs, current.fields ?? {}, patch.fields, isMember);
  if (patch.statusId !== undefined || next.status !== current.status) {
    const categoryGiven = patch.status !== undefined || patch.isCompleted !== undefined;
    Object.assign(next, resolveStatus(store, current, next.status, patch.statusId, categoryGiven));
    next.isCompleted = next.status === "done";
  }
  if (patch.labelIds !== undefined) next.labelIds = checkedLabelIds(store, patch.labelIds);
  const problem = datesProblem(next);
  // Dates that only clash because of the merge are the other person's conflict, not bad input.
  if (problem) throw stale ? new BoardRejection(409, STALE_TASK, current) : new BoardRejection(400, problem);
  if (patch.position) next.order = placeInColumn(store, id, next.status, patch.position);
  else if (next.status !== current.status) next.order = appendKey(store, id, next.status);
  // A patch that changes nothing is not a change: no version bump, no event, no broadcast.
  if (sameContent(current, next)) return current;
  // Issue 26: completing a repeating task makes its next occurrence, which takes over the rule.
  const occurrence =
    completesOccurrence(current, next) && next.recurrence && next.dueDate ? followingOccurrence(next.recurrence, next.dueDate) : null;
  if (occurrence) next.recurrence = null;
  next.version = current.version + 1;
  next.updatedAt = cs.now;
  store.replace(next);
  const { version: _basedOn, ...input } = patch;
  cs.record("updated", input, current, next);
  if (occurrence) createOccurrence(cs, next, occurrence);
  return next;
}

/** A task's values after a write, checked against the project's fields (issue 25); a bad value is a 400. */
function fieldValues(cs: Changeset, current: TaskFields, input: TaskFieldsInput, isMember: IsMember): TaskFields {
  if (Object.keys(input).length === 0) return current;
  const result = applyFieldValues(listFields(cs.store), current, input, isMember);
  if (!result.ok) throw new BoardRejection(400, result.message);
  return result.fields;
}

/** Deletes an item; its children lose their parent in the same transaction rather than dangle. */
export function deleteItem(cs: Changeset, id: string): void {
  const { store } = cs;
  const current = store.get(id);
  if (!current) throw new BoardRejection(404, TASK_NOT_FOUND);
  for (const child of store.childrenOf(id)) {
    const next: Task = { ...child, parentTaskId: null, version: child.version + 1, updatedAt: cs.now };
    store.replace(next);
    cs.record("updated", { parentTaskId: null }, child, next);
  }
  unlinkTask(cs, id);
  store.delete(id);
  cs.record("deleted", {}, current, null);
}

/**
 * Records where items live in a provider (an export, later a sync): sets each item's externalId and,
 * given the provider, makes it the item's source (spec §2.9: source names the provider of its
 * externalId), keeping where it came from as its origin. Items already linked the same way are left
 * alone, so a repeated call changes nothing.
 */
export function linkExternal(cs: Changeset, links: Record<string, string>, provider?: string): number {
  let changed = 0;
  for (const [id, externalId] of Object.entries(links)) {
    const current = cs.store.get(id);
    const moves = provider !== undefined && current?.source !== provider;
    if (!current || (current.externalId === externalId && !moves)) continue;
    const next: Task = {
      ...current,
      externalId,
      ...(moves ? { source: provider, origin: current.origin ?? current.source } : {}),
      version: current.version + 1,
      updatedAt: cs.now,
    };
    cs.store.replace(next);
    cs.record("updated", moves ? { externalId, source: provider, origin: next.origin } : { externalId }, current, next);
    changed++;
  }
  return changed;
}

/** A removed member's tasks become unassigned; returns how many changed. */
export function unassignAll(cs: Changeset, userId: number): number {
  const { store } = cs;
  const tasks = store.assignedTo(userId);
  for (const t of tasks) {
    const next: Task = { ...t, assigneeId: null, version: t.version + 1, updatedAt: cs.now };
    store.replace(next);
    cs.record("updated", { assigneeId: null }, t, next);
  }
  return tasks.length;
}

/**
 * A batch of creates, updates and deletes, all or none. It first runs in one savepoint; only when an
 * operation is refused does it roll back and run again with one savepoint per operation, so every
 * refusal is reported (index, status, message) and the whole batch still rolls back. A savepoint per
 * operation on every batch cost two statements a create (issue 22 #4).
 */
export function applyBatch(
  cs: Changeset,
  storage: { transactionSync<T>(fn: () => T): T },
  operations: BatchOperation[],
  isMember: IsMember,
): TaskBatchResult[] {
  const mark = cs.mark();
  try {
    return storage.transactionSync(() =>
      cs.store.gathered(() => {
        let run = new CreateRun();
        return operations.map((o): TaskBatchResult => {
          if (o.op === "create") return { op: "create", task: createItems(cs, [o.item], isMember, [], run)[0] };
          // An update or delete may move a column's last item: later creates read the columns again.
          run = new CreateRun();
          return applyOperation(cs, o, isMember);
        });
      }),
    );
  } catch (err) {
    cs.rollbackTo(mark);
    if (!(err instanceof BoardRejection)) throw err;
  }
  const errors = refusals(cs, storage, operations, isMember);
  const n = operations.length;
  throw new BoardRejection(
    422,
    `Nothing was applied: ${errors.length} of ${n} operation${n === 1 ? " was" : "s were"} refused.`,
    undefined,
    {
      errors,
    },
  );
}

/**
 * A batch's results as its answer's JSON, built here so one string crosses the RPC boundary (a
 * structured clone of 500 tasks, then their JSON in the Worker, cost more) and each created task is
 * the text its event already logged (decision 153).
 */
export function batchResultsJson(cs: Changeset, results: TaskBatchResult[]): string {
  const parts = results.map((r) => (r.op === "delete" ? JSON.stringify(r) : `{"op":"${r.op}","task":${cs.json(r.task)}}`));
  return `[${parts.join(",")}]`;
}

function applyOperation(cs: Changeset, o: BatchOperation, isMember: IsMember): TaskBatchResult {
  if (o.op === "create") return { op: "create", task: createItems(cs, [o.item], isMember)[0] };
  if (o.op === "update") return { op: "update", task: updateItem(cs, o.id, o.patch, isMember) };
  deleteItem(cs, o.id);
  return { op: "delete", id: o.id };
}

/** Every refused operation of a batch, each in its own savepoint so the others still run after it; rolls all back. */
function refusals(
  cs: Changeset,
  storage: { transactionSync<T>(fn: () => T): T },
  operations: BatchOperation[],
  isMember: IsMember,
): TaskBatchError[] {
  const start = cs.mark();
  const errors: TaskBatchError[] = [];
  const rollback = new Error("roll the batch back");
  try {
    storage.transactionSync(() => {
      for (const [index, o] of operations.entries()) {
        const mark = cs.mark();
        try {
          storage.transactionSync(() => applyOperation(cs, o, isMember));
        } catch (err) {
          cs.rollbackTo(mark);
          if (!(err instanceof BoardRejection)) throw err;
          errors.push({ index, status: err.status, message: err.message });
        }
      }
      throw rollback;
    });
  } catch (err) {
    if (err !== rollback) throw err;
  } finally {
    cs.rollbackTo(start);
  }
  return errors;
}
