import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { db } from "../db/client";
import { projectMembers, webhookDeliveries, webhooks } from "../db/schema";
import { notify } from "../services/notifications";
import { SECRET_UNREADABLE, webhookSecretOf } from "./secret";
import { checkWebhookUrl } from "./url";

// The sender of one subscription (issue 24, decision 066). Queue messages only wake it; the
// deliveries are rows in D1. One sender at a time per subscription (a lease on its row) sends the
// pending deliveries strictly in board order: while the oldest one is failing, the later ones wait
// behind it, so a receiver never sees events out of order. A failing delivery is retried with backoff
// for 24 hours; a subscription that has failed for a whole day is disabled and its owners are told.

/** A receiver that has not answered in this long has failed the attempt. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How long a sender holds the subscription: longer than one run (RUN_BUDGET_MS + one attempt). */
const LEASE_MS = 60_000;
/** A run stops starting new attempts after this long and hands over to a fresh queue message. */
const RUN_BUDGET_MS = 30_000;
/** Failing this long disables the subscription. */
export const GIVE_UP_MS = 24 * 60 * 60_000;
/** Waits after the 1st, 2nd… failed attempt (the Standard Webhooks schedule), in seconds; then the last again. */
export const BACKOFF_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600];
/** Queues delay a message by 12 hours at most; a longer wait wakes early and goes back to sleep. */
const MAX_QUEUE_DELAY_SECONDS = 43_200;
/** Delivered and failed rows are kept this long for the log. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

export const DISABLED_ERROR = "Not sent: the webhook was turned off after failing for a day.";

type Hook = typeof webhooks.$inferSelect;
type Delivery = typeof webhookDeliveries.$inferSelect;

export function backoffMs(failedAttempts: number): number {
  return BACKOFF_SECONDS[Math.min(failedAttempts, BACKOFF_SECONDS.length) - 1] * 1000;
}

export async function handleWebhookMessage(msg: Message<{ webhookId: string }>, env: Env): Promise<void> {
  try {
    await sendPending(env, msg.body.webhookId);
    msg.ack();
  } catch (err) {
    // Our own failure (D1 unreachable): the queue redelivers; nothing was marked sent that was not.
    console.error(JSON.stringify({ level: "error", where: "webhooks.send", webhookId: msg.body.webhookId, error: String(err) }));
    msg.retry({ delaySeconds: Math.min(60, 2 ** msg.attempts) });
  }
}

/** Sends what is due for one subscription, in order. Safe to call any number of times at once. */
export async function sendPending(env: Env, webhookId: string): Promise<void> {
  for (;;) {
    const hook = await claim(env, webhookId);
    if (!hook) return;
    let outcome: RunOutcome;
    try {
      outcome = await run(env, hook);
    } finally {
      await db(env.DB).update(webhooks).set({ leaseUntil: null }).where(eq(webhooks.id, webhookId)).run();
    }
    if (outcome.kind === "more") return wake(env, webhookId, Date.now());
    if (outcome.kind === "disabled") return;
    if (outcome.kind === "wait") return wake(env, webhookId, outcome.until);
    // A message that arrived while we held the lease went away (claim below): look once more.
    const head = await headOf(env, webhookId);
    if (!head || head.nextAttemptAt > Date.now()) return;
  }
}

/** Takes the subscription's lease. A sender already at work makes this one come back when its lease runs out. */
async function claim(env: Env, webhookId: string): Promise<Hook | null> {
  const now = Date.now();
  const claimed = await db(env.DB)
    .update(webhooks)
    .set({ leaseUntil: now + LEASE_MS })
    .where(and(eq(webhooks.id, webhookId), isNull(webhooks.disabledAt), or(isNull(webhooks.leaseUntil), lt(webhooks.leaseUntil, now))))
    .returning()
    .get();
  if (claimed) return claimed;
  const held = await db(env.DB).select().from(webhooks).where(eq(webhooks.id, webhookId)).get();
  // Gone or disabled: nothing to send. Held: its sender looks again after letting go; should it die,
  // this wake (one per subscription at a time) takes over once the lease has run out.
  if (held && !held.disabledAt && held.leaseUntil) await wake(env, webhookId, held.leaseUntil + 1000);
  return null;
}

/**
 * Sends a queue message that wakes the sender at `at` (ms), unless one already on its way comes no
 * later: a backoff of hours then costs one message, not one per event that waits behind it.
 */
export async function wake(env: Env, webhookId: string, at: number): Promise<void> {
  const now = Date.now();
  if (at > now + 1000) {
    const taken = await db(env.DB)
      .update(webhooks)
      .set({ wakeAt: at })
      .where(and(eq(webhooks.id, webhookId), or(isNull(webhooks.wakeAt), lt(webhooks.wakeAt, now), sql`${webhooks.wakeAt} > ${at}`)))
      .returning({ id: webhooks.id })
      .get();
    if (!taken) return;
  }
  const delaySeconds = Math.min(MAX_QUEUE_DELAY_SECONDS, Math.max(0, Math.ceil((at - now) / 1000)));
  await env.JOBS.send({ webhookId }, delaySeconds > 0 ? { delaySeconds } : undefined);
}

type RunOutcome = { kind: "idle" } | { kind: "more" } | { kind: "wait"; until: number } | { kind: "disabled" };

function headOf(env: Env, webhookId: string): Promise<Delivery | undefined> {
  return db(env.DB)
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, "pending")))
    .orderBy(asc(webhookDeliveries.seq))
    .limit(1)
    .get();
}

async function run(env: Env, hook: Hook): Promise<RunOutcome> {
  const d = db(env.DB);
  const started = Date.now();
  let failingSince = hook.failingSince;
  // Read once a run: null (does not open) fails each attempt with SECRET_UNREADABLE, like a receiver down.
  const signing = { url: hook.url, secret: await webhookSecretOf(env, hook) };
  for (;;) {
    if (Date.now() - started > RUN_BUDGET_MS) return { kind: "more" };
    const head = await headOf(env, hook.id);
    if (!head) {
      await d
        .delete(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.webhookId, hook.id),
            sql`${webhookDeliveries.status} <> 'pending'`,
            lt(webhookDeliveries.createdAt, Date.now() - KEEP_MS),
          ),
        )
        .run();
      return { kind: "idle" };
    }
    if (head.nextAttemptAt > Date.now()) return { kind: "wait", until: head.nextAttemptAt };
    const attempt = await attemptDelivery(env, signing, head);
    const now = Date.now();
    const attempts = head.attempts + 1;
    const result = {
      attempts,
      lastAttemptAt: now,
      responseStatus: attempt.status,
      durationMs: attempt.durationMs,
      error: attempt.error,
    };
    if (attempt.error === null) {
      await d
        .update(webhookDeliveries)
        .set({ ...result, status: "delivered" })
        .where(eq(webhookDeliveries.seq, head.seq))
        .run();
      if (failingSince !== null) {
        await d.update(webhooks).set({ failingSince: null }).where(eq(webhooks.id, hook.id)).run();
        failingSince = null;
      }
      continue;
    }
    failingSince ??= now;
    if (now - failingSince >= GIVE_UP_MS) {
      await d.batch([
        d
          .update(webhookDeliveries)
          .set({ ...result, status: "failed" })
          .where(eq(webhookDeliveries.seq, head.seq)),
        d
          .update(webhookDeliveries)
          .set({ status: "failed", error: DISABLED_ERROR })
          .where(and(eq(webhookDeliveries.webhookId, hook.id), eq(webhookDeliveries.status, "pending"))),
        d
          .update(webhooks)
          .set({ disabledAt: new Date(now).toISOString(), failingSince })
          .where(eq(webhooks.id, hook.id)),
      ]);
      await tellOwners(env, hook, failingSince);
      return { kind: "disabled" };
    }
    // Retries stop at the day's end: the last one is made right when the day is up.
    const next = Math.min(now + backoffMs(attempts), failingSince + GIVE_UP_MS);
    await d.batch([
      d
        .update(webhookDeliveries)
        .set({ ...result, nextAttemptAt: next })
        .where(eq(webhookDeliveries.seq, head.seq)),
      d.update(webhooks).set({ failingSince }).where(eq(webhooks.id, hook.id)),
    ]);
    return { kind: "wait", until: next };
  }
}

interface Attempt {
  status: number | null;
  durationMs: number;
  /** null: delivered (a 2xx answer). */
  error: string | null;
}

/** One signed POST. Redirects are not followed: a public URL must not bounce us to a private one. */
export async function attemptDelivery(
  env: Env,
  hook: { url: string; secret: string | null },
  delivery: Pick<Delivery, "messageId" | "payload">,
) {
  const checked = checkWebhookUrl(hook.url, env);
  if (!checked.ok) return { status: null, durationMs: 0, error: checked.message } satisfies Attempt;
  if (hook.secret === null) return { status: null, durationMs: 0, error: SECRET_UNREADABLE } satisfies Attempt;
  // Signed at each attempt: the timestamp is the attempt's, so receivers can refuse old replays.
  const timestamp = new Date(Math.floor(Date.now() / 1000) * 1000);
  const signature = new Webhook(hook.secret).sign(delivery.messageId, timestamp, delivery.payload);
  const started = Date.now();
  try {
    const res = await fetch(checked.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Kickoff-Webhooks/1",
        "webhook-id": delivery.messageId,
        "webhook-timestamp": String(timestamp.getTime() / 1000),
        "webhook-signature": signature,
      },
      body: delivery.payload,
      redirect: "manual",
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await res.body?.cancel();
    const durationMs = Date.now() - started;
    const ok = res.status >= 200 && res.status < 300;
    return { status: res.status, durationMs, error: ok ? null : `The receiver answered ${res.status}.` } satisfies Attempt;
  } catch (err) {
    const durationMs = Date.now() - started;
    const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
    const error = timedOut
      ? `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s.`
      : `Could not reach the receiver: ${err instanceof Error ? err.message : String(err)}`;
    return { status: null, durationMs, error: error.slice(0, 300) } satisfies Attempt;
  }
}

/** The project's owners hear that the subscription was turned off (the bell, and the digest e-mail). */
async function tellOwners(env: Env, hook: Hook, failingSince: number): Promise<void> {
  const owners = await db(env.DB)
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, hook.projectId), eq(projectMembers.role, "owner")));
  const host = (() => {
    try {
      return new URL(hook.url).host;
    } catch {
      return hook.url;
    }
  })();
  await notify(
    env,
    owners.map((o) => ({
      userId: o.userId,
      kind: "webhook" as const,
      projectId: hook.projectId,
      title: `Webhook to ${host} turned off`,
      body: "Its deliveries failed for a day. Check the receiver, then redeliver an event to turn it back on.",
      url: `/projects/${hook.projectId}?tab=overview#webhooks`,
      dedupeKey: `webhook-off:${hook.id}:${failingSince}`,
    })),
  );
}
