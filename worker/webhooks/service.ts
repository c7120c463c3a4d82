import { encodeBase64 } from "@oslojs/encoding";
import { and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { must } from "../../core/must";
import {
  type CreateWebhookInput,
  type DeliveryView,
  MAX_WEBHOOKS_PER_PROJECT,
  WEBHOOK_EVENTS,
  type WebhookView,
} from "../../core/schemas/webhook";
import { randomId } from "../auth/tokens";
import { db } from "../db/client";
import { readColumn, readColumnOrSkip } from "../db/json-column";
import { webhookDeliveries, webhooks } from "../db/schema";
import { storedEnum } from "../db/stored-enum";
import { badRequest, conflict, notFound } from "../http/errors";
import { requireProjectRole } from "../services/access";
import { board } from "../services/board";
import { wake } from "./deliver";
import { sealWebhookSecret } from "./secret";
import { checkWebhookUrl } from "./url";

// Webhook subscriptions (issue 24): only a project's owners see and manage them. A subscription of a
// project the caller is not a member of answers 404, like the project itself.

export const WEBHOOK_NOT_FOUND = "Webhook not found";
export const DELIVERY_NOT_FOUND = "Delivery not found";
const LOG_SIZE = 50;

type Row = typeof webhooks.$inferSelect;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const storedEvents = z.array(z.enum(WEBHOOK_EVENTS));
const eventsRef = (row: Row) => ({ column: "webhooks.events", key: row.id });

function view(row: Row, events = readColumn(storedEvents, row.events, eventsRef(row))): WebhookView {
  return {
    id: row.id,
    projectId: row.projectId,
    url: row.url,
    events,
    disabledAt: row.disabledAt,
    failingSince: iso(row.failingSince),
    createdAt: row.createdAt,
  };
}

/** A Standard Webhooks secret: "whsec_" and 32 random bytes in base64. */
function newSecret(): string {
  return `whsec_${encodeBase64(crypto.getRandomValues(new Uint8Array(32)))}`;
}

/** Tells the board which events its subscriptions want, so it records only those (webhook-outbox.ts). */
async function mirrorToBoard(env: Env, projectId: number): Promise<void> {
  const rows = await db(env.DB)
    .select({ id: webhooks.id, events: webhooks.events })
    .from(webhooks)
    .where(eq(webhooks.projectId, projectId));
  // A subscription whose stored events do not read wants none (logged), the others still arrive.
  await board(env, projectId).webhooksChanged(
    projectId,
    rows.flatMap((r) => readColumnOrSkip(storedEvents, r.events, { column: "webhooks.events", key: r.id }) ?? []),
  );
}

export async function createWebhook(env: Env, projectId: number, userId: number, input: CreateWebhookInput) {
  await requireProjectRole(env, projectId, userId, "webhooks.manage");
  const checked = checkWebhookUrl(input.url, env);
  if (!checked.ok) throw badRequest(checked.message, [{ path: "url", message: checked.message }]);
  const d = db(env.DB);
  const count = await d.$count(webhooks, eq(webhooks.projectId, projectId));
  if (count >= MAX_WEBHOOKS_PER_PROJECT) {
    throw conflict(`A project can have at most ${MAX_WEBHOOKS_PER_PROJECT} webhooks. Delete one first.`);
  }
  const id = `wh_${randomId(12)}`;
  const secret = newSecret();
  const stored = await sealWebhookSecret(env, id, secret);
  await d.insert(webhooks).values({ id, projectId, createdBy: userId, url: checked.url, events: input.events, secret: stored }).run();
  try {
    await mirrorToBoard(env, projectId);
  } catch (err) {
    // A subscription the board does not know of would silently receive nothing: undo it.
    await d.delete(webhooks).where(eq(webhooks.id, id)).run();
    throw err;
  }
  return { id, secret };
}

export async function listWebhooks(env: Env, projectId: number, userId: number): Promise<WebhookView[]> {
  await requireProjectRole(env, projectId, userId, "webhooks.manage");
  const rows = await db(env.DB).select().from(webhooks).where(eq(webhooks.projectId, projectId)).orderBy(webhooks.createdAt, webhooks.id);
  // A subscription whose stored events do not read is left out of the list (and logged).
  return rows.flatMap((r) => {
    const events = readColumnOrSkip(storedEvents, r.events, eventsRef(r));
    return events ? [view(r, events)] : [];
  });
}

/** The subscription, if the caller owns its project; 404 for anyone outside the project, 403 for other members. */
async function ownedWebhook(env: Env, webhookId: string, userId: number): Promise<Row> {
  const row = await db(env.DB).select().from(webhooks).where(eq(webhooks.id, webhookId)).get();
  if (!row) throw notFound(WEBHOOK_NOT_FOUND);
  try {
    await requireProjectRole(env, row.projectId, userId, "webhooks.manage");
  } catch (err) {
    if ((err as { status?: number }).status === 404) throw notFound(WEBHOOK_NOT_FOUND);
    throw err;
  }
  return row;
}

export async function deleteWebhook(env: Env, webhookId: string, userId: number): Promise<void> {
  const row = await ownedWebhook(env, webhookId, userId);
  await db(env.DB).delete(webhooks).where(eq(webhooks.id, row.id)).run();
  await mirrorToBoard(env, row.projectId);
}

/** The delivery as shown, or null when its event is one this version does not know: it reads as missing. */
function deliveryView(row: typeof webhookDeliveries.$inferSelect): DeliveryView | null {
  const type = storedEnum(WEBHOOK_EVENTS, row.type, { column: "webhook_deliveries.type", key: row.id });
  if (type === null) return null;
  return {
    id: row.id,
    messageId: row.messageId,
    type,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    error: row.error,
    createdAt: new Date(row.createdAt).toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === "pending" ? iso(row.nextAttemptAt) : null,
  };
}

/** The newest deliveries first. */
export async function listDeliveries(env: Env, webhookId: string, userId: number): Promise<DeliveryView[]> {
  const hook = await ownedWebhook(env, webhookId, userId);
  const rows = await db(env.DB)
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, hook.id))
    .orderBy(desc(webhookDeliveries.seq))
    .limit(LOG_SIZE);
  return rows.flatMap((row) => deliveryView(row) ?? []);
}

/**
 * Sends a delivery again. One still waiting for its retry is tried now; a delivered or failed one is
 * queued again as a new delivery with the same `webhook-id` (behind any pending ones, keeping the
 * order). A subscription turned off after a day of failures is turned back on: this is how its owner
 * says the receiver is fixed.
 */
export async function redeliver(env: Env, webhookId: string, deliveryId: string, userId: number): Promise<DeliveryView> {
  const hook = await ownedWebhook(env, webhookId, userId);
  const d = db(env.DB);
  const original = await d
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, hook.id)))
    .get();
  // One the list leaves out (an event this version does not know) is not found here either.
  if (!original || !deliveryView(original)) throw notFound(DELIVERY_NOT_FOUND);
  const now = Date.now();
  if (hook.disabledAt) await d.update(webhooks).set({ disabledAt: null, failingSince: null }).where(eq(webhooks.id, hook.id)).run();
  let row: typeof webhookDeliveries.$inferSelect;
  if (original.status === "pending") {
    row = must(
      await d.update(webhookDeliveries).set({ nextAttemptAt: now }).where(eq(webhookDeliveries.seq, original.seq)).returning().get(),
      "the pending delivery was just read",
    );
  } else {
    const inserted = await d
      .insert(webhookDeliveries)
      .values({
        id: `dlv_${randomId(12)}`,
        webhookId: hook.id,
        messageId: original.messageId,
        type: original.type,
        payload: original.payload,
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning()
      .get();
    row = must(inserted, "an insert returns its row");
  }
  await wake(env, hook.id, now);
  return must(deliveryView(row), "a redelivery has the event of the delivery just read");
}
