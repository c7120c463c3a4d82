import { and, eq, isNull } from "drizzle-orm";
import type { WebhookEvent } from "../../core/schemas/webhook";
import { randomId } from "../auth/tokens";
import { db } from "../db/client";
import { jsonChunks } from "../db/json-rows";
import { webhooks } from "../db/schema";

// Board events become deliveries (issue 24): one row per event and subscription that wants it, in
// board order (the autoincrement `seq`), then one queue message per subscription wakes its sender.

/** Rows of one INSERT … SELECT FROM json_each(?): the bound JSON stays well under D1's value limit. */
const CHUNK_CHARS = 90_000;

export async function recordWebhookEvents(env: Env, projectId: number, events: Array<{ type: WebhookEvent; payload: string }>) {
  const hooks = await db(env.DB)
    .select({ id: webhooks.id, events: webhooks.events })
    .from(webhooks)
    .where(and(eq(webhooks.projectId, projectId), isNull(webhooks.disabledAt)));
  if (hooks.length === 0) return;
  const now = Date.now();
  const rows: Array<{ id: string; webhookId: string; messageId: string; type: WebhookEvent; payload: string; at: number }> = [];
  const woken = new Set<string>();
  for (const event of events) {
    // One message id per event, shared by every subscription that receives it.
    const messageId = `msg_${randomId(12)}`;
    for (const hook of hooks) {
      if (!hook.events.includes(event.type)) continue;
      rows.push({ id: `dlv_${randomId(12)}`, webhookId: hook.id, messageId, type: event.type, payload: event.payload, at: now });
      woken.add(hook.id);
    }
  }
  if (rows.length === 0) return;
  const statements = jsonChunks(rows, CHUNK_CHARS).map((chunk) =>
    env.DB.prepare(
      `INSERT INTO webhook_deliveries (id, webhook_id, message_id, type, payload, next_attempt_at, created_at)
       SELECT value ->> 'id', value ->> 'webhookId', value ->> 'messageId', value ->> 'type', value ->> 'payload', value ->> 'at', value ->> 'at'
       FROM json_each(?) ORDER BY key`,
    ).bind(chunk),
  );
  // One batch: all of these events are recorded, or none (and the board's outbox keeps them).
  await env.DB.batch(statements);
  try {
    await env.JOBS.sendBatch([...woken].map((webhookId) => ({ body: { webhookId } })));
  } catch (err) {
    // The deliveries are recorded: failing here would record them twice. The subscription's next
    // event, or a redelivery, wakes its sender, which sends everything pending in order.
    console.error(JSON.stringify({ level: "error", where: "recordWebhookEvents", projectId, error: String(err) }));
  }
}
