import { z } from "zod";
import type { CommentView } from "../../core/schemas/comment";
import type { Role } from "../../core/schemas/fields";
import type { DefinitionEvent, WebhookEvent, WebhookPayload } from "../../core/schemas/webhook";
import { readColumnOrSkip } from "../db/json-column";
import { recordWebhookEvents } from "../webhooks/enqueue";
import type { CommittedOp } from "./changeset";
import { loggedBefore } from "./op-log";

// The board's side of webhooks (issue 24, decision 066). After a change commits, the BoardRoom hands
// its events here: if a subscription of the project wants them, they are written to a small outbox in
// the board's own storage (no D1, nothing awaited: the write is not slowed), in board order. The
// board's alarm then moves them to D1 as deliveries and wakes the queue, which sends them. A board
// that no subscription listens to pays one Set lookup per op.

/** The events one subscription of the project wants, mirrored from D1 like the members are. */
const META_KEY = "webhook_events";
const DRAIN_BATCH = 100;

export const WEBHOOK_OUTBOX_MIGRATION = [
  `CREATE TABLE webhook_outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, type TEXT NOT NULL, payload TEXT NOT NULL)`,
];

export interface OutboxEvent {
  type: WebhookEvent;
  payload: string;
}

export class WebhookOutbox {
  private wanted: Set<string> | null = null;

  constructor(private readonly sql: () => SqlStorage | null) {}

  /** The events any subscription of the project listens to (a superset is harmless: D1 decides). */
  setWanted(events: string[]): void {
    const sql = this.sql();
    if (!sql) return;
    sql.exec(
      "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      META_KEY,
      JSON.stringify([...new Set(events)]),
    );
    this.wanted = new Set(events);
  }

  private wants(): Set<string> {
    if (this.wanted) return this.wanted;
    const sql = this.sql();
    const row = sql?.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", META_KEY).toArray()[0];
    // Unreadable, it wants nothing (logged) rather than stopping the board's writes.
    this.wanted = new Set(
      row ? (readColumnOrSkip(z.array(z.string()), row.value, { column: "board meta.webhook events", key: META_KEY }) ?? []) : [],
    );
    return this.wanted;
  }

  /** Forgets the mirror (the board's storage was erased). */
  reset(): void {
    this.wanted = null;
  }

  /** Committed board ops as events. Returns whether anything was recorded (the caller arms the alarm). */
  committed(projectId: number, ops: CommittedOp[], at: string): boolean {
    const wants = this.wants();
    if (wants.size === 0) return false;
    const sql = this.sql();
    if (!sql) return false;
    const events: OutboxEvent[] = [];
    for (const { version, op, actorId } of ops) {
      const base = { projectId, version, actorId, op };
      for (const type of eventTypesOf(sql, op, version)) {
        if (wants.has(type)) events.push(outboxEvent(type, at, base));
      }
    }
    return this.append(events);
  }

  commentAdded(projectId: number, version: number, comment: CommentView): boolean {
    if (!this.wants().has("comment.added")) return false;
    const op = { kind: "comment.added", comment };
    return this.append([outboxEvent("comment.added", comment.createdAt, { projectId, version, actorId: comment.author.id, op })]);
  }

  memberChanged(projectId: number, version: number, userId: number, role: Role | null): boolean {
    if (!this.wants().has("member.changed")) return false;
    const op = { kind: "member.changed", userId, role };
    return this.append([outboxEvent("member.changed", new Date().toISOString(), { projectId, version, actorId: null, op })]);
  }

  /**
   * A label, status or custom field created, changed or deleted (issue 25). `version` is the board's
   * version after the change, so it follows the task updates the same change made (a deleted label
   * taken off its tasks).
   */
  definitionChanged(projectId: number, version: number, actorId: number, type: DefinitionEvent, op: Record<string, unknown>): boolean {
    if (!this.wants().has(type)) return false;
    return this.append([outboxEvent(type, new Date().toISOString(), { projectId, version, actorId, op: { kind: type, ...op } })]);
  }

  private append(events: OutboxEvent[]): boolean {
    const sql = this.sql();
    if (!sql || events.length === 0) return false;
    for (const e of events) sql.exec("INSERT INTO webhook_outbox (type, payload) VALUES (?, ?)", e.type, e.payload);
    return true;
  }

  size(): number {
    const sql = this.sql();
    if (!sql) return 0;
    return sql.exec<{ n: number }>("SELECT count(*) AS n FROM webhook_outbox").one().n;
  }

  /**
   * Moves the outbox to D1 in order, a batch at a time; an event leaves the outbox only once D1 has
   * it. Run by the board's alarm, one at a time, so batches cannot overtake each other.
   */
  async drain(env: Env, projectId: number): Promise<void> {
    const sql = this.sql();
    if (!sql) return;
    for (;;) {
      const rows = sql
        .exec<{ seq: number; type: WebhookEvent; payload: string }>(
          "SELECT seq, type, payload FROM webhook_outbox ORDER BY seq LIMIT ?",
          DRAIN_BATCH,
        )
        .toArray();
      if (rows.length === 0) return;
      await recordWebhookEvents(env, projectId, rows);
      sql.exec("DELETE FROM webhook_outbox WHERE seq <= ?", rows[rows.length - 1].seq);
    }
  }
}

function outboxEvent(type: WebhookEvent, timestamp: string, data: WebhookPayload["data"]): OutboxEvent {
  const payload: WebhookPayload = { type, timestamp, data };
  return { type, payload: JSON.stringify(payload) };
}

/** The webhook events one committed op is. A task moved to done is both updated and completed. */
export function eventTypesOf(sql: SqlStorage, op: CommittedOp["op"], version: number): WebhookEvent[] {
  switch (op.kind) {
    case "created":
      return ["task.created"];
    case "deleted":
      return ["task.deleted"];
    case "linked":
    case "unlinked":
      return ["dependency.changed"];
    case "scheduled":
      return ["task.updated"];
    case "updated": {
      if (op.task.status !== "done") return ["task.updated"];
      const before = loggedBefore(sql, version);
      return before && before.status !== "done" ? ["task.updated", "task.completed"] : ["task.updated"];
    }
    default:
      return [];
  }
}
