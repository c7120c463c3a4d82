import { createHash } from "node:crypto";

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** RFC 4648 base32, lower case, no padding: 5 bits a character. */
function base32(bytes: Uint8Array): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32[(value >>> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A random secret token: `bytes` of entropy (20 bytes = 160 bits), base32 for URLs and cookies. */
export function generateToken(bytes = 20): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return base32(buf);
}

/**
 * Only hashes of tokens are stored, so a leaked database cannot be replayed. Every request with a
 * session or an API token hashes one, so this is the runtime's native SHA-256 (node:crypto), not a JS
 * one: the JS SHA-256 was about a tenth of the server's CPU for an API write (issue 24's bench).
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Short random id for rows that are not secrets (jobs, board items). */
export function randomId(bytes = 10): string {
  return generateToken(bytes);
}
