import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** A random secret token: `bytes` of entropy (20 bytes = 160 bits), base32 for URLs and cookies. */
export function generateToken(bytes = 20): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return encodeBase32LowerCaseNoPadding(buf);
}

/** Only hashes of tokens are stored, so a leaked database cannot be replayed. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Short random id for rows that are not secrets (jobs, board items). */
export function randomId(bytes = 10): string {
  return generateToken(bytes);
}
