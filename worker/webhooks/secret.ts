import { and, eq } from "drizzle-orm";
import { db } from "../db/client";
import { webhooks } from "../db/schema";
import { ApiError } from "../http/errors";
import { hasIntegrationsKey, isSealed, requireIntegrationsKey, seal, unseal } from "../integrations/crypto";

// A webhook's signing secret at rest (decision 141): sealed under INTEGRATIONS_KEY like provider
// tokens, bound to its webhook's id, so a stored value copied onto another subscription does not open.
// It is shown once, at creation; only the sender reads it back, to sign.

/** What an owner reads when the deployer has not set INTEGRATIONS_KEY (the log tells the deployer). */
export const WEBHOOKS_NEED_KEY = "Webhooks are not available on this server yet.";
/** A delivery's error when the stored secret does not open (a rotated key, a row copied or tampered with). */
export const SECRET_UNREADABLE =
  "The webhook's signing secret could not be read (was INTEGRATIONS_KEY changed?). Delete this webhook and add it again.";

const boundTo = (webhookId: string) => `webhook:${webhookId}`;

/** The value to store for a new webhook's secret; 503 without the key, before anything is stored. */
export async function sealWebhookSecret(env: Env, webhookId: string, secret: string): Promise<string> {
  try {
    requireIntegrationsKey(env);
  } catch (err) {
    if (err instanceof ApiError && err.status === 503) throw new ApiError(503, WEBHOOKS_NEED_KEY);
    throw err;
  }
  return seal(env, boundTo(webhookId), secret);
}

/**
 * The secret to sign a delivery with, or null when it cannot be read. A secret stored in plain text
 * before decision 141 is used as it is and sealed in its row on the way (only while the row still
 * holds that plain value, so nothing written meanwhile is overwritten).
 */
export async function webhookSecretOf(env: Env, hook: { id: string; secret: string }): Promise<string | null> {
  if (!isSealed(hook.secret)) {
    if (hasIntegrationsKey(env)) {
      const sealed = await seal(env, boundTo(hook.id), hook.secret);
      await db(env.DB)
        .update(webhooks)
        .set({ secret: sealed })
        .where(and(eq(webhooks.id, hook.id), eq(webhooks.secret, hook.secret)))
        .run();
    }
    return hook.secret;
  }
  if (!hasIntegrationsKey(env)) return null;
  return unseal(env, boundTo(hook.id), hook.secret);
}
