import { z } from "zod";
import { WORK_KIND } from "../../core/progress";
import type { BoardOp } from "../../core/schemas/board-protocol";
import { storedTaskFields } from "../../core/schemas/custom-field";
import { defaultStatusId } from "../../core/schemas/statuses";
import type { Task } from "../../core/schemas/task";
import { readColumn } from "../db/json-column";
import { GatheredTable } from "./gathered-rows";
import { type LoggedValue, opOfEvent, readEvent } from "./op-log";

const storedLabelIds = z.array(z.string());

// Typed, synchronous access to the board's SQLite tables. Every method is a plain read or write; the
// BoardRoom decides the transaction boundaries.

type Row = Record<string, SqlStorageValue>;

interface ItemRow extends Row {
  id: string;
  kind: string;
  name: string;
  description: string;
  status: string;
  start_date: string | null;
  due_date: string | null;
  priority: string;
  assignee_id: number | null;
  parent_task_id: string | null;
  external_id: string | null;
  source: string;
  source_text: string | null;
  origin: string | null;
  fields: string | null;
  estimate: number | null;
  recurrence: string | null;
  recurrence_mode: string | null;
  label_ids: string | null;
  status_id: string | null;
  ord: string;
  version: number;
  created_at: string;
  updated_at: string;
}

/** The columns of an item the D1 task index is made from (projection.ts): read by `indexedMany`. */
const INDEXED_COLUMNS = [
  "id",
  "kind",
  "name",
  "status",
  "due_date",
  "priority",
  "assignee_id",
  "version",
  "updated_at",
  "recurrence",
  "recurrence_mode",
  "label_ids",
] as const satisfies readonly (keyof ItemRow)[];
type IndexedRow = Pick<ItemRow, (typeof INDEXED_COLUMNS)[number]>;
const INDEXED_SQL = `SELECT ${INDEXED_COLUMNS.join(", ")} FROM items WHERE id IN (SELECT value FROM json_each(?))`;

/** A task as far as the D1 task index reads it. */
export type IndexedItem = Pick<
  Task,
  | "id"
  | "kind"
  | "name"
  | "status"
  | "dueDate"
  | "priority"
  | "assigneeId"
  | "version"
  | "updatedAt"
  | "recurrence"
  | "recurrenceMode"
  | "labelIds"
>;

export interface StoredEvent {
  version: number;
  at: string;
  actorId: number;
  op: BoardOp;
}

export interface OutboxEntry {
  key: string;
  seq: number;
}

/** A task's field values as stored: null when it has none (most tasks, and every task from before issue 25). */
const storedFields = (t: Task): string | null => (t.fields && Object.keys(t.fields).length > 0 ? JSON.stringify(t.fields) : null);
/** No labels is stored as NULL, so boards from before issue 25 and label-less tasks look the same. */
const labelsColumn = (ids: string[] | undefined) => (ids && ids.length > 0 ? JSON.stringify(ids) : null);

/** "completion" (the default) is stored as NULL, like every task from before the mode existed. */
const modeColumn = (t: Task) => (t.recurrenceMode === "date" ? "date" : null);

const COLUMN_RANK = "CASE status WHEN 'todo' THEN 0 WHEN 'in-progress' THEN 1 ELSE 2 END";

/** Rows written while `BoardStore.gathered` runs: inserts only, so nothing gathered changes another row. */
class Gathering {
  readonly items: SqlStorageValue[][] = [];
  readonly itemIds = new Set<string>();
  readonly events: SqlStorageValue[][] = [];
  readonly history: SqlStorageValue[][] = [];
  readonly outbox: SqlStorageValue[][] = [];
}

const ITEMS = new GatheredTable("items", [
  "id",
  "kind",
  "name",
  "description",
  "status",
  "due_date",
  "priority",
  "assignee_id",
  "parent_task_id",
  "external_id",
  "source",
  "source_text",
  "ord",
  "version",
  "created_at",
  "updated_at",
  "start_date",
  "origin",
  "fields",
  "estimate",
  "recurrence",
  "label_ids",
  "status_id",
  "recurrence_mode",
]);
const EVENTS = new GatheredTable("events", ["version", "at", "actor_id", "op", "before", "after"]);
const HISTORY = new GatheredTable("analytics_history", ["at", "task_id", "kind", "status", "assignee_id", "due_date"]);
// A key dirtied again always moves past its queued seq, so a flush in flight never acks it away,
// even for a change with no new board version (a label renamed, issue 25).
const OUTBOX = new GatheredTable("outbox", ["key", "seq"], "ON CONFLICT(key) DO UPDATE SET seq = max(excluded.seq, outbox.seq + 1)");

/** One analytics history row (analytics-history.ts says which changes make one). */
export interface HistoryRow {
  at: string;
  taskId: string;
  kind: string;
  status: string | null;
  assigneeId: number | null;
  dueDate: string | null;
}

export class BoardStore {
  private gathering: Gathering | null = null;
  /** The latest creation time given out (ms), read from the items once; see `creationTimes`. */
  private lastCreated: number | null = null;

  constructor(
    private readonly db: SqlStorage,
    readonly projectId: number,
  ) {}

  /**
   * The board's SQL, open to its other stores (dependencies.ts…) so they share its transaction. Rows
   * being gathered are written first: whatever reads or writes through it sees them in place.
   */
  get sql(): SqlStorage {
    if (this.gathering) this.writeGathered();
    return this.db;
  }

  /**
   * Runs `write` with the inserts of items, events, analytics rows and outbox entries gathered and
   * written several rows a statement (decision 153): at the end, or before anything else reads or
   * writes the board's SQL. If `write` throws, the gathered rows are dropped unwritten; the caller's
   * savepoint rolls back the rest. Nested calls join the outer one.
   */
  gathered<T>(write: () => T): T {
    if (this.gathering) return write();
    this.gathering = new Gathering();
    try {
      const value = write();
      this.writeGathered();
      return value;
    } finally {
      this.gathering = null;
    }
  }

  private writeGathered(): void {
    const g = this.gathering;
    if (!g || (g.items.length === 0 && g.events.length === 0 && g.history.length === 0 && g.outbox.length === 0)) return;
    this.gathering = null;
    ITEMS.writeMany(this.db, g.items);
    EVENTS.writeMany(this.db, g.events);
    HISTORY.writeMany(this.db, g.history);
    OUTBOX.writeMany(this.db, g.outbox);
    this.gathering = new Gathering();
  }

  // The `as` on kind, status and priority are needed: SQLite keeps them as text, and only this store
  // writes them, from values its writes already checked; a guard per column on every read of every
  // task (the board's hottest path) would buy nothing.
  private toIndexed(r: IndexedRow): IndexedItem {
    return {
      id: r.id,
      kind: r.kind as Task["kind"],
      name: r.name,
      status: r.status as Task["status"],
      dueDate: r.due_date,
      priority: r.priority as Task["priority"],
      assigneeId: r.assignee_id,
      version: r.version,
      updatedAt: r.updated_at,
      recurrence: r.recurrence ?? null,
      recurrenceMode: r.recurrence_mode === "date" ? "date" : "completion",
      labelIds: this.labelIdsOf(r),
    };
  }

  private toTask(r: ItemRow): Task {
    const x = this.toIndexed(r);
    return {
      id: x.id,
      projectId: this.projectId,
      kind: x.kind,
      name: x.name,
      description: r.description,
      status: x.status,
      isCompleted: x.status === "done",
      startDate: r.start_date ?? null,
      dueDate: x.dueDate,
      priority: x.priority,
      assigneeId: x.assigneeId,
      parentTaskId: r.parent_task_id,
      externalId: r.external_id,
      source: r.source,
      sourceText: r.source_text ?? null,
      ...(r.origin ? { origin: r.origin } : {}),
      estimate: r.estimate ?? null,
      recurrence: x.recurrence,
      recurrenceMode: x.recurrenceMode,
      order: r.ord,
      version: x.version,
      // A task whose stored values do not read stops the read with the clear error (decision 123): a
      // board that dropped them would write the loss back with the task's next change.
      fields: r.fields ? readColumn(storedTaskFields, r.fields, { column: "board tasks.fields", key: r.id }) : {},
      labelIds: x.labelIds,
      statusId: r.status_id ?? defaultStatusId(this.projectId, x.status),
      createdAt: r.created_at,
      updatedAt: x.updatedAt,
    };
  }

  private labelIdsOf(r: Pick<ItemRow, "id" | "label_ids">): string[] {
    return r.label_ids ? readColumn(storedLabelIds, r.label_ids, { column: "board tasks.label_ids", key: r.id }) : [];
  }

  // ── meta ──────────────────────────────────────────────────────────────────
  private meta(key: string): SqlStorageValue | undefined {
    return this.sql.exec<{ value: SqlStorageValue }>("SELECT value FROM meta WHERE key = ?", key).toArray()[0]?.value;
  }

  private setMeta(key: string, value: SqlStorageValue): void {
    this.sql.exec("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, value);
  }

  version(): number {
    return Number(this.meta("version") ?? 0);
  }

  setVersion(v: number): void {
    this.setMeta("version", v);
  }

  /** Consecutive failed projection flushes, for the retry back-off. */
  flushFailures(): number {
    return Number(this.meta("flush_failures") ?? 0);
  }

  setFlushFailures(n: number): void {
    this.setMeta("flush_failures", n);
  }

  // ── items ─────────────────────────────────────────────────────────────────
  get(id: string): Task | null {
    const row = this.sql.exec<ItemRow>("SELECT * FROM items WHERE id = ?", id).toArray()[0];
    return row ? this.toTask(row) : null;
  }

  /** Whether the item exists, without reading and decoding its row (a subtask's parent check). */
  has(id: string): boolean {
    // Gathered rows are only inserts: an id not among them is in the table or nowhere (no write needed first).
    if (this.gathering?.itemIds.has(id)) return true;
    return this.db.exec("SELECT 1 FROM items WHERE id = ?", id).toArray().length > 0;
  }

  /**
   * What the D1 task index holds of the items of `ids` that exist, by id: one statement for a whole
   * projection round (issue 22 #4). Only those columns, and no check of the custom fields: a round
   * of 500 creates read whole tasks for a third of its time.
   */
  indexedMany(ids: readonly string[]): Map<string, IndexedItem> {
    const rows = this.sql.exec<IndexedRow>(INDEXED_SQL, JSON.stringify(ids));
    return new Map(rows.toArray().map((r) => [r.id, this.toIndexed(r)]));
  }

  /** Every item, by column (todo, in-progress, done) then order key; the id breaks ties between equal keys. */
  list(): Task[] {
    return this.sql
      .exec<ItemRow>(`SELECT * FROM items ORDER BY ${COLUMN_RANK}, ord, id`)
      .toArray()
      .map((r) => this.toTask(r));
  }

  /**
   * The creation time (ms) of the first of `count` new items; the others take the milliseconds after it.
   * The list orders by creation time, so each batch starts after every item made before it, even when the
   * clock has not yet passed the last batch's last millisecond (a 500-item batch spans 500 ms, and the
   * next one can start sooner): two batches of one import never interleave.
   */
  creationTimes(now: string, count: number): number {
    if (this.lastCreated === null) {
      // Once per wake: afterwards every create passes through here. Rolled-back creates leave it ahead,
      // which only spaces the next ones out.
      const latest = this.db.exec<{ latest: string | null }>("SELECT MAX(created_at) AS latest FROM items").toArray()[0]?.latest;
      this.lastCreated = latest ? Date.parse(latest) : 0;
    }
    const first = Math.max(Date.parse(now), this.lastCreated + 1);
    this.lastCreated = first + Math.max(count, 1) - 1;
    return first;
  }

  insert(t: Task): void {
    const row = [
      t.id,
      t.kind,
      t.name,
      t.description,
      t.status,
      t.dueDate,
      t.priority,
      t.assigneeId,
      t.parentTaskId,
      t.externalId,
      t.source,
      t.sourceText,
      t.order,
      t.version,
      t.createdAt,
      t.updatedAt,
      t.startDate,
      t.origin ?? null,
      storedFields(t),
      t.estimate ?? null,
      t.recurrence ?? null,
      labelsColumn(t.labelIds),
      t.statusId ?? null,
      modeColumn(t),
    ];
    if (this.gathering) {
      this.gathering.items.push(row);
      this.gathering.itemIds.add(t.id);
    } else ITEMS.writeOne(this.db, row);
  }

  replace(t: Task): void {
    this.sql.exec(
      `UPDATE items SET name = ?, description = ?, status = ?, due_date = ?, priority = ?, assignee_id = ?,
                        parent_task_id = ?, external_id = ?, ord = ?, version = ?, updated_at = ?, start_date = ?,
                        source = ?, origin = ?, fields = ?, estimate = ?, recurrence = ?, label_ids = ?, status_id = ?,
                        recurrence_mode = ?
       WHERE id = ?`,
      t.name,
      t.description,
      t.status,
      t.dueDate,
      t.priority,
      t.assigneeId,
      t.parentTaskId,
      t.externalId,
      t.order,
      t.version,
      t.updatedAt,
      t.startDate,
      t.source,
      t.origin ?? null,
      storedFields(t),
      t.estimate ?? null,
      t.recurrence ?? null,
      labelsColumn(t.labelIds),
      t.statusId ?? null,
      modeColumn(t),
      t.id,
    );
  }

  delete(id: string): void {
    this.sql.exec("DELETE FROM items WHERE id = ?", id);
  }

  childrenOf(id: string): Task[] {
    return this.sql
      .exec<ItemRow>("SELECT * FROM items WHERE parent_task_id = ?", id)
      .toArray()
      .map((r) => this.toTask(r));
  }

  assignedTo(userId: number): Task[] {
    return this.sql
      .exec<ItemRow>("SELECT * FROM items WHERE assignee_id = ?", userId)
      .toArray()
      .map((r) => this.toTask(r));
  }

  // Neighbour keys in a column, skipping the item being moved (its old key may sit anywhere).
  private key(query: string, ...args: SqlStorageValue[]): string | null {
    return this.sql.exec<{ ord: string }>(query, ...args).toArray()[0]?.ord ?? null;
  }

  firstKey(status: string, skipId: string): string | null {
    return this.key("SELECT ord FROM items WHERE status = ? AND id != ? ORDER BY ord LIMIT 1", status, skipId);
  }

  lastKey(status: string, skipId: string): string | null {
    return this.key("SELECT ord FROM items WHERE status = ? AND id != ? ORDER BY ord DESC LIMIT 1", status, skipId);
  }

  /** The smallest key strictly greater than `key`: equal keys (two concurrent drops) are stepped over. */
  keyAfter(status: string, key: string, skipId: string): string | null {
    return this.key("SELECT ord FROM items WHERE status = ? AND ord > ? AND id != ? ORDER BY ord LIMIT 1", status, key, skipId);
  }

  keyBefore(status: string, key: string, skipId: string): string | null {
    return this.key("SELECT ord FROM items WHERE status = ? AND ord < ? AND id != ? ORDER BY ord DESC LIMIT 1", status, key, skipId);
  }

  /** Project counters, by the one progress rule (core/progress): tasks count, milestones don't. */
  counters(): { total: number; done: number } {
    const row = this.sql
      .exec<{ total: number; done: number | null }>(
        "SELECT count(*) AS total, sum(status = 'done') AS done FROM items WHERE kind = ?",
        WORK_KIND,
      )
      .one();
    return { total: row.total, done: row.done ?? 0 };
  }

  // ── event log ─────────────────────────────────────────────────────────────
  /** Logs one event; returns its `after` as the JSON written, so an answer can reuse it. */
  appendEvent(e: { version: number; at: string; actorId: number; op: unknown; before: unknown; after: unknown }): string | null {
    const after = e.after ? JSON.stringify(e.after) : null;
    const row = [e.version, e.at, e.actorId, JSON.stringify(e.op), e.before ? JSON.stringify(e.before) : null, after];
    if (this.gathering) this.gathering.events.push(row);
    else EVENTS.writeOne(this.db, row);
    return after;
  }

  oldestEventVersion(): number | null {
    const row = this.sql.exec<{ v: number | null }>("SELECT min(version) AS v FROM events").one();
    return row.v;
  }

  /**
   * Events after `version`, oldest first, rebuilt as the ops that were broadcast; null when one of
   * them can't be read back (logged), so the caller sends a snapshot as for a log that no longer
   * reaches that far. Read on every reconnect: one parse per column per row.
   */
  eventsAfter(version: number): StoredEvent[] | null {
    const rows = this.sql
      .exec<{ version: number; at: string; actor_id: number; op: string; after: string | null }>(
        "SELECT version, at, actor_id, op, after FROM events WHERE version > ? ORDER BY version",
        version,
      )
      .toArray();
    const out: StoredEvent[] = [];
    for (const r of rows) {
      const event = readEvent(r);
      const op = event && opOfEvent(event);
      if (!op) return null;
      out.push({ version: r.version, at: r.at, actorId: r.actor_id, op });
    }
    return out;
  }

  /**
   * The before/after values of every logged event that mentions `taskId` (the stale-write merge
   * check). A row that can't be read back (logged) is left out: its versions are then missing, and
   * the merge check refuses the stale write as it does when the log no longer holds them.
   */
  eventsMentioning(taskId: string): Array<{ before: LoggedValue; after: LoggedValue }> {
    return this.sql
      .exec<{ version: number; op: string; before: string | null; after: string | null }>(
        "SELECT version, op, before, after FROM events WHERE instr(before, ?1) > 0 OR instr(after, ?1) > 0 ORDER BY version",
        taskId,
      )
      .toArray()
      .flatMap((r) => {
        const event = readEvent(r);
        return event ? [{ before: event.before, after: event.after }] : [];
      });
  }

  pruneEventsUpTo(version: number): void {
    this.sql.exec("DELETE FROM events WHERE version <= ?", version);
  }

  // ── projection outbox ─────────────────────────────────────────────────────
  enqueue(key: string, seq: number): void {
    if (this.gathering) this.gathering.outbox.push([key, seq]);
    else OUTBOX.writeOne(this.db, [key, seq]);
  }

  // ── analytics history (analytics-history.ts) ──────────────────────────────
  appendHistory(h: HistoryRow): void {
    const row = [h.at, h.taskId, h.kind, h.status, h.assigneeId, h.dueDate];
    if (this.gathering) this.gathering.history.push(row);
    else HISTORY.writeOne(this.db, row);
  }

  outbox(limit: number): OutboxEntry[] {
    return this.sql.exec<{ key: string; seq: number }>("SELECT key, seq FROM outbox ORDER BY seq LIMIT ?", limit).toArray();
  }

  /** Clears entries the flush covered, unless a newer change dirtied them again meanwhile. */
  ack(entries: OutboxEntry[]): void {
    // One statement for the round: each [key, seq] pair deletes its entry through the key's index.
    // CROSS JOIN keeps json_each the outer loop: the planner's own choice scanned the outbox once per
    // pair (500 × 500 for a batch, more time than the flush's D1 round trip).
    this.sql.exec(
      `DELETE FROM outbox WHERE rowid IN (SELECT o.rowid FROM json_each(?) AS j
         CROSS JOIN outbox AS o ON o.key = json_extract(j.value, '$[0]') AND o.seq <= json_extract(j.value, '$[1]'))`,
      JSON.stringify(entries.map((e) => [e.key, e.seq])),
    );
  }

  outboxSize(): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM outbox").one().n;
  }
}
