import { eq } from "drizzle-orm";
import type { z } from "zod";
import { PROVIDER_NAMES, type ProviderId } from "../../core/schemas/integrations";
import { db } from "../db/client";
import { readColumnOrSkip } from "../db/json-column";
import { jobs } from "../db/schema";
import { ApiError, badRequest } from "../http/errors";
import { ProviderError, RateLimitedError } from "../integrations/http";
import { providerModule } from "../integrations/registry";
import type { ProviderSync } from "../integrations/sync-types";
import { PermanentJobError, RetryLaterError } from "../queue/job-handlers";

// What the sync, status-sync, pull and import jobs share: the provider's sync half, the job's
// checkpoint, and the translation of provider failures into queue outcomes.

export function syncOf(provider: ProviderId): ProviderSync {
  const sync = providerModule(provider).sync;
  if (!sync) throw badRequest(`Task sync with ${PROVIDER_NAMES[provider]} is not available yet.`);
  return sync;
}

/** A refusal of one item is reported for that item; anything transient stops the run for a retry. */
export function itemError(err: unknown): string {
  if (err instanceof ProviderError && !err.transient) return err.message;
  if (err instanceof ApiError && err.status < 500) return err.message;
  throw err;
}

/** Provider failures as the consumer understands them: retry later, retry, or give up with the message. */
export function forQueue(err: unknown): never {
  if (err instanceof RetryLaterError) throw err;
  if (err instanceof RateLimitedError) throw new RetryLaterError(err.message, err.retryAfter);
  if (err instanceof ProviderError) {
    if (err.transient) throw new Error(err.message);
    throw new PermanentJobError(err.message);
  }
  if (err instanceof ApiError && err.status < 500) throw new PermanentJobError(err.message);
  throw err;
}

/**
 * The job's saved checkpoint over `empty`. One that does not fit `schema` (logged) is read as none,
 * as for a job's first run (decision 134).
 */
export async function readJobCheckpoint<T extends object>(env: Env, jobId: string, schema: z.ZodType<Partial<T>>, empty: T): Promise<T> {
  const row = await db(env.DB).select({ checkpoint: jobs.checkpoint }).from(jobs).where(eq(jobs.id, jobId)).get();
  const saved = row?.checkpoint == null ? null : readColumnOrSkip(schema, row.checkpoint, { column: "jobs.checkpoint", key: jobId });
  return { ...empty, ...saved };
}

export async function saveJobCheckpoint(env: Env, jobId: string, checkpoint: unknown): Promise<void> {
  await db(env.DB).update(jobs).set({ checkpoint }).where(eq(jobs.id, jobId)).run();
}
