import { Buffer } from "node:buffer";
import { gunzipSync, gzipSync } from "node:zlib";
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { ApiError, badRequest, conflict } from "./errors";

// `Idempotency-Key` on POST, PATCH and DELETE (issue 24, decision 063; the IETF httpapi draft): a
// retry with the same key by the same person answers the first result and applies nothing; the same
// key with another request is a 422; a retry while the first is still running is a 409. Only JSON
// (or empty) answers below 500 are kept: a failure of ours leaves the key free for the retry.

const METHODS = new Set(["POST", "PATCH", "DELETE"]);
const KEY = /^[\x21-\x7e]{1,255}$/;
export const KEEP_MS = 24 * 60 * 60_000;
/** Answers larger than this are not kept (the key is freed, as if none was sent). */
const MAX_KEPT_BODY = 512 * 1024;

export const KEY_REUSED = "This Idempotency-Key was already used with a different request.";
export const KEY_IN_FLIGHT = "A request with this Idempotency-Key is still being processed. Retry in a moment.";

export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header("idempotency-key");
  const user = c.get("user");
  if (key === undefined || !METHODS.has(c.req.method) || !user) return next();
  if (!KEY.test(key)) throw badRequest("Idempotency-Key must be 1 to 255 visible ASCII characters.");
  const body = await c.req.text();
  const fingerprint = await fingerprintOf(`${c.req.method} ${c.req.path}?${new URL(c.req.url).search}\n${body}`);
  const now = Date.now();
  const db = c.env.DB;
  const claimed = await db
    .prepare(
      `INSERT INTO idempotency_keys (user_id, key, fingerprint, status, body, created_at) VALUES (?1, ?2, ?3, NULL, NULL, ?4)
       ON CONFLICT (user_id, key) DO UPDATE SET fingerprint = excluded.fingerprint, status = NULL, body = NULL, created_at = excluded.created_at
         WHERE idempotency_keys.created_at < ?5
       RETURNING 1 AS claimed`,
    )
    .bind(user.id, key, fingerprint, now, now - KEEP_MS)
    .first<{ claimed: number }>();
  if (!claimed) {
    const first = await db
      .prepare("SELECT fingerprint, status, body FROM idempotency_keys WHERE user_id = ? AND key = ?")
      .bind(user.id, key)
      .first<{ fingerprint: string; status: number | null; body: string | null }>();
    if (first && first.fingerprint !== fingerprint) throw new ApiError(422, KEY_REUSED);
    if (!first || first.status === null) throw conflict(KEY_IN_FLIGHT);
    const headers: Record<string, string> = { "Idempotent-Replayed": "true" };
    if (first.body !== null) headers["Content-Type"] = "application/json";
    return new Response(first.body === null ? null : keptBody(first.body), { status: first.status, headers });
  }
  const release = () => db.prepare("DELETE FROM idempotency_keys WHERE user_id = ? AND key = ?").bind(user.id, key).run();
  try {
    await next();
  } catch (err) {
    await release();
    throw err;
  }
  const res = c.res;
  const type = res.headers.get("content-type") ?? "";
  const keepable = res.status < 500 && (res.body === null || type.includes("application/json"));
  // A route that sent JSON it held as text (a 300 KB batch answer) hands it over: no second read of the body.
  const text = keepable ? (c.get("jsonText") ?? (await res.clone().text())) : "";
  if (!keepable || text.length > MAX_KEPT_BODY) {
    await release();
    return;
  }
  await db
    .prepare("UPDATE idempotency_keys SET status = ?3, body = ?4 WHERE user_id = ?1 AND key = ?2")
    .bind(user.id, key, res.status, res.body === null || text === "" ? null : keepBody(text))
    .run();
  // Now and then, forget keys older than a day.
  if (Math.random() < 0.01)
    await db
      .prepare("DELETE FROM idempotency_keys WHERE created_at < ?")
      .bind(now - KEEP_MS)
      .run();
};

/** SHA-256 of the request, hex: the platform's digest (a 500-operation batch is ~150 KB to hash). */
async function fingerprintOf(request: string): Promise<string> {
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(request))));
}

// A batch's answer is ~300 KB of JSON; kept as is it was D1's largest write of the request (decision
// 144). Answers above COMPRESS_FROM are kept gzipped, base64 in the same text column behind a prefix
// JSON never starts with; smaller ones (and rows kept before) stay plain JSON.
const COMPRESS_FROM = 4 * 1024;
const GZIP_PREFIX = "gzip:";

// node:zlib and Buffer (nodejs_compat) run in the runtime's native code: one call each way, no streams.
// Level 1: a 500-create answer (270 KB) keeps to 11 KB, against 10 KB at the default level, for half the CPU.
function keepBody(text: string): string {
  return text.length < COMPRESS_FROM ? text : GZIP_PREFIX + gzipSync(text, { level: 1 }).toString("base64");
}

function keptBody(kept: string): string {
  return kept.startsWith(GZIP_PREFIX) ? gunzipSync(Buffer.from(kept.slice(GZIP_PREFIX.length), "base64")).toString("utf8") : kept;
}
