import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { ApiError } from "../http/errors";

// Provider credentials and webhook signing secrets at rest: AES-256-GCM under INTEGRATIONS_KEY. What
// the value belongs to (a credential's owner and provider, a webhook's id) is the additional data, so a
// ciphertext copied onto another row does not decrypt.

const VERSION = "v1";
const MIN_KEY_CHARS = 32;

/** What a person reads: the fix is the deployer's, so no setup instructions (issue 21). */
export const MISSING_KEY_MESSAGE = "Connecting tools is not available on this server yet. Importing a file works without it.";
/** What the deployer reads in the log. */
const MISSING_KEY_LOG =
  "The server has no INTEGRATIONS_KEY secret (at least 32 random characters): set one with `wrangler secret put INTEGRATIONS_KEY`.";

/** Whether the deployer has set a usable key (checked without a 503, for the queue consumers). */
export const hasIntegrationsKey = (env: Env) => (env.INTEGRATIONS_KEY?.length ?? 0) >= MIN_KEY_CHARS;

/** 503 until the deployer sets the key: nothing is connected or decrypted without it. */
export function requireIntegrationsKey(env: Env): string {
  const key = env.INTEGRATIONS_KEY;
  if (!key || key.length < MIN_KEY_CHARS) {
    console.error(JSON.stringify({ level: "error", msg: "integrations unavailable", detail: MISSING_KEY_LOG }));
    throw new ApiError(503, MISSING_KEY_MESSAGE);
  }
  return key;
}

async function aesKey(secret: string): Promise<CryptoKey> {
  // Any long random string works as the secret; its SHA-256 is the 256-bit AES key.
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret));
  return crypto.subtle.importKey("raw", digest, "AES-GCM", false, ["encrypt", "decrypt"]);
}

const encode = (s: string) => new TextEncoder().encode(s);

/** The parts of a value `seal` wrote, or null for anything else (an older plain value, another format). */
function sealedParts(stored: string): { iv: string; data: string } | null {
  const [version, iv, data] = stored.split(".");
  return version === VERSION && iv && data ? { iv, data } : null;
}

/** Whether a stored value is one `seal` wrote. */
export const isSealed = (stored: string) => sealedParts(stored) !== null;

/**
 * Seals `plain` under INTEGRATIONS_KEY, bound to `boundTo` (the additional data): it only opens with
 * the same words, so a ciphertext copied onto another row does not decrypt.
 */
export async function seal(env: Env, boundTo: string, plain: string): Promise<string> {
  const key = await aesKey(requireIntegrationsKey(env));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: encode(boundTo) }, key, encode(plain));
  return `${VERSION}.${encodeBase64(iv)}.${encodeBase64(new Uint8Array(sealed))}`;
}

/** The value `seal` bound to `boundTo`; null when it does not open (another row's, a rotated key, tampered, not sealed). */
export async function unseal(env: Env, boundTo: string, stored: string): Promise<string | null> {
  const parts = sealedParts(stored);
  if (!parts) return null;
  const key = await aesKey(requireIntegrationsKey(env));
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: new Uint8Array(decodeBase64(parts.iv)), additionalData: encode(boundTo) },
      key,
      new Uint8Array(decodeBase64(parts.data)),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** Provider credentials are bound to their owner and provider ("7:jira"; webhooks use "webhook:<id>"). */
const credentialsOf = (userId: number, provider: string) => `${userId}:${provider}`;

export function encryptSecret(env: Env, userId: number, provider: string, plain: string): Promise<string> {
  return seal(env, credentialsOf(userId, provider), plain);
}

export async function decryptSecret(env: Env, userId: number, provider: string, stored: string): Promise<string> {
  if (!isSealed(stored)) throw new Error("Stored credentials are in an unknown format.");
  const plain = await unseal(env, credentialsOf(userId, provider), stored);
  // A rotated key or a tampered row: the user has to connect again.
  if (plain === null) throw new Error("Stored credentials could not be decrypted (was INTEGRATIONS_KEY changed?). Please connect again.");
  return plain;
}
