import { decodeBase64 } from "@oslojs/encoding";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../worker/http/errors";
import { decryptSecret, encryptSecret, MISSING_KEY_MESSAGE, requireIntegrationsKey } from "../../worker/integrations/crypto";

// Issue 27: provider credentials at rest. The rules of worker/integrations/crypto.ts checked one by
// one in Node (the module is Web Crypto only): the key's minimum length, the stored format, and that a
// ciphertext is bound to its owner and provider. test/api/provider-errors.test.ts checks the same
// binding through the API.

const KEY = "k".repeat(32);
const env = (key: string | undefined) => ({ INTEGRATIONS_KEY: key }) as unknown as Env;
const UNKNOWN_FORMAT = "Stored credentials are in an unknown format.";
const UNREADABLE = "Stored credentials could not be decrypted (was INTEGRATIONS_KEY changed?). Please connect again.";

afterEach(() => vi.restoreAllMocks());

describe("the integrations key", () => {
  it("takes a key of 32 characters, refuses 31 or none with a 503, and tells the deployer in the log", () => {
    expect(requireIntegrationsKey(env(KEY))).toBe(KEY);
    for (const key of [KEY.slice(1), "", undefined]) {
      const log = vi.spyOn(console, "error").mockImplementation(() => {});
      let error: unknown = null;
      try {
        requireIntegrationsKey(env(key));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(503);
      expect((error as ApiError).message).toBe(MISSING_KEY_MESSAGE);
      expect(log).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(log.mock.calls[0][0]))).toMatchObject({
        level: "error",
        detail: expect.stringContaining("INTEGRATIONS_KEY"),
      });
      log.mockRestore();
    }
  });
});

describe("a stored secret", () => {
  it("is v1.<12-byte IV>.<ciphertext and tag>, and reads back for its owner and provider", async () => {
    const stored = await encryptSecret(env(KEY), 7, "jira", "token-ABC");
    const [version, iv, data] = stored.split(".");
    expect(version).toBe("v1");
    expect(decodeBase64(iv)).toHaveLength(12);
    expect(decodeBase64(data)).toHaveLength("token-ABC".length + 16);
    expect(await decryptSecret(env(KEY), 7, "jira", stored)).toBe("token-ABC");
    // A fresh IV each time.
    expect(await encryptSecret(env(KEY), 7, "jira", "token-ABC")).not.toBe(stored);
  });

  it("does not decrypt on another person's row, for another provider, or under another key", async () => {
    const stored = await encryptSecret(env(KEY), 7, "jira", "token-ABC");
    await expect(decryptSecret(env(KEY), 8, "jira", stored)).rejects.toThrow(UNREADABLE);
    await expect(decryptSecret(env(KEY), 7, "asana", stored)).rejects.toThrow(UNREADABLE);
    await expect(decryptSecret(env("x".repeat(32)), 7, "jira", stored)).rejects.toThrow(UNREADABLE);
  });

  it("refuses a value of another format before trying the key", async () => {
    const stored = await encryptSecret(env(KEY), 7, "jira", "token-ABC");
    const [, iv, data] = stored.split(".");
    for (const odd of [`v2.${iv}.${data}`, `v1..${data}`, `v1.${iv}.`, `v1.${iv}`, "plain-token"]) {
      await expect(decryptSecret(env(KEY), 7, "jira", odd), odd).rejects.toThrow(UNKNOWN_FORMAT);
    }
    // Nothing is decrypted without the key either.
    vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(decryptSecret(env(undefined), 7, "jira", stored)).rejects.toThrow(MISSING_KEY_MESSAGE);
  });
});
