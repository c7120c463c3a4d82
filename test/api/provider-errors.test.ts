import { env } from "cloudflare:test";
import { decodeBase64 } from "@oslojs/encoding";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiError } from "../../worker/http/errors";
import { decryptSecret, encryptSecret, MISSING_KEY_MESSAGE, requireIntegrationsKey } from "../../worker/integrations/crypto";
import { ProviderClient, ProviderError, RateLimitedError } from "../../worker/integrations/http";

// Issue 27: two promises of the integrations layer, each with a test that fails when it breaks.
// 1. Every transient answer (unreachable, 429, any 5xx, whatever its body) is retried by the queue;
//    a plain-text 500 is as transient as a JSON one. Client errors are not.
// 2. A stored credential is bound to its owner and provider: copied onto another row, it does not decrypt.

const client = () =>
  new ProviderClient({
    provider: "jira",
    name: "Jira",
    base: "https://example.atlassian.net/rest/api/3",
    headers: {},
    secrets: ["s3cret-token"],
  });

async function failureOf(reply: () => Response | Promise<Response>): Promise<ProviderError> {
  vi.stubGlobal("fetch", async () => reply());
  const err = await client()
    .request("GET", "/myself")
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("provider failures", () => {
  it.each([
    ["a plain-text 500", () => new Response("Internal Server Error", { status: 500 }), 500],
    [
      "an HTML 502",
      () => new Response("<html><body>Bad gateway</body></html>", { status: 502, headers: { "content-type": "text/html" } }),
      502,
    ],
    ["an empty 503", () => new Response(null, { status: 503 }), 503],
    ["a JSON 504", () => Response.json({ errorMessages: ["Timed out"] }, { status: 504 }), 504],
    ["a Cloudflare 520", () => new Response("", { status: 520 }), 520],
  ])("%s is transient: the queue tries again", async (_, reply, status) => {
    const err = await failureOf(reply);
    expect([err.status, err.transient]).toEqual([status, true]);
    expect(err.message).toMatch(new RegExp(`^Jira answered ${status}`));
  });

  it("an unreachable provider is transient, status 0", async () => {
    const err = await failureOf(() => {
      throw new TypeError("Network connection lost.");
    });
    expect([err.status, err.transient, err.message]).toEqual([0, true, "Could not reach Jira: Network connection lost."]);
  });

  it("a 429 with a long Retry-After is a RateLimitedError with the wait", async () => {
    const err = await failureOf(() => new Response("slow down", { status: 429, headers: { "retry-after": "120" } }));
    expect(err).toBeInstanceOf(RateLimitedError);
    expect([err.transient, (err as RateLimitedError).retryAfter]).toEqual([true, 120]);
  });

  it.each([400, 401, 403, 404, 409, 422])("a %i is not transient, and its message never carries the token", async (status) => {
    const err = await failureOf(() => Response.json({ errorMessages: ["Bad token s3cret-token"] }, { status }));
    expect([err.status, err.transient]).toEqual([status, false]);
    expect(err.message).toBe(`Jira answered ${status}: Bad token [redacted]`);
  });
});

describe("stored credentials", () => {
  it("decrypt for their own user and provider only", async () => {
    const stored = await encryptSecret(env, 7, "jira", "api-token-of-user-7");
    expect(stored).not.toContain("api-token-of-user-7");
    expect(await decryptSecret(env, 7, "jira", stored)).toBe("api-token-of-user-7");
    // Copied onto another person's row, or onto the same person's other provider: refused.
    await expect(decryptSecret(env, 8, "jira", stored)).rejects.toThrow("Stored credentials could not be decrypted");
    await expect(decryptSecret(env, 7, "asana", stored)).rejects.toThrow("Stored credentials could not be decrypted");
    // "7:jira" and "71:..." must not collide either.
    await expect(decryptSecret(env, 71, "jira", stored)).rejects.toThrow("Stored credentials could not be decrypted");
  });

  it("are sealed afresh each time (a new 96-bit IV), so equal tokens do not look equal", async () => {
    const a = await encryptSecret(env, 7, "jira", "same");
    const b = await encryptSecret(env, 7, "jira", "same");
    expect(a).not.toBe(b);
    // "v1.<iv>.<sealed>": GCM's standard 12-byte nonce, and the 4 bytes of text plus a 16-byte tag.
    const [version, iv, sealed] = a.split(".");
    expect([version, decodeBase64(iv).length, decodeBase64(sealed).length]).toEqual(["v1", 12, 20]);
  });
});

describe("the integrations key", () => {
  const withKey = (key: string | undefined) => ({ ...env, INTEGRATIONS_KEY: key }) as unknown as Env;

  it("is required, and at least 32 characters: without it nothing is sealed or opened (503)", async () => {
    for (const key of [undefined, "", "x".repeat(31)]) {
      const err = (() => {
        try {
          requireIntegrationsKey(withKey(key));
          return null;
        } catch (e) {
          return e as ApiError;
        }
      })();
      expect([err?.status, err?.message], String(key?.length)).toEqual([503, MISSING_KEY_MESSAGE]);
      await expect(encryptSecret(withKey(key), 7, "jira", "t")).rejects.toThrow(MISSING_KEY_MESSAGE);
    }
    expect(requireIntegrationsKey(withKey("k".repeat(32)))).toBe("k".repeat(32));
  });

  it("a stored value sealed under another key does not open", async () => {
    const stored = await encryptSecret(withKey("a".repeat(40)), 7, "jira", "token");
    await expect(decryptSecret(withKey("b".repeat(40)), 7, "jira", stored)).rejects.toThrow("Stored credentials could not be decrypted");
    expect(await decryptSecret(withKey("a".repeat(40)), 7, "jira", stored)).toBe("token");
  });

  it("a stored value in another format is refused as such", async () => {
    const stored = await encryptSecret(env, 7, "jira", "token");
    const [, iv, data] = stored.split(".");
    for (const odd of [`v2.${iv}.${data}`, `v1.${iv}`, `v1..${data}`, "plain-token"]) {
      await expect(decryptSecret(env, 7, "jira", odd), odd).rejects.toThrow("Stored credentials are in an unknown format.");
    }
  });
});
