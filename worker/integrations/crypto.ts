import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { ApiError } from "../http/errors";

// Provider credentials at rest: AES-256-GCM under INTEGRATIONS_KEY. The row's owner and provider
// are the additional data, so a ciphertext copied onto another user's row does not decrypt.

const VERSION = "v1";
const MIN_KEY_CHARS = 32;

/** What a person reads: the fix is the deployer's, so no setup instructions (issue 21). */
export const MISSING_KEY_MESSAGE = "Connecting tools is not available on this server yet. Importing a file works without it.";
/** What the deployer reads in the log. */
const MISSING_KEY_LOG =
  "The server has no INTEGRATIONS_KEY secret (at least 32 random characters): set one with `wrangler secret put INTEGRATIONS_KEY`.";

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

const aad = (userId: number, provider: string) => new TextEncoder().encode(`${userId}:${provider}`);

export async function encryptSecret(env: Env, userId: number, provider: string, plain: string): Promise<string> {
  const key = await aesKey(requireIntegrationsKey(env));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: aad(userId, provider) },
    key,
    new TextEncoder().encode(plain),
  );
  return `${VERSION}.${encodeBase64(iv)}.${encodeBase64(new Uint8Array(sealed))}`;
}

export async function decryptSecret(env: Env, userId: number, provider: string, stored: string): Promise<string> {
  const [version, iv, data] = stored.split(".");
  if (version !== VERSION || !iv || !data) throw new Error("Stored credentials are in an unknown format.");
  const key = await aesKey(requireIntegrationsKey(env));
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: new Uint8Array(decodeBase64(iv)), additionalData: aad(userId, provider) },
      key,
      new Uint8Array(decodeBase64(data)),
    );
    return new TextDecoder().decode(plain);
  } catch {
    // A rotated key or a tampered row: the user has to connect again.
    throw new Error("Stored credentials could not be decrypted (was INTEGRATIONS_KEY changed?). Please connect again.");
  }
}
