import { createHash } from "node:crypto";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/** A random secret token: `bytes` of entropy (20 bytes = 160 bits), base32 for URLs and cookies. */
export function generateToken(bytes = 20): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return encodeBase32LowerCaseNoPadding(buf);
}

/**
 * Only hashes of tokens are stored, so a leaked database cannot be replayed. Every request with a
 * session or an API token hashes one, so this is the runtime's native SHA-256 (node:crypto): 7.8 µs a
 * hash in workerd, against 34 µs for @oslojs/crypto's JS one (issue 24).
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Short random id for rows that are not secrets (jobs, board items). */
export function randomId(bytes = 10): string {
  return generateToken(bytes);
}
